import { invalidInput } from '../http/errors';

// The rules of the account forms on the server, with Laravel's wording, since the front end shows
// a 422's messages as they come (spec §8). The request schemas already checked types and presence.

export type FieldErrors = Record<string, string[]>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_TEXT_LENGTH = 255;
/** argon2 takes any length, but nobody types more; the cap keeps hashing requests small. */
const MAX_PASSWORD_LENGTH = 1024;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function requireText(errors: FieldErrors, field: string, value: string, maxLength = MAX_TEXT_LENGTH) {
  if (value.trim() === '') add(errors, field, `The ${field} field is required.`);
  else if (value.length > maxLength) {
    add(errors, field, `The ${field} field must not be greater than ${maxLength} characters.`);
  }
}

export function requireEmail(errors: FieldErrors, value: string) {
  const email = value.trim();
  if (email === '') add(errors, 'email', 'The email field is required.');
  else if (email.length > MAX_TEXT_LENGTH) {
    add(errors, 'email', `The email field must not be greater than ${MAX_TEXT_LENGTH} characters.`);
  } else if (!EMAIL_PATTERN.test(email))
    add(errors, 'email', 'The email field must be a valid email address.');
}

/** A password being chosen; `confirmation` is checked when the form has one. */
export function requireNewPassword(errors: FieldErrors, password: string, confirmation?: string) {
  if (password === '') add(errors, 'password', 'The password field is required.');
  else if (password.length < MIN_PASSWORD_LENGTH) {
    add(errors, 'password', `The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    add(errors, 'password', `The password field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (confirmation !== undefined && confirmation !== password) {
    add(errors, 'password', 'The password field confirmation does not match.');
  }
}

/** A password being checked at login: only presence, so no rule hints at what the real one is. */
export function requirePassword(errors: FieldErrors, password: string) {
  if (password === '') add(errors, 'password', 'The password field is required.');
  else if (password.length > MAX_PASSWORD_LENGTH) {
    add(errors, 'password', `The password field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

export function throwIfInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
