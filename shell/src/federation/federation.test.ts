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
    { name: 'employer', entry: remoteEntries.employer },
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

describe('the remotes map index.html came with', () => {
  function pageWithRemotes(text: string, type = 'application/json') {
    const element = document.createElement('script');
    element.type = type;
    element.id = 'talent-remotes';
    element.textContent = text;
    document.head.append(element);
  }

  afterEach(() => document.getElementById('talent-remotes')?.remove());

  it('registers the remotes at once without asking for /remotes.json', async () => {
    const fetchMock = serveRemotesJson();
    const served = {
      ...remoteEntries,
      directory: 'https://origin.example/remotes/directory/mf-manifest.json',
    };
    pageWithRemotes(JSON.stringify(served));
    federation.startFederation();
    federation.preloadRemotePage({ remote: 'directory', page: 'ResumePreviewPage' });
    await federation.loadRemotePage({ remote: 'directory', page: 'ResumePreviewPage' });

    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'directory', entry: served.directory }]),
    );
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still reads /remotes.json afresh for a retry', async () => {
    pageWithRemotes(JSON.stringify(remoteEntries));
    federation.startFederation();
    await federation.loadRemotePage({ remote: 'directory', page: 'HomePage' });

    const mirror = 'https://mirror.example/directory/mf-manifest.json';
    const fetchMock = serveRemotesJson({ ...remoteEntries, directory: mirror });
    await federation.reloadRemote('directory');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'directory', entry: mirror }], {
      force: true,
    });
  });

  it.each([
    ['not JSON', '{ directory: nope', 'application/json'],
    ['not a map of names to URLs', '["https://cdn.example/directory/mf-manifest.json"]', 'application/json'],
    ['not a JSON element', JSON.stringify(remoteEntries), 'text/plain'],
  ])('falls back to /remotes.json when the element is %s', async (_case, text, type) => {
    const fetchMock = serveRemotesJson();
    pageWithRemotes(text, type);
    federation.startFederation();
    await federation.loadRemotePage({ remote: 'directory', page: 'HomePage' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'directory', entry: remoteEntries.directory }]),
    );
  });
});
