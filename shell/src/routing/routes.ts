import type { RemotePageRef } from '../federation/remotes';

/**
 * Spec §2 / §6: who may open a route. No route is admin-only, but the guard supports it. 'company':
 * a signed-in company account (issue #19); an applicant is told so and sent to their own profile.
 * 'applicant': a signed-in applicant's account; a company never lands in the resume builder or the
 * resume's profile (issue 34), it is sent to its requests.
 */
export type RouteAccess = 'public' | 'guest' | 'login' | 'applicant' | 'company' | 'admin';

export type RouteTitle =
  | 'home'
  | 'about'
  | 'preview'
  | 'resumeBuilder'
  | 'profile'
  | 'shortlists'
  | 'requests'
  | 'savedSearches'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'account'
  | 'confirmEmail';

export interface ShellRoute extends RemotePageRef {
  path: string;
  title: RouteTitle;
  access: RouteAccess;
  hideNavbar?: boolean;
}

/** The route table of spec §2 (contracts.md): each path is one page exposed by one remote. */
export const shellRoutes: readonly ShellRoute[] = [
  { path: '/', remote: 'directory', page: 'HomePage', title: 'home', access: 'public' },
  { path: '/about', remote: 'directory', page: 'AboutPage', title: 'about', access: 'public' },
  {
    path: '/preview/:id',
    remote: 'directory',
    page: 'ResumePreviewPage',
    title: 'preview',
    access: 'public',
  },
  {
    path: '/resume-builder',
    remote: 'builder',
    page: 'ResumeBuilderPage',
    title: 'resumeBuilder',
    access: 'applicant',
    hideNavbar: true,
  },
  { path: '/profile', remote: 'profile', page: 'ProfilePage', title: 'profile', access: 'applicant' },
  {
    path: '/shortlists',
    remote: 'employer',
    page: 'ShortlistsPage',
    title: 'shortlists',
    access: 'company',
  },
  { path: '/requests', remote: 'employer', page: 'RequestsPage', title: 'requests', access: 'company' },
  {
    path: '/saved-searches',
    remote: 'employer',
    page: 'SavedSearchesPage',
    title: 'savedSearches',
    access: 'company',
  },
  { path: '/login', remote: 'account', page: 'LoginPage', title: 'login', access: 'guest' },
  { path: '/signup', remote: 'account', page: 'SignupPage', title: 'signup', access: 'guest' },
  {
    path: '/forgot-password',
    remote: 'account',
    page: 'ForgotPasswordPage',
    title: 'forgotPassword',
    access: 'guest',
  },
  {
    path: '/reset-password/:token',
    remote: 'account',
    page: 'ResetPasswordPage',
    title: 'resetPassword',
    access: 'guest',
  },
  // Issue 34: the link mailed at sign-up; it works signed in, signed out, or on another device.
  {
    path: '/verify-email/:token',
    remote: 'account',
    page: 'VerifyEmailPage',
    title: 'verifyEmail',
    access: 'public',
  },
  // Issue 34: every signed-in account's own settings; the link mailed to a new address opens anywhere.
  { path: '/account', remote: 'account', page: 'AccountPage', title: 'account', access: 'login' },
  {
    path: '/confirm-email/:token',
    remote: 'account',
    page: 'ConfirmEmailPage',
    title: 'confirmEmail',
    access: 'public',
  },
];

/**
 * A route path as the router matches it: case-insensitive, an optional trailing slash, and `:name`
 * standing for one non-empty segment. Matched here rather than with react-router's matchPath so this
 * file can run before the shared router has loaded: index.ts uses it to fetch the page's remote early.
 */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

const routePatterns = shellRoutes.map((route) => ({ route, pattern: pathPattern(route.path) }));

export function routeAt(pathname: string): ShellRoute | undefined {
  return routePatterns.find(({ pattern }) => pattern.test(pathname))?.route;
}
