import type { ApplicantCard, ApplicantPage, MainSpecialization } from '@talent/resume-model';

/** An applicant of the grid, as `GET /api/applicants/filter` returns one. */
export function applicantCard(id: number, overrides: Partial<ApplicantCard> = {}): ApplicantCard {
  return {
    id,
    image: null,
    summary: `Applicant ${id} builds reliable systems for Iraqi companies.`,
    contact: { fullName: `Applicant ${id}`, email: `applicant${id}@example.com`, workAvailability: true },
    topTools: [{ item: 'Excel' }],
    specializations: [],
    ...overrides,
  };
}

/** One page of applicants numbered from `firstId`. */
export function applicantPage(
  page: number,
  lastPage: number,
  ids: readonly number[],
  total = lastPage * 12,
): ApplicantPage {
  return {
    current_page: page,
    last_page: lastPage,
    per_page: 12,
    total,
    data: ids.map((id) => applicantCard(id)),
  };
}

export const categories: MainSpecialization[] = [
  {
    id: 1,
    title: 'Information Technology',
    children: [
      { id: 101, title: 'Software Development' },
      { id: 105, title: 'Cybersecurity' },
    ],
  },
  {
    id: 2,
    title: 'Business & Administration',
    children: [{ id: 201, title: 'Accounting & Finance' }],
  },
];

export const keywords = ['Accountant', 'Web Developer'];
export const cities = ['Baghdad', 'Basra', 'Erbil'];
export const degrees = ['Undergraduate', "Bachelor's", "Master's"];

/** Ids 1..n. */
export const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
