/** A user's account as the API answers it, without the applicant profile some answers nest in it (user.ts). */
export interface UserAccount {
  id: number;
  email: string;
  name: string;
  /** 'admin' marks an administrator (see ADMIN_ROLE); anything else is an ordinary user. */
  role: string | null;
  is_company: boolean;
  /** When the account confirmed its e-mail address (ISO 8601), or null until it has (issue 34). */
  email_verified_at?: string | null;
  /** A company's profile (issue 34); null for an applicant. */
  company?: CompanyProfile | null;
}

/** What a company tells applicants about itself (issue 34); empty fields are null. */
export interface CompanyProfile {
  name: string;
  city: string | null;
  sector: string | null;
  website: string | null;
  description: string | null;
}
