/**
 * What the bus promises the apps built against it. The bus is a Module Federation singleton: a remote of an
 * older release runs on the copy the shell loaded, so every value a contract version lists stays exported while
 * a release that uses it may still be deployed (scripts/skew.sh checks the previous release's imports too). A
 * change that breaks a listed value adds version 2 beside version 1 (new names, old ones kept for a release);
 * a name of version 1 is never removed or changed, and a new value joins the list (an older remote never uses it). Not exported from the package: only the tests read it, and no page pays for it.
 */
export const busContract = {
  version: 1,
  subjects: [
    'alert$',
    'auth$',
    'logoutRequest$',
    'navigate$',
    'pageContentShown$',
    'sessionRefresh$',
    'sessionStart$',
  ],
  functions: [
    'announcePageContent',
    'currentAuthState',
    'raiseAlert',
    'refreshSession',
    'requestLogout',
    'requestNavigation',
    'setAuthState',
    'startSession',
  ],
  values: ['initialAuthState'],
} as const;
