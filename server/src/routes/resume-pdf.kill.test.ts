// Chromium killed outright in the middle of a burst of PDF downloads, through the real server: the
// requests in flight end as a PDF or a 503 {message} (never a 500 or a hang), the server stays up,
// and every PDF asked for afterwards is printed.

import { publishableResume } from '../applicants/test-resumes';
import { chromiumChildren } from '../pdf/testing';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
let applicantId: number;
let token: string;

/** Saves the resume again with a different job title: a new version, which the next download prints. */
async function saveVersion(version: number) {
  const saved = await call<{ id: number }>(server.url, 'POST', '/api/applicant', {
    token,
    body: {
      data: publishableResume({
        contact: { fullName: 'هدى سالم Huda Salim', job_title: `Engineer ${version}` },
      }),
    },
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  const signUp = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: 'huda@example.com',
      name: 'Huda Salim',
      password: 'correct horse',
      is_company: false,
      recaptcha_token: '',
    },
  });
  token = signUp.body.token;
  const saved = await call<{ id: number }>(server.url, 'POST', '/api/applicant', {
    token,
    body: { data: publishableResume({ contact: { fullName: 'هدى سالم Huda Salim' } }) },
  });
  expect(saved.status).toBe(200);
  applicantId = saved.body.id;
});

afterAll(() => environment.dispose());

interface PdfAnswer {
  status: number;
  isPdf: boolean;
  message?: string;
}

async function downloadPdf(): Promise<PdfAnswer> {
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}/api/download-resume-pdf`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: JSON.stringify({ applicant_id: applicantId }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  if (isPdf) return { status: response.status, isPdf };
  return {
    status: response.status,
    isPdf,
    message: (JSON.parse(bytes.toString('utf8')) as { message: string }).message,
  };
}

describe('Chromium killed during a burst of PDF downloads', () => {
  it('answers every request in flight with a PDF or a 503 {message}, and prints every later PDF', async () => {
    expect(await downloadPdf()).toEqual({ status: 200, isPdf: true });
    const browsers = chromiumChildren();
    expect(browsers.length).toBeGreaterThan(0);

    // A downloaded version is kept and not printed again: each phase downloads a new one.
    await saveVersion(1);
    const burst = Array.from({ length: 16 }, () => downloadPdf());
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const pid of browsers) process.kill(pid, 'SIGKILL');
    const answers = await Promise.all(burst);
    for (const answer of answers) {
      if (answer.isPdf) expect(answer.status).toBe(200);
      else expect(answer).toEqual({ status: 503, isPdf: false, message: expect.any(String) });
    }

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await saveVersion(2);
    const later = [
      ...(await Promise.all(Array.from({ length: 6 }, () => downloadPdf()))),
      await downloadPdf(),
    ];
    expect(later).toEqual(Array.from({ length: 7 }, () => ({ status: 200, isPdf: true })));
    // A new browser did the printing.
    expect(chromiumChildren().some((pid) => !browsers.includes(pid))).toBe(true);
  });
});
