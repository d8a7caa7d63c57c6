import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import resume from '../fixtures/arabic-resume.json';
import { test, expect } from '../support/fixtures';

// The resume document issue: a real PDF of an Arabic resume, checked through its text layer and kept as
// a picture (test artefact) so a person can look at how it prints.
test('an Arabic resume downloads as a selectable, correctly ordered PDF', async ({
  request,
  baseURL,
}, testInfo) => {
  const xsrfToken = async () => {
    await request.get('/sanctum/csrf-cookie');
    const { cookies } = await request.storageState();
    const cookie = cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return decodeURIComponent(cookie.value);
  };

  const email = `pdf.${Date.now()}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken() },
    data: {
      email,
      name: resume.contact.fullName,
      password: 'pdf password 1',
      is_company: false,
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };

  const saved = await request.post('/api/applicant', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(), Authorization: `Bearer ${token}` },
    data: { data: { ...resume, contact: { ...resume.contact, email } } },
  });
  expect(saved.status()).toBe(200);
  const { id: applicantId } = (await saved.json()) as { id: number };

  const download = await request.post('/api/download-resume-pdf', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken() },
    data: { applicant_id: applicantId },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(`${resume.contact.fullName}.pdf`)}`,
  );

  const pdfPath = testInfo.outputPath('resume.pdf');
  fs.writeFileSync(pdfPath, await download.body());

  const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+1$/m);
  expect(info).toContain(resume.contact.fullName);

  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(resume.contact.fullName);
  // Words of the Arabic summary come out of the text layer in reading order.
  expect(text).toContain('مطورة ويب لديها خبرة');
  expect(text).toContain('Employment History');

  const picture = testInfo.outputPath('resume-page');
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfPath, picture]);
  await testInfo.attach('resume page 1', { path: `${picture}.png`, contentType: 'image/png' });
  expect(fs.statSync(`${picture}.png`).size).toBeGreaterThan(10_000);
  expect(baseURL).toBeTruthy();
});
