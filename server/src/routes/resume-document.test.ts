import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResumeDetail } from '@talent/resume-model';
import {
  aHostileResume,
  aMixedResume,
  ARABIC_NAME,
  ARABIC_SUMMARY,
  SCRIPT_PAYLOAD,
  SECTION_HEADINGS,
} from '@talent/test-kit/resumes';
import { chromiumChildren } from '../pdf/testing';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { startResumeTestServer } from '../testing/resume-server';
import { pdfContentDisposition } from './resume-document';

let server: RunningServer;
const { applicantWith, download, saveAgain } = startResumeTestServer((started) => {
  server = started;
});

/** Script payloads in every field the save call lets hold them (the phone and a course duration are short). */
function hostileSavedResume(): ResumeDetail {
  const resume = aHostileResume();
  resume.contact.phone.phone = '<b>1</b>';
  resume.courses[0]!.duration = '' as never;
  resume.activities[0]!.year = '<i>1</i>';
  return resume;
}

const downloadPdf = (applicantId: unknown, token?: string) =>
  download('/api/download-resume-pdf', { applicant_id: applicantId }, token);

function popplerOutput(pdf: Buffer, command: 'pdftotext' | 'pdfinfo'): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    const args = command === 'pdftotext' ? ['-enc', 'UTF-8', file, '-'] : ['-enc', 'UTF-8', file];
    return execFileSync(command, args, { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) => popplerOutput(pdf, 'pdftotext');

/** pdftotext with more options (`-layout` keeps a printed line on one line). */
function execText(pdf: Buffer, options: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...options, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
const pdfInfo = (pdf: Buffer) => popplerOutput(pdf, 'pdfinfo');

const normalized = (text: string) => text.replace(/\s+/g, ' ');

describe('POST /api/download-resume-pdf', () => {
  it('prints a published resume for anyone, with the name, every heading and Arabic in logical order', async () => {
    const { applicantId } = await applicantWith(aMixedResume());
    const { response, bytes } = await downloadPdf(applicantId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(pdfContentDisposition(ARABIC_NAME));
    const text = normalized(pdfText(bytes));
    expect(text).toContain(ARABIC_NAME);
    expect(text).toContain(ARABIC_SUMMARY);
    for (const heading of SECTION_HEADINGS) expect(text).toContain(heading);
    expect(text).toContain('January 2019 – Present');
    const info = pdfInfo(bytes);
    expect(info).toMatch(new RegExp(`^Title: +${ARABIC_NAME}$`, 'm'));
    expect(info).toMatch(new RegExp(`^Author: +${ARABIC_NAME}$`, 'm'));
    expect(info).toMatch(/^Creator: +Talent Pool$/m);
  });

  describe.each(['en', 'ar'] as const)('in %s (issue #23)', (language) => {
    /** The last printed line of a page, as pdftotext's layout mode keeps it. */
    const foot = (pdf: Buffer, page: number) =>
      execText(pdf, ['-layout', '-f', String(page), '-l', String(page)])
        .split('\n')
        .map((line) => normalized(line).trim())
        .filter(Boolean)
        .at(-1) ?? '';

    it('prints a resume that fits on one A4 page on one page, with the link address and the phone grouped', async () => {
      const { applicantId } = await applicantWith({ ...aMixedResume(), language });
      const { bytes } = await downloadPdf(applicantId);
      expect(pdfInfo(bytes)).toMatch(/^Pages: +1$/m);
      const text = normalized(pdfText(bytes));
      expect(text).toContain('linkedin.com/in/zainab');
      expect(text).toContain('+964 770 123 4567');
      expect(text).not.toContain('+9647701234567');
    });

    it('carries the name and the page number at the foot of every page but the first', async () => {
      const resume = { ...aMixedResume(), language };
      resume.employment = Array.from({ length: 12 }, (_, job) => ({
        ...resume.employment[0]!,
        title: `Engineer ${job + 1}`,
      }));
      const { bytes } = await downloadPdf((await applicantWith(resume)).applicantId);
      const pages = Number(/^Pages: +(\d+)$/m.exec(pdfInfo(bytes))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      const [pageWord, ofWord, digits] =
        language === 'en' ? ['Page', 'of', ['1', '2', '3']] : ['الصفحة', 'من', ['١', '٢', '٣']];
      expect(foot(bytes, 1)).not.toContain(pageWord);
      for (let page = 2; page <= pages; page++) {
        const last = foot(bytes, page);
        expect(last).toContain(pageWord);
        expect(last).toContain(ofWord);
        expect(last).toContain(digits[page - 1]);
        expect(last.replace(/\s/g, '')).toContain(ARABIC_NAME.replace(/\s/g, ''));
      }
    });
  });

  it('prints only what the applicant shows: no hidden e-mail, the age instead of the date (issue #23)', async () => {
    const resume = aMixedResume();
    const year = new Date().getFullYear();
    resume.contact = {
      ...resume.contact,
      showEmail: false,
      birthdate: `${year - 30}-01-01`,
      birthdateDisplay: 'age',
    };
    const { applicantId, token } = await applicantWith(resume);
    // The owner's own download is the public document too.
    for (const viewer of [undefined, token]) {
      const text = normalized(pdfText((await downloadPdf(applicantId, viewer)).bytes));
      expect(text).not.toContain('zainab@example.com');
      expect(text).not.toContain('Date of Birth');
      expect(text).not.toContain(String(year - 30));
      expect(text).toContain('Age: 30');
    }
  });

  it('prints what was saved last: a changed resume is never served from an older print', async () => {
    const resume = aMixedResume();
    const { applicantId, userId } = await applicantWith(resume);
    expect(normalized(pdfText((await downloadPdf(applicantId)).bytes))).toContain(ARABIC_SUMMARY);
    resume.summary = 'ملخص جديد بعد الحفظ مطورة ويب تبني مواقع سريعة وسهلة لكل الأجهزة';
    await saveAgain(userId, resume);
    const text = normalized(pdfText((await downloadPdf(applicantId)).bytes));
    expect(text).toContain('ملخص جديد بعد الحفظ');
    expect(text).not.toContain(ARABIC_SUMMARY);
  });

  it('prints again in the new language when only the document language changed (issue #16)', async () => {
    const resume = aMixedResume();
    const { applicantId, userId } = await applicantWith(resume);
    expect(pdfText((await downloadPdf(applicantId)).bytes)).toContain('Professional Summary');
    await saveAgain(userId, { ...resume, language: 'ar' });
    const text = normalized(pdfText((await downloadPdf(applicantId)).bytes));
    expect(text).toContain('الملخص المهني');
    expect(text).not.toContain('Professional Summary');
  });

  it('accepts the id as a string', async () => {
    const { applicantId } = await applicantWith(aMixedResume());
    expect((await downloadPdf(String(applicantId))).response.status).toBe(200);
  });

  it('prints a draft for its owner and hides it from everyone else', async () => {
    const { applicantId, token } = await applicantWith(aMixedResume(), false);
    const stranger = await applicantWith(aMixedResume());
    expect((await downloadPdf(applicantId, token)).response.status).toBe(200);
    for (const other of [undefined, stranger.token, '1|not-a-token']) {
      const { response, bytes } = await downloadPdf(applicantId, other);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual({ message: 'Resume not found.' });
    }
  });

  it("answers 'Invalid applicant ID' for an id that is not a nonzero integer", async () => {
    for (const id of ['abc', 1.5, 0, null, '7; drop table']) {
      const { response, bytes } = await downloadPdf(id);
      expect(response.status).toBe(422);
      expect(JSON.parse(bytes.toString())).toEqual({ message: 'Invalid applicant ID' });
    }
    expect((await downloadPdf(999_999)).response.status).toBe(404);
  });

  it('needs the XSRF header like every change', async () => {
    const response = await call(server.url, 'POST', '/api/download-resume-pdf', {
      body: { applicant_id: 1 },
      xsrf: false,
    });
    expect(response.status).toBe(419);
  });

  it('prints script payloads as text', async () => {
    const { applicantId, token } = await applicantWith(hostileSavedResume(), false);
    const { response, bytes } = await downloadPdf(applicantId, token);
    expect(response.status).toBe(200);
    expect(normalized(pdfText(bytes))).toContain(SCRIPT_PAYLOAD);
  });

  // Different resumes, so each request is printed (one resume's PDF is printed once and kept).
  const differentResumes = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const resume = aMixedResume();
        resume.contact.job_title = `Web Developer ${index + 1}`;
        return (await applicantWith(resume)).applicantId;
      }),
    );

  it('serves 20 concurrent requests, each its own resume', async () => {
    const ids = await differentResumes(20);
    const results = await Promise.all(ids.map((id) => downloadPdf(id)));
    expect(results.map(({ response }) => response.status)).toEqual(Array(20).fill(200));
    results.forEach(({ bytes }, index) => expect(pdfText(bytes)).toContain(`Web Developer ${index + 1}`));
  });

  it('survives Chromium being killed while it prints', async () => {
    const [first, ...others] = await differentResumes(6);
    expect((await downloadPdf(first)).response.status).toBe(200);
    const running = others.slice(0, 4).map((id) => downloadPdf(id));
    for (const pid of chromiumChildren()) process.kill(pid, 'SIGKILL');
    expect((await Promise.all(running)).map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await downloadPdf(others[4])).response.status).toBe(200);
  });

  const until = async (condition: () => boolean, what: string) => {
    for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() - started > 10_000) throw new Error(`timed out waiting until ${what}`);
    }
  };

  it('takes the download of a client that went away out of the queue, so nothing is printed for it', async () => {
    const [id, other] = await differentResumes(2);
    const engine = server.app.pdf;
    // Every page busy with a slow document, so the downloads below wait in the queue.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = [1, 2].map(() =>
      engine.print(() => held.then(() => '<!DOCTYPE html><html><body><p>busy</p></body></html>')),
    );
    await until(() => engine.waiting === 0, 'the busy jobs hold the pages');
    const cookie = await fetchXsrfCookie(server.url);
    const leaving = new AbortController();
    const gone = fetch(`${server.url}/api/download-resume-pdf`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
        'x-xsrf-token': cookie.value,
      },
      body: JSON.stringify({ applicant_id: id }),
      signal: leaving.signal,
    });
    await until(() => engine.waiting === 1, 'the download waits for a page');
    const staying = downloadPdf(other);
    await until(() => engine.waiting === 2, 'the second download waits too');
    leaving.abort();
    await expect(gone).rejects.toThrow();
    // Left while every page is still busy: the disconnect alone took it out.
    await until(() => engine.waiting === 1, 'the download that went away has left the queue');
    release();
    await Promise.all(busy);
    const { response, bytes } = await staying;
    expect(response.status).toBe(200);
    expect(pdfText(bytes)).toContain('Web Developer 2');
  });
});

describe('POST /api/preview-resume-html', () => {
  it("returns the signed-in applicant's own resume as a document without scripts", async () => {
    const { token } = await applicantWith(hostileSavedResume(), false);
    const response = await call<{ html: string }>(server.url, 'POST', '/api/preview-resume-html', { token });
    expect(response.status).toBe(200);
    const markup = response.body.html.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<[a-z][^>]*\sonerror/i);
    expect(response.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows the own resume, titled with the name', async () => {
    const { token } = await applicantWith(aMixedResume(), false);
    const response = await call<{ html: string }>(server.url, 'POST', '/api/preview-resume-html', { token });
    expect(response.body.html).toContain(`<title>${ARABIC_NAME}</title>`);
    expect(response.body.html).toContain('Educational Background');
  });

  it('needs a bearer token and the XSRF header', async () => {
    const { token } = await applicantWith(aMixedResume(), false);
    expect((await call(server.url, 'POST', '/api/preview-resume-html')).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/preview-resume-html', { token, xsrf: false })).status).toBe(
      419,
    );
  });
});

describe('pdfContentDisposition', () => {
  it('keeps an ASCII name and encodes it exactly', () => {
    expect(pdfContentDisposition('Zainab Al-Rubaie')).toBe(
      `attachment; filename="Zainab Al-Rubaie.pdf"; filename*=UTF-8''Zainab%20Al-Rubaie.pdf`,
    );
  });

  it('falls back to Resume for an Arabic name and keeps the Arabic in filename*', () => {
    const header = pdfContentDisposition(ARABIC_NAME);
    expect(header.startsWith('attachment; filename="Resume.pdf"; filename*=UTF-8\'\'')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(`${ARABIC_NAME}.pdf`);
  });

  it('names the file Resume without a name, and never lets quotes or line breaks through', () => {
    expect(pdfContentDisposition(null)).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''Resume.pdf`,
    );
    expect(pdfContentDisposition('a"b\r\nc')).not.toMatch(/[\r\n]|"[^"]*"[^;]*"/);
  });
});
