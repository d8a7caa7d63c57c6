// The employers' side of the API (issue #19): shortlists, contact requests and who looked at a resume.
// Same rules as the calls in client.ts: errors arrive as ApiError through the client's interceptor, and
// a 2xx answer the screen could not use is a failure with the generic message, never `undefined` later.
import type { HttpCalls } from './http-calls';
import { apiErrorText } from './catalogue';
import type {
  ContactRequest,
  ContactRequestInput,
  ProfileViews,
  SavedSearch,
  SavedSearchRequest,
  Shortlist,
  ShortlistApplicantRequest,
  ShortlistDetail,
  ShortlistNameRequest,
  ShortlistSummary,
} from './calls';
import { ApiError } from './errors';

export interface EmployerCalls {
  /** `GET /api/shortlists`: the company's lists with how many applicants each holds. */
  listShortlists(): Promise<ShortlistSummary[]>;
  /** `POST /api/shortlists`: a new, empty list. */
  createShortlist(name: string): Promise<Shortlist>;
  /** `GET /api/shortlists/{id}`: one list with its applicants. */
  getShortlist(id: number): Promise<ShortlistDetail>;
  /** `PATCH /api/shortlists/{id}`. */
  renameShortlist(id: number, name: string): Promise<void>;
  /** `DELETE /api/shortlists/{id}`. */
  deleteShortlist(id: number): Promise<void>;
  /** `POST /api/shortlists/{id}/applicants`: saves an applicant with a note (or updates the note). */
  saveToShortlist(id: number, applicantId: number, note: string): Promise<void>;
  /** `DELETE /api/shortlists/{id}/applicants/{applicantId}`. */
  removeFromShortlist(id: number, applicantId: number): Promise<void>;
  /** `POST /api/contact-requests`. */
  sendContactRequest(input: ContactRequestInput): Promise<void>;
  /** `GET /api/contact-requests`: sent ones for a company, received ones for an applicant. */
  listContactRequests(): Promise<ContactRequest[]>;
  /** `POST /api/contact-requests/{id}/accept`. */
  acceptContactRequest(id: number): Promise<void>;
  /** `POST /api/contact-requests/{id}/decline`. */
  declineContactRequest(id: number): Promise<void>;
  /** `POST /api/contact-requests/{id}/withdraw`: the applicant takes an acceptance back (issue 34). */
  withdrawContactRequest(id: number): Promise<void>;
  /** `GET /api/profile/views`. */
  getProfileViews(): Promise<ProfileViews>;
  /** `GET /api/saved-searches`: the company's saved searches, oldest first. */
  listSavedSearches(): Promise<SavedSearch[]>;
  /** `POST /api/saved-searches`. */
  createSavedSearch(input: SavedSearchRequest): Promise<SavedSearch>;
  /** `DELETE /api/saved-searches/{id}`. */
  deleteSavedSearch(id: number): Promise<void>;
}

function isSavedSearch(value: unknown): value is SavedSearch {
  const row = asRecord(value);
  return (
    row !== null &&
    typeof row.id === 'number' &&
    typeof row.name === 'string' &&
    typeof row.query === 'string' &&
    (row.frequency === 'daily' || row.frequency === 'weekly')
  );
}

function savedSearchOf(row: SavedSearch): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created_at: typeof row.created_at === 'string' ? row.created_at : '',
  };
}

function unusableAnswer(status: number): ApiError {
  return new ApiError(apiErrorText()('generic'), status);
}

/** An id that goes into a path: a positive whole number, or the call fails before it is made. */
function pathId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(apiErrorText()('generic'), null);
  return String(id);
}

function asRecord(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** The `data` list of a `{data: [...]}` answer. */
function dataList(status: number, body: unknown): unknown[] {
  const list = asRecord(body)?.data;
  if (!Array.isArray(list)) throw unusableAnswer(status);
  return list;
}

function isShortlist(value: unknown): value is Shortlist {
  const record = asRecord(value);
  return record !== null && typeof record.id === 'number' && typeof record.name === 'string';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function employerCalls(http: HttpCalls): EmployerCalls {
  return {
    async listSavedSearches() {
      const response = await http.get<unknown>('/api/saved-searches');
      return dataList(response.status, response.data).filter(isSavedSearch).map(savedSearchOf);
    },
    async createSavedSearch({ name, query, frequency }) {
      const body: SavedSearchRequest = { name, query, frequency };
      const response = await http.post<unknown>('/api/saved-searches', body);
      if (!isSavedSearch(response.data)) throw unusableAnswer(response.status);
      return savedSearchOf(response.data);
    },
    async deleteSavedSearch(id) {
      await http.delete(`/api/saved-searches/${pathId(id)}`);
    },
    async listShortlists() {
      const response = await http.get<unknown>('/api/shortlists');
      return dataList(response.status, response.data)
        .filter(isShortlist)
        .map((row) => {
          const count = (row as Partial<ShortlistSummary>).count;
          return { id: row.id, name: row.name, count: typeof count === 'number' ? count : 0 };
        });
    },
    async createShortlist(name) {
      const body: ShortlistNameRequest = { name };
      const response = await http.post<unknown>('/api/shortlists', body);
      if (!isShortlist(response.data)) throw unusableAnswer(response.status);
      return { id: response.data.id, name: response.data.name };
    },
    async getShortlist(id) {
      const response = await http.get<unknown>(`/api/shortlists/${pathId(id)}`);
      const list = response.data;
      const applicants = asRecord(list)?.applicants;
      if (!isShortlist(list) || !Array.isArray(applicants)) throw unusableAnswer(response.status);
      return {
        id: list.id,
        name: list.name,
        applicants: applicants.flatMap((entry) => {
          const row = asRecord(entry);
          if (row === null || typeof row.applicant_id !== 'number') return [];
          return [
            {
              applicant_id: row.applicant_id,
              // The server names the resume's full name `name` (docs/api-employers.md).
              full_name: text(row.name),
              job_title: text(row.job_title),
              note: text(row.note),
              added_at: text(row.added_at),
            },
          ];
        }),
      };
    },
    async renameShortlist(id, name) {
      const body: ShortlistNameRequest = { name };
      await http.patch(`/api/shortlists/${pathId(id)}`, body);
    },
    async deleteShortlist(id) {
      await http.delete(`/api/shortlists/${pathId(id)}`);
    },
    async saveToShortlist(id, applicantId, note) {
      const body: ShortlistApplicantRequest = { applicant_id: applicantId, note };
      await http.post(`/api/shortlists/${pathId(id)}/applicants`, body);
    },
    async removeFromShortlist(id, applicantId) {
      await http.delete(`/api/shortlists/${pathId(id)}/applicants/${pathId(applicantId)}`);
    },
    async sendContactRequest({ applicant_id, message }) {
      const body: ContactRequestInput = { applicant_id, message };
      await http.post('/api/contact-requests', body);
    },
    async listContactRequests() {
      const response = await http.get<unknown>('/api/contact-requests');
      // A company reads its sent requests (`applicant: {id, name}`, `contact` once accepted); an applicant
      // the received ones (`company: {id, name}`). One shape for the screens, from either.
      return dataList(response.status, response.data).flatMap((entry): ContactRequest[] => {
        const row = asRecord(entry);
        const status = row?.status;
        if (row === null || typeof row.id !== 'number') return [];
        if (
          status !== 'pending' &&
          status !== 'accepted' &&
          status !== 'declined' &&
          status !== 'withdrawn'
        ) {
          return [];
        }
        const applicant = asRecord(row.applicant);
        const company = asRecord(row.company);
        const contact = asRecord(row.contact);
        return [
          {
            id: row.id,
            applicant_id: typeof applicant?.id === 'number' ? applicant.id : 0,
            applicant_name: text(applicant?.name),
            ...(row.applicant === null ? { applicant_deleted: true } : {}),
            company_name: text(company?.name),
            message: text(row.message),
            status,
            created_at: text(row.created_at),
            answered_at: typeof row.answered_at === 'string' ? row.answered_at : null,
            ...(company
              ? {
                  company: {
                    name: text(company.name),
                    city: optionalText(company.city),
                    sector: optionalText(company.sector),
                    website: optionalText(company.website),
                    email_verified: company.email_verified === true,
                  },
                }
              : {}),
            ...(contact
              ? {
                  contact: {
                    email: text(contact.email),
                    phone: typeof contact.phone === 'string' ? contact.phone : null,
                  },
                }
              : {}),
          },
        ];
      });
    },
    async acceptContactRequest(id) {
      await http.post(`/api/contact-requests/${pathId(id)}/accept`);
    },
    async declineContactRequest(id) {
      await http.post(`/api/contact-requests/${pathId(id)}/decline`);
    },
    async withdrawContactRequest(id) {
      await http.post(`/api/contact-requests/${pathId(id)}/withdraw`);
    },
    async getProfileViews() {
      const response = await http.get<unknown>('/api/profile/views');
      const body = asRecord(response.data);
      const companies = body?.companies;
      if (!Array.isArray(companies)) throw unusableAnswer(response.status);
      const anonymous = asRecord(body?.anonymous);
      const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
      return {
        data: companies.flatMap((entry): ProfileViews['data'] => {
          const row = asRecord(entry);
          const name = asRecord(row?.company)?.name;
          if (row === null || typeof name !== 'string') return [];
          if (row.kind !== 'view' && row.kind !== 'pdf') return [];
          return [
            {
              company_name: name,
              kind: row.kind,
              last_at: text(row.last_viewed_at),
              count: count(row.count),
            },
          ];
        }),
        anonymous: { views: count(anonymous?.view), pdfs: count(anonymous?.pdf) },
      };
    },
  };
}
