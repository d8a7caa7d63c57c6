export type { AlertCommand, AlertType, AuthState, AuthStatus, NavigateCommand } from './events';
export {
  alert$,
  auth$,
  currentAuthState,
  initialAuthState,
  navigate$,
  raiseAlert,
  requestNavigation,
  setAuthState,
} from './bus';
