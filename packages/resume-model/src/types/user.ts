import type { ApplicantProfile } from './resume';

export interface User {
  id: number;
  email: string;
  name: string;
  /** 'admin' marks an administrator (see ADMIN_ROLE); anything else is an ordinary user. */
  role: string | null;
  is_company: boolean;
  /** The applicant profile nested in login, signup and profile answers. */
  applicant?: ApplicantProfile | null;
}
