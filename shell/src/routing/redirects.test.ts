import { isPublicPath, loginPathFor, safeRedirectPath } from './redirects';

describe('loginPathFor (spec §2: the redirect query holds the full path)', () => {
  it('encodes path, query and hash into one redirect value', () => {
    expect(loginPathFor('/resume-builder?step=2#photo')).toBe(
      '/login?redirect=%2Fresume-builder%3Fstep%3D2%23photo',
    );
  });
});

describe('isPublicPath (spec §4: no profile fetch on start there)', () => {
  it.each([
    '/',
    '/about',
    '/preview/4',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password/t0k',
    '/nowhere',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/profile', '/resume-builder'])('%s is not', (path) => expect(isPublicPath(path)).toBe(false));
});

describe('safeRedirectPath: only a path on this site is followed after login', () => {
  it.each([
    ['/profile', '/profile'],
    ['/resume-builder?step=2', '/resume-builder?step=2'],
    ['/preview/12#contact', '/preview/12#contact'],
    ['/profile/../about', '/about'],
  ])('follows %s to %s', (target, path) => {
    expect(safeRedirectPath(target)).toBe(path);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['null', null],
    ['an absolute URL to another site', 'https://evil.example/profile'],
    ['an absolute URL to this very site', `${window.location.origin}/profile`],
    ['a protocol-relative URL', '//evil.example/profile'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab hidden in the host', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a leading slash', 'profile'],
    ['a guest-only page, which would only bounce the user', '/login?redirect=%2Fprofile'],
    ['the signup page', '/signup'],
  ])('goes home instead of %s', (_case, target) => {
    expect(safeRedirectPath(target)).toBe('/');
  });
});
