import { browserLanguage, chooseLanguage, startInterfaceLanguage, storedLanguage } from './choice';
import { addNamespaces, i18n, initI18n } from './i18n';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './languages';

function browserPrefers(...tags: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

function clearChoice() {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}

beforeEach(async () => {
  clearChoice();
  initI18n();
  await i18n.changeLanguage('en');
});

afterEach(() => jest.restoreAllMocks());

describe('the first visit', () => {
  it("follows the browser's languages, Kurdish in Arabic script included", () => {
    browserPrefers('fr-FR', 'ku-IQ', 'en');
    expect(browserLanguage()).toBe('ckb');
    browserPrefers('ar-IQ', 'en-GB');
    expect(browserLanguage()).toBe('ar');
  });

  it('is English when the browser speaks none of our languages', () => {
    browserPrefers('de-DE', 'fr');
    expect(browserLanguage()).toBe('en');
  });
});

describe('a choice', () => {
  it('is kept in local storage and in the cookie the server reads, for a year', async () => {
    await chooseLanguage('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
  });

  it("wins over the browser's languages on the next visit", async () => {
    browserPrefers('en-US');
    await chooseLanguage('ckb');
    expect(browserLanguage()).toBe('ckb');
  });

  it('is read from the cookie when local storage has none (local storage wins when both have one)', () => {
    document.cookie = `${LANGUAGE_COOKIE}=ckb; path=/`;
    expect(storedLanguage()).toBe('ckb');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(storedLanguage()).toBe('ar');
  });

  it('ignores a stored value that is not one of our languages', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    browserPrefers('ar');
    expect(browserLanguage()).toBe('ar');
  });
});

describe('switching', () => {
  it('downloads the Arabic texts, then shows them everywhere the instance translates', async () => {
    expect(i18n.t('shell:navbar.language')).toBe('Language');
    await chooseLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('shell:navbar.language')).toBe('اللغة');
  });

  it('treats Kurdish as its own language, not as Arabic', async () => {
    await chooseLanguage('ckb');
    expect(i18n.t('shell:navbar.language')).toBe('زمان');
  });

  it('starts the page in the stored language before the first render', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    await expect(startInterfaceLanguage()).resolves.toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('shell:navbar.language')).toBe('اللغة');
  });

  it('follows a choice made in another tab', async () => {
    await startInterfaceLanguage();
    const changed = new Promise((resolve) => i18n.on('languageChanged', resolve));
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'ckb' }));
    await changed;
    expect(i18n.language).toBe('ckb');
  });
});

describe("a remote's namespace", () => {
  const english = { greeting: 'Hello', farewell: 'Goodbye' };

  it('is fetched in the shown language when the remote registers it, and on every later switch', async () => {
    const load = jest.fn((language: string) =>
      Promise.resolve({ default: { greeting: language === 'ar' ? 'مرحبا' : 'سڵاو' } }),
    );
    await chooseLanguage('ar');
    addNamespaces({ greetings: english } as never, load);
    await i18n.loadNamespaces('greetings');
    expect(load).toHaveBeenCalledWith('ar', 'greetings');
    expect(i18n.t('greetings:greeting' as never)).toBe('مرحبا');
    // A key the translation lacks reads in English rather than as a key.
    expect(i18n.t('greetings:farewell' as never)).toBe('Goodbye');

    await chooseLanguage('ckb');
    expect(load).toHaveBeenCalledWith('ckb', 'greetings');
    expect(i18n.t('greetings:greeting' as never)).toBe('سڵاو');
  });

  it("writes the numbers of its texts in the language's digits, also where it falls back to English", async () => {
    addNamespaces({ counters: { left: '{{count}} left', total: 'Total: {{count}}' } } as never, () =>
      Promise.resolve({ left: 'بقي {{count}}' }),
    );
    expect(i18n.t('counters:left' as never, { count: 1000 } as never)).toBe('1000 left');
    await chooseLanguage('ar');
    expect(i18n.t('counters:left' as never, { count: 12 } as never)).toBe('بقي ١٢');
    expect(i18n.t('counters:total' as never, { count: 7 } as never)).toBe('Total: ٧');
  });

  it('reads in English when its translation cannot be fetched', async () => {
    addNamespaces({ farewells: english } as never, () => Promise.reject(new Error('offline')));
    await chooseLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('farewells:farewell' as never)).toBe('Goodbye');
  });

  it('never asks for English: that comes with the remote', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    addNamespaces({ welcomes: english } as never, load);
    await i18n.loadNamespaces('welcomes');
    expect(load).not.toHaveBeenCalled();
  });
});
