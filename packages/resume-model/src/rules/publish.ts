// Whole-resume validation for Publish and for the builder's validate button (spec §4 'Resume
// publication', §5 submit-level message).

import { mixed, object } from 'yup';
import { RESUME_TABS } from '../constants';
import {
  cannotPublishMessage,
  sectionsToFixMessage,
  unpublishedWarning,
  type ValidationMessage,
} from '../messages';
import { documentLanguageSchema } from './document-language';
import { educationSchema } from './education';
import { isPersonalValidOnLiveChange, personalSchema } from './personal';
import type { ResumeSectionsShape } from '../schema/resume-schema';
import { fieldErrors, type FieldError, type ResumeRuleContext, type RulesFor } from './schema-helpers';
import { languagesSchema, skillsSchema, toolsSchema } from './skills';
import { specializationsSchema } from './specializations';
import { summarySchema } from './summary';
import { type EntrySectionKey, entrySectionsOfTab } from '../sections/registry';
import { activitiesSchema } from './activities';
import { coursesSchema } from './courses';
import { employmentSchema } from './employment';
import { projectsSchema } from './projects';
import { volunteeringSchema } from './volunteering';

/** The builder's steps (spec §4), in order. */
type ResumeTab = (typeof RESUME_TABS)[number];

/** The sections that are not lists of entries, each with the tab that offers it. */
const FIELD_SECTIONS = [
  { name: 'Personal', field: 'contact', tab: 'personal' },
  { name: 'Specializations', field: 'specializations', tab: 'education' },
  { name: 'Education', field: 'education', tab: 'education' },
  { name: 'Summary', field: 'summary', tab: 'experience' },
  { name: 'Skills', field: 'skills', tab: 'skills-activities' },
  { name: 'Tools', field: 'tools', tab: 'skills-activities' },
  { name: 'Languages', field: 'languages', tab: 'skills-activities' },
] as const satisfies ReadonlyArray<{ name: string; field: string; tab: ResumeTab }>;

export interface ResumeSection {
  /** As the messages name it (the `validation` catalogue's `sections.<name>`). */
  name: string;
  field: string;
  tab: ResumeTab;
}

/**
 * The sections a failing resume is reported by, in the order the builder shows them: tab by tab, each
 * tab's own fields before the entry sections it edits (src/sections/registry.ts). Spec §4 names
 * auto-unpublish warnings for Personal, Education, specialization, summary, skill, language and
 * tool, i.e. finer than the tabs, so these names are finer too; the unnamed ones are written as the
 * builder's and the preview's headings write them (plural). The entry sections are optional but are
 * still reported when something filled in is wrong.
 */
export const RESUME_SECTIONS: readonly ResumeSection[] = RESUME_TABS.flatMap((tab) => [
  ...FIELD_SECTIONS.filter((section) => section.tab === tab),
  ...entrySectionsOfTab(tab).map((section) => ({ name: section.reportedAs, field: section.key, tab })),
]);

export type ResumeSectionName = string;
export type ResumeSectionField = (typeof FIELD_SECTIONS)[number]['field'] | EntrySectionKey;

/**
 * Every section's rules over the resume as the builder and the save call hold it: one per section of
 * the resume's schema, so a section added there (or to the section registry) fails here until it has
 * its rules.
 */
export const resumeSchema = object({
  language: documentLanguageSchema,
  contact: personalSchema,
  specializations: specializationsSchema,
  education: educationSchema,
  summary: summarySchema,
  skills: skillsSchema,
  tools: toolsSchema,
  languages: languagesSchema,
  employment: employmentSchema,
  courses: coursesSchema,
  activities: activitiesSchema,
  projects: projectsSchema,
  volunteering: volunteeringSchema,
  // Issue 31: a version in another language holds only words that read as the main version's when left
  // empty, so it never stops a resume being published; its shape and bounds are the server's check.
  translations: mixed(),
} satisfies RulesFor<ResumeSectionsShape>);

/** Fields outside the sections' own objects, reported with the section whose tab offers them. */
const FIELDS_OF_SECTION: Readonly<Record<string, ResumeSectionName>> = { language: 'Personal' };

/** The section an error path belongs to: 'education[0].degree' → Education. */
function sectionOf(path: string): ResumeSectionName | undefined {
  const field = /^[^.[]*/.exec(path)?.[0] ?? '';
  return FIELDS_OF_SECTION[field] ?? RESUME_SECTIONS.find((section) => section.field === field)?.name;
}

export interface SectionErrors {
  section: ResumeSectionName;
  errors: FieldError[];
}

/** The failing sections, in builder order, each with its field errors. */
export function validateResume(resume: unknown, context: ResumeRuleContext = {}): SectionErrors[] {
  // Anything that is not a resume object reads as an empty resume, so every required section fails.
  const value = typeof resume === 'object' && resume !== null && !Array.isArray(resume) ? resume : {};
  const errors = fieldErrors(resumeSchema, value, context);
  return RESUME_SECTIONS.flatMap(({ name }) => {
    const own = errors.filter((error) => sectionOf(error.path) === name);
    return own.length > 0 ? [{ section: name, errors: own }] : [];
  });
}

export interface PublishCheck {
  valid: boolean;
  /** Failing section names in the order the messages list them. */
  sections: ResumeSectionName[];
  errors: FieldError[];
  /** 'Cannot publish resume. Please fill in …', or null when the resume may be published. */
  publishMessage: ValidationMessage | null;
  /** 'Please fill in the required fields in the following sections: …' (validate button), or null. */
  submitMessage: ValidationMessage | null;
}

export function validateForPublish(resume: unknown, context: ResumeRuleContext = {}): PublishCheck {
  const failing = validateResume(resume, context);
  const sections = failing.map((failure) => failure.section);
  const valid = sections.length === 0;
  return {
    valid,
    sections,
    errors: failing.flatMap((failure) => failure.errors),
    publishMessage: valid ? null : cannotPublishMessage(sections),
    submitMessage: valid ? null : sectionsToFixMessage(sections),
  };
}

/**
 * Spec §4: an edit that leaves a published resume invalid unpublishes it. Returns the warning for
 * the first failing section, or null when the resume stays as it is (valid, or not published).
 */
export function autoUnpublishWarning(
  resume: { published: boolean },
  context: ResumeRuleContext = {},
): ValidationMessage | null {
  if (!resume.published) return null;
  const [first] = validateResume(resume, context);
  return first === undefined ? null : unpublishedWarning(first.section);
}

/**
 * The same check while the user types (spec §4 with §5 'On live change, personal validity checks only
 * fullName, birthdate and email'): a phone or city half filled in does not unpublish the resume yet;
 * Save and Publish still run the whole check.
 */
export function liveAutoUnpublishWarning(
  resume: { published: boolean; contact?: unknown },
  context: ResumeRuleContext = {},
): ValidationMessage | null {
  if (!resume.published) return null;
  const personalLive = isPersonalValidOnLiveChange(resume.contact, context);
  const first = validateResume(resume, context).find(
    (failure) => failure.section !== 'Personal' || !personalLive,
  );
  return first === undefined ? null : unpublishedWarning(first.section);
}
