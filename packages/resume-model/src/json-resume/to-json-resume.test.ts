import officialSchema from '@jsonresume/schema/schema.json';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { emptyResume } from '../builder/defaults';
import { aResumeDraft } from '@talent/test-kit/fixtures';
import type { ResumeDraft } from '../types/resume';
import { isoDateOf, type JsonResumeSource, toJsonResume } from './to-json-resume';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(officialSchema);

function sourceOf(resume: ResumeDraft, published = resume.published): JsonResumeSource {
  const { image: _image, published: _published, ...sections } = resume;
  return {
    resume: sections,
    published,
    updatedAt: '2026-06-01T10:00:00.000Z',
    photoUrl: 'https://talent.example/storage/applicant_images/zainab.jpg',
    canonicalUrl: 'https://talent.example/api/applicants/7/json-resume',
  };
}

function expectValid(document: unknown) {
  const valid = validate(document);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

describe('toJsonResume', () => {
  it('writes a document the official JSON Resume schema accepts, for a full resume and an empty one', () => {
    expectValid(toJsonResume(sourceOf(aResumeDraft())));
    expectValid(toJsonResume(sourceOf(emptyResume())));
  });

  it('is checked by the schema with its formats: a date or an address out of form fails', () => {
    expect(validate({ work: [{ startDate: 'June 2019' }] })).toBe(false);
    expect(validate({ basics: { email: 'not an address' } })).toBe(false);
  });

  it('fills basics from the contact, its profiles from the links, its location from the city', () => {
    const { basics } = toJsonResume(sourceOf(aResumeDraft()));
    expect(basics).toEqual({
      name: 'Zainab Al-Rubaie',
      label: 'Web Developer',
      image: 'https://talent.example/storage/applicant_images/zainab.jpg',
      email: 'zainab@example.com',
      phone: '07701234567',
      summary: 'Web developer with six years of experience building accessible bilingual sites.',
      location: { city: 'Baghdad', region: 'Karkh', countryCode: 'IQ' },
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/zainab' }],
    });
  });

  it('maps employment, volunteering, education, courses, skills, tools, languages and projects in order', () => {
    const document = toJsonResume(sourceOf(aResumeDraft()));
    expect(document.work).toEqual([
      {
        name: 'Babylon Soft',
        position: 'Front-end Developer',
        startDate: '2019-01',
        highlights: ['Built the company site'],
      },
    ]);
    expect(document.volunteer).toEqual([
      {
        organization: 'Iraqi Red Crescent Society',
        position: 'First aid volunteer',
        summary: 'First aid at the Arbaeen rest stations on the Najaf road.',
        startDate: '2021-09',
        endDate: '2021-10',
      },
    ]);
    expect(document.education).toEqual([
      {
        institution: 'University of Baghdad',
        studyType: "Bachelor's",
        startDate: '2014-09',
        endDate: '2018-06',
      },
    ]);
    expect(document.certificates).toEqual([{ name: 'Cloud Basics', issuer: 'AWS Academy' }]);
    expect(document.skills).toEqual([{ name: 'Teamwork' }, { name: 'React', level: 'Very Good' }]);
    expect(document.languages).toEqual([{ language: 'Arabic', fluency: 'Excellent' }]);
    expect(document.projects).toEqual([
      {
        name: 'Clinic booking app',
        description: 'Appointments for three clinics in Karkh.',
        url: 'https://github.com/zainab/clinic-booking',
        startDate: '2023-02',
        endDate: '2023-09',
      },
    ]);
  });

  it('writes reference values as labels in the document language and keeps the stored values in extra', () => {
    const labels: Record<string, string> = {
      "degree/Bachelor's": 'بكالوريوس',
      'skill/Teamwork': 'العمل الجماعي',
      'rating/Excellent': 'ممتاز',
      'rating/Very Good': 'جيد جداً',
      'city/Baghdad': 'بغداد',
      'zone/Karkh': 'الكرخ',
    };
    const resume = { ...aResumeDraft(), language: 'ar' as const };
    const document = toJsonResume(sourceOf(resume), {
      label: (list, value) => labels[`${list}/${value}`] ?? value,
    });
    expect(document.education[0]?.studyType).toBe('بكالوريوس');
    expect(document.skills).toEqual([{ name: 'العمل الجماعي' }, { name: 'React', level: 'جيد جداً' }]);
    expect(document.languages).toEqual([{ language: 'Arabic', fluency: 'ممتاز' }]);
    expect(document.basics.location).toEqual({ city: 'بغداد', region: 'الكرخ', countryCode: 'IQ' });
    const { talentPool } = document.meta;
    expect(talentPool.language).toBe('ar');
    expect(talentPool.extra.education).toEqual([{ degree: "Bachelor's" }]);
    expect(talentPool.extra.skills).toEqual(['Teamwork']);
    expect(talentPool.extra).toMatchObject({ contact: { city: 'Baghdad', zone: 'Karkh' } });
  });

  it('keeps under meta.talentPool what JSON Resume has no home for, aligned with our lists', () => {
    const resume = aResumeDraft();
    resume.tools.push({ item: 'Figma', rating: 2 });
    resume.employment.push({
      title: 'Intern',
      employer: 'Zain Iraq',
      duration: { start_year: '2018', start_month: '6', end_year: '2018', end_month: '9' },
      responsibilities: [],
    });
    const { meta } = toJsonResume(sourceOf(resume, true));
    expect(meta.version).toBe('v1.0.0');
    expect(meta.lastModified).toBe('2026-06-01T10:00:00');
    expect(meta.talentPool).toEqual({
      version: 1,
      language: 'en',
      extra: {
        contact: {
          gender: 'Female',
          workAvailability: true,
          city: 'Baghdad',
          zone: 'Karkh',
          welcome_message: 'Hello!',
          birthdate: '1996-04-12',
          birthdateDisplay: 'date',
          showEmail: true,
          phone: { showPhone: true },
          links: [{ link: 'linkedin.com/in/zainab' }],
        },
        specializations: [{ id: 1, sub: [{ id: 102 }] }],
        education: [{ degree: "Bachelor's" }],
        languages: [{ rating: 5 }],
        tools: [{ rating: 4 }, { rating: 2 }],
        skills: ['Teamwork'],
        courses: [{ duration: '3 months' }],
        employment: [{ duration: { end_year: 'Present' } }, {}],
        activities: [{ title: 'Baghdad Hackathon', participatedAs: 'Participant', year: '2022' }],
        projects: [{ url: 'github.com/zainab/clinic-booking' }],
        published: true,
      },
    });
  });

  it('gives one JSON Resume entry per entry of ours, an empty one included, so extra stays aligned', () => {
    const resume = aResumeDraft();
    resume.employment.unshift({
      title: '',
      employer: '',
      duration: { start_year: '', start_month: '', end_year: '', end_month: '' },
      responsibilities: [],
    });
    const document = toJsonResume(sourceOf(resume));
    expect(document.work).toHaveLength(2);
    expect(document.work[0]).toEqual({});
    expect(document.meta.talentPool.extra.employment).toEqual([{}, { duration: { end_year: 'Present' } }]);
    expectValid(document);
  });

  it('leaves out what cannot be written in the schema’s form, keeping it in extra', () => {
    const resume = aResumeDraft();
    resume.contact.email = 'not an address';
    resume.contact.links = [{ link: 'my portfolio', label: 'Portfolio' }];
    const document = toJsonResume(sourceOf(resume));
    expect(document.basics.email).toBeUndefined();
    expect(document.basics.profiles).toEqual([{ network: 'Portfolio' }]);
    expect(document.meta.talentPool.extra.contact).toMatchObject({
      email: 'not an address',
      links: [{ link: 'my portfolio' }],
    });
    expectValid(document);
  });

  it('writes an open end as no end date, and dates as the schema’s ISO 8601 forms', () => {
    expect(isoDateOf('2019', '6')).toBe('2019-06');
    expect(isoDateOf('2019', '')).toBe('2019');
    expect(isoDateOf('2019', 'Month')).toBe('2019');
    expect(isoDateOf('Present', '')).toBeUndefined();
    expect(isoDateOf('Start Year', 'Month')).toBeUndefined();
  });
});
