// The server tests' resume: the test kit's one resume, published, as the server's tests have always varied it.

import type { ResumeDraft } from '@talent/resume-model';
import { aResumeDraft } from '@talent/test-kit/resumes';

export type ResumeChanges = Partial<Omit<ResumeDraft, 'contact'>> & {
  contact?: Partial<ResumeDraft['contact']>;
};

/**
 * A resume every publish rule accepts (reference data of src/reference-data), published: the phone kept
 * off the public page, a second tool, the employment ended, no photo, projects or volunteering.
 */
export function publishableResume(changes: ResumeChanges = {}): ResumeDraft {
  const base = aResumeDraft();
  return aResumeDraft({
    image: null,
    tools: [
      { item: 'React', rating: 4 },
      { item: 'TypeScript', rating: 5 },
    ],
    employment: [
      {
        ...base.employment[0]!,
        duration: { start_year: '2019', start_month: '1', end_year: '2023', end_month: '12' },
      },
    ],
    projects: [],
    volunteering: [],
    published: true,
    ...changes,
    contact: { phone: { phone: '07701234567', showPhone: false }, ...changes.contact },
  });
}
