// What an imported resume does to the builder's draft (issue 33): it replaces it, or fills only what
// the draft leaves empty. Either way the photo and the publication stay as they are: a file brings
// neither. Nothing here saves; the builder's own save does, once the applicant has accepted.

import { emptyResume, type ResumeDraft } from '@talent/resume-model';

/** The draft's sections: what the applicant writes (the language, photo and publication are choices). */
const SECTIONS = (Object.keys(emptyResume()) as Array<keyof ResumeDraft>).filter(
  (key) => key !== 'language' && key !== 'image' && key !== 'published',
);

type Value = unknown;

const isObject = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a field holds nothing the applicant wrote: '', 0, a list of blank entries (the builder seeds
 * one in education, languages and tools), a switch (it always holds a choice, so it tells nothing).
 */
function isEmptyValue(value: Value): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (isObject(value)) return Object.values(value).every(isEmptyValue);
  return value === null || value === undefined;
}

function fillEmpty(current: Value, imported: Value): Value {
  if (isObject(current) && isObject(imported)) {
    const filled: Record<string, Value> = { ...current };
    for (const [key, value] of Object.entries(current)) filled[key] = fillEmpty(value, imported[key]);
    return filled;
  }
  if (imported === undefined || typeof current === 'boolean') return current;
  if (Array.isArray(imported) && imported.length === 0) return current;
  return isEmptyValue(current) ? imported : current;
}

/** The draft whose empty fields (and empty lists) take the imported ones; what it holds stays. */
export function fillEmptyFields(current: ResumeDraft, imported: ResumeDraft): ResumeDraft {
  const filled = fillEmpty(current, imported) as ResumeDraft;
  return { ...filled, language: current.language, image: current.image, published: current.published };
}

/** The imported resume in place of the draft, the draft's photo and publication kept. */
export function replaceDraft(current: ResumeDraft, imported: ResumeDraft): ResumeDraft {
  return { ...imported, image: current.image, published: current.published };
}

/** Whether the draft holds nothing yet (the language and the choices that always hold a value aside). */
export function isEmptyDraft(draft: ResumeDraft): boolean {
  // A new applicant's name and e-mail come from the account (draftFromProfile): not written yet.
  const { birthdateDisplay: _display, fullName: _name, email: _email, ...written } = draft.contact;
  const sections = SECTIONS.filter((key) => key !== 'contact').map((key) => draft[key]);
  return isEmptyValue(sections) && isEmptyValue(written);
}
