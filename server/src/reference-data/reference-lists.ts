// The reference lists the server seeds (contracts.md "Reference data"). Specialisation ids are part
// of the data: resumes store them, so an id never changes meaning once it has been published.

export interface SpecializationSeed {
  id: number;
  title: string;
  subSpecialities: ReadonlyArray<{ id: number; title: string }>;
}

/** Iraq's 18 governorates. Baghdad's zones (Karkh, Risafa) are a constant of @talent/resume-model. */
export const cities = [
  'Baghdad',
  'Basra',
  'Nineveh',
  'Erbil',
  'Sulaymaniyah',
  'Duhok',
  'Kirkuk',
  'Anbar',
  'Babil',
  'Karbala',
  'Najaf',
  'Diyala',
  'Saladin',
  'Wasit',
  'Maysan',
  'Dhi Qar',
  'Muthanna',
  'Qadisiyyah',
] as const;

/** The two primary fields of the product (spec §2, About page) with their sub-specialities. */
export const specializations: readonly SpecializationSeed[] = [
  {
    id: 1,
    title: 'Information Technology',
    subSpecialities: [
      { id: 101, title: 'Software Development' },
      { id: 102, title: 'Web Development' },
      { id: 103, title: 'Mobile App Development' },
      { id: 104, title: 'Data Science & Analytics' },
      { id: 105, title: 'Cybersecurity' },
      { id: 106, title: 'Networking & System Administration' },
      { id: 107, title: 'Cloud Computing & DevOps' },
      { id: 108, title: 'UI/UX Design' },
    ],
  },
  {
    id: 2,
    title: 'Business & Administration',
    subSpecialities: [
      { id: 201, title: 'Accounting & Finance' },
      { id: 202, title: 'Human Resources' },
      { id: 203, title: 'Marketing & Sales' },
      { id: 204, title: 'Project Management' },
      { id: 205, title: 'Supply Chain & Logistics' },
      { id: 206, title: 'Office Administration' },
      { id: 207, title: 'Customer Service' },
      { id: 208, title: 'Banking & Insurance' },
    ],
  },
];

/** 'Undergraduate' must stay: the education rules of spec §5 treat it specially. */
export const degrees = [
  'Undergraduate',
  'Diploma',
  "Bachelor's",
  'Higher Diploma',
  "Master's",
  'PhD',
] as const;

export const skills = [
  'Communication',
  'Teamwork',
  'Leadership',
  'Problem Solving',
  'Time Management',
  'Critical Thinking',
  'Adaptability',
  'Creativity',
  'Attention to Detail',
  'Decision Making',
  'Conflict Resolution',
  'Negotiation',
  'Public Speaking',
  'Presentation Skills',
  'Customer Focus',
  'Emotional Intelligence',
  'Organization',
  'Multitasking',
  'Self-Motivation',
  'Work Ethic',
  'Analytical Thinking',
  'Project Planning',
  'Research',
  'Report Writing',
  'Active Listening',
  'Mentoring',
  'Strategic Thinking',
  'Collaboration',
  'Stress Management',
  'Data Entry',
] as const;

/** Roles an applicant can hold in an event or activity ('participatedAs', spec §3). */
export const participationRoles = [
  'Organizer',
  'Speaker',
  'Volunteer',
  'Participant',
  'Attendee',
  'Mentor',
  'Judge',
] as const;

/**
 * The languages the directory's 'Languages spoken' filter knows, by their English names (issue 30). A
 * resume writes its languages as free text in any interface language; spoken-languages.ts reads each
 * as one of these, through their names in the i18n catalogue's `language` group and the other spellings
 * it lists. A language missing here is still shown on the resume, but no filter finds it.
 */
export const spokenLanguages = [
  'Arabic',
  'Kurdish',
  'English',
  'Turkmen',
  'Turkish',
  'Persian',
  'Syriac',
  'Armenian',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Russian',
  'Chinese',
  'Japanese',
  'Korean',
  'Hindi',
  'Urdu',
] as const;

/** Example searches offered as links under the Talent Pool search box (spec §2). */
export const searchKeywords = [
  'Software Engineer',
  'Accountant',
  'Data Analyst',
  'Project Manager',
  'Web Developer',
  'Human Resources',
  'Marketing',
  'Network Engineer',
] as const;

/** Every list of strings served by `GET /api/selectables/{name}`, by its name in the API. */
export const stringSelectables: Readonly<Record<string, readonly string[]>> = {
  cities,
  degrees,
  skills,
  participation: participationRoles,
  keywords: searchKeywords,
  languages: spokenLanguages,
};
