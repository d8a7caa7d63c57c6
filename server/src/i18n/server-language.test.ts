import { builderFromDetail } from '@talent/resume-model';
import { aMixedResume } from '@talent/test-kit/resumes';
import { saveResume } from '../applicants/save-resume';
import { users } from '../db/schema';
import { PDF_UNAVAILABLE_MESSAGE } from '../pdf/pdf-engine';
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
    ['ckb', 'نەچوویتە ژوورەوە.', 'نیشانەی پاراستنی داواکارییەکە وەک یەک نییە.'],
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

describe('the directory query, refused in the language of the request', () => {
  const refusal = async (query: string, language: string) =>
    (await api('GET', `/api/applicants/filter?${query}`, { language })).body as {
      message: string;
      errors: Record<string, string[]>;
    };

  it("keeps the spec's English word for word", async () => {
    expect((await refusal('sort_by=password', 'en')).errors.sort_by).toEqual([
      'The sort_by field must be one of: created_at, updated_at, full_name, experience, relevance.',
    ]);
    expect((await refusal('sort_order=sideways', 'en')).errors.sort_order).toEqual([
      'The sort_order field must be asc or desc.',
    ]);
    expect((await refusal('gender=Other', 'en')).errors.gender).toEqual([
      'The gender field must be one of: Female, Male.',
    ]);
    expect((await refusal('freshGraduate=maybe', 'en')).errors.freshGraduate).toEqual([
      'The freshGraduate field must be 1, 0, true or false.',
    ]);
    expect((await refusal('age_min=abc', 'en')).errors.age_min).toEqual([
      'The age_min field must be a whole number between 0 and 999.',
    ]);
    expect((await refusal('age_min=40&age_max=20', 'en')).errors.age_max).toEqual([
      'The age_max field must be at least age_min.',
    ]);
  });

  it('words every refusal in Arabic and in Kurdish, with the API words as they are sent', async () => {
    const arabic = await refusal('sort_by=password&gender=Other&age_min=abc', 'ar-IQ,ar');
    expect(arabic.errors).toEqual({
      sort_by: [
        'يجب أن تكون قيمة حقل sort_by إحدى القيم التالية: created_at، updated_at، full_name، experience، relevance.',
      ],
      gender: ['يجب أن تكون قيمة حقل gender إحدى القيم التالية: Female، Male.'],
      age_min: ['يجب أن تكون قيمة حقل age_min عدداً صحيحاً بين ٠ و٩٩٩.'],
    });
    const kurdish = await refusal(
      'sort_order=sideways&workAvailability=yes&experience_min=9&experience_max=2',
      'ckb',
    );
    expect(kurdish.errors).toEqual({
      sort_order: ['بەهای خانەی sort_order دەبێت asc (بەرەو سەر) یان desc (بەرەو خوار) بێت.'],
      workAvailability: ['بەهای خانەی workAvailability دەبێت یەکێک بێت لە: 1، 0، true یان false.'],
      experience_max: ['بەهای خانەی experience_max نابێت لە بەهای خانەی experience_min کەمتر بێت.'],
    });
  });
});

describe('a server without a browser to print PDFs', () => {
  let printless: TestEnvironment;
  let printlessServer: RunningServer;

  beforeAll(async () => {
    printless = await createTestEnvironment({ CHROMIUM_PATH: '/nonexistent/chromium' });
    printlessServer = await printless.start();
  });

  afterAll(() => printless.dispose());

  it("tells an Arabic or Kurdish reader the PDF is not available, and the operator's English how to mend it", async () => {
    const db = printlessServer.database.db;
    const [user] = await db
      .insert(users)
      .values({ name: 'Sara Jalal', email: 'sara@example.com', password: 'hash' })
      .returning({ id: users.id });
    const resume = aMixedResume();
    const { applicantId } = await saveResume(db, {
      userId: user!.id,
      resume: {
        ...resume,
        image: null,
        published: true,
        specializations: builderFromDetail(resume.specializations),
      },
    });
    const download = (language: string) =>
      call(printlessServer.url, 'POST', '/api/download-resume-pdf', {
        body: { applicant_id: applicantId },
        language,
      });
    const arabic = await download('ar');
    expect(arabic.status).toBe(503);
    expect(arabic.body).toEqual({
      message: 'إنشاء ملفات PDF غير متاح على هذا الخادم حالياً. يرجى المحاولة لاحقاً.',
    });
    expect((await download('ckb')).body).toEqual({
      message: 'دروستکردنی PDF لەسەر ئەم ڕاژەکارە ئێستا بەردەست نییە. تکایە دواتر هەوڵ بدەرەوە.',
    });
    const english = await download('en');
    expect(english.status).toBe(503);
    expect(english.body).toEqual({ message: PDF_UNAVAILABLE_MESSAGE });
    expect(PDF_UNAVAILABLE_MESSAGE).toContain('apt-get install chromium-headless-shell');
  });
});
