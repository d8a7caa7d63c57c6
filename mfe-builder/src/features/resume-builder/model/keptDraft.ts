// The builder's copy of unsaved edits on this device (issue 32): what was typed is kept in IndexedDB
// until the server confirms a save, so a closed tab, a discarded page or a dead network loses nothing.
import { currentAuthState, type AuthState } from '@talent/event-bus';
import type { ResumeDraft } from '@talent/resume-model';
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { isPendingPhoto } from './draft';

/** Edits kept on this device, and the version of the resume they were made on. */
export interface KeptDraft {
  draft: ResumeDraft;
  /** The `updated_at` the edits were made on: a save of them is refused (409) if the resume moved on. */
  version: string | null;
  applicantId: number | null;
  /** When the edits were last kept (ms since the epoch). */
  keptAt: number;
}

let store: UseStore | null = null;

// Opened on first use: a page that never edits (and a browser without IndexedDB) costs nothing.
function builderStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('talent-pool-builder', 'kept');
  return store;
}

const DRAFT_PREFIX = 'draft:';
const draftKey = (userId: number) => `${DRAFT_PREFIX}${userId}`;
const referenceKey = 'reference-lists';

/**
 * Storage may be refused (a private window, a full disk): the builder then works as before, saving
 * to the server only, so every call here swallows its failure.
 */
async function quietly<T>(work: (store: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const opened = builderStore();
  if (opened === null) return fallback;
  try {
    return await work(opened);
  } catch {
    return fallback;
  }
}

/**
 * Keeps the user's unsaved edits. A photo chosen but not uploaded yet is not kept: the one stored
 * before stands in for it (`storedImage`), as in the save on exit.
 */
export function keepDraft(userId: number, kept: KeptDraft, storedImage: ResumeDraft['image']): Promise<void> {
  // A save timed before a sign-out keeps nothing after it.
  if (currentAuthState().user?.id !== userId) return Promise.resolve();
  const draft = isPendingPhoto(kept.draft.image) ? { ...kept.draft, image: storedImage } : kept.draft;
  return quietly((opened) => set(draftKey(userId), { ...kept, draft }, opened), undefined);
}

export function readKeptDraft(userId: number): Promise<KeptDraft | null> {
  return quietly(async (opened) => {
    const kept = await get<KeptDraft>(draftKey(userId), opened);
    return kept && typeof kept === 'object' && kept.draft ? kept : null;
  }, null);
}

/** The server has the edits (or the user dropped them): nothing is left to offer back. */
export function forgetKeptDraft(userId: number): Promise<void> {
  return quietly((opened) => del(draftKey(userId), opened), undefined);
}

/** Every account's kept edits dropped from this device; the public reference lists stay. */
export function forgetEveryKeptDraft(): Promise<void> {
  return quietly(async (opened) => {
    const drafts = (await keys(opened)).filter((key) => String(key).startsWith(DRAFT_PREFIX));
    await delMany(drafts, opened);
  }, undefined);
}

/**
 * A phone may be shared (issue 32): when its user signs out, or the builder opens with nobody signed
 * in, no account's unsaved edits stay on it for the next person to be offered or to read.
 */
export function forgetKeptDraftsOnSignOut(auth: {
  subscribe(next: (state: AuthState) => void): { unsubscribe(): void };
}): { unsubscribe(): void } {
  return auth.subscribe(({ status }) => {
    if (status === 'anonymous') void forgetEveryKeptDraft();
  });
}

/** The reference lists last read, so the builder opened without a network still offers its choices. */
export function keepReferenceLists(lists: object): Promise<void> {
  return quietly((opened) => set(referenceKey, lists, opened), undefined);
}

export function readKeptReferenceLists(): Promise<Record<string, unknown> | null> {
  return quietly(async (opened) => {
    const lists = await get<unknown>(referenceKey, opened);
    return typeof lists === 'object' && lists !== null ? (lists as Record<string, unknown>) : null;
  }, null);
}
