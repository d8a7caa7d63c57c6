// What the builder keeps on this device (issue 32), in IndexedDB, each under its user's id: what was typed,
// until the server confirms a save, so a closed tab, a discarded page or a dead network loses nothing; and
// the resume as the server last gave or confirmed it, so the builder opens without a network.
import { type AuthState, currentAuthState } from '@talent/event-bus';
import { BUILDER_DEVICE_STORE, type ResumeDraft } from '@talent/resume-model';
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

/** The resume as the server last answered it to this device: read, or confirmed by a save. */
export interface KeptResume {
  draft: ResumeDraft;
  /** Its `updated_at`: edits made on this copy are saved on it, and refused (409) if the resume moved on. */
  version: string | null;
  applicantId: number | null;
}

let store: UseStore | null = null;

// Opened on first use: a page that never edits (and a browser without IndexedDB) costs nothing.
function builderStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(BUILDER_DEVICE_STORE.database, BUILDER_DEVICE_STORE.store);
  return store;
}

// Each account's entries go when its session ends: the shell drops them (shell/src/session/keptOnDevice.ts), and so
// does the builder once loaded (forgetAccountsOnSignOut), for a shell deployed before the shell's rule.
const draftKey = (userId: number) => `${BUILDER_DEVICE_STORE.draftPrefix}${userId}`;
const resumeKey = (userId: number) => `${BUILDER_DEVICE_STORE.resumePrefix}${userId}`;
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

/**
 * Keeps the resume as the server has it. Its photo must be one the server stores: a copy made while a
 * new photo is still on its way is not kept (opened offline, its save would drop the stored photo), and
 * the older copy goes with it, so the builder never opens offline on a version it knows is gone.
 */
export function keepServerResume(userId: number, resume: KeptResume): Promise<void> {
  // A load or save answered after a sign-out keeps nothing after it.
  if (currentAuthState().user?.id !== userId) return Promise.resolve();
  if (isPendingPhoto(resume.draft.image)) return forgetServerResume(userId);
  return quietly((opened) => set(resumeKey(userId), resume, opened), undefined);
}

export function readServerResume(userId: number): Promise<KeptResume | null> {
  return quietly(async (opened) => {
    const kept = await get<KeptResume>(resumeKey(userId), opened);
    return kept && typeof kept === 'object' && kept.draft ? kept : null;
  }, null);
}

/** The server no longer knows this session (401): its copy of the resume is not shown again. */
export function forgetServerResume(userId: number): Promise<void> {
  return quietly((opened) => del(resumeKey(userId), opened), undefined);
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

/** Every account's kept edits and resume copies dropped from this device; the public reference lists stay. */
function forgetEveryAccount(): Promise<void> {
  const prefixes = [BUILDER_DEVICE_STORE.draftPrefix, BUILDER_DEVICE_STORE.resumePrefix];
  return quietly(async (opened) => {
    const owned = (await keys(opened)).filter((key) =>
      prefixes.some((prefix) => String(key).startsWith(prefix)),
    );
    await delMany(owned, opened);
  }, undefined);
}

/**
 * A phone may be shared (issue 32): when its user signs out, or the builder opens with nobody signed in, no
 * account's edits or resume stay on it. The shell does this for every session's end; the builder does it too
 * from its first load, since a remote may run under a shell of the release before that rule.
 */
export function forgetAccountsOnSignOut(auth: {
  subscribe(next: (state: AuthState) => void): { unsubscribe(): void };
}): { unsubscribe(): void } {
  return auth.subscribe(({ status }) => {
    if (status === 'anonymous') void forgetEveryAccount();
  });
}
