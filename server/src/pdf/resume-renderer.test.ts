import fs from 'node:fs';
import os from 'node:os';
import { renderResumeHtml } from '@talent/resume-template/server';
import { aMixedResume, SPECIALIZATIONS } from '@talent/test-kit/resumes';
import { PDF_NICENESS } from './niceness';
import { ResumeRenderer } from './resume-renderer';

/** The niceness of each thread of this process. */
function threadNiceness(): number[] {
  return fs.readdirSync('/proc/self/task').map((thread) => {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('ResumeRenderer', () => {
  let renderer: ResumeRenderer;

  afterEach(() => renderer.close());

  it('renders the document the server would, fonts left out, on a thread of its own at a lower priority', async () => {
    renderer = new ResumeRenderer();
    const resume = aMixedResume();
    const photoSrc = 'data:image/jpeg;base64,AAAA';
    const before = threadNiceness().filter((niceness) => niceness === PDF_NICENESS).length;
    const html = await renderer.render(resume, { specializations: SPECIALIZATIONS, photoSrc });
    expect(html).toBe(
      renderResumeHtml(resume, { specializations: SPECIALIZATIONS, photoSrc, embedFonts: false }),
    );
    expect(threadNiceness().filter((niceness) => niceness === PDF_NICENESS).length).toBeGreaterThan(before);
    expect(os.getPriority()).toBe(0);
  });

  it('renders many resumes at once, each its own', async () => {
    renderer = new ResumeRenderer();
    const titles = Array.from({ length: 20 }, (_, index) => `Web Developer ${index + 1}`);
    const pages = await Promise.all(
      titles.map((title) => {
        const resume = aMixedResume();
        resume.contact.job_title = title;
        return renderer.render(resume, { specializations: SPECIALIZATIONS, photoSrc: null });
      }),
    );
    pages.forEach((html, index) => expect(html).toContain(`>${titles[index]}<`));
  });

  it('fails a resume it cannot render and goes on with the next', async () => {
    renderer = new ResumeRenderer();
    const broken = { ...aMixedResume(), contact: null } as unknown as ReturnType<typeof aMixedResume>;
    await expect(
      renderer.render(broken, { specializations: SPECIALIZATIONS, photoSrc: null }),
    ).rejects.toThrow('could not be rendered');
    expect(
      await renderer.render(aMixedResume(), { specializations: SPECIALIZATIONS, photoSrc: null }),
    ).toContain('<!DOCTYPE html>');
  });
});
