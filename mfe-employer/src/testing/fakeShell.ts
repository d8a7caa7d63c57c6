import { aCompanyUser, signedIn } from '@talent/test-kit';

export { recordAlerts } from '@talent/test-kit';

export const rafidainBuild = aCompanyUser();

/** The session as the shell publishes it for a signed-in company. */
export function companySignedIn() {
  signedIn(rafidainBuild, '9|secret');
}
