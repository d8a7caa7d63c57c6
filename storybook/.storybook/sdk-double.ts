// The API SDK as stories see it: the real module (errors, helpers, mappers), with every call that would
// reach the server answered from the test kit's fixtures, the data the tests use. Storybook aliases
// `@talent/api-sdk` to this file (main.ts), so no story ever talks to a server. A story changes an
// answer through its `sdk` parameter, which the preview's loader hands to `answerWith` before it renders.
import type { ApplicantProfile, ReferenceListName, ResumeDraft, User } from '@talent/resume-model';
import {
  aCardPage,
  aProfileAnswer,
  aShortlist,
  ids,
  referenceLists,
  someContactRequests,
  someProfileViews,
  someSavedSearches,
  someShortlists,
} from '@talent/test-kit/fixtures';

// The real module by its path: its package name is aliased to this file.
export * from '../../packages/api-sdk/src';
import {
  ApiError,
  type ContactRequest,
  type ProfileViews,
  type SavedSearch,
  type ShortlistDetail,
  type ShortlistSummary,
} from '../../packages/api-sdk/src';

/** What the stubbed calls answer; a story's `parameters.sdk` replaces any of them. */
export interface StorySdkAnswers {
  profile: ApplicantProfile & { user: User };
  referenceLists: Record<string, unknown>;
  previewHtml: string;
  /** The employers' side (issue #19). */
  shortlists: ShortlistSummary[];
  shortlist: ShortlistDetail;
  contactRequests: ContactRequest[];
  profileViews: ProfileViews;
  savedSearches: SavedSearch[];
}

const defaults = (): StorySdkAnswers => ({
  profile: aProfileAnswer(),
  referenceLists: referenceLists(),
  previewHtml: '<!DOCTYPE html><html lang="en"><head><title>Resume</title></head><body></body></html>',
  shortlists: someShortlists(),
  shortlist: aShortlist(),
  contactRequests: someContactRequests(),
  savedSearches: someSavedSearches(),
  profileViews: someProfileViews(),
});

let answers = defaults();

/** Called by the preview before each story renders: the story's answers over the defaults. */
export function answerWith(overrides: Partial<StorySdkAnswers> = {}): void {
  answers = { ...defaults(), ...overrides };
}

export async function getSelectables(name: ReferenceListName): Promise<never> {
  return (answers.referenceLists[name] ?? []) as never;
}

export async function getStatistics() {
  return { totalResumes: 128 };
}

export async function filterApplicants() {
  return aCardPage(1, 1, ids(1, 6), 6);
}

export async function getProfile() {
  return structuredClone(answers.profile);
}

export async function saveResume(draft: ResumeDraft): Promise<{ updatedAt: string | null }> {
  answers.profile = {
    ...answers.profile,
    ...draft,
    image: typeof draft.image === 'string' ? draft.image : null,
  } as never;
  // No version: the stories' builder saves without the stale-save check (issue 32).
  return { updatedAt: null };
}

export function saveResumeOnExit(draft: ResumeDraft): Promise<{ updatedAt: string | null }> {
  return saveResume(draft);
}

/** No anti-forgery cookie to fetch: nothing leaves the story. */
export async function prepareSaveOnExit(): Promise<void> {}

export async function resetResume(): Promise<ApplicantProfile> {
  const { user: _user, ...profile } = aProfileAnswer();
  return profile;
}

export async function previewResumeHtml(): Promise<string> {
  return answers.previewHtml;
}

export async function downloadResumePdf(): Promise<Blob> {
  return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
}

export function saveBlobAs(): void {}

/**
 * The account calls answer as the server does to a wrong password or a taken e-mail (spec §8), so the
 * account forms show the server's errors too.
 */
export async function login(): Promise<never> {
  throw new ApiError('Invalid credentials', 401, 'These credentials do not match our records.');
}

export async function signup(): Promise<never> {
  throw new ApiError('Validation failed', 422, 'The email has already been taken.', {
    email: ['The email has already been taken.'],
  });
}

export async function forgotPassword(): Promise<void> {}

export async function resetPassword(): Promise<never> {
  throw new ApiError('Validation failed', 422, 'This password reset token is invalid.', {
    email: ['This password reset token is invalid.'],
  });
}

export async function getRecaptchaToken(): Promise<string> {
  return 'storybook-recaptcha-token';
}

export async function listShortlists(): Promise<ShortlistSummary[]> {
  return structuredClone(answers.shortlists);
}

export async function getShortlist(): Promise<ShortlistDetail> {
  return structuredClone(answers.shortlist);
}

export async function createShortlist(name: string) {
  const created = { id: answers.shortlists.length + 10, name };
  answers.shortlists = [...answers.shortlists, { ...created, count: 0 }];
  return created;
}

export async function renameShortlist(): Promise<void> {}
export async function deleteShortlist(): Promise<void> {}
export async function saveToShortlist(): Promise<void> {}
export async function removeFromShortlist(): Promise<void> {}
export async function sendContactRequest(): Promise<void> {}
export async function acceptContactRequest(): Promise<void> {}
export async function declineContactRequest(): Promise<void> {}

export async function listSavedSearches(): Promise<SavedSearch[]> {
  return structuredClone(answers.savedSearches);
}

export async function createSavedSearch(input: Omit<SavedSearch, 'id' | 'created_at'>): Promise<SavedSearch> {
  return { ...input, id: 99, created_at: '2026-11-25T09:00:00.000Z' };
}

export async function deleteSavedSearch(): Promise<void> {}

export async function listContactRequests(): Promise<ContactRequest[]> {
  return structuredClone(answers.contactRequests);
}

export async function getProfileViews(): Promise<ProfileViews> {
  return structuredClone(answers.profileViews);
}
