import type { ContactRequest, SavedSearch, ShortlistDetail, ShortlistSummary } from '@talent/api-sdk';

/** A company's lists as `GET /api/shortlists` returns them. */
export const shortlists: ShortlistSummary[] = [
  { id: 1, name: 'Accountants in Basra', count: 2 },
  { id: 2, name: 'مهندسون مدنيون', count: 0 },
];

/** `GET /api/shortlists/1`: one Arabic and one Latin name, a note with a comma and quotes. */
export const accountants: ShortlistDetail = {
  id: 1,
  name: 'Accountants in Basra',
  applicants: [
    {
      applicant_id: 12,
      full_name: 'علي حسن',
      job_title: 'محاسب',
      note: 'Strong with Excel, "fluent" English',
      added_at: '2026-11-20T09:00:00.000Z',
    },
    {
      applicant_id: 15,
      full_name: 'Sara Karim',
      job_title: 'Accountant',
      note: '',
      added_at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

/** `GET /api/contact-requests` for a company: one of each status, the accepted one with its contact. */
export const sentRequests: ContactRequest[] = [
  {
    id: 1,
    applicant_id: 12,
    applicant_name: 'علي حسن',
    company_name: 'Rafidain Build',
    message: 'We have an opening for an accountant in Basra. Could we talk this week?',
    status: 'accepted',
    created_at: '2026-11-20T09:00:00.000Z',
    answered_at: '2026-11-21T09:00:00.000Z',
    contact: { email: 'ali.hassan@example.iq', phone: '+9647701234567' },
  },
  {
    id: 2,
    applicant_id: 15,
    applicant_name: 'Sara Karim',
    company_name: 'Rafidain Build',
    message: 'Hello Sara, we liked your resume.',
    status: 'pending',
    created_at: '2026-11-22T09:00:00.000Z',
    answered_at: null,
  },
  {
    id: 3,
    applicant_id: 16,
    applicant_name: 'Omar Said',
    company_name: 'Rafidain Build',
    message: 'Hello Omar.',
    status: 'declined',
    created_at: '2026-11-18T09:00:00.000Z',
    answered_at: '2026-11-19T09:00:00.000Z',
  },
];

/** A company's saved searches (`GET /api/saved-searches`). */
export const savedSearches: SavedSearch[] = [
  {
    id: 4,
    name: 'React in Baghdad',
    query: 'search=react&city=Baghdad&mainSpecializations[]=Software%20Development',
    frequency: 'weekly',
    created_at: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 5,
    name: 'محاسبون في أربيل',
    query: 'city=Erbil&freshGraduate=1',
    frequency: 'daily',
    created_at: '2026-11-22T09:00:00.000Z',
  },
];
