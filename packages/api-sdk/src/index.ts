import { createApiClient } from './client';

/** The one client of the product, shared by the shell and every remote (a Module Federation singleton). */
export const apiClient = createApiClient();

export const {
  setAuthToken,
  getAuthToken,
  onTokenRejected,
  getSelectables,
  getStatistics,
  getRecaptchaToken,
  login,
  signup,
  logout,
  getProfile,
  forgotPassword,
  resetPassword,
  saveResume,
  saveResumeOnExit,
  importResumeFile,
  prepareSaveOnExit,
  resetResume,
  getApplicant,
  filterApplicants,
  previewResumeHtml,
  downloadResumePdf,
  downloadResumeDocx,
  downloadJsonResume,
  listShortlists,
  createShortlist,
  getShortlist,
  renameShortlist,
  deleteShortlist,
  saveToShortlist,
  removeFromShortlist,
  sendContactRequest,
  listContactRequests,
  acceptContactRequest,
  declineContactRequest,
  withdrawContactRequest,
  verifyEmail,
  ownPhotoObjectUrl,
  resendEmailVerification,
  getProfileViews,
  listSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  updateAccount,
  changeEmail,
  confirmEmail,
  changePassword,
  signOutEverywhere,
  downloadAccountData,
  deleteAccount,
} = apiClient;

export { encodeFilterQuery } from './filter-query';
export { resumeFileName, resumePdfFileName, saveBlobAs, type ResumeFileFormat } from './files';
export { isAbortError } from './errors';

export { createApiClient, CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CancellableCall,
  SavedResume,
  ForgotPasswordInput,
  LoginInput,
  SignupInput,
} from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind, LaravelErrorBody } from './errors';
export type { AccountCalls, AccountDataFile } from './account';
export { employerErrorMessage, profileLoadErrorMessage } from './messages';
export { APP_CONFIG_PATH, RECAPTCHA_SCRIPT_URL } from './recaptcha-config';
export type { RecaptchaAction } from './recaptcha-config';
export type * from './calls';
