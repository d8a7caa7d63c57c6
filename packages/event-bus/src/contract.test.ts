import { Subject } from 'rxjs';
import * as bus from './index';
import { busContract } from './contract';

describe(`the bus's contract, version ${busContract.version}`, () => {
  const exported = bus as Record<string, unknown>;

  it.each(busContract.subjects)('still exports the subject %s', (name) => {
    expect(exported[name]).toBeInstanceOf(Subject);
  });

  it.each(busContract.functions)('still exports the function %s', (name) => {
    expect(typeof exported[name]).toBe('function');
  });

  it.each(busContract.values)('still exports %s', (name) => {
    expect(exported[name]).toBeDefined();
  });

  // A remote built against version 1 talks to the shell through these names only, by these shapes.
  it("carries a remote's commands of version 1 to the shell as version 1 sends them", () => {
    const seen: unknown[] = [];
    const subscriptions = [
      bus.alert$.subscribe((command) => seen.push(['alert', command])),
      bus.navigate$.subscribe((command) => seen.push(['navigate', command])),
      bus.sessionStart$.subscribe((command) => seen.push(['session', command.source, command.token])),
      bus.logoutRequest$.subscribe(() => seen.push(['logout'])),
      bus.pageContentShown$.subscribe(() => seen.push(['shown'])),
    ];
    bus.raiseAlert({ message: 'Saved', type: 'success' });
    bus.requestNavigation('/builder', { replace: true });
    bus.startSession({
      user: { id: 1, name: 'Zainab', email: 'z@example.iq' } as never,
      token: 't',
      source: 'login',
    });
    bus.requestLogout();
    bus.announcePageContent();
    subscriptions.forEach((subscription) => subscription.unsubscribe());

    expect(seen).toEqual([
      ['alert', { message: 'Saved', type: 'success' }],
      ['navigate', { to: '/builder', replace: true }],
      ['session', 'login', 't'],
      ['logout'],
      ['shown'],
    ]);
    expect(bus.currentAuthState().status).toBe(bus.initialAuthState.status);
  });

  it('lists every value the package exports today, so a new one joins a version', () => {
    const listed = new Set<string>([
      ...busContract.subjects,
      ...busContract.functions,
      ...busContract.values,
    ]);
    expect(Object.keys(bus).filter((name) => !listed.has(name))).toEqual([]);
  });
});
