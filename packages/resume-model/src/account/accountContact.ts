import type { Contact } from '../types/resume';
import type { User } from '../types/user';

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * The resume's contact with the account's name and e-mail where the resume has none yet (issue #23).
 * Sign-up asks for both, so the builder starts with them and the profile shows and counts them before
 * the first save. What the applicant typed in the resume always wins.
 */
export function contactWithAccount<C extends Pick<Contact, 'fullName' | 'email'>>(
  contact: C,
  account: Pick<User, 'name' | 'email'> | null | undefined,
): C {
  if (!account) return contact;
  return {
    ...contact,
    fullName: blank(contact.fullName) ? (account.name ?? '') : contact.fullName,
    email: blank(contact.email) ? (account.email ?? '') : contact.email,
  };
}
