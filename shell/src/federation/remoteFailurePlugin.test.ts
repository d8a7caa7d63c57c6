import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, remoteFailurePlugin } from './remoteFailurePlugin';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFailurePlugin>['errorLoadRemote']>
>[0];

function failure(overrides: Partial<ErrorLoadRemoteArgs>): ErrorLoadRemoteArgs {
  return {
    id: 'directory/AboutPage',
    error: new TypeError('Failed to fetch'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as ModuleFederation,
    ...overrides,
  };
}

const { errorLoadRemote } = remoteFailurePlugin();

it('turns a failed page load into a RemoteLoadError that names the remote', () => {
  const cause = new TypeError('Failed to fetch');
  let thrown: unknown;
  try {
    errorLoadRemote?.(failure({ error: cause }));
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RemoteLoadError);
  expect(thrown).toMatchObject({ remote: 'directory', request: 'directory/AboutPage', cause });
});

it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
  'lets the runtime carry on at the %s stage, so the failure arrives once, at onLoad',
  (lifecycle) => {
    expect(
      errorLoadRemote?.(failure({ lifecycle, id: 'https://cdn.example/directory/mf-manifest.json' })),
    ).toBeUndefined();
  },
);
