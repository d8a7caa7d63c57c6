import { type FieldMessages, invalidInput } from '../http/errors';
import { type Message, serverMessage } from '../i18n/messages';

// The rules of the account forms on the server, with Laravel's wording, since the front end shows
// a 422's messages as they come (spec §8). The request schemas already checked types and presence.

export type FieldErrors = FieldMessages;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_TEXT_LENGTH = 255;
/** argon2 takes any length, but nobody types more; the cap keeps hashing requests small. */
const MAX_PASSWORD_LENGTH = 1024;

function add(errors: FieldErrors, field: string, message: Message) {
  (errors[field] ??= []).push(message);
}

export function requireText(errors: FieldErrors, field: string, value: string, maxLength = MAX_TEXT_LENGTH) {
  if (value.trim() === '') add(errors, field, serverMessage('fieldRequired', { field }));
  else if (value.length > maxLength) {
    add(errors, field, serverMessage('fieldTooLong', { field, max: maxLength }));
  }
}

export function requireEmail(errors: FieldErrors, value: string) {
  const email = value.trim();
  if (email === '') add(errors, 'email', serverMessage('fieldRequired', { field: 'email' }));
  else if (email.length > MAX_TEXT_LENGTH) {
    add(errors, 'email', serverMessage('fieldTooLong', { field: 'email', max: MAX_TEXT_LENGTH }));
  } else if (!EMAIL_PATTERN.test(email)) add(errors, 'email', serverMessage('emailInvalid'));
}

/** A password being chosen; `confirmation` is checked when the form has one. */
export function requireNewPassword(errors: FieldErrors, password: string, confirmation?: string) {
  if (password === '') add(errors, 'password', serverMessage('fieldRequired', { field: 'password' }));
  else if (password.length < MIN_PASSWORD_LENGTH) {
    add(errors, 'password', serverMessage('fieldTooShort', { field: 'password', min: MIN_PASSWORD_LENGTH }));
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    add(errors, 'password', serverMessage('fieldTooLong', { field: 'password', max: MAX_PASSWORD_LENGTH }));
  }
  if (confirmation !== undefined && confirmation !== password) {
    add(errors, 'password', serverMessage('passwordConfirmation'));
  }
}

/** A password being checked at login: only presence, so no rule hints at what the real one is. */
export function requirePassword(errors: FieldErrors, password: string) {
  if (password === '') add(errors, 'password', serverMessage('fieldRequired', { field: 'password' }));
  else if (password.length > MAX_PASSWORD_LENGTH) {
    add(errors, 'password', serverMessage('fieldTooLong', { field: 'password', max: MAX_PASSWORD_LENGTH }));
  }
}

export function throwIfInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
