import { Buffer } from 'node:buffer';
import { emptyResume } from '@talent/resume-model';
import { createApiClient, type ApiClient } from './client';
import { ApiError, isAbortError } from './errors';
import { encodeFilterQuery } from './filter-query';
import { readBlobText, resumeFileName, resumePdfFileName, saveBlobAs } from './files';
import { startFakeSanctumServer } from './testing/fakeSanctumServer';

let server: Awaited<ReturnType<typeof startFakeSanctumServer>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startFakeSanctumServer(window.location.origin);
});

afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  api = createApiClient({ baseURL: server.origin });
  api.setAuthToken('3|owner');
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const lastRequest = () => server.requests[server.requests.length - 1]!;

describe('encodeFilterQuery (spec §7 encoding)', () => {
  it('sends only the paging keys when nothing is filtered', () => {
    expect(encodeFilterQuery({ page: 1 }).toString()).toBe('page=1');
    expect(
      encodeFilterQuery({
        page: 2,
        per_page: 12,
        sort_by: 'created_at',
        sort_order: 'desc',
        search: '  ',
      }).toString(),
    ).toBe('page=2&per_page=12&sort_by=created_at&sort_order=desc');
  });

  it('writes flags as 1/0, lists as key[], ranges as key_min/key_max and the rest as they are', () => {
    const query = encodeFilterQuery({
      page: 1,
      search: ' محمد ',
      gender: 'Female',
      age: { min: 18, max: 50 },
      city: 'Baghdad',
      zone: 'Karkh',
      freshGraduate: false,
      workAvailability: true,
      experience: { min: 2, max: null },
      mainSpecializations: ['Engineering', 'Medicine'],
      subSpecializations: ['Civil Engineering'],
      subSpecialities: [''],
      languages: ['Arabic', 'Kurdish'],
    });
    expect([...query.entries()]).toEqual([
      ['page', '1'],
      ['search', 'محمد'],
      ['gender', 'Female'],
      ['age_min', '18'],
      ['age_max', '50'],
      ['city', 'Baghdad'],
      ['zone', 'Karkh'],
      ['freshGraduate', '0'],
      ['workAvailability', '1'],
      ['experience_min', '2'],
      ['languages[]', 'Arabic'],
      ['languages[]', 'Kurdish'],
      ['mainSpecializations[]', 'Engineering'],
      ['mainSpecializations[]', 'Medicine'],
      ['subSpecializations[]', 'Civil Engineering'],
    ]);
  });
});

it('leaves an open end of a range out: "5+ years" sends only the minimum (issue 23)', () => {
  expect(encodeFilterQuery({ page: 1, experience: { min: 5, max: null } }).toString()).toBe(
    'page=1&experience_min=5',
  );
  expect(encodeFilterQuery({ page: 1, age: { min: null, max: 30 } }).toString()).toBe('page=1&age_max=30');
});

describe('filterApplicants', () => {
  it('calls the filter endpoint with the encoded query and returns the page', async () => {
    const page = { current_page: 1, last_page: 1, per_page: 12, total: 0, data: [] };
    server.route('GET', '/api/applicants/filter?page=1&city=Erbil&freshGraduate=1', {
      status: 200,
      body: page,
    });
    await expect(api.filterApplicants({ page: 1, city: 'Erbil', freshGraduate: true })).resolves.toEqual(
      page,
    );
  });

  it('treats an answer without a data list as a failure', async () => {
    server.route('GET', '/api/applicants/filter?page=1', { status: 200, body: { total: 3 } });
    expect((await failureOf(api.filterApplicants({ page: 1 }))).message).toBe(
      'An error occurred. Please try again.',
    );
  });

  it('rejects with an abort, not an ApiError, when the caller gives up', async () => {
    server.route('GET', '/api/applicants/filter?page=1', { status: 200, body: { data: [] } });
    const controller = new AbortController();
    controller.abort();
    const reason = await api
      .filterApplicants({ page: 1 }, { signal: controller.signal })
      .catch((error) => error);
    expect(isAbortError(reason)).toBe(true);
    expect(reason).not.toBeInstanceOf(ApiError);
  });
});

describe('getApplicant', () => {
  it('reads one resume', async () => {
    server.route('GET', '/api/applicants/7', { status: 200, body: { id: 7, summary: 'Hello' } });
    await expect(api.getApplicant(7)).resolves.toEqual({ id: 7, summary: 'Hello' });
  });

  it('passes on the server message of a 404', async () => {
    server.route('GET', '/api/applicants/8', { status: 404, body: { message: 'Applicant not found.' } });
    const error = await failureOf(api.getApplicant(8));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Applicant not found.');
  });

  it('reads without credentials of its own when signed out, as the server preloads it; with them when signed in', async () => {
    server.route('GET', '/api/applicants/7', { status: 200, body: { id: 7 } });
    const sent: boolean[] = [];
    const send = XMLHttpRequest.prototype.send;
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
      sent.push(this.withCredentials);
      send.call(this, body);
    });

    await api.getApplicant(7);
    api.setAuthToken(null);
    await api.getApplicant(7);

    expect(sent).toEqual([true, false]);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer 3|owner',
      undefined,
    ]);
  });

  it('never sends a request for an id that is not a positive integer', async () => {
    await failureOf(api.getApplicant(Number.NaN));
    await failureOf(api.getApplicant(-1));
    expect(server.requests).toEqual([]);
  });
});

describe('saveResume', () => {
  it('posts the draft as the JSON field data and the photo as image, with the XSRF header', async () => {
    server.route('POST', '/api/applicant', { status: 200, body: { message: 'Saved.' } });
    const draft = { ...emptyResume(), summary: 'نص عربي', published: false, image: null };
    const photo = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await api.saveResume(draft, photo);

    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers['x-xsrf-token']).toBe('initial-token');
    expect(request.headers.authorization).toBe('Bearer 3|owner');
    expect(request.text).toContain('name="data"');
    expect(request.text).toContain(JSON.stringify(draft));
    expect(request.text).toContain('name="image"; filename="profile_photo.png"');
    expect(request.text).toContain('Content-Type: image/png');
  });

  it('keeps a stored photo path in data and sends no image part when no new photo was chosen', async () => {
    server.route('POST', '/api/applicant', { status: 200 });
    const draft = { ...emptyResume(), image: 'applicant_images/abc.jpg', published: true };
    await api.saveResume(draft);
    const { text } = lastRequest();
    expect(text).toContain('"image":"applicant_images/abc.jpg"');
    expect(text).not.toContain('name="image"');
  });

  it('sends a pending photo (not yet uploaded) as null in data', async () => {
    server.route('POST', '/api/applicant', { status: 200 });
    const pending = { name: 'me.jpg', size: 10, type: 'image/jpeg' };
    await api.saveResume(
      { ...emptyResume(), image: pending, published: false },
      new Blob(['x'], { type: 'image/jpeg' }),
    );
    const { text } = lastRequest();
    expect(text).toContain('"image":null');
    expect(text).toContain('filename="profile_photo.jpg"');
  });

  it('sends the version the draft was read at as data.updated_at, and answers the new one (issue 32)', async () => {
    server.route('POST', '/api/applicant', {
      status: 200,
      body: { id: 7, updated_at: '2026-11-26T22:50:00.123Z' },
    });
    const draft = { ...emptyResume(), image: null, published: false };
    const saved = await api.saveResume(draft, null, '2026-11-26T22:48:44.001Z');
    expect(lastRequest().text).toContain('"updated_at":"2026-11-26T22:48:44.001Z"');
    expect(saved).toEqual({ updatedAt: '2026-11-26T22:50:00.123Z' });

    await api.saveResume(draft);
    expect(lastRequest().text).not.toContain('updated_at');
  });

  it("surfaces the server's message of a save refused as stale (409)", async () => {
    server.route('POST', '/api/applicant', { status: 409, body: { message: 'Changed elsewhere.' } });
    const error = await failureOf(
      api.saveResume({ ...emptyResume(), image: null, published: false }, null, '2026-11-26T22:48:44.001Z'),
    );
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('Changed elsewhere.');
  });

  it("surfaces the server's message and field errors of a refused save", async () => {
    server.route('POST', '/api/applicant', {
      status: 422,
      body: { message: 'The summary is too long.', errors: { summary: ['The summary is too long.'] } },
    });
    const error = await failureOf(api.saveResume({ ...emptyResume(), image: null, published: false }));
    expect(error.serverMessage).toBe('The summary is too long.');
    expect(error.errors).toEqual({ summary: ['The summary is too long.'] });
  });
});

describe('resetResume', () => {
  it('returns the reset profile from data.data of the body', async () => {
    server.route('POST', '/api/applicant/reset', {
      status: 200,
      body: { data: { data: { id: 4, summary: '' } } },
    });
    await expect(api.resetResume()).resolves.toEqual({ id: 4, summary: '' });
  });

  it('also understands a server that sends the profile one level up', async () => {
    server.route('POST', '/api/applicant/reset', { status: 200, body: { data: { id: 4, summary: '' } } });
    await expect(api.resetResume()).resolves.toEqual({ id: 4, summary: '' });
  });

  it.each([{ ok: true }, { data: null }, { data: { data: 'x' } }, { data: { summary: '' } }])(
    'treats %j as a failure',
    async (body) => {
      server.route('POST', '/api/applicant/reset', { status: 200, body });
      await failureOf(api.resetResume());
    },
  );
});

describe('previewResumeHtml', () => {
  it('posts the applicant id and returns the html', async () => {
    server.route('POST', '/api/preview-resume-html', { status: 200, body: { html: '<main>CV</main>' } });
    await expect(api.previewResumeHtml(5)).resolves.toBe('<main>CV</main>');
    expect(lastRequest().body).toEqual({ applicant_id: 5 });
  });

  it('asks for the version being edited (issue 31)', async () => {
    server.route('POST', '/api/preview-resume-html', { status: 200, body: { html: '<main>CV</main>' } });
    await api.previewResumeHtml(5, { language: 'en' });
    expect(lastRequest().body).toEqual({ applicant_id: 5, language: 'en' });
  });

  it.each([{}, { html: '' }, { html: '   ' }, { html: 42 }])(
    'refuses %j as an empty answer',
    async (body) => {
      server.route('POST', '/api/preview-resume-html', { status: 200, body });
      expect((await failureOf(api.previewResumeHtml(5))).message).toBe(
        'Invalid or empty HTML response from server',
      );
    },
  );
});

describe('downloadResumePdf', () => {
  it('returns the PDF as a blob', async () => {
    const pdf = Buffer.from('%PDF-1.7 test');
    server.route('POST', '/api/download-resume-pdf', {
      status: 200,
      raw: pdf,
      contentType: 'application/pdf',
    });
    const blob = await api.downloadResumePdf(9);
    expect(blob.size).toBe(pdf.length);
    expect(await readBlobText(blob)).toBe('%PDF-1.7 test');
    expect(lastRequest().body).toEqual({ applicant_id: 9 });
  });

  it('asks for the version on screen (issue 31)', async () => {
    server.route('POST', '/api/download-resume-pdf', {
      status: 200,
      raw: Buffer.from('%PDF-1.7 test'),
      contentType: 'application/pdf',
    });
    await api.downloadResumePdf(9, { language: 'ar' });
    expect(lastRequest().body).toEqual({ applicant_id: 9, language: 'ar' });
  });

  it("reads the server's message out of an error blob", async () => {
    server.route('POST', '/api/download-resume-pdf', {
      status: 403,
      body: { message: 'This resume is private.' },
    });
    const error = await failureOf(api.downloadResumePdf(9));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('This resume is private.');
    expect(error.message).toBe('This resume is private.');
  });

  it('falls back to the generic text when the error body is not JSON', async () => {
    server.route('POST', '/api/download-resume-pdf', {
      status: 503,
      raw: Buffer.from('busy'),
      contentType: 'text/plain',
    });
    const error = await failureOf(api.downloadResumePdf(9));
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('An error occurred. Please try again.');
  });
});

describe('downloadResumeDocx and downloadJsonResume (issue 33)', () => {
  it('posts the applicant and the language for the Word document, and returns it as a blob', async () => {
    server.route('POST', '/api/download-resume-docx', {
      status: 200,
      raw: Buffer.from('PK word'),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const blob = await api.downloadResumeDocx(9, 'ar');
    expect(await readBlobText(blob)).toBe('PK word');
    expect(lastRequest().body).toEqual({ applicant_id: 9, language: 'ar' });
    await api.downloadResumeDocx(9);
    expect(lastRequest().body).toEqual({ applicant_id: 9 });
  });

  it('reads the JSON Resume with the bearer token and the language as lang', async () => {
    const document = JSON.stringify({ basics: { name: 'Zainab' } });
    server.route('GET', '/api/applicants/9/json-resume?lang=ckb', {
      status: 200,
      raw: Buffer.from(document),
      contentType: 'application/json',
    });
    const blob = await api.downloadJsonResume(9, 'ckb');
    expect(await readBlobText(blob)).toBe(document);
    expect(lastRequest().headers.authorization).toBe('Bearer 3|owner');
  });

  it("carries the server's message when the resume is not there", async () => {
    server.route('GET', '/api/applicants/9/json-resume', {
      status: 404,
      body: { message: 'Resume not found.' },
    });
    const error = await failureOf(api.downloadJsonResume(9));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Resume not found.');
  });
});

describe('resumeFileName', () => {
  it('names the Word and JSON files like the PDF', () => {
    expect(resumeFileName('Ali Hassan', 'docx')).toBe('Ali Hassan.docx');
    expect(resumeFileName('  ', 'json')).toBe('Resume.json');
    expect(resumeFileName('زينب/الربيعي', 'docx')).toBe('زينب الربيعي.docx');
  });
});

describe('resumePdfFileName', () => {
  it.each([
    ['Ali Hassan', 'Ali Hassan.pdf'],
    ['زينب علي', 'زينب علي.pdf'],
    ['', 'Resume.pdf'],
    [null, 'Resume.pdf'],
    [undefined, 'Resume.pdf'],
    ['   ', 'Resume.pdf'],
    ['a/b\\c:d*e?"f"<g>|h', 'a b c d e f g h.pdf'],
    ['..hidden', 'hidden.pdf'],
    ['line\nbreak', 'line break.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(resumePdfFileName(name)).toBe(expected);
  });
});

describe('saveBlobAs', () => {
  it('clicks a download link for an object URL and revokes the URL afterwards', () => {
    jest.useFakeTimers();
    const created: string[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: () => {
        created.push('blob:test/1');
        return 'blob:test/1';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    saveBlobAs(new Blob(['%PDF']), 'زينب علي.pdf');
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'زينب علي.pdf' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(created);
    click.mockRestore();
    jest.useRealTimers();
  });
});
