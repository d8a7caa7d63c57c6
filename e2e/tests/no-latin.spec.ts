// Issue 35 (Must show): every screen in Arabic and in Kurdish, with an Arabic-only and a Kurdish-only
// resume, a signed-in applicant and a signed-in company, shows no Latin-letter word of the interface's
// own: the brand, e-mail addresses and the names of file formats (PDF, CSV, JPG, PNG: the glossary's
// rule) are the only Latin the screens may print, because the applicant's content used here has none. Visible text, placeholders and accessible names are read.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import arBuilder from '../../packages/i18n/src/locales/ar/builder.json';
import ckbBuilder from '../../packages/i18n/src/locales/ckb/builder.json';
import arDirectory from '../../packages/i18n/src/locales/ar/directory.json';
import ckbDirectory from '../../packages/i18n/src/locales/ckb/directory.json';
import fixture from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, xsrfToken, type Session } from '../support/applicants';
import { confirmEmailThroughOutbox } from '../support/outbox';
import { expect, test } from '../support/fixtures';

type Language = 'ar' | 'ckb';

/** The applicant's own words, with no Latin letter: reference values (city, degree, skills) stay codes. */
function resumeIn(language: Language): typeof fixture {
  const ar = language === 'ar';
  return {
    ...fixture,
    language,
    contact: {
      ...fixture.contact,
      fullName: ar ? 'زينب الربيعي' : 'ژیلا ئەحمەد',
      job_title: ar ? 'مطورة واجهات ويب' : 'گەشەپێدەری ماڵپەڕ',
      welcome_message: ar ? 'أهلاً وسهلاً' : 'بەخێربێن',
      links: [],
    },
    tools: [{ item: ar ? 'إكسل' : 'ئێکسڵ', rating: 4 }],
    summary: ar
      ? 'مطورة ويب لديها خبرة ست سنوات في بناء مواقع ثنائية اللغة'
      : 'گەشەپێدەری ماڵپەڕم و شەش ساڵ ئەزموونم هەیە لە دروستکردنی ماڵپەڕی دوو زمانە بۆ کۆمپانیاکان',
    courses: [
      {
        title: ar ? 'أساسيات الحوسبة السحابية' : 'بنەماکانی هەور',
        entity: ar ? 'أكاديمية بغداد' : 'ئەکادیمیای هەولێر',
        duration: '3 months',
      },
    ],
    employment: [
      {
        ...fixture.employment[0],
        title: ar ? 'مطورة واجهات' : 'گەشەپێدەری ڕووکار',
        employer: ar ? 'شركة بابل' : 'کۆمپانیای بابل',
        responsibilities: [ar ? 'بناء موقع الشركة' : 'دروستکردنی ماڵپەڕی کۆمپانیا'],
      },
    ],
    activities: [{ ...fixture.activities[0], title: ar ? 'هاكاثون بغداد' : 'هاکاسۆنی هەولێر' }],
    published: true,
  } as typeof fixture;
}

async function companyAccount(request: APIRequestContext, language: Language): Promise<Session> {
  const email = `company.${language}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'Accept-Language': language },
    data: {
      email,
      name: language === 'ar' ? 'سارة الجبوري' : 'ژیلا ئەحمەد',
      company_name: language === 'ar' ? 'شركة الرافدين' : 'کۆمپانیای ئاسۆ',
      password: 'employer password 1',
      is_company: true,
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as Omit<Session, 'applicantId'>;
  // A company confirms its address before it shortlists, asks or saves a search (issue 34).
  await confirmEmailThroughOutbox(request, email);
  return { token, user, applicantId: 0 };
}

/**
 * The Latin words of what the page shows: text of visible elements, placeholders, and the names given to
 * assistive technology (aria-label, title, alt). Returns `word ← context` lines to read in the failure.
 */
async function latinWords(page: Page, ownCard: string): Promise<string[]> {
  const texts = await page.evaluate((own) => {
    const found: string[] = [];
    // Another applicant's card (a resume published by another journey of the run) is their own words.
    const othersCard = (element: Element) => {
      const card = element.closest('article');
      return (
        card !== null &&
        card.closest('main') !== null &&
        card.querySelector('h1') === null &&
        card.querySelector(`a[href$="${own}"]`) === null
      );
    };
    const visible = (element: Element) =>
      element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true } as CheckVisibilityOptions);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!visible(parent) || othersCard(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[placeholder],[aria-label],[title],img[alt]'),
    )) {
      if (!visible(element) || othersCard(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(`[${name}] ${value}`);
      }
    }
    found.push(`[document.title] ${document.title}`);
    return found;
  }, ownCard);
  // The language switcher names each language in itself («English», as «العربية» and «کوردی»); e-mail
  // addresses and web addresses (the public resume's link) are allowed.
  const allowed = (text: string) =>
    text
      .replace(/^\[[a-z.-]+\] /, '')
      .replace(/^English$/, ' ')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/Talent Pool|JSON Resume|LinkedIn|\b(PDF|JSON|CSV|JPG|PNG|Word|docx|zip)\b/g, ' ');
  return texts.flatMap((text) => {
    const words = allowed(text).match(/[A-Za-z]+/g) ?? [];
    return words.length > 0 ? [`${words.join(' ')} ← ${text.slice(0, 120)}`] : [];
  });
}

/** Waits for the page to settle (no spinner text), then records its leaks under `screen`. */
async function collect(page: Page, screen: string, leaks: Record<string, string[]>, ownCard: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  const words = await latinWords(page, ownCard);
  if (words.length > 0) leaks[screen] = [...new Set(words)];
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

for (const language of ['ar', 'ckb'] as const) {
  test.describe(`every screen in ${language}`, () => {
    let applicant: Session;
    let company: Session;

    test.beforeAll(async ({ baseURL }) => {
      const request = await playwrightRequest.newContext({ baseURL });
      const resume = resumeIn(language);
      applicant = await applicantWith(request, resume, resume.contact.fullName);
      company = await companyAccount(request, language);
      const auth = async () => ({
        'X-XSRF-TOKEN': await xsrfToken(request),
        Authorization: `Bearer ${company.token}`,
      });
      const list = await request.post('/api/shortlists', {
        headers: await auth(),
        data: { name: language === 'ar' ? 'محاسبون' : 'ژمێریاران' },
      });
      expect(list.status(), await list.text()).toBeLessThan(300);
      const { id } = (await list.json()) as { id: number };
      const saved = await request.post(`/api/shortlists/${id}/applicants`, {
        headers: await auth(),
        data: { applicant_id: applicant.applicantId, note: language === 'ar' ? 'مرشحة جيدة' : 'باشە' },
      });
      expect(saved.status(), await saved.text()).toBeLessThan(300);
      const asked = await request.post('/api/contact-requests', {
        headers: await auth(),
        data: {
          applicant_id: applicant.applicantId,
          message: language === 'ar' ? 'نود التحدث معك عن وظيفة' : 'دەمانەوێت دەربارەی کارێک قسە بکەین',
        },
      });
      expect(asked.status(), await asked.text()).toBeLessThan(300);
      const search = await request.post('/api/saved-searches', {
        headers: await auth(),
        data: {
          name: language === 'ar' ? 'مطورون' : 'گەشەپێدەران',
          query: 'search=%D9%85',
          frequency: 'weekly',
        },
      });
      expect(search.status(), await search.text()).toBeLessThan(300);
      await request.dispose();
    });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    });

    test('a visitor: home, advanced search, about, sign-up, login, forgot and reset password, a resume, a missing resume and page', async ({
      page,
    }) => {
      const leaks: Record<string, string[]> = {};
      const directory = language === 'ar' ? arDirectory : ckbDirectory;
      await page.goto('/');
      await expect(page.locator('article').first()).toBeVisible();
      await collect(page, 'home', leaks, `/preview/${applicant.applicantId}`);
      await page.getByRole('button', { name: directory.search.advanced }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await collect(page, 'advanced search', leaks, `/preview/${applicant.applicantId}`);
      await page.keyboard.press('Escape');
      for (const path of ['/about', '/signup', '/login', '/forgot-password', '/reset-password/not-a-token']) {
        await page.goto(path);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        await collect(page, path, leaks, `/preview/${applicant.applicantId}`);
      }
      await page.goto('/login');
      await page.locator('form button[type=submit]').first().click();
      await collect(page, '/login after an empty submit', leaks, `/preview/${applicant.applicantId}`);
      await page.goto(`/preview/${applicant.applicantId}`);
      await expect(page.getByText(resumeIn(language).contact.fullName).first()).toBeVisible();
      await collect(page, 'public resume', leaks, `/preview/${applicant.applicantId}`);
      await page.goto('/preview/99999999');
      await collect(page, 'missing resume', leaks, `/preview/${applicant.applicantId}`);
      await page.goto('/no-such-page');
      await collect(page, 'unknown path', leaks, `/preview/${applicant.applicantId}`);
      expect(leaks).toEqual({});
    });

    test('an applicant: the profile and its progress card, the builder steps 1–5 and after Validate', async ({
      page,
    }) => {
      const leaks: Record<string, string[]> = {};
      const words = language === 'ar' ? arBuilder : ckbBuilder;
      await signInPage(page, applicant);
      await page.goto('/profile');
      await expect(page.locator('main h1').first()).toBeVisible();
      await collect(page, 'profile', leaks, `/preview/${applicant.applicantId}`);
      await page.goto('/resume-builder');
      const tabs = page.locator('main [role=tablist] [role=tab]');
      await expect(tabs).toHaveCount(5);
      for (let step = 0; step < 5; step++) {
        await tabs.nth(step).click();
        await collect(page, `builder step ${step + 1}`, leaks, `/preview/${applicant.applicantId}`);
      }
      await tabs.nth(0).click();
      await page.getByRole('button', { name: words.actions.more }).click();
      await collect(page, 'builder: more actions', leaks, `/preview/${applicant.applicantId}`);
      await page.getByRole('button', { name: words.actions.validate }).click();
      await collect(page, 'builder after Validate', leaks, `/preview/${applicant.applicantId}`);
      expect(leaks).toEqual({});
    });

    test('a company: the directory, shortlists, requests and saved searches', async ({ page }) => {
      const leaks: Record<string, string[]> = {};
      await signInPage(page, company);
      await page.goto('/');
      await expect(page.locator('article').first()).toBeVisible();
      await collect(page, 'home (company)', leaks, `/preview/${applicant.applicantId}`);
      await page.goto('/shortlists');
      await expect(page.locator('main h1').first()).toBeVisible();
      await collect(page, 'shortlists', leaks, `/preview/${applicant.applicantId}`);
      const open = page
        .locator('main')
        .getByRole('button')
        .filter({ hasText: language === 'ar' ? 'محاسبون' : 'ژمێریاران' });
      if ((await open.count()) > 0) {
        await open.first().click();
        await collect(page, 'a shortlist', leaks, `/preview/${applicant.applicantId}`);
      }
      await page.goto('/requests');
      await expect(page.locator('main h1').first()).toBeVisible();
      await collect(page, 'requests', leaks, `/preview/${applicant.applicantId}`);
      await page.goto('/saved-searches');
      await expect(page.locator('main h1').first()).toBeVisible();
      await collect(page, 'saved searches', leaks, `/preview/${applicant.applicantId}`);
      expect(leaks).toEqual({});
    });
  });
}
