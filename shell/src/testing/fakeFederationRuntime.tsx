// Stands in for '@module-federation/enhanced/runtime' in tests: the boundary between the shell and
// the network. Everything of the shell above it (registration, caching, boundaries, retry) runs for real.
import type { ComponentType } from 'react';

function page(heading: string): { default: ComponentType } {
  return { default: () => <h1>{heading}</h1> };
}

/** Exposed pages as the real remotes would render their headings (contracts.md). */
export const remotePages: Record<string, { default: ComponentType }> = {
  'directory/HomePage': page('Talent Pool'),
  'directory/AboutPage': page('About Us'),
  'directory/ResumePreviewPage': page('Loading resume...'),
  'builder/ResumeBuilderPage': page('Resume Builder'),
  'profile/ProfilePage': page('Your Profile'),
  'employer/ShortlistsPage': page('Shortlists'),
  'employer/RequestsPage': page('Contact requests'),
  'employer/SavedSearchesPage': page('Saved searches'),
  'account/LoginPage': page('Welcome Back'),
  'account/SignupPage': page('Create Your Account'),
  'account/ForgotPasswordPage': page('Reset Password'),
  'account/ResetPasswordPage': page('Reset Your Password'),
};

export const registerPlugins = jest.fn();
export const registerRemotes = jest.fn();
export const preloadRemote = jest.fn(async () => undefined);
/** What `loadRemote` answers when a test has not said otherwise: the fake page of `id`. */
export async function loadRemotePage(id: string): Promise<{ default: ComponentType }> {
  const module = remotePages[id];
  if (!module) throw new Error(`no fake remote page ${id}`);
  return module;
}

export const loadRemote = jest.fn(loadRemotePage);
