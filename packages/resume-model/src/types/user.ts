import type { ApplicantProfile } from './resume';
import type { UserAccount } from './user-account';

export interface User extends UserAccount {
  /** The applicant profile nested in login, signup and profile answers. */
  applicant?: ApplicantProfile | null;
}
