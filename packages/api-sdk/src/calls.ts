// Request and answer shapes of the spec §7 calls. A typed function in client.ts is added when its
// endpoint exists; the shapes of the later calls wait here for theirs.

import type {
  ApplicantPage,
  ApplicantProfile,
  DirectoryFilters,
  OpenRange,
  ResumeDetail,
  ResumeDraft,
  User,
} from '@talent/resume-model';

/** Sent with login, signup and forgot-password: the human-verification token for that action. */
export interface VerifiedRequest {
  recaptcha_token: string;
}

/** `POST /api/login` */
export interface LoginRequest extends VerifiedRequest {
  email: string;
  password: string;
}

/** `POST /api/signup` */
export interface SignupRequest extends VerifiedRequest {
  email: string;
  name: string;
  password: string;
  /** The profile type chosen at signup: Company (true) or Applicant (false). */
  is_company: boolean;
  /** The company's own name, beside the person's (issue 34); sent only with `is_company`. */
  company_name?: string;
}

/** `POST /api/verify-email`: the token of the link mailed to the account (issue 34). */
export interface VerifyEmailRequest {
  token: string;
}

/** Answer of login and signup; the user may carry the applicant profile. */
export interface AuthResponse {
  user: User;
  token: string;
}

/** `GET /api/profile` (bearer): the applicant's profile fields plus the user. */
export type ProfileResponse = ApplicantProfile & { user: User };

/** `POST /api/forgot-password`; a 200 is success. */
export interface ForgotPasswordRequest extends VerifiedRequest {
  email: string;
}

/** `POST /api/reset-password` */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** `POST /api/applicant/reset` (bearer): the reset profile sits at `data.data` of the body. */
export interface ResetResumeResponse {
  data: { data: ApplicantProfile };
}

/**
 * `POST /api/applicant` (bearer, multipart): `data` is sent as the JSON of the whole draft,
 * `image` only when a new photo was chosen.
 */
export interface SaveResumeRequest {
  data: ResumeDraft;
  image?: Blob;
}

/** `POST /api/preview-resume-html` and `POST /api/download-resume-pdf` */
export interface ApplicantIdRequest {
  applicant_id: number;
  /** Issue 31: the version of the resume to render; its main version without it. */
  language?: string;
}

/** `POST /api/download-resume-docx` (issue 33): which resume, and which language version of it. */
export interface ResumeFileRequest extends ApplicantIdRequest {
  language?: string;
}

/** Answer of the preview call; the html must be non-empty. */
export interface PreviewResumeHtmlResponse {
  html: string;
}

/** `GET /api/applicants/{id}` */
export type ApplicantDetailResponse = ResumeDetail;

export type SortOrder = 'asc' | 'desc';

/**
 * `GET /api/applicants/filter`. On the wire freshGraduate is 1 or 0, lists go as `key[]`,
 * ranges as `key_min`/`key_max`, and other non-empty values as they are.
 */
export interface ApplicantFilterRequest extends Partial<Omit<DirectoryFilters, 'age' | 'experience'>> {
  page: number;
  /** An end left open (null) is not sent: `experience_min=5` alone is "5+ years" (issue 23). */
  age?: OpenRange | null;
  experience?: OpenRange | null;
  per_page?: number;
  sort_by?: string;
  sort_order?: SortOrder;
  /** `facets=1`: the answer also counts each filter value's matches (issue 17). */
  facets?: boolean;
}

export type ApplicantFilterResponse = ApplicantPage;

// ---- The employers' side (issue #19) ------------------------------------------------------------

export type SavedSearchFrequency = 'daily' | 'weekly';

/** `POST /api/saved-searches`: `query` is the filter call's own query string (encodeFilterQuery). */
export interface SavedSearchRequest {
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
}

/** One of `GET /api/saved-searches`, and the answer of `POST`. */
export interface SavedSearch extends SavedSearchRequest {
  id: number;
  /** ISO 8601 date-time it was saved. */
  created_at: string;
}

/** `POST /api/shortlists` and `PATCH /api/shortlists/{id}` */
export interface ShortlistNameRequest {
  name: string;
}

/** Answer of `POST /api/shortlists`. */
export interface Shortlist {
  id: number;
  name: string;
}

/** One row of `GET /api/shortlists`. */
export interface ShortlistSummary extends Shortlist {
  /** How many applicants the list holds. */
  count: number;
}

/** One applicant saved in a shortlist, with the company's private note. */
export interface ShortlistedApplicant {
  applicant_id: number;
  full_name: string;
  job_title: string;
  note: string;
  /** ISO 8601 date-time the applicant was saved. */
  added_at: string;
}

/** `GET /api/shortlists/{id}` */
export interface ShortlistDetail extends Shortlist {
  applicants: ShortlistedApplicant[];
}

/** `POST /api/shortlists/{id}/applicants`: saves the applicant, or updates the note of one already saved. */
export interface ShortlistApplicantRequest {
  applicant_id: number;
  note: string;
}

/** `POST /api/contact-requests` */
export interface ContactRequestInput {
  applicant_id: number;
  /** 1–1000 characters. */
  message: string;
}

/** `withdrawn`: the applicant took an acceptance back (issue 34). */
export type ContactRequestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** Who asks, as the applicant sees it on a received request (issue 34). */
export interface ContactRequestCompany {
  name: string;
  city: string | null;
  sector: string | null;
  website: string | null;
  /** Whether the company confirmed its e-mail address. */
  email_verified: boolean;
}

/** One request of `GET /api/contact-requests`: sent ones for a company, received ones for an applicant. */
export interface ContactRequest {
  id: number;
  applicant_id: number;
  applicant_name: string;
  /** A sent request whose applicant deleted their account (issue 34): no name, no resume, no contact. */
  applicant_deleted?: boolean;
  company_name: string;
  message: string;
  status: ContactRequestStatus;
  created_at: string;
  answered_at: string | null;
  /** The company's profile, on a request an applicant received. */
  company?: ContactRequestCompany;
  /**
   * The resume's e-mail and phone as they stood when the applicant accepted, only on an accepted request
   * seen by its company; the e-mail is '' when the resume had none.
   */
  contact?: { email: string; phone: string | null };
}

/** One company's looks at the signed-in applicant's resume (`GET /api/profile/views`). */
export interface ProfileView {
  company_name: string;
  kind: 'view' | 'pdf';
  /** ISO 8601 date-time of the latest look of this kind. */
  last_at: string;
  count: number;
}

/** `GET /api/profile/views`: the last 90 days. */
export interface ProfileViews {
  data: ProfileView[];
  anonymous: { views: number; pdfs: number };
}

/** `POST /api/resume-import` (issue 33): the file read as a draft, and what found no place in it. */
export interface ResumeImportResponse {
  source: 'json-resume' | 'pdf' | 'docx' | 'linkedin';
  draft: ResumeDraft;
  /** In the caller's language: the section it would belong to, what it is, and the text as written. */
  unmapped: Array<{ section: string; label: string; value: string }>;
}

/** `PATCH /api/account` (issue 34): the name, a company's profile, or both. */
export interface UpdateAccountRequest {
  name?: string;
  company?: {
    name?: string;
    city?: string;
    sector?: string;
    website?: string;
    description?: string;
  };
}

/** `POST /api/account/email`: the new address, confirmed by the account's password. */
export interface ChangeEmailRequest {
  email: string;
  password: string;
}

/** `POST /api/account/password`. */
export interface ChangePasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `DELETE /api/account`. */
export interface DeleteAccountRequest {
  password: string;
}
