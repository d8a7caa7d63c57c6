import { alert$, type AlertCommand } from '@talent/event-bus';
import {
  emptyResume,
  emptyTranslation,
  profileFromBuilder,
  type ApplicantProfile,
  type MainSpecialization,
  type ResumeDraft,
  type User,
} from '@talent/resume-model';

export const TEST_TODAY_YEAR = new Date().getFullYear();

export const applicantUser: User = {
  id: 11,
  email: 'noor@example.com',
  name: 'نور الهدى',
  role: null,
  is_company: false,
};

export const mainSpecializations: MainSpecialization[] = [
  {
    id: 1,
    title: 'Information Technology',
    children: [
      { id: 101, title: 'Software Development' },
      { id: 102, title: 'Web Development' },
    ],
  },
  { id: 2, title: 'Business & Administration', children: [{ id: 201, title: 'Accounting & Finance' }] },
  { id: 3, title: 'Engineering', children: [{ id: 301, title: 'Civil Engineering' }] },
];

export const referenceLists: Record<string, unknown> = {
  cities: ['Baghdad', 'Basra', 'Erbil'],
  specializations: mainSpecializations,
  degrees: ['Undergraduate', "Bachelor's", "Master's"],
  skills: ['Teamwork', 'Leadership'],
  participation: ['Participant', 'Mentor'],
};

/** A resume that passes every rule, in the builder's form. */
export function completeDraft(): ResumeDraft {
  return {
    image: null,
    language: 'en',
    contact: {
      fullName: 'نور الهدى كريم',
      phone: { phone: '+9647701234567', showPhone: true },
      email: 'noor@example.com',
      showEmail: true,
      birthdate: '1997-03-14',
      birthdateDisplay: 'date',
      gender: 'Female',
      workAvailability: true,
      city: 'Basra',
      zone: '',
      links: [],
      job_title: 'Accountant',
      welcome_message: '',
    },
    specializations: [{ id: 2, sub: [{ id: 201 }] }],
    education: [
      {
        degree: "Bachelor's",
        institute: 'University of Basra',
        duration: { start_year: '2015', start_month: '9', end_year: '2019', end_month: '6' },
      },
    ],
    languages: [{ item: 'Arabic', rating: 5 }],
    tools: [{ item: 'Excel', rating: 4 }],
    skills: ['Teamwork'],
    summary: 'Accountant with five years of experience in audits, budgets and payroll for retail firms.',
    courses: [],
    employment: [],
    activities: [],
    projects: [],
    volunteering: [],
    published: false,
  };
}

/**
 * A resume written in Arabic with an English version half translated (issue 31): the name, the job title
 * and the summary are in English, the rest still reads as the Arabic main text.
 */
export function arabicDraftWithEnglishVersion(): ResumeDraft {
  const draft = completeDraft();
  return {
    ...draft,
    language: 'ar',
    contact: { ...draft.contact, fullName: 'نور الهدى كريم', job_title: 'محاسبة' },
    summary: 'محاسبة لديها خبرة خمس سنوات في التدقيق والموازنات والرواتب لشركات التجزئة في البصرة.',
    education: [{ ...draft.education[0]!, institute: 'جامعة البصرة' }],
    employment: [
      {
        title: 'محاسبة أولى',
        employer: 'شركة الفيحاء للتجارة',
        duration: { start_year: '2019', start_month: '7', end_year: 'Present', end_month: '' },
        responsibilities: ['إعداد الموازنة السنوية', 'تدقيق رواتب الموظفين كل شهر'],
      },
    ],
    languages: [{ item: 'العربية', rating: 5 }],
    skills: ['العمل الجماعي'],
    translations: {
      en: {
        ...emptyTranslation(),
        contact: { fullName: 'Noor Al-Huda Karim', job_title: 'Accountant', welcome_message: '' },
        summary:
          'Accountant with five years of experience in audits, budgets and payroll for retail firms in Basra.',
      },
    },
  };
}

/** The profile answer for a draft, as `GET /api/profile` sends it. */
export function profileOf(draft: ResumeDraft, id = 42): ApplicantProfile & { user: User } {
  return {
    ...draft,
    id,
    image: typeof draft.image === 'string' ? draft.image : null,
    specializations: profileFromBuilder(draft.specializations),
    updated_at: null,
    user: applicantUser,
  };
}

export function newApplicantProfile() {
  return profileOf(emptyResume());
}

/** Collects the alerts the builder raises on the bus; call it once per test file, at the top. */
export function collectAlerts(): AlertCommand[] {
  const alerts: AlertCommand[] = [];
  alert$.subscribe((alert) => alerts.push(alert));
  beforeEach(() => {
    alerts.length = 0;
  });
  return alerts;
}

/** The messages of the collected alerts. */
export function messagesOf(alerts: readonly AlertCommand[]): string[] {
  return alerts.map((alert) => alert.message);
}
