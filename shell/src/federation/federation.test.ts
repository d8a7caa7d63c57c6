import type * as FederationModule from './federation';
import type * as FakeRuntime from '../testing/fakeFederationRuntime';
import { failRemotesJson, remoteEntries, serveRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

// Each test starts from a freshly loaded shell: registration state lives in the module.
let federation: typeof FederationModule;
let runtime: typeof FakeRuntime;
beforeEach(() => {
  jest.resetModules();
  federation = jest.requireActual('./federation');
  runtime = jest.requireActual('../testing/fakeFederationRuntime');
});

it('registers every remote listed in /remotes.json at start, under its key and URL', async () => {
  serveRemotesJson();
  federation.startFederation();
  await federation.loadRemotePage({ remote: 'directory', page: 'HomePage' });

  expect(runtime.registerRemotes).toHaveBeenCalledWith([
    { name: 'directory', entry: remoteEntries.directory },
    { name: 'builder', entry: remoteEntries.builder },
    { name: 'account', entry: remoteEntries.account },
    { name: 'profile', entry: remoteEntries.profile },
  ]);
  expect(runtime.registerPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'talent-pool-remote-failure' }),
  ]);
});

it("fetches a page's files ahead once its remote is registered, reading /remotes.json once", async () => {
  const fetchMock = serveRemotesJson();
  federation.startFederation();
  federation.preloadRemotePage({ remote: 'directory', page: 'HomePage' });
  await federation.loadRemotePage({ remote: 'directory', page: 'HomePage' });

  expect(runtime.preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'directory', exposes: ['HomePage'], resourceCategory: 'sync' },
  ]);
  const registered = runtime.registerRemotes.mock.invocationCallOrder[0] ?? Infinity;
  expect(registered).toBeLessThan(runtime.preloadRemote.mock.invocationCallOrder[0] ?? -Infinity);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('leaves a failed head start for the page load to report', async () => {
  failRemotesJson();
  federation.startFederation();
  federation.preloadRemotePage({ remote: 'directory', page: 'HomePage' });
  await expect(federation.loadRemotePage({ remote: 'directory', page: 'HomePage' })).rejects.toMatchObject({
    name: 'RemoteLoadError',
  });
  expect(runtime.preloadRemote).not.toHaveBeenCalled();

  serveRemotesJson();
  runtime.preloadRemote.mockRejectedValueOnce(new Error('manifest unreachable') as never);
  federation.startFederation();
  federation.preloadRemotePage({ remote: 'account', page: 'LoginPage' });
  await expect(federation.loadRemotePage({ remote: 'account', page: 'LoginPage' })).resolves.toBe(
    runtime.remotePages['account/LoginPage'],
  );
  expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
});

it('loads an exposed page by remote key and page name once the remotes are registered', async () => {
  serveRemotesJson();
  federation.startFederation();
  const module = await federation.loadRemotePage({ remote: 'account', page: 'LoginPage' });

  expect(runtime.loadRemote).toHaveBeenCalledWith('account/LoginPage');
  expect(module).toBe(runtime.remotePages['account/LoginPage']);
  const registered = runtime.registerRemotes.mock.invocationCallOrder[0] ?? Infinity;
  expect(registered).toBeLessThan(runtime.loadRemote.mock.invocationCallOrder[0] ?? -Infinity);
});

it('fails with a RemoteLoadError naming the remote when /remotes.json cannot be read', async () => {
  failRemotesJson();
  federation.startFederation();
  await expect(federation.loadRemotePage({ remote: 'account', page: 'SignupPage' })).rejects.toMatchObject({
    name: 'RemoteLoadError',
    remote: 'account',
  });
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});

it('reads /remotes.json again on the next page load after a failed read', async () => {
  failRemotesJson();
  federation.startFederation();
  await expect(federation.loadRemotePage({ remote: 'account', page: 'SignupPage' })).rejects.toThrow();

  const fetchMock = serveRemotesJson();
  await expect(federation.loadRemotePage({ remote: 'account', page: 'SignupPage' })).resolves.toBe(
    runtime.remotePages['account/SignupPage'],
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('reloading one remote forces only that remote to register again', async () => {
  serveRemotesJson();
  federation.startFederation();
  await federation.loadRemotePage({ remote: 'directory', page: 'AboutPage' });
  runtime.registerRemotes.mockClear();

  serveRemotesJson({ ...remoteEntries, directory: 'https://mirror.example/directory/mf-manifest.json' });
  await federation.reloadRemote('directory');

  expect(runtime.registerRemotes).toHaveBeenCalledWith([]);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'directory', entry: 'https://mirror.example/directory/mf-manifest.json' }],
    { force: true },
  );
});

it('refuses a page module without a component to render', async () => {
  serveRemotesJson();
  federation.startFederation();
  runtime.loadRemote.mockResolvedValueOnce(null as never);
  await expect(
    federation.loadRemotePage({ remote: 'builder', page: 'ResumeBuilderPage' }),
  ).rejects.toMatchObject({
    name: 'RemoteLoadError',
    remote: 'builder',
  });
});
