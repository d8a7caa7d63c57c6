import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

// Spec §7's texts stay the English answers; the same answers follow the request's Accept-Language,
// which the SDK sets to the page's language (issue #16).

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(server.url, method, path, options);

async function signUp(email: string, language?: string) {
  const response = await api('POST', '/api/signup', {
    body: { email, name: 'Hawre Aziz', password: 'correct horse', is_company: false },
    language,
  });
  return response;
}

async function publishEmptyResume(token: string, language: string) {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', JSON.stringify({ published: true }));
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the server speaks the language of the request', () => {
  it('answers 422 in Arabic and in Kurdish, the top message and every field', async () => {
    const body = { email: 'not an address', name: ' ', password: '', is_company: false };
    const arabic = await api('POST', '/api/signup', { body, language: 'ar-IQ,ar;q=0.9,en;q=0.5' });
    expect(arabic.status).toBe(422);
    expect(arabic.body).toEqual({
      message: 'يجب أن يحتوي حقل البريد الإلكتروني على عنوان بريد إلكتروني صحيح. (وخطآن آخران)',
      errors: {
        email: ['يجب أن يحتوي حقل البريد الإلكتروني على عنوان بريد إلكتروني صحيح.'],
        name: ['حقل name مطلوب.'],
        password: ['حقل password مطلوب.'],
      },
    });

    const kurdish = await api('POST', '/api/signup', { body, language: 'ckb' });
    expect(kurdish.body).toEqual({
      message: 'خانەی ئیمەیڵ دەبێت ناونیشانێکی ئیمەیڵی دروست بێت. (و ٢ هەڵەی تر)',
      errors: {
        email: ['خانەی ئیمەیڵ دەبێت ناونیشانێکی ئیمەیڵی دروست بێت.'],
        name: ['خانەی name پێویستە.'],
        password: ['خانەی password پێویستە.'],
      },
    });
  });

  it("keeps the spec's English for English, for no header and for a language it does not speak", async () => {
    const body = { email: 'not an address', name: ' ', password: '', is_company: false };
    const expected = {
      message: 'The email field must be a valid email address. (and 2 more errors)',
      errors: {
        email: ['The email field must be a valid email address.'],
        name: ['The name field is required.'],
        password: ['The password field is required.'],
      },
    };
    for (const language of ['en-GB', undefined, 'fr-FR, de;q=0.8']) {
      expect((await api('POST', '/api/signup', { body, language })).body).toEqual(expected);
    }
    expect((await api('GET', '/api/profile')).body).toEqual({ message: 'Unauthenticated.' });
    expect((await api('POST', '/api/login', { body, xsrf: false })).body).toEqual({
      message: 'CSRF token mismatch.',
    });
  });

  it.each([
    ['ar', 'لم يتم تسجيل الدخول.', 'رمز الحماية من تزوير الطلبات غير مطابق.'],
    ['ckb', 'نەچوویتە ژوورەوە.', 'نیشانەی پاراستنی CSRF وەک یەک نییە.'],
  ])('answers 401 and 419 in %s', async (language, unauthenticated, csrfMismatch) => {
    const profile = await api('GET', '/api/profile', { language });
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ message: unauthenticated });

    const login = await api('POST', '/api/login', {
      body: { email: 'a@b.iq', password: 'x' },
      xsrf: false,
      language,
    });
    expect(login.status).toBe(419);
    expect(login.body).toEqual({ message: csrfMismatch });
  });

  it('answers 404 in Arabic', async () => {
    expect((await api('GET', '/api/applicants/999999', { language: 'ar' })).body).toEqual({
      message: 'لم يتم العثور على السيرة الذاتية.',
    });
    expect((await api('GET', '/api/no-such-thing', { language: 'ar' })).body).toEqual({
      message: 'غير موجود',
    });
  });

  it("refuses to publish an incomplete resume with resume-model's messages in Kurdish", async () => {
    const { token } = (await signUp('hawre@example.com')).body as { token: string };
    const refused = await publishEmptyResume(token, 'ckb-IQ');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^ژیاننامەکە بڵاو ناکرێتەوە\. تکایە خانە پێویستەکانی ئەم بەشانە پڕ بکەرەوە: زانیاریی کەسی، /,
    );
    expect((refused.body.errors as Record<string, string[]>)['contact.fullName']).toEqual([
      'ناوی تەواو پێویستە',
    ]);

    const english = await publishEmptyResume(token, 'en');
    expect(english.body.message).toMatch(
      /^Cannot publish resume\. Please fill in the required fields in the following sections: Personal, /,
    );
    expect((english.body.errors as Record<string, string[]>)['contact.fullName']).toEqual([
      'Full name is required',
    ]);
  });

  it('says how long to wait after too many logins, in Arabic', async () => {
    await signUp('zainab@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await api('POST', '/api/login', {
        body: { email: 'zainab@example.com', password: `guess ${attempt}` },
        language: 'ar',
      });
      expect(refused.body).toEqual({ message: 'بيانات الدخول هذه لا تطابق سجلاتنا.' });
    }
    const held = await api('POST', '/api/login', {
      body: { email: 'zainab@example.com', password: 'correct horse' },
      language: 'ar',
    });
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(
      /^محاولات تسجيل دخول كثيرة\. يرجى المحاولة مرة أخرى بعد [٠-٩]+ ثانية\.$/,
    );
  });
});
