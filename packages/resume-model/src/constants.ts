// Business constants and limits of spec §9 (and the few value lists of §3/§5 they belong with).
// Every other package imports these; a number from the spec is typed here and nowhere else.

export interface NumberRange {
  min: number;
  max: number;
}

/* Alerts and toasts */
/** The builder and profile screens dismiss alerts sooner than the directory. */
export const ALERT_DURATION_BUILDER_MS = 5_000;
export const TOAST_DURATION_MS = 5_000;
/**
 * Issue #23: good news and information leave after this long whatever the sender asked; errors and
 * warnings stay until the user dismisses them (docs/decisions.md).
 */
export const SHORT_ALERT_DURATION_MS = 4_000;

/* Debounces */
export const SEARCH_DEBOUNCE_MS = 500;
export const APPLICANT_FETCH_DEBOUNCE_MS = 300;
export const SAVE_DEBOUNCE_MS = 300;
/** Issue 32: the builder saves once typing has stopped this long (docs/decisions.md). */
export const AUTOSAVE_IDLE_MS = 2_000;
/** Issue 32: a failed autosave is tried again after this long, doubled each time up to the cap. */
export const AUTOSAVE_RETRY_FIRST_MS = 2_000;
export const AUTOSAVE_RETRY_MAX_MS = 60_000;
export const RATED_ITEM_EDIT_DEBOUNCE_MS = 300;
export const LOGIN_REDIRECT_DEBOUNCE_MS = 500;
export const BUTTON_PRESS_EFFECT_MS = 300;
export const VALIDATION_BUBBLE_MS = 6_000;

/* Redirect delays */
export const REDIRECT_AFTER_LOGIN_MS = 300;
export const REDIRECT_AFTER_SIGNUP_MS = 300;
export const REDIRECT_AFTER_FORGOT_PASSWORD_MS = 3_000;
export const REDIRECT_AFTER_INVALID_RESET_LINK_MS = 3_000;
export const REDIRECT_AFTER_PASSWORD_RESET_MS = 2_000;

/* Directory */
export const PAGE_SIZE = 12;
export const DEFAULT_SORT = { sort_by: 'created_at', sort_order: 'asc' } as const;
export const LATEST_SPECIALIZATION = 'Latest';
export const DEFAULT_ACTIVE_SPECIALIZATION = LATEST_SPECIALIZATION;
export const CARD_SUMMARY_WORDS = 20;
export const CARD_TOP_TOOLS = 3;
export const AVAILABILITY_BADGES = {
  available: 'Ready to start',
  employed: 'Currently employed',
} as const;
export const COUNTER_ANIMATION_MS = 2_000;
export const SEARCH_AREA_SCROLL_OFFSET_PX = 80;
/** Share of the Load More button that must be visible before the next page loads by itself. */
export const LOAD_MORE_VISIBLE_THRESHOLD = 0.1;
export const DEFAULT_AGE_RANGE: Readonly<NumberRange> = { min: 18, max: 50 };
export const DEFAULT_EXPERIENCE_RANGE: Readonly<NumberRange> = { min: 2, max: 10 };

/* Photo */
export const PHOTO_MAX_BYTES = 5_242_880;
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const PHOTO_ROTATION_DEGREES: Readonly<NumberRange> = { min: -180, max: 180 };
export const PHOTO_CROP_ASPECT = 1;
/** The name a cropped photo is saved under. */
export const PHOTO_FILE_NAME = 'profile_photo';

/* Resume limits */
export const MAIN_SPECIALIZATIONS_LIMITS: Readonly<NumberRange> = { min: 1, max: 2 };
export const SKILLS_LIMITS: Readonly<NumberRange> = { min: 1, max: 5 };
export const SUMMARY_MIN_WORDS = 10;
export const SUMMARY_WORD_COUNTER_CAP = 300;
export const RESET_PASSWORD_MIN_LENGTH = 8;
export const FIRST_SELECTABLE_YEAR = 1950;
/** Education and employment dates may be planned up to this many years ahead. */
export const YEARS_AHEAD = 10;
export const RATING_SCALE: Readonly<NumberRange> = { min: 1, max: 5 };

/* Values with a rule attached (spec §5) */
export const PRESENT = 'Present';
/** The one degree whose end date may be open or 'Present'. */
export const UNDERGRADUATE_DEGREE = 'Undergraduate';
export const COURSE_DURATIONS = [
  '1 week',
  '2 weeks',
  '3 weeks',
  '1 month',
  '2 months',
  '3 months',
  '6 months',
  '9 months',
  '1 year',
] as const;

/* People and places */
export const PHONE_COUNTRY_CODE = '+964';
export const GENDERS = ['Female', 'Male'] as const;
/** How the birth date shows publicly (issue #23); the first is the spec's and the default. */
export const BIRTHDATE_DISPLAYS = ['date', 'age', 'hidden'] as const;
export const BAGHDAD = 'Baghdad';
export const BAGHDAD_ZONES = ['Karkh', 'Risafa'] as const;
/** Shown for a Baghdad resume saved without a zone (spec §5 display rules). */
export const DEFAULT_ZONE = 'Default Zone';
export const ADMIN_ROLE = 'admin';

/* Resume builder layout and preview */
export const LARGE_SCREEN_BREAKPOINT_PX = 1024;
export const DEFAULT_FORM_SHARE_PERCENT = 41.67;
export const DEFAULT_PREVIEW_SHARE_PERCENT = 58.33;
export const FORM_SHARE_CLAMP_PERCENT: Readonly<NumberRange> = { min: 20, max: 80 };
export const FIT_FACTOR = { narrow: 0.9, wide: 0.7 } as const;
export const ZOOM_STEP = 0.1;
export const INITIAL_ZOOM = 0.8;
// Spec §4 quotes these limits for the earlier builder panel only; they are the only ones it gives.
export const ZOOM_LIMITS: Readonly<NumberRange> = { min: 0.3, max: 1.5 };
export const RESUME_TABS = [
  'personal',
  'education',
  'experience',
  'skills-activities',
  'projects-volunteering',
] as const;

/* Profile completeness */
export const COMPLETION_WEIGHTS = { personal: 30, education: 30, experience: 20, skills: 20 } as const;
export const COMPLETION_PART_COUNTS = { personal: 6, education: 2, experience: 2, skills: 1 } as const;

/* Browser storage */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  activeResumeTab: 'activeResumeTab',
} as const;

/**
 * The builder's IndexedDB store (issue 32): each account's unsaved edits and last-read resume, under
 * these key prefixes and its user id, beside the public reference lists. The shell drops every
 * account's entries when a session ends, whether or not the builder was opened in that page.
 */
export const BUILDER_DEVICE_STORE = {
  database: 'talent-pool-builder',
  store: 'kept',
  draftPrefix: 'draft:',
  resumePrefix: 'resume:',
} as const;

// Issue #19, the employers' side. The server checks the same limits; these let a form say so first.
/** A contact request's message: 1 to 1000 characters. */
export const CONTACT_MESSAGE_MAX = 1_000;
/** A shortlist's name (the issue gives no limit; a name longer than this is not a name). */
export const SHORTLIST_NAME_MAX = 100;
/** A saved search's name; the server bounds it with this number too. */
export const SAVED_SEARCH_NAME_MAX = 100;
/** A private note on a shortlisted applicant; the server bounds it with this number too (docs/api-employers.md). */
export const SHORTLIST_NOTE_MAX = 2_000;
/** "Companies that viewed your resume": the last 90 days. */
export const PROFILE_VIEWS_DAYS = 90;
