import type { ApplicantProfile } from '@talent/resume-model';
import { anApplicantUser, signedIn } from '@talent/test-kit';

export { deferred, recordAlerts, resetSession } from '@talent/test-kit';

export const zainab = anApplicantUser();

/** The session as the shell publishes it once the profile is in (or before, with `applicant` null). */
export function shellSignedIn(applicant: ApplicantProfile | null) {
  signedIn(zainab, '3|secret', applicant);
}
