// Resumes for the server's tests: one that passes every publish rule, varied by the test.

import type { ResumeDraft } from '@talent/resume-model';

export type ResumeChanges = Partial<Omit<ResumeDraft, 'contact'>> & {
  contact?: Partial<ResumeDraft['contact']>;
};

/** A resume every publish rule accepts (reference data of src/reference-data), published. */
export function publishableResume(changes: ResumeChanges = {}): ResumeDraft {
  const base: ResumeDraft = {
    image: null,
    language: 'en',
    contact: {
      fullName: 'Zainab Al-Rubaie',
      phone: { phone: '07701234567', showPhone: false },
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
    tools: [
      { item: 'React', rating: 4 },
      { item: 'TypeScript', rating: 5 },
    ],
    skills: ['Teamwork'],
    summary: 'Web developer with six years of experience building accessible bilingual sites.',
    courses: [{ title: 'Cloud Basics', entity: 'AWS Academy', duration: '3 months' }],
    employment: [
      {
        title: 'Front-end Developer',
        employer: 'Babylon Soft',
        duration: { start_year: '2019', start_month: '1', end_year: '2023', end_month: '12' },
        responsibilities: ['Built the company site'],
      },
    ],
    activities: [{ title: 'Baghdad Hackathon', participatedAs: 'Participant', year: '2022' }],
    projects: [],
    volunteering: [],
    published: true,
  };
  return { ...base, ...changes, contact: { ...base.contact, ...changes.contact } };
}
