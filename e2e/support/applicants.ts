import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type resume from '../fixtures/arabic-resume.json';

export type Resume = typeof resume;

export interface Session {
  token: string;
  user: { id: number; email: string };
  applicantId: number;
}

/** A fresh anti-forgery token for the request context's next write. */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  await request.get('/sanctum/csrf-cookie');
  const { cookies } = await request.storageState();
  const cookie = cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** Signs up an applicant through the API and saves their resume. */
export async function applicantWith(
  request: APIRequestContext,
  data: Resume,
  name: string,
): Promise<Session> {
  const email = `applicant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { email, name, password: 'applicant password 1', is_company: false, recaptcha_token: '' },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as Omit<Session, 'applicantId'>;
  const saved = await request.post('/api/applicant', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Authorization: `Bearer ${token}` },
    data: { data: { ...data, contact: { ...data.contact, email } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id: applicantId } = (await saved.json()) as { id: number };
  return { token, user, applicantId };
}

/** Opens the site signed in as this session, as the shell restores it from storage. */
export async function signInPage(page: Page, session: Session) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}
