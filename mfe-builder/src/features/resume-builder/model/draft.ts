// The builder's working copy and the shapes it is turned into: from the profile call, for the
// error display, and for the live preview.
import {
  contactPrivacyOf,
  contactWithAccount,
  detailFromBuilder,
  documentLanguageOf,
  emptyResume,
  normalizeSpecializations,
  type ApplicantProfile,
  type EmploymentEntry,
  type FieldError,
  type MainSpecialization,
  type PendingPhoto,
  type ResumeDetail,
  type ResumeDraft,
  type User,
} from '@talent/resume-model';

function listOr<T>(value: unknown, fallback: T[]): T[] {
  return Array.isArray(value) ? (value as T[]) : fallback;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * The profile answer as the builder's draft. Missing or malformed parts read as empty, and a new
 * applicant's name and e-mail come from the account, so the first screen is not blank.
 */
export function draftFromProfile(profile: Partial<ApplicantProfile> | null, user: User | null): ResumeDraft {
  const empty = emptyResume();
  const stored = profile ?? {};
  const contact = { ...empty.contact, ...(stored.contact ?? {}) };
  return {
    image: typeof stored.image === 'string' && stored.image !== '' ? stored.image : null,
    language: documentLanguageOf(stored),
    contact: contactWithAccount(
      {
        ...contact,
        fullName: textOr(contact.fullName, ''),
        email: textOr(contact.email, ''),
        phone: { ...empty.contact.phone, ...(contact.phone ?? {}) },
        // Issue #23: a resume saved before the e-mail and birth date choices reads as the spec's; with no
        // stored contact at all, the new resume's defaults hold (issue 34: the e-mail hidden).
        ...contactPrivacyOf(stored.contact ?? empty.contact),
        links: listOr(contact.links, []),
      },
      user,
    ),
    specializations: normalizeSpecializations(stored.specializations),
    education: listOr(stored.education, []),
    languages: listOr(stored.languages, []),
    tools: listOr(stored.tools, []),
    skills: listOr(stored.skills, []),
    summary: textOr(stored.summary, ''),
    courses: listOr(stored.courses, []),
    employment: listOr<EmploymentEntry>(stored.employment, []).map((job) => ({
      ...job,
      responsibilities: listOr(job.responsibilities, []),
    })),
    activities: listOr(stored.activities, []),
    projects: listOr(stored.projects, []),
    volunteering: listOr(stored.volunteering, []),
    // Issue 31: the versions in other languages go back with every save, or a save would drop them.
    translations:
      typeof stored.translations === 'object' && stored.translations !== null ? stored.translations : {},
    published: stored.published === true,
  };
}

/** The first message for each field path ('contact.phone.phone', 'education[0].degree', 'skills'). */
export function errorsByPath(errors: readonly FieldError[]): Map<string, FieldError['message']> {
  const byPath = new Map<string, FieldError['message']>();
  for (const { path, message } of errors) if (!byPath.has(path)) byPath.set(path, message);
  return byPath;
}

export function isPendingPhoto(image: ResumeDraft['image']): image is PendingPhoto {
  return typeof image === 'object' && image !== null;
}

// The template shows a photo only for a path inside applicant_images (spec §5 display rules); a
// photo chosen but not saved yet has no path, so it stands in under one while its data URL is shown.
const PENDING_PHOTO_PATH = 'applicant_images/pending';

/** The draft in the shape the resume template draws, for the live preview. */
export function previewDetailOf(
  draft: ResumeDraft,
  specializations: readonly MainSpecialization[],
  applicantId: number,
): ResumeDetail {
  const { image, specializations: chosen, ...sections } = draft;
  return {
    ...sections,
    id: applicantId,
    image: isPendingPhoto(image) ? PENDING_PHOTO_PATH : image,
    specializations: detailFromBuilder(chosen, specializations),
    updated_at: null,
  };
}
