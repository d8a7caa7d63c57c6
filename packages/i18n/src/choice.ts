// The interface language in the browser: which one a visitor gets, and how a choice is kept. The
// choice is written twice: to local storage (what this script reads first) and to the `lang` cookie
// (what the all-in-one server reads to write `<html lang dir>` into the first byte of every page).
import { initI18n } from './i18n';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  defaultLanguage,
  isLanguage,
  matchLanguage,
  type Language,
} from './languages';

/**
 * What this module uses of the browser. The server imports this package too, and its TypeScript has
 * no DOM types (server/tsconfig.json), so the page is described here rather than taken from lib.dom.
 */
interface BrowserPage {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { cookie: string };
  navigator: { languages?: readonly string[]; language?: string };
  location: { protocol: string };
  addEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
}

const page = globalThis as unknown as BrowserPage;

/** A year: the choice outlives a browser restart; every new choice renews it. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readStorage(): string | null {
  try {
    return page.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the cookie still carries the choice.
    return null;
  }
}

function readCookie(): string | undefined {
  for (const pair of page.document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language this browser chose earlier on this site, if any: local storage first, then the cookie. */
export function storedLanguage(): Language | undefined {
  const stored = readStorage();
  if (isLanguage(stored)) return stored;
  const cookie = readCookie();
  return isLanguage(cookie) ? cookie : undefined;
}

/**
 * The language to show: the one chosen earlier, else the first of the browser's languages that we
 * speak (`navigator.languages`, the same list its Accept-Language header is made of), else English.
 */
export function browserLanguage(): Language {
  const { languages, language } = page.navigator;
  const browserTags = languages?.length ? languages : [language ?? ''];
  return storedLanguage() ?? matchLanguage(browserTags.filter(Boolean)) ?? defaultLanguage;
}

function persist(language: Language): void {
  try {
    page.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStorage: the cookie below is enough for the next visit.
  }
  const secure = page.location.protocol === 'https:' ? '; secure' : '';
  page.document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * Switches the whole page to `language` and keeps the choice for later visits. The shell and every
 * remote follow at once: they share this instance, and the texts they show in the new language are
 * downloaded before the switch, so the page never shows half of each.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  persist(language);
  await initI18n().changeLanguage(language);
}

let followingOtherTabs = false;

/**
 * Puts the page in the visitor's language before its first render (the shell's bootstrap awaits it;
 * English resolves at once, another language once its texts have downloaded), and from then on follows
 * a choice made in another tab of the same site.
 */
export async function startInterfaceLanguage(): Promise<Language> {
  const instance = initI18n();
  const language = browserLanguage();
  if (!followingOtherTabs) {
    followingOtherTabs = true;
    page.addEventListener('storage', (event) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) {
        void instance.changeLanguage(event.newValue);
      }
    });
  }
  if (instance.language !== language) await instance.changeLanguage(language);
  return language;
}
