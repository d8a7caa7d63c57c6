import { render, screen } from '@testing-library/react';
import account from './locales/en/account.json';
import builder from './locales/en/builder.json';
import { addNamespaces, i18n, initI18n, languageDirection, namespaces, useTranslation } from './index';

function LoginHeading() {
  const { t } = useTranslation('account');
  return <h1>{t('login.title')}</h1>;
}

describe('the message catalogue', () => {
  it('starts with the namespaces every page or the server needs; the remotes bring the others', () => {
    expect(namespaces).toEqual(['common', 'shell', 'directory', 'reference']);
    initI18n();
    expect(i18n.hasResourceBundle('en', 'builder')).toBe(false);
    // The document's words come with the template and the builder, not with the first page.
    expect(i18n.hasResourceBundle('en', 'resume')).toBe(false);
  });

  it("speaks the spec's English text by default, a remote's once it has added its namespace", () => {
    initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:product')).toBe('Talent Pool');
    addNamespaces({ account });
    expect(i18n.t('account:login.subtitle')).toBe('Sign in to your Talent Pool account');
  });

  it('adds a namespace once: adding it again keeps what is there', () => {
    addNamespaces({ builder });
    const before = i18n.getResourceBundle('en', 'builder');
    addNamespaces({ builder: { ...builder, title: 'changed' } as typeof builder });
    expect(i18n.getResourceBundle('en', 'builder')).toBe(before);
  });

  it('can be initialised by the shell and again by a remote without resetting the language', async () => {
    const fromShell = initI18n();
    await fromShell.changeLanguage('ar');

    const fromRemote = initI18n();

    expect(fromRemote).toBe(fromShell);
    expect(fromRemote.language).toBe('ar');
    expect(fromRemote.t('shell:navbar.language')).toBe('اللغة');
    await fromShell.changeLanguage('en');
  });

  it('translates components through useTranslation on the first render', () => {
    addNamespaces({ account });
    render(<LoginHeading />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('languageDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-IQ', 'rtl'],
    ['ckb', 'rtl'],
    ['en', 'ltr'],
    ['en-GB', 'ltr'],
  ] as const)('reads %s as %s', (language, direction) => {
    expect(languageDirection(language)).toBe(direction);
  });
});
