import { i18n, initI18n } from '@talent/i18n';
import { createApiClient, type ApiClient } from './client';
import { FIRST_ANSWERS_ELEMENT_ID, readKey } from '@talent/resume-model';
import { FIRST_ANSWERS_FRESH_MS, firstAnswers } from './first-answers';
import { startFakeSanctumServer } from './testing/fakeSanctumServer';

let server: Awaited<ReturnType<typeof startFakeSanctumServer>>;
let api: ApiClient;

const HOME_QUERY = 'facets=1&page=1&per_page=12&sort_by=created_at&sort_order=desc';
const latest = { data: [{ id: 3, contact: { fullName: 'Noor Kareem' } }], total: 1, current_page: 1 };

/** The element the all-in-one server writes into `/` (server/src/web/first-page.ts). */
function writeAnswers(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

/** Resolves once the fake server has had `count` requests (one nobody waits for included). */
const requested = (count: number) =>
  new Promise<void>((resolve) => {
    const poll = () => (server.requests.length >= count ? resolve() : setTimeout(poll, 5));
    poll();
  });

const homeAnswers = (language = 'en') =>
  JSON.stringify({
    language,
    answers: {
      [`/api/applicants/filter?${HOME_QUERY}`]: latest,
      '/api/statistics': { totalResumes: 41 },
      '/api/selectables/keywords': { data: ['Accountant'] },
    },
  });

const homeRequest = {
  page: 1,
  per_page: 12,
  sort_by: 'created_at',
  sort_order: 'desc',
  facets: true,
} as const;

beforeAll(async () => {
  initI18n();
  server = await startFakeSanctumServer(window.location.origin);
});

afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  api = createApiClient({ baseURL: server.origin });
  server.route('GET', '/api/statistics', { status: 200, body: { totalResumes: 42 } });
  server.route(
    'GET',
    '/api/applicants/filter?page=1&per_page=12&sort_by=created_at&sort_order=desc&facets=1',
    {
      status: 200,
      body: { data: [], total: 0 },
    },
  );
});

describe("a page's first answers", () => {
  it("answer the page's first reads without a request, each once; the next read asks the server", async () => {
    writeAnswers(homeAnswers());

    await expect(api.filterApplicants(homeRequest)).resolves.toEqual(latest);
    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 41 });
    await expect(api.getSelectables('keywords')).resolves.toEqual(['Accountant']);
    expect(server.requests).toEqual([]);
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();

    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 42 });
    expect(server.requests.map((request) => request.path)).toEqual(['/api/statistics']);
  });

  it("answer a public resume page's read of its resume and count the visit; the version asked by language, a signed-in read and the next read ask the server", async () => {
    const resume = { id: 7, contact: { fullName: 'نور كريم' } };
    server.route('GET', '/api/applicants/7', { status: 200, body: { id: 7, contact: { fullName: 'Noor' } } });
    server.route('GET', '/api/applicants/7?lang=ar', { status: 200, body: { id: 7 } });
    server.route('HEAD', '/api/applicants/7', { status: 200, body: {} });
    writeAnswers(JSON.stringify({ language: 'en', answers: { '/api/applicants/7': resume } }));

    await expect(api.getApplicant(7, { language: 'ar' })).resolves.toEqual({ id: 7 });
    await expect(api.getApplicant(7)).resolves.toEqual(resume);
    // The visit is still counted: a HEAD of the read, whose answer nobody waits for.
    await requested(2);
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/applicants/7?lang=ar',
      'HEAD /api/applicants/7',
    ]);

    await expect(api.getApplicant(7)).resolves.toEqual({ id: 7, contact: { fullName: 'Noor' } });

    writeAnswers(JSON.stringify({ language: 'en', answers: { '/api/applicants/7': resume } }));
    const owner = createApiClient({ baseURL: server.origin });
    owner.setAuthToken('3|owner');
    await expect(owner.getApplicant(7)).resolves.toEqual({ id: 7, contact: { fullName: 'Noor' } });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
      undefined,
      'Bearer 3|owner',
    ]);
  });

  it('answer only the read they were written for: another query goes to the server', async () => {
    writeAnswers(homeAnswers());
    server.route(
      'GET',
      '/api/applicants/filter?page=1&per_page=12&sort_by=created_at&sort_order=desc&search=x',
      {
        status: 200,
        body: { data: [], total: 0 },
      },
    );

    await api.filterApplicants({ ...homeRequest, facets: false, search: 'x' });
    expect(server.requests).toHaveLength(1);
  });

  it('are not used for a signed-in reader, whose answers may differ from a visitor’s', async () => {
    writeAnswers(homeAnswers());
    api.setAuthToken('3|company');

    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 42 });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer 3|company']);
  });

  it('are not used once the page shows another language than they were written in', async () => {
    writeAnswers(homeAnswers('ar'));

    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 42 });
    await i18n.changeLanguage('ar');
    try {
      await expect(api.filterApplicants(homeRequest)).resolves.toEqual(latest);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(server.requests.map((request) => request.path)).toEqual(['/api/statistics']);
  });

  it('that cannot be read leave every read to the server', async () => {
    writeAnswers('{"language": "en", "answers": ');

    await expect(api.getStatistics()).resolves.toEqual({ totalResumes: 42 });
    expect(server.requests).toHaveLength(1);
  });

  it(`stand for ${FIRST_ANSWERS_FRESH_MS / 1000} s after the page's start, no longer`, () => {
    writeAnswers(homeAnswers());
    let now = FIRST_ANSWERS_FRESH_MS + 1;
    const answers = firstAnswers(() => now);
    expect(answers.take('/api/statistics', 'en')).toEqual({ found: false });
    now = 10;
    expect(answers.take('/api/statistics', 'en')).toEqual({ found: true, body: { totalResumes: 41 } });
  });
});

describe('readKey', () => {
  it('names a read by its path and its query in name order, whatever order the query was built in', () => {
    const built = new URLSearchParams([
      ['page', '1'],
      ['per_page', '12'],
      ['sort_by', 'created_at'],
      ['sort_order', 'desc'],
      ['facets', '1'],
    ]);
    expect(readKey('/api/applicants/filter', built)).toBe(`/api/applicants/filter?${HOME_QUERY}`);
    expect(readKey('/api/statistics')).toBe('/api/statistics');
  });
});
