import { BUILDER_DEVICE_STORE } from '@talent/resume-model';

const { database, store, draftPrefix, resumePrefix } = BUILDER_DEVICE_STORE;

/** Whether the builder ever kept anything here: opening its store would create it, empty, for nobody. */
async function builderStoreExists(): Promise<boolean> {
  // Without the list (an older browser), the store is opened to be sure.
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some(({ name }) => name === database);
}

/**
 * Issue 32: a phone may be shared. When a session ends (sign-out, expiry, a page opened with none), the
 * builder's copies of every account's unsaved edits and resume go from this device, so the next person is
 * neither offered them nor able to read them; the public reference lists stay. Storage that refuses
 * (a private window) has nothing to drop.
 */
export async function forgetAccountsKeptOnDevice(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    if (!(await builderStoreExists())) return;
    // Loaded only here: a visitor's first page does not carry it.
    const { createStore, delMany, keys } = await import(
      /* webpackChunkName: "kept-on-device" */ 'idb-keyval'
    );
    const opened = createStore(database, store);
    const owned = (await keys(opened)).filter((key) =>
      [draftPrefix, resumePrefix].some((prefix) => String(key).startsWith(prefix)),
    );
    await delMany(owned, opened);
  } catch {
    // Nothing kept could be read, so nothing is left to drop.
  }
}
