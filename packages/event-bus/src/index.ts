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
  auth$,
  currentAuthState,
  initialAuthState,
  logoutRequest$,
  navigate$,
  raiseAlert,
  requestLogout,
  requestNavigation,
  sessionStart$,
  setAuthState,
  startSession,
} from './bus';
