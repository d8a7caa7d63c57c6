// The accounts the front-end tests sign in as: one factory, each test's people named once.
import type { User } from '@talent/resume-model';

/** An applicant's account (no profile yet); `changes` names the person. */
export function anApplicantUser(changes: Partial<User> = {}): User {
  return {
    id: 3,
    name: 'Zainab Al-Rubaie',
    email: 'zainab@example.com',
    role: 'user',
    is_company: false,
    applicant: null,
    ...changes,
  };
}

/** A company's account. */
export function aCompanyUser(changes: Partial<User> = {}): User {
  return {
    id: 9,
    name: 'Rafidain Build',
    email: 'hr@rafidain.example',
    role: 'user',
    is_company: true,
    applicant: null,
    ...changes,
  };
}

/** An applicant whose account name is in Arabic, as most are (the builder fills the resume's name from it). */
export function anArabicApplicantUser(changes: Partial<User> = {}): User {
  return anApplicantUser({ id: 11, name: 'نور الهدى', email: 'noor@example.com', role: null, ...changes });
}
