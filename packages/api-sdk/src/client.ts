import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type {
  ApplicantPage,
  ApplicantProfile,
  ReferenceList,
  ReferenceListName,
  ResumeDetail,
  ResumeDraft,
  Statistics,
  User,
} from '@talent/resume-model';
import type {
  ApplicantFilterRequest,
  ApplicantIdRequest,
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  PreviewResumeHtmlResponse,
  ResumeFileRequest,
  ProfileResponse,
  ResetPasswordRequest,
  ResetResumeResponse,
  SignupRequest,
  ResumeImportResponse,
  VerifyEmailRequest,
} from './calls';
import { readCookie } from './cookies';
import { ApiError, apiErrorFromAnswer, recaptchaError } from './errors';
import { apiErrorText, pageLanguage } from './catalogue';
import { PHOTO_FILE_NAME, readKey } from '@talent/resume-model';
import type { Language } from '@talent/i18n';
import type { RecaptchaAction } from './recaptcha-config';
import { parseReferenceList } from './selectables';
import { encodeFilterQuery } from './filter-query';
import { type AccountCalls, accountCalls } from './account';
import type { EmployerCalls } from './employer';
import { lazyEmployerCalls } from './employer-lazy';

import { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './http-constants';
import type { HttpCalls } from './http-calls';
import type { HttpInstances } from './http';
import { firstAnswers } from './first-answers';

export { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME };

export interface ApiClientOptions {
  /** Origin of the API; '' (the default) means the page's own origin, which is how the product runs. */
  baseURL?: string;
}

/** What the account forms hand over; the SDK adds the reCAPTCHA token itself. */
export type LoginInput = Omit<LoginRequest, 'recaptcha_token'>;
export type SignupInput = Omit<SignupRequest, 'recaptcha_token'>;
export type ForgotPasswordInput = Omit<ForgotPasswordRequest, 'recaptcha_token'>;

/** What a save answers that its caller keeps: the version (`updated_at`) of the resume now stored. */
export interface SavedResume {
  updatedAt: string | null;
}

/** Options of the calls a screen may abandon (a newer search, a closed page). */
export interface CancellableCall {
  signal?: AbortSignal;
}

export interface ApiClient extends EmployerCalls, AccountCalls {
  /**
   * The configured axios instance's request methods, for calls that do not have a typed function yet;
   * axios itself loads with the first of them (or of any call that goes to the network).
   */
  readonly http: HttpCalls;
  /** The bearer token sent with every call; the shell sets it on login and clears it (null) on logout. */
  setAuthToken(token: string | null): void;
  /**
   * Calls `listener` with the token whenever the server answers 401 to a read (GET) that carried it: the
   * token expired or was revoked while the page was open. Whichever screen made the call, the shell ends
   * the session then and sends the user to login (spec §2 'After session expiry'). A refused write (a save)
   * is not reported: the screen keeps what the user typed and shows the error, so nothing is lost by a
   * navigation. Returns the unsubscribe function.
   */
  onTokenRejected(listener: (token: string) => void): () => void;
  getAuthToken(): string | null;
  /** `GET /api/selectables/{name}`: a reference list (spec §7). */
  getSelectables<TName extends ReferenceListName>(name: TName): Promise<ReferenceList<TName>>;
  /** `GET /api/statistics`. */
  getStatistics(): Promise<Statistics>;
  /** A reCAPTCHA v3 token for the action, or '' when the site runs without reCAPTCHA. */
  getRecaptchaToken(action: RecaptchaAction): Promise<string>;
  /** `POST /api/login`: the user and a bearer token; the caller hands them to the shell's session. */
  login(input: LoginInput): Promise<AuthResponse>;
  /** `POST /api/signup`: as login, for a new account. */
  signup(input: SignupInput): Promise<AuthResponse>;
  /**
   * A photo of the signed-in applicant's own resume (`/storage/…`), fetched with the bearer token and
   * handed back as an object URL (revoke it when done): a hidden resume's photo is served to its owner
   * only (issue 34), and an `<img>` sends no token.
   */
  ownPhotoObjectUrl(url: string): Promise<string>;
  /** `POST /api/verify-email`: confirms the account whose link holds the token (issue 34); 422 when spent. */
  verifyEmail(token: string): Promise<void>;
  /** `POST /api/account/verification` (bearer): mails the signed-in account a new confirmation link. */
  resendEmailVerification(): Promise<void>;
  /** `POST /logout` with the current bearer token, which the server revokes. */
  logout(): Promise<void>;
  /** `GET /api/profile` (bearer): the signed-in user's profile fields plus the user. */
  getProfile(): Promise<ProfileResponse>;
  /** `POST /api/forgot-password`: a 200 means the request was taken. */
  forgotPassword(input: ForgotPasswordInput): Promise<void>;
  /** `POST /api/reset-password`. */
  resetPassword(input: ResetPasswordRequest): Promise<void>;
  /**
   * `POST /api/applicant` (bearer, multipart): the whole draft as the JSON field `data`, and the photo
   * as `image` only when a new one was chosen. `version` is the `updated_at` the draft was read or
   * last saved at (issue 32): a resume saved since then elsewhere is not overwritten, the call fails
   * with 409. Resolves to the saved resume's new `updated_at`, the version of the next save.
   */
  saveResume(draft: ResumeDraft, image?: Blob | null, version?: string | null): Promise<SavedResume>;
  /**
   * `POST /api/resume-import` (bearer, multipart `file`, issue 33): a CV file read as a draft. Saves
   * nothing; 413 over 5 MB, 422 for a file it cannot read (its message says which kinds it takes).
   */
  importResumeFile(file: Blob, fileName: string): Promise<ResumeImportResponse>;
  /**
   * `POST /api/applicant` as a page is hidden or closed (issue 32): a JSON body `{data}` sent with
   * `keepalive`, so it outlives the page, without the anti-forgery handshake (the cookie an earlier
   * call set is echoed). No photo travels this way: the draft's image must be a stored path or null.
   */
  saveResumeOnExit(draft: ResumeDraft, version?: string | null): Promise<SavedResume>;
  /**
   * Makes sure the anti-forgery cookie `saveResumeOnExit` echoes is there (issue 32): that save has no
   * time for the handshake, and a session restored from storage, or a tab open past the cookie's two
   * hours, has none until some other change is sent. Asks the server only when the cookie is missing.
   */
  prepareSaveOnExit(): Promise<void>;
  /** `POST /api/applicant/reset` (bearer): the emptied resume. */
  resetResume(): Promise<ApplicantProfile>;
  /**
   * `GET /api/applicants/{id}`: a published resume, or the caller's own draft; with `language`, as it
   * reads in that version (issue 31; the main version when it has none such).
   */
  getApplicant(id: number, options?: CancellableCall & { language?: Language }): Promise<ResumeDetail>;
  /** `GET /api/applicants/filter` with the spec §7 query encoding. */
  filterApplicants(request: ApplicantFilterRequest, options?: CancellableCall): Promise<ApplicantPage>;
  /** `POST /api/preview-resume-html` (bearer): the printable HTML of the saved resume; never empty. */
  previewResumeHtml(
    applicantId: number,
    options?: CancellableCall & { language?: Language },
  ): Promise<string>;
  /**
   * `POST /api/download-resume-pdf`: the PDF, in the version `language` names (issue 31; the main version
   * without it); a failure carries the server's `message` as serverMessage.
   */
  downloadResumePdf(applicantId: number, options?: { language?: Language }): Promise<Blob>;
  /**
   * `POST /api/download-resume-docx` (issue 33): the resume as a Word document, under the PDF's rules;
   * `language` asks for that version of it.
   */
  downloadResumeDocx(applicantId: number, language?: string): Promise<Blob>;
  /**
   * `GET /api/applicants/{id}/json-resume` (issue 33) as a file: the JSON Resume document, the owner's
   * whole copy with the bearer token; `language` is the detail's `lang`.
   */
  downloadJsonResume(applicantId: number, language?: string): Promise<Blob>;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Partial<User>;
  return typeof id === 'number' && typeof email === 'string' && email !== '';
}

/** An answer of 2xx whose body the client cannot use: treated like a server failure without a message. */
function unusableAnswer(status: number): ApiError {
  return new ApiError(apiErrorText()('generic'), status);
}

function authAnswer(status: number, data: unknown): AuthResponse {
  const { user, token } = (typeof data === 'object' && data !== null ? data : {}) as Partial<AuthResponse>;
  if (!isUser(user) || typeof token !== 'string' || token === '') throw unusableAnswer(status);
  return { user, token };
}

function applicantId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(apiErrorText()('generic'), null);
  return String(id);
}

function asObject(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

function imageFileName(image: Blob): string {
  const extension = image.type === 'image/png' ? 'png' : 'jpg';
  return `${PHOTO_FILE_NAME}.${extension}`;
}

/**
 * A HEAD of a read the page came answered: the server runs the read's handler (which counts a look at a
 * public resume) and sends no body. Nothing waits for it, and a failure changes nothing on the page.
 */
function countVisit(url: string): void {
  const request = new XMLHttpRequest();
  request.open('HEAD', url);
  request.send();
}

export function createApiClient({ baseURL = '' }: ApiClientOptions = {}): ApiClient {
  let authToken: string | null = null;
  const rejectionListeners = new Set<(token: string) => void>();

  // axios and the client's interceptors (http.ts) load with the first call that goes to the network; a
  // page whose first reads the server answered in its HTML (first-answers.ts) never needs them.
  let instances: Promise<HttpInstances> | null = null;
  const loadHttp = (): Promise<HttpInstances> => {
    instances ??= import(/* webpackChunkName: "api-sdk-http" */ './http').then(
      ({ createHttp }) =>
        createHttp({
          baseURL,
          authToken: () => authToken,
          tokenRejected: (token) => {
            for (const listener of [...rejectionListeners]) listener(token);
          },
        }),
      () => {
        // A failed download (a dropped connection) is what a call without an answer reports; the next
        // call tries again.
        instances = null;
        throw new ApiError(apiErrorText()('generic'), null);
      },
    );
    return instances;
  };
  const http = deferredHttp(() => loadHttp().then((loaded) => loaded.http));

  const written = firstAnswers();
  /**
   * A read by its address alone (path and query), answered from the page's first answers when the page
   * came with one for it and nobody is signed in (the server wrote what a visitor sees), else asked.
   */
  const read = async <T>(
    path: string,
    { query, signal }: { query?: URLSearchParams; signal?: AbortSignal } = {},
  ): Promise<{ status: number; data: T }> => {
    if (authToken === null) {
      const first = written.take(readKey(path, query), pageLanguage());
      if (first.found) return { status: 200, data: first.body as T };
    }
    return http.get<T>(path, { ...(query ? { params: query } : {}), signal });
  };

  // Only sign-up, login and a forgotten password ask for a token: the code that fetches Google's script
  // comes with the first of them, not with every page's first script (issue #16's 200 KB budget).
  let handshake: Promise<void> | null = null;
  const prepareSaveOnExit = (): Promise<void> => {
    if (readCookie(XSRF_COOKIE_NAME) !== null) return Promise.resolve();
    // One request for the many edits that may ask while it is under way.
    handshake ??= loadHttp()
      .then((loaded) => loaded.handshake())
      .finally(() => {
        handshake = null;
      });
    return handshake;
  };

  let recaptcha: Promise<(action: RecaptchaAction) => Promise<string>> | null = null;
  const getRecaptchaToken = (action: RecaptchaAction): Promise<string> => {
    recaptcha ??= Promise.all([
      import(/* webpackChunkName: "api-sdk-recaptcha" */ './recaptcha'),
      loadHttp(),
    ]).then(
      ([{ createRecaptcha }, loaded]) => createRecaptcha(loaded.bare),
      () => {
        // A failed download (a dropped connection) is the check that could not load, as when Google's
        // script does not (spec §8); the next form sent tries again.
        recaptcha = null;
        throw recaptchaError();
      },
    );
    return recaptcha.then((getToken) => getToken(action));
  };

  return {
    http,
    ...lazyEmployerCalls(http),
    ...accountCalls(http),
    setAuthToken(token) {
      authToken = token;
    },
    getAuthToken() {
      return authToken;
    },
    onTokenRejected(listener) {
      rejectionListeners.add(listener);
      return () => rejectionListeners.delete(listener);
    },
    async getSelectables(name) {
      const response = await read<{ data?: unknown }>(`/api/selectables/${encodeURIComponent(name)}`);
      return parseReferenceList(name, response.data?.data);
    },
    async getStatistics() {
      const response = await read<Partial<Statistics>>('/api/statistics');
      const total = response.data?.totalResumes;
      return { totalResumes: typeof total === 'number' && Number.isFinite(total) ? total : 0 };
    },
    getRecaptchaToken,
    async login({ email, password }) {
      const body: LoginRequest = { email, password, recaptcha_token: await getRecaptchaToken('login') };
      const response = await http.post<unknown>('/api/login', body);
      return authAnswer(response.status, response.data);
    },
    async signup({ email, name, password, is_company, company_name }) {
      const body: SignupRequest = {
        email,
        name,
        password,
        is_company,
        ...(is_company && company_name !== undefined ? { company_name } : {}),
        recaptcha_token: await getRecaptchaToken('signup'),
      };
      const response = await http.post<unknown>('/api/signup', body);
      return authAnswer(response.status, response.data);
    },
    async logout() {
      await http.post('/logout');
    },
    async ownPhotoObjectUrl(url) {
      if (!url.startsWith('/storage/')) throw new ApiError(apiErrorText()('generic'), null);
      const response = await http.get<Blob>(url, { responseType: 'blob' });
      return URL.createObjectURL(response.data);
    },
    async verifyEmail(token) {
      const body: VerifyEmailRequest = { token };
      await http.post('/api/verify-email', body);
    },
    async resendEmailVerification() {
      await http.post('/api/account/verification');
    },
    async getProfile() {
      const response = await http.get<unknown>('/api/profile');
      const profile = response.data as Partial<ProfileResponse> | null;
      // Spec §4: a profile answer without a user counts as a failed load.
      if (typeof profile !== 'object' || profile === null || !isUser(profile.user)) {
        throw unusableAnswer(response.status);
      }
      return profile as ProfileResponse;
    },
    async forgotPassword({ email }) {
      const body: ForgotPasswordRequest = {
        email,
        recaptcha_token: await getRecaptchaToken('forgot_password'),
      };
      await http.post('/api/forgot-password', body);
    },
    async resetPassword({ token, email, password, password_confirmation }) {
      const body: ResetPasswordRequest = { token, email, password, password_confirmation };
      await http.post('/api/reset-password', body);
    },
    async saveResume(draft, image, version) {
      const form = new FormData();
      // A photo chosen but not uploaded yet travels as the file part; the JSON keeps the stored path.
      const data = {
        ...draft,
        image: typeof draft.image === 'string' ? draft.image : null,
        ...(version ? { updated_at: version } : {}),
      };
      form.append('data', JSON.stringify(data));
      if (image) form.append('image', image, imageFileName(image));
      const response = await http.post<unknown>('/api/applicant', form);
      const updatedAt = asObject(response.data)?.updated_at;
      return { updatedAt: typeof updatedAt === 'string' ? updatedAt : null };
    },
    async importResumeFile(file, fileName) {
      const form = new FormData();
      form.append('file', file, fileName);
      const response = await http.post<ResumeImportResponse>('/api/resume-import', form);
      return response.data;
    },
    async saveResumeOnExit(draft, version) {
      const data = {
        ...draft,
        image: typeof draft.image === 'string' ? draft.image : null,
        ...(version ? { updated_at: version } : {}),
      };
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': pageLanguage(),
      };
      if (authToken) headers.Authorization = `Bearer ${authToken}`;
      const xsrfToken = readCookie(XSRF_COOKIE_NAME);
      if (xsrfToken !== null) headers[XSRF_HEADER_NAME] = xsrfToken;
      let response: Response;
      try {
        response = await fetch(`${baseURL}/api/applicant`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ data }),
          credentials: 'include',
          keepalive: true,
        });
      } catch {
        throw new ApiError(apiErrorText()('generic'), null);
      }
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) throw apiErrorFromAnswer(response.status, answer);
      const updatedAt = asObject(answer)?.updated_at;
      return { updatedAt: typeof updatedAt === 'string' ? updatedAt : null };
    },
    prepareSaveOnExit,
    async resetResume() {
      const response = await http.post<Partial<ResetResumeResponse>>('/api/applicant/reset');
      // Spec §7 reads the reset profile at `data.data` of the answer body; a server that sends the
      // profile one level up (`{data: profile}`) is understood too.
      const outer = asObject(asObject(response.data)?.data);
      const inner = asObject(outer?.data);
      const profile = inner ?? (outer !== null && typeof outer.id === 'number' ? outer : null);
      if (profile === null) throw unusableAnswer(response.status);
      return profile as unknown as ApplicantProfile;
    },
    async getApplicant(id, { signal, language } = {}) {
      const path = `/api/applicants/${applicantId(id)}`;
      const query = language ? new URLSearchParams({ lang: language }) : undefined;
      const key = readKey(path, query);
      // A visitor's first read of /preview/:id comes answered in the page (first-answers.ts); the server
      // did not count that read as a look at the resume, so the page tells it of the visit with a HEAD
      // of the same address (the GET's handler, no body, no axios). Else the read is asked with no
      // credentials of its own: the all-in-one server preloads exactly that request when it has not
      // answered it in the page (crossorigin "anonymous"), and the browser hands the preloaded answer
      // to this call instead of asking again. A signed-in read (bearer token: the owner may see an
      // unpublished draft) keeps withCredentials, a different credentials mode, so it never takes that
      // anonymous answer — Chromium does not compare the Authorization header when it matches a
      // preload. Cookies are not needed here either way: a same-origin request sends them in both
      // modes, and this read is authorised by the token.
      const first = authToken === null ? written.take(key, pageLanguage()) : null;
      if (first?.found) countVisit(`${baseURL}${key}`);
      const response = first?.found
        ? { status: 200, data: first.body }
        : await http.get<unknown>(path, {
            signal,
            ...(query ? { params: query } : {}),
            withCredentials: authToken !== null,
          });
      const detail = asObject(response.data);
      if (detail === null) throw unusableAnswer(response.status);
      return detail as unknown as ResumeDetail;
    },
    async filterApplicants(request, { signal } = {}) {
      const response = await read<unknown>('/api/applicants/filter', {
        query: encodeFilterQuery(request),
        signal,
      });
      const page = asObject(response.data);
      if (page === null || !Array.isArray(page.data)) throw unusableAnswer(response.status);
      return page as unknown as ApplicantPage;
    },
    async previewResumeHtml(id, { signal, language } = {}) {
      const body: ApplicantIdRequest = { applicant_id: id, ...(language ? { language } : {}) };
      const response = await http.post<Partial<PreviewResumeHtmlResponse>>('/api/preview-resume-html', body, {
        signal,
      });
      const html = response.data?.html;
      if (typeof html !== 'string' || html.trim() === '') {
        throw new ApiError(apiErrorText()('emptyPreviewHtml'), response.status);
      }
      return html;
    },
    async downloadResumePdf(id, { language } = {}) {
      const body: ApplicantIdRequest = { applicant_id: id, ...(language ? { language } : {}) };
      const response = await http.post<Blob>('/api/download-resume-pdf', body, { responseType: 'blob' });
      if (!(response.data instanceof Blob) || response.data.size === 0) throw unusableAnswer(response.status);
      return response.data;
    },
    async downloadResumeDocx(id, language) {
      const body: ResumeFileRequest = { applicant_id: id, ...(language ? { language } : {}) };
      const response = await http.post<Blob>('/api/download-resume-docx', body, { responseType: 'blob' });
      if (!(response.data instanceof Blob) || response.data.size === 0) throw unusableAnswer(response.status);
      return response.data;
    },
    async downloadJsonResume(id, language) {
      const response = await http.get<Blob>(`/api/applicants/${applicantId(id)}/json-resume`, {
        params: language ? { lang: language } : undefined,
        responseType: 'blob',
        // The owner's read carries the bearer token (their whole copy), as getApplicant's does.
        withCredentials: authToken !== null,
      });
      if (!(response.data instanceof Blob) || response.data.size === 0) throw unusableAnswer(response.status);
      return response.data;
    },
  };
}

/**
 * An axios instance's request methods that wait for the instance `load` gives: each call is the same call
 * made on it once it is there.
 */
function deferredHttp(load: () => Promise<AxiosInstance>): HttpCalls {
  const withBody =
    (method: 'post' | 'put' | 'patch') =>
    (url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse> =>
      load().then((instance) => instance[method](url, data, config));
  const withoutBody =
    (method: 'get' | 'delete') =>
    (url: string, config?: AxiosRequestConfig): Promise<AxiosResponse> =>
      load().then((instance) => instance[method](url, config));
  return {
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  } as HttpCalls;
}
