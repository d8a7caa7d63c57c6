// Fixtures for the rule tests: one resume that passes every rule, and the day the tests run on.

import type { MainSpecialization } from '../types/directory';
import type { ResumeDraft } from '../types/resume';

/** Date years then run 1950–2036 and activity years 1950–2026. */
export const TODAY = new Date(2026, 5, 15);

export const MAIN_SPECIALIZATIONS: MainSpecialization[] = [
  {
    id: 1,
    title: 'Information Technology',
    children: [
      { id: 101, title: 'Software Development' },
      { id: 102, title: 'Web Development' },
    ],
  },
  {
    id: 2,
    title: 'Business & Administration',
    children: [{ id: 201, title: 'Accounting & Finance' }],
  },
];

export function publishableResume(): ResumeDraft {
  return {
    image: 'applicant_images/zainab.jpg',
    language: 'en',
    contact: {
      fullName: 'Zainab Al-Rubaie',
      phone: { phone: '07701234567', showPhone: true },
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
    specializations: [{ id: 1, sub: [{ id: 102 }] }],
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
    courses: [{ title: 'Cloud Basics', entity: 'AWS Academy', duration: '3 months' }],
    employment: [
      {
        title: 'Front-end Developer',
        employer: 'Babylon Soft',
        duration: { start_year: '2019', start_month: '1', end_year: 'Present', end_month: '' },
        responsibilities: ['Built the company site'],
      },
    ],
    activities: [{ title: 'Baghdad Hackathon', participatedAs: 'Participant', year: '2022' }],
    projects: [
      {
        name: 'Clinic booking app',
        description: 'Appointments for three clinics in Karkh.',
        url: 'github.com/zainab/clinic-booking',
        start_year: '2023',
        start_month: '2',
        end_year: '2023',
        end_month: '9',
      },
    ],
    volunteering: [
      {
        organization: 'Iraqi Red Crescent Society',
        role: 'First aid volunteer',
        summary: 'First aid at the Arbaeen rest stations on the Najaf road.',
        duration: { start_year: '2021', start_month: '9', end_year: '2021', end_month: '10' },
      },
    ],
    published: false,
  };
}
