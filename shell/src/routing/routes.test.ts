import { routeAt } from './routes';

describe('routeAt', () => {
  it.each([
    ['/', 'directory/HomePage'],
    ['/about', 'directory/AboutPage'],
    ['/about/', 'directory/AboutPage'],
    ['/ABOUT', 'directory/AboutPage'],
    ['/preview/12', 'directory/ResumePreviewPage'],
    ['/preview/12/', 'directory/ResumePreviewPage'],
    ['/resume-builder', 'builder/ResumeBuilderPage'],
    ['/profile', 'profile/ProfilePage'],
    ['/login', 'account/LoginPage'],
    ['/reset-password/a1b2%2Bc', 'account/ResetPasswordPage'],
  ])('finds the page %s shows', (pathname, page) => {
    const route = routeAt(pathname);
    expect(route && `${route.remote}/${route.page}`).toBe(page);
  });

  it.each([
    '/preview',
    '/preview/',
    '/preview/12/extra',
    '/reset-password',
    '/nowhere',
    '/about-us',
    '/loginx',
  ])('finds no page at %s', (pathname) => {
    expect(routeAt(pathname)).toBeUndefined();
  });
});
