import { alert$, setAuthState, type AlertCommand } from '@talent/event-bus';
import type { User } from '@talent/resume-model';
import type { Subscription } from 'rxjs';

export const rafidainBuild: User = {
  id: 9,
  name: 'Rafidain Build',
  email: 'hr@rafidain.example',
  role: 'user',
  is_company: true,
  applicant: null,
};

/** The session as the shell publishes it for a signed-in company. */
export function companySignedIn() {
  setAuthState({
    status: 'authenticated',
    user: rafidainBuild,
    token: '9|secret',
    applicant: null,
    isAdmin: false,
  });
}

/** Records what the page asks the shell's alert region to show; emptied before each test. */
export function recordAlerts(): AlertCommand[] {
  const raised: AlertCommand[] = [];
  let subscription: Subscription | null = null;
  beforeEach(() => {
    raised.length = 0;
    subscription = alert$.subscribe((command) => raised.push(command));
  });
  afterEach(() => subscription?.unsubscribe());
  return raised;
}
