import 'fake-indexeddb/auto';
import { logout, setAuthToken } from '@talent/api-sdk';
import { requestLogout } from '@talent/event-bus';
import { BUILDER_DEVICE_STORE, type User } from '@talent/resume-model';
import { createStore, get, set } from 'idb-keyval';
import { startAuthSession } from './authSession';

// The network boundary: the SDK's calls are stubbed, the rest is real.
jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getProfile: jest.fn(() => new Promise(() => undefined)),
  logout: jest.fn(),
  setAuthToken: jest.fn(),
  onTokenRejected: jest.fn(() => () => undefined),
}));

// jsdom has no structuredClone, which fake-indexeddb stores values with; the entries here are plain data.
globalThis.structuredClone ??= ((value: unknown) =>
  JSON.parse(JSON.stringify(value))) as typeof structuredClone;

// Issue 32: a phone may be shared. Whether or not the builder was opened in this page, a session's end
// leaves none of the builder's copies of an account's edits or resume on the device.

const { database, store, draftPrefix, resumePrefix } = BUILDER_DEVICE_STORE;
const sara: User = { id: 7, email: 'sara@example.com', name: 'Sara Ali', role: 'user', is_company: false };
const builderStore = createStore(database, store);

async function keepAsTheBuilderDoes() {
  await set(`${draftPrefix}7`, { draft: { contact: { job_title: 'Accountant' } } }, builderStore);
  await set(`${resumePrefix}7`, { draft: { contact: { job_title: 'Accountant' } } }, builderStore);
  await set('reference-lists', { cities: ['Erbil'] }, builderStore);
}

const kept = async () => ({
  draft: await get(`${draftPrefix}7`, builderStore),
  resume: await get(`${resumePrefix}7`, builderStore),
  lists: await get('reference-lists', builderStore),
});

beforeEach(() => {
  localStorage.clear();
  jest.mocked(setAuthToken).mockClear();
});

it('drops every account’s copies when the user signs out, keeping the public lists', async () => {
  await keepAsTheBuilderDoes();
  localStorage.setItem('token', '7|secret');
  localStorage.setItem('user', JSON.stringify(sara));
  jest.mocked(logout).mockResolvedValue(undefined as never);
  const session = startAuthSession();
  try {
    expect((await kept()).resume).toBeDefined();
    requestLogout({ message: 'Signed out.' });
    await waitUntil(async () => (await kept()).resume === undefined);
    expect(await kept()).toEqual({ draft: undefined, resume: undefined, lists: { cities: ['Erbil'] } });
  } finally {
    session.unsubscribe();
  }
});

it('drops them when a page opens with no session (signed out in another tab)', async () => {
  await keepAsTheBuilderDoes();
  const session = startAuthSession();
  try {
    await waitUntil(async () => (await kept()).draft === undefined);
    expect(await kept()).toEqual({ draft: undefined, resume: undefined, lists: { cities: ['Erbil'] } });
  } finally {
    session.unsubscribe();
  }
});

async function waitUntil(done: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the copies were never dropped');
}
