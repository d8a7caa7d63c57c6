// The bounds of the employers' side (issue 19): every list, note and message has a largest size, and a
// company a largest number of lists and of contact requests a day. docs/api-employers.md lists them.
// Where the forms bound the same text, the number is the one both sides read from resume-model.

import {
  CONTACT_MESSAGE_MAX,
  SAVED_SEARCH_NAME_MAX,
  SHORTLIST_NAME_MAX,
  SHORTLIST_NOTE_MAX,
} from '@talent/resume-model';

/** Longest shortlist name, in characters. */
export const MAX_SHORTLIST_NAME_LENGTH = SHORTLIST_NAME_MAX;
/** Longest private note on a shortlisted applicant. */
export const MAX_NOTE_LENGTH = SHORTLIST_NOTE_MAX;
/** Shortlists one company may keep. */
export const MAX_SHORTLISTS_PER_COMPANY = 50;
/** Applicants on one shortlist. */
export const MAX_ENTRIES_PER_SHORTLIST = 500;
/** Longest message of a contact request. */
export const MAX_CONTACT_MESSAGE_LENGTH = CONTACT_MESSAGE_MAX;
/** Contact requests one company may send in any 24 hours. */
export const CONTACT_REQUESTS_PER_DAY = 20;
/** The newest contact requests a list answers with. */
export const MAX_LISTED_CONTACT_REQUESTS = 500;
/** How far back `GET /api/profile/views` looks. */
export const VIEWS_WINDOW_DAYS = 90;
/** Largest JSON body of an employers' route: a note or a message with room to spare for escapes. */
export const EMPLOYER_BODY_LIMIT_BYTES = 16 * 1024;
/** The largest id PostgreSQL's integer holds. */
export const MAX_ID = 2_147_483_647;
/** Saved searches one company may keep. */
export const MAX_SAVED_SEARCHES_PER_COMPANY = 20;
/** Longest saved search name. */
export const MAX_SAVED_SEARCH_NAME_LENGTH = SAVED_SEARCH_NAME_MAX;
/** Longest saved query string (the directory's filters, encoded). */
export const MAX_SAVED_QUERY_LENGTH = 2_000;
