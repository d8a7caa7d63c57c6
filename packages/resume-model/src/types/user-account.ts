/** A user's account as the API answers it, without the applicant profile some answers nest in it (user.ts). */
export interface UserAccount {
  id: number;
  email: string;
  name: string;
  /** 'admin' marks an administrator (see ADMIN_ROLE); anything else is an ordinary user. */
  role: string | null;
  is_company: boolean;
}
