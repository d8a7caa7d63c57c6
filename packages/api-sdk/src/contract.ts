/**
 * What the SDK promises the apps built against it. The SDK is a Module Federation singleton: a remote of an
 * older release runs on the copy the shell loaded, so every value a contract version lists stays exported while
 * a release that uses it may still be deployed. Removing or renaming one breaks that remote at run time (a
 * release's account remote once lost its login error message that way: docs/decisions.md "Version skew").
 * A change that breaks a listed value adds version 2 beside version 1, keeping the old names for a release;
 * version 1 is never edited. Not exported from the package: only the tests read it, and no page pays for it.
 */
export const sdkContract = {
  version: 1,
  calls: [
    'acceptContactRequest',
    'createSavedSearch',
    'createShortlist',
    'declineContactRequest',
    'deleteSavedSearch',
    'deleteShortlist',
    'downloadResumePdf',
    'filterApplicants',
    'forgotPassword',
    'getApplicant',
    'getAuthToken',
    'getProfile',
    'getProfileViews',
    'getRecaptchaToken',
    'getSelectables',
    'getShortlist',
    'getStatistics',
    'listContactRequests',
    'listSavedSearches',
    'listShortlists',
    'login',
    'logout',
    'onTokenRejected',
    'previewResumeHtml',
    'removeFromShortlist',
    'renameShortlist',
    'resetPassword',
    'resetResume',
    'saveResume',
    'saveResumeOnExit',
    'saveToShortlist',
    'sendContactRequest',
    'setAuthToken',
    'signup',
  ],
  helpers: [
    'ApiError',
    'createApiClient',
    'employerErrorMessage',
    'encodeFilterQuery',
    'isAbortError',
    'isApiError',
    'profileLoadErrorMessage',
    'resumePdfFileName',
    'saveBlobAs',
  ],
  constants: [
    'APP_CONFIG_PATH',
    'CSRF_COOKIE_PATH',
    'RECAPTCHA_SCRIPT_URL',
    'XSRF_COOKIE_NAME',
    'XSRF_HEADER_NAME',
    'apiClient',
  ],
} as const;
