import {
  emptyResume,
  profileFromBuilder,
  type ApplicantProfile,
  type Contact,
  type MainSpecialization,
} from '@talent/resume-model';

/** The reference list the page names specialisations from. */
export const specializationList: MainSpecialization[] = [
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

/** A resume with every part filled in, as `GET /api/profile` returns it (less the user). */
export function fullProfile(changes: Partial<ApplicantProfile> = {}): ApplicantProfile {
  return {
    id: 7,
    image: 'applicant_images/zainab.jpg',
    language: 'en',
    contact: {
      fullName: 'Zainab Al-Rubaie',
      phone: { phone: '+9647701234567', showPhone: true },
      email: 'zainab@example.com',
      showEmail: true,
      birthdate: '1996-04-12',
      birthdateDisplay: 'date',
      gender: 'Female',
      workAvailability: true,
      city: 'Baghdad',
      zone: 'Karkh',
      links: [],
      job_title: 'Web Developer',
      welcome_message: '',
    },
    specializations: profileFromBuilder([
      { id: 1, sub: [{ id: 102 }, { id: 101 }] },
      { id: 2, sub: [] },
    ]),
    education: [
      {
        degree: "Bachelor's",
        institute: 'University of Baghdad',
        duration: { start_year: '2014', start_month: '9', end_year: '2018', end_month: '6' },
      },
    ],
    languages: [{ item: 'Arabic', rating: 5 }],
    tools: [{ item: 'React', rating: 4 }],
    skills: ['Teamwork'],
    summary: 'Web developer with six years of experience building accessible bilingual sites.',
    courses: [],
    employment: [
      {
        title: 'Front-end Developer',
        employer: 'Babylon Soft',
        duration: { start_year: '2019', start_month: '1', end_year: 'Present', end_month: '' },
        responsibilities: [],
      },
    ],
    activities: [],
    projects: [
      {
        name: 'Bilingual clinic site',
        description: 'Appointments in Arabic and English for a clinic in Karkh.',
        url: '',
        start_year: '2022',
        start_month: '5',
        end_year: '2022',
        end_month: '11',
      },
    ],
    volunteering: [
      {
        organization: 'Iraqi Red Crescent Society',
        role: 'First aid volunteer',
        summary: '',
        duration: { start_year: '2020', start_month: '10', end_year: '2020', end_month: '10' },
      },
    ],
    published: true,
    updated_at: '2026-03-14T10:00:00.000Z',
    ...changes,
  };
}

/** What a reset leaves (and a new applicant starts with). */
export function emptyProfile(changes: Partial<ApplicantProfile> = {}): ApplicantProfile {
  const {
    image: _image,
    published: _published,
    specializations: _specializations,
    ...sections
  } = emptyResume();
  return {
    ...sections,
    id: 7,
    image: null,
    specializations: [],
    published: false,
    updated_at: '2026-03-15T08:00:00.000Z',
    ...changes,
  };
}

/** The full profile with some contact fields changed. */
export function withContact(changes: Partial<Record<keyof Contact, unknown>>): ApplicantProfile {
  const profile = fullProfile();
  return { ...profile, contact: { ...profile.contact, ...changes } as Contact };
}
