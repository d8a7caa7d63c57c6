// Resumes for the tests of the template and of the server's document routes.

import type { MainSpecialization, ResumeDetail } from '@talent/resume-model';

export const SPECIALIZATIONS: MainSpecialization[] = [
  {
    id: 1,
    title: 'Information Technology',
    children: [
      { id: 101, title: 'Software Development' },
      { id: 102, title: 'Web Development' },
    ],
  },
  { id: 2, title: 'Business & Administration', children: [{ id: 201, title: 'Accounting & Finance' }] },
];

export const ARABIC_NAME = 'زينب الربيعي';
export const ARABIC_SUMMARY = 'مطورة ويب لديها خبرة ست سنوات في بناء مواقع ثنائية اللغة';

/** Every section filled, name and summary in Arabic, the rest in English. */
export function fullResume(): ResumeDetail {
  return {
    id: 7,
    image: 'applicant_images/zainab.jpg',
    language: 'en',
    contact: {
      fullName: ARABIC_NAME,
      phone: { phone: '+9647701234567', showPhone: true },
      email: 'zainab@example.com',
      showEmail: true,
      birthdate: '1996-04-12',
      birthdateDisplay: 'date',
      gender: 'Female',
      workAvailability: true,
      city: 'Baghdad',
      zone: 'Karkh',
      links: [{ link: 'linkedin.com/in/zainab', label: 'LinkedIn' }],
      job_title: 'Web Developer',
      welcome_message: 'Hello!',
    },
    specializations: [
      { id: 1, specialization: 'Information Technology', main_specialization_id: null },
      { id: 102, specialization: 'Web Development', main_specialization_id: 1 },
    ],
    education: [
      {
        degree: "Bachelor's",
        institute: 'University of Baghdad',
        duration: { start_year: '2014', start_month: '9', end_year: '2018', end_month: '6' },
      },
    ],
    languages: [
      { item: 'Arabic', rating: 5 },
      { item: 'English', rating: 4 },
    ],
    tools: [{ item: 'React', rating: 4 }],
    skills: ['Teamwork', '  '],
    summary: `  ${ARABIC_SUMMARY}  `,
    courses: [{ title: 'Cloud Basics', entity: 'AWS Academy', duration: '3 months' }],
    employment: [
      {
        title: 'Front-end Developer',
        employer: 'Babylon Soft',
        duration: { start_year: '2019', start_month: '1', end_year: 'Present', end_month: '' },
        responsibilities: ['Built the company site', 'Led the Arabic localisation'],
      },
    ],
    activities: [{ title: 'Baghdad Hackathon', participatedAs: 'Participant', year: '2022' }],
    projects: [],
    volunteering: [],
    published: true,
    updated_at: '2026-06-01T10:00:00.000Z',
  };
}

/** A resume as signing up leaves it: nothing filled in but the builder's placeholders. */
export function emptyResume(): ResumeDetail {
  return {
    id: 8,
    image: null,
    language: 'en',
    contact: {
      fullName: '',
      phone: { phone: '', showPhone: false },
      email: '',
      showEmail: true,
      birthdate: '',
      birthdateDisplay: 'date',
      gender: '',
      workAvailability: false,
      city: 'Choose your city...',
      zone: '',
      links: [],
      job_title: '',
      welcome_message: '',
    },
    specializations: [],
    education: [
      {
        degree: '',
        institute: '',
        duration: {
          start_year: 'Start Year',
          start_month: 'Month',
          end_year: 'End Year',
          end_month: 'Month',
        },
      },
    ],
    languages: [],
    tools: [],
    skills: [],
    summary: '   ',
    courses: [],
    employment: [],
    activities: [{ title: '', participatedAs: 'Participated as', year: 'Year' }],
    projects: [],
    volunteering: [],
    published: false,
    updated_at: null,
  };
}

export const SECTION_HEADINGS = [
  'Professional Summary',
  'Specializations',
  'Educational Background',
  'Employment History',
  'Courses & Certifications',
  'Activities & Events',
  'Links & Websites',
  'Languages',
  'Personal Skills',
  'Tools & Technologies',
] as const;

/** Script that must come out as text: a script element, and an attribute breaking out of its quotes. */
export const SCRIPT_PAYLOAD = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';

/** Every user-written text field holding a script payload, so the tests can see it come out as text. */
export function hostileResume(): ResumeDetail {
  const resume = fullResume();
  const visit = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      // Fields with fixed choices or numbers are validated before display; the free text is what matters.
      const fixed = [
        'start_year',
        'start_month',
        'end_year',
        'end_month',
        'birthdate',
        'gender',
        'city',
        'language',
        'birthdateDisplay',
      ];
      return fixed.includes(key) ? value : SCRIPT_PAYLOAD;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, name)]));
    }
    return value;
  };
  return {
    ...(visit(resume, '') as ResumeDetail),
    image: resume.image,
    specializations: resume.specializations,
  };
}

/** The section headings of an Arabic document, in the same order. */
export const ARABIC_SECTION_HEADINGS = [
  'الملخص المهني',
  'التخصصات',
  'التحصيل الدراسي',
  'السجل الوظيفي',
  'الدورات والشهادات',
  'الأنشطة والفعاليات',
  'الروابط والمواقع الإلكترونية',
  'اللغات',
  'المهارات الشخصية',
  'الأدوات والتقنيات',
] as const;

/** The section headings of a Central Kurdish document, in the same order. */
export const KURDISH_SECTION_HEADINGS = [
  'پوختەی پیشەیی',
  'پسپۆڕییەکان',
  'پاشخانی خوێندن',
  'مێژووی کارکردن',
  'خول و بڕوانامەکان',
  'چالاکی و بۆنەکان',
  'بەستەر و ماڵپەڕەکان',
  'زمانەکان',
  'کارامەییە کەسییەکان',
  'ئامراز و تەکنەلۆجیاکان',
] as const;
