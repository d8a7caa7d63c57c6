export type {
  AlertCommand,
  AlertType,
  AuthState,
  AuthStatus,
  NavigateCommand,
  StartSessionCommand,
} from './events';
export {
  alert$,
  announcePageContent,
  auth$,
  currentAuthState,
  initialAuthState,
  logoutRequest$,
  navigate$,
  pageContentShown$,
  raiseAlert,
  requestLogout,
  requestNavigation,
  sessionStart$,
  setAuthState,
  startSession,
} from './bus';
