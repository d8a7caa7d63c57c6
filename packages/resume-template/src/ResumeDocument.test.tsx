import { initI18n } from '@talent/i18n';
import { withoutKurdishIntl } from '@talent/i18n/src/testing/intl';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadDocumentTexts } from './documentTexts';
import { ResumeDocument } from './ResumeDocument';
import {
  ARABIC_NAME,
  ARABIC_SECTION_HEADINGS,
  ARABIC_SUMMARY,
  aPlaceholderResume,
  aMixedResume,
  aHostileResume,
  KURDISH_SECTION_HEADINGS,
  SCRIPT_PAYLOAD,
  SECTION_HEADINGS,
  SPECIALIZATIONS,
} from '@talent/test-kit/fixtures';
import type { ResumeDetail } from '@talent/resume-model';

// As the pages that show a resume do (the public page's hooks, the builder): the document's words first.
beforeAll(() => {
  initI18n();
  return loadDocumentTexts('en');
});

function renderResume(resume: ResumeDetail) {
  return render(<ResumeDocument resume={resume} specializations={SPECIALIZATIONS} />);
}

function sectionHeadings() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

const PROJECT = {
  name: 'Clinic booking app',
  description: 'Appointments for three clinics in Karkh.',
  url: 'github.com/zainab/clinic',
  start_year: '2023',
  start_month: '2',
  end_year: '2023',
  end_month: '9',
};

describe('ResumeDocument', () => {
  it('shows the sections in the order of the preview page', () => {
    renderResume(aMixedResume());
    expect(sectionHeadings()).toEqual(SECTION_HEADINGS);
  });

  it('heads the resume with the welcome message, name, job title and photo', () => {
    renderResume(aMixedResume());
    expect(screen.getByRole('heading', { level: 1, name: ARABIC_NAME })).toBeInTheDocument();
    expect(screen.getByText('Hello!')).toBeInTheDocument();
    expect(screen.getByText('Web Developer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Photo of ${ARABIC_NAME}` })).toHaveAttribute(
      'src',
      '/storage/applicant_images/zainab.jpg',
    );
  });

  it('shows a placeholder icon for a photo outside storage/applicant_images', () => {
    renderResume({ ...aMixedResume(), image: 'elsewhere/zainab.jpg' });
    expect(screen.getByRole('img', { name: 'No photo' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
  });

  it('hides every empty section and the contact strip of an untouched resume', () => {
    renderResume(aPlaceholderResume());
    expect(sectionHeadings()).toEqual([]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Contact')).not.toBeInTheDocument();
    expect(screen.queryByText(/Start Year|Month|Participated as|Choose your city/)).not.toBeInTheDocument();
  });

  it('hides a list section whose first entry lacks its title', () => {
    const resume = aMixedResume();
    resume.employment[0]!.title = '';
    resume.courses[0]!.title = '  ';
    resume.languages[0]!.item = '';
    renderResume(resume);
    expect(sectionHeadings()).not.toContain('Employment History');
    expect(sectionHeadings()).not.toContain('Courses & Certifications');
    expect(sectionHeadings()).not.toContain('Languages');
    expect(sectionHeadings()).toContain('Tools & Technologies');
  });

  it('shows projects after the activities, each with its dates, description and address (issue 30)', () => {
    renderResume({ ...aMixedResume(), projects: [PROJECT] });
    const headings = sectionHeadings();
    expect(headings.indexOf('Projects')).toBe(headings.indexOf('Activities & Events') + 1);
    const section = within(screen.getByRole('region', { name: 'Projects' }));
    expect(section.getByText('Clinic booking app')).toHaveAttribute('dir', 'auto');
    expect(section.getByText('February 2023 – September 2023')).toBeInTheDocument();
    expect(section.getByText('Appointments for three clinics in Karkh.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'github.com/zainab/clinic' })).toHaveAttribute(
      'href',
      'https://github.com/zainab/clinic',
    );
  });

  it('shows volunteering after the projects: organisation, role, dates and what was done (issue 30)', () => {
    renderResume({
      ...aMixedResume(),
      projects: [PROJECT],
      volunteering: [
        {
          organization: 'Iraqi Red Crescent Society',
          role: 'First aid volunteer',
          summary: 'First aid at the Arbaeen rest stations.',
          duration: { start_year: '2021', start_month: '9', end_year: 'Present', end_month: '' },
        },
      ],
    });
    const headings = sectionHeadings();
    expect(headings.indexOf('Volunteering')).toBe(headings.indexOf('Projects') + 1);
    const section = within(screen.getByRole('region', { name: 'Volunteering' }));
    expect(section.getByText('Iraqi Red Crescent Society')).toBeInTheDocument();
    expect(section.getByText('First aid volunteer')).toBeInTheDocument();
    expect(section.getByText('September 2021 – Present')).toBeInTheDocument();
    expect(section.getByText('First aid at the Arbaeen rest stations.')).toBeInTheDocument();
  });

  it('hides the projects section when its first project has no name (issue 30)', () => {
    renderResume({ ...aMixedResume(), projects: [{ ...PROJECT, name: ' ' }] });
    expect(sectionHeadings()).not.toContain('Projects');
  });

  it('shows the phone only when showPhone is true', () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = false;
    renderResume(resume).unmount();
    expect(screen.queryByText('+964 770 123 4567')).not.toBeInTheDocument();

    resume.contact.phone.showPhone = true;
    renderResume(resume);
    expect(within(screen.getByLabelText('Contact')).getByText('+964 770 123 4567')).toBeInTheDocument();
  });

  it('links the e-mail with mailto: and a shown phone with tel: in its international form (issue #23)', () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = true;
    renderResume(resume);
    const strip = within(screen.getByLabelText('Contact'));
    expect(strip.getByRole('link', { name: '+964 770 123 4567' })).toHaveAttribute(
      'href',
      'tel:+9647701234567',
    );
    expect(strip.getByRole('link', { name: resume.contact.email })).toHaveAttribute(
      'href',
      `mailto:${resume.contact.email}`,
    );
  });

  it('leaves an e-mail that is not an address as text, not a link', () => {
    const resume = aMixedResume();
    resume.contact.email = 'ask at the front desk';
    renderResume(resume);
    const strip = within(screen.getByLabelText('Contact'));
    expect(strip.getByText('ask at the front desk')).toBeInTheDocument();
    expect(strip.queryByRole('link', { name: 'ask at the front desk' })).not.toBeInTheDocument();
  });

  it('keeps the phone private when showPhone is false, and the strip still shows for an email', () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = false;
    renderResume(resume);
    const strip = screen.getByLabelText('Contact');
    expect(within(strip).queryByText('+964 770 123 4567')).not.toBeInTheDocument();
    expect(within(strip).getByText('zainab@example.com')).toBeInTheDocument();
    expect(within(strip).getByText('Baghdad, Karkh')).toBeInTheDocument();
    expect(within(strip).getByText('Available for Work')).toBeInTheDocument();
    expect(within(strip).getByText('April 12, 1996')).toBeInTheDocument();
  });

  it('keeps the location, availability and birth date when both phone and e-mail are private (issue 34)', () => {
    const resume = aMixedResume();
    resume.contact.phone.showPhone = false;
    resume.contact.showEmail = false;
    renderResume(resume);
    const strip = screen.getByLabelText('Contact');
    expect(within(strip).queryByText('+964 770 123 4567')).not.toBeInTheDocument();
    expect(within(strip).queryByText('zainab@example.com')).not.toBeInTheDocument();
    expect(within(strip).getByText('Baghdad, Karkh')).toBeInTheDocument();
    expect(within(strip).getByText('Available for Work')).toBeInTheDocument();
    expect(within(strip).getByText('April 12, 1996')).toBeInTheDocument();
  });

  it('shows no strip when nothing in it is public but the availability', () => {
    const resume = aMixedResume();
    resume.contact = {
      ...resume.contact,
      phone: { ...resume.contact.phone, showPhone: false },
      showEmail: false,
      city: '',
      zone: '',
      birthdateDisplay: 'hidden',
    };
    renderResume(resume);
    expect(screen.queryByLabelText('Contact')).not.toBeInTheDocument();
  });

  it('leaves out an e-mail its owner keeps off the public resume (issue #23)', () => {
    const resume = aMixedResume();
    resume.contact.showEmail = false;
    renderResume(resume);
    const strip = screen.getByLabelText('Contact');
    expect(within(strip).queryByText('zainab@example.com')).not.toBeInTheDocument();
    expect(within(strip).queryByText('Email')).not.toBeInTheDocument();
    expect(within(strip).getByText('+964 770 123 4567')).toBeInTheDocument();
  });

  it('shows the age, not the date, when its owner chose the age (issue #23)', () => {
    const resume = aMixedResume();
    const year = new Date().getFullYear();
    resume.contact.birthdate = `${year - 31}-01-01`;
    resume.contact.birthdateDisplay = 'age';
    renderResume(resume);
    const strip = within(screen.getByLabelText('Contact'));
    expect(strip.queryByText('Date of Birth')).not.toBeInTheDocument();
    expect(strip.getByText('Age:').nextSibling).toHaveTextContent('31');
  });

  it('shows the age a public answer carries in place of the date (issue #23)', () => {
    const resume = aMixedResume();
    resume.contact = { ...resume.contact, birthdate: '', birthdateDisplay: 'age', age: 29 };
    renderResume(resume);
    expect(within(screen.getByLabelText('Contact')).getByText('Age:').nextSibling).toHaveTextContent('29');
  });

  it('shows neither date nor age when the birth date is hidden, even in the owner’s own copy (issue #23)', () => {
    const resume = aMixedResume();
    resume.contact.birthdateDisplay = 'hidden';
    renderResume(resume);
    const strip = within(screen.getByLabelText('Contact'));
    expect(strip.queryByText('April 12, 1996')).not.toBeInTheDocument();
    expect(strip.queryByText(/Date of Birth|Age/)).not.toBeInTheDocument();
  });

  it('shows the date for a resume saved before the choices existed (issue #23)', () => {
    const resume = aMixedResume();
    const { showEmail: _email, birthdateDisplay: _birthdate, ...older } = resume.contact;
    renderResume({ ...resume, contact: older as ResumeDetail['contact'] });
    const strip = within(screen.getByLabelText('Contact'));
    expect(strip.getByText('April 12, 1996')).toBeInTheDocument();
    expect(strip.getByText('zainab@example.com')).toBeInTheDocument();
  });

  it('prints each labelled link with its address beside it, left to right (issue #23)', () => {
    renderResume(aMixedResume());
    const links = screen.getByRole('region', { name: 'Links & Websites' });
    expect(within(links).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(links).getByText('linkedin.com/in/zainab')).toHaveAttribute('dir', 'ltr');
  });

  it('writes an Iraqi phone in groups, isolated left to right (issue #23)', () => {
    renderResume({ ...aMixedResume(), language: 'en' });
    const phone = within(screen.getByLabelText('Contact')).getByText('+964 770 123 4567');
    expect(phone.tagName.toLowerCase()).toBe('bdi');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('links only valid addresses, prefixed with https://, showing the label', () => {
    const resume = aMixedResume();
    resume.contact.links.push({ link: 'not a link', label: 'Broken' });
    renderResume(resume);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/zainab',
    );
    expect(screen.queryByRole('link', { name: 'Broken' })).not.toBeInTheDocument();
  });

  it('reads dates, levels and specialisations through the display rules', () => {
    renderResume(aMixedResume());
    expect(screen.getByText('September 2014 – June 2018')).toBeInTheDocument();
    expect(screen.getByText('January 2019 – Present')).toBeInTheDocument();
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(within(languages).getByText('Excellent')).toBeInTheDocument();
    expect(within(languages).getByText('Very Good')).toBeInTheDocument();
    const specializations = screen.getByRole('region', { name: 'Specializations' });
    expect(within(specializations).getByText('Information Technology')).toBeInTheDocument();
    expect(within(specializations).getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal Skills' })).toHaveTextContent(
      /^Personal SkillsTeamwork$/,
    );
  });

  it('lets every user-written text find its own direction', () => {
    renderResume(aMixedResume());
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(ARABIC_SUMMARY)).toHaveAttribute('dir', 'auto');
    for (const text of [
      'Web Developer',
      'University of Baghdad',
      'Front-end Developer',
      'Teamwork',
      'Arabic',
    ]) {
      expect(screen.getByText(text)).toHaveAttribute('dir', 'auto');
    }
    expect(screen.getByText('+964 770 123 4567')).toHaveAttribute('dir', 'ltr');
  });

  it('shows script payloads in every field as text', () => {
    const { container } = renderResume(aHostileResume());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SCRIPT_PAYLOAD);
    // Name, welcome, job title, phone, email, summary, link label, and each entry's texts.
    expect(container.textContent?.split(SCRIPT_PAYLOAD).length).toBeGreaterThan(20);
  });
});

describe('ResumeDocument in its own language (issue #16)', () => {
  /** Arabic and Kurdish texts arrive with the first document that needs them: it suspends till then. */
  async function renderInSuspense(resume: ResumeDetail) {
    let rendered!: ReturnType<typeof render>;
    await act(async () => {
      rendered = render(
        <Suspense fallback={<p>waiting</p>}>
          <ResumeDocument resume={resume} specializations={SPECIALIZATIONS} />
        </Suspense>,
      );
    });
    return rendered;
  }

  it('prints an Arabic resume with Arabic headings, right to left, while the page stays English', async () => {
    const { container } = await renderInSuspense({ ...aMixedResume(), language: 'ar' });
    await screen.findByRole('heading', { level: 2, name: 'الملخص المهني' });
    expect(sectionHeadings()).toEqual(ARABIC_SECTION_HEADINGS);
    const sheet = container.querySelector('article');
    expect(sheet).toHaveAttribute('lang', 'ar');
    expect(sheet).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('معلومات الاتصال')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Professional Summary|Contact|Phone|Email|Date of Birth/);
    expect(initI18n().language).toBe('en');
  });

  it('writes months, dates, years and separators as Arabic does', async () => {
    await renderInSuspense({ ...aMixedResume(), language: 'ar' });
    const strip = screen.getByLabelText('معلومات الاتصال');
    expect(within(strip).getByText('١٢ نيسان ١٩٩٦')).toBeInTheDocument();
    expect(screen.getByText('أيلول ٢٠١٤ – حزيران ٢٠١٨')).toBeInTheDocument();
    expect(screen.getByText('كانون الثاني ٢٠١٩ – حتى الآن')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الأنشطة والفعاليات' })).toHaveTextContent('مشاركة، ٢٠٢٢');
  });

  it('writes a chosen age in Arabic-Indic digits under an Arabic label (issue #23)', async () => {
    const resume = aMixedResume();
    resume.contact = { ...resume.contact, birthdate: '', birthdateDisplay: 'age', age: 29 };
    await renderInSuspense({ ...resume, language: 'ar' });
    const strip = within(screen.getByLabelText('معلومات الاتصال'));
    expect(strip.getByText('العمر:').nextSibling).toHaveTextContent('٢٩');
    expect(strip.queryByText('تاريخ الميلاد')).not.toBeInTheDocument();
  });

  it.each([
    ['Female', 'متاحة للعمل', 'مشاركة', 'طالبة جامعية', 'لا تبحث عن عمل حالياً'],
    ['Male', 'متاح للعمل', 'مشارك', 'طالب جامعي', 'لا يبحث عن عمل حالياً'],
    ['', 'متاح للعمل', 'مشارك', 'طالب جامعي', 'لا يبحث عن عمل حالياً'],
  ])(
    'agrees in Arabic with the gender of its owner (%p): availability, role and degree',
    async (gender, available, role, student, notLooking) => {
      const resume = aMixedResume();
      resume.contact = { ...resume.contact, gender: gender as never };
      resume.education = [{ ...resume.education[0]!, degree: 'Undergraduate' }];
      const { unmount } = await renderInSuspense({ ...resume, language: 'ar' });
      expect(within(screen.getByLabelText('معلومات الاتصال')).getByText(available)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'الأنشطة والفعاليات' })).toHaveTextContent(role);
      expect(screen.getByText(student)).toBeInTheDocument();
      unmount();
      resume.contact = { ...resume.contact, workAvailability: false };
      await renderInSuspense({ ...resume, language: 'ar' });
      expect(within(screen.getByLabelText('معلومات الاتصال')).getByText(notLooking)).toBeInTheDocument();
    },
  );

  it('names cities, availability, degrees, specialisations, ratings and skills in Arabic', async () => {
    await renderInSuspense({ ...aMixedResume(), language: 'ar' });
    const strip = screen.getByLabelText('معلومات الاتصال');
    expect(within(strip).getByText('بغداد، الكرخ')).toBeInTheDocument();
    expect(within(strip).getByText('متاحة للعمل')).toBeInTheDocument();
    expect(screen.getByText('بكالوريوس')).toBeInTheDocument();
    const specializations = screen.getByRole('region', { name: 'التخصصات' });
    expect(within(specializations).getByText('تكنولوجيا المعلومات')).toBeInTheDocument();
    expect(within(specializations).getByText('تطوير الويب')).toBeInTheDocument();
    const languages = screen.getByRole('region', { name: 'اللغات' });
    expect(within(languages).getByText('ممتاز')).toBeInTheDocument();
    expect(within(languages).getByText('جيد جداً')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المهارات الشخصية' })).toHaveTextContent('العمل الجماعي');
    // What the applicant wrote stays as written.
    expect(screen.getByText('University of Baghdad')).toHaveAttribute('dir', 'auto');
  });

  it('heads the projects in Arabic and Kurdish documents (issue 30)', async () => {
    await renderInSuspense({ ...aMixedResume(), language: 'ar', projects: [PROJECT] });
    expect(await screen.findByRole('heading', { level: 2, name: 'المشاريع' })).toBeInTheDocument();
  });

  it('heads volunteering in a Kurdish document (issue 30)', async () => {
    await renderInSuspense({
      ...aMixedResume(),
      language: 'ckb',
      volunteering: [
        {
          organization: 'کۆمەڵەی مانگی سووری عێراق',
          role: '',
          summary: '',
          duration: { start_year: '', start_month: '', end_year: '', end_month: '' },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'خۆبەخشی' })).toBeInTheDocument();
  });

  it('prints a Kurdish resume in Sorani, right to left', async () => {
    const { container } = await renderInSuspense({ ...aMixedResume(), language: 'ckb' });
    await screen.findByRole('heading', { level: 2, name: 'پوختەی پیشەیی' });
    expect(sectionHeadings()).toEqual(KURDISH_SECTION_HEADINGS);
    expect(container.querySelector('article')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('article')).toHaveAttribute('lang', 'ckb');
  });

  it("writes Kurdish dates and digits alike in Node and where the browser's Intl has no Central Kurdish (Chromium)", async () => {
    const aKurdishResume = (): ResumeDetail => {
      const resume = { ...aMixedResume(), language: 'ckb' as const };
      // December, which CLDR spells «کانونی یەکەم» and the catalogue «کانوونی یەکەم».
      resume.employment[0]!.duration = {
        start_year: '2019',
        start_month: '12',
        end_year: 'Present',
        end_month: '',
      };
      return resume;
    };
    const dates = () => [
      screen.getByLabelText('زانیاریی پەیوەندی').textContent,
      screen.getByRole('region', { name: 'پاشخانی خوێندن' }).textContent,
      screen.getByRole('region', { name: 'مێژووی کارکردن' }).textContent,
      screen.getByRole('region', { name: 'چالاکی و بۆنەکان' }).textContent,
    ];
    const first = await renderInSuspense(aKurdishResume());
    const inNode = dates();
    expect(inNode[0]).toContain('١٢ی نیسانی ١٩٩٦');
    expect(inNode[1]).toContain('ئەیلوولی ٢٠١٤');
    expect(inNode[2]).toContain('کانوونی یەکەمی ٢٠١٩');
    expect(inNode[3]).toContain('٢٠٢٢');
    first.unmount();

    await withoutKurdishIntl(async () => {
      await renderInSuspense(aKurdishResume());
      expect(dates()).toEqual(inNode);
    });
  });

  it('prints an English resume left to right whatever the interface language', async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('ar');
    try {
      const { container } = renderResume(aMixedResume());
      expect(sectionHeadings()).toEqual(SECTION_HEADINGS);
      expect(container.querySelector('article')).toHaveAttribute('dir', 'ltr');
      expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
