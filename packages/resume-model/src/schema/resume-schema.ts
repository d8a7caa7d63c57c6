// The resume's shape, declared once (issue 30): the JSON Schema the server checks the save call's
// `data` with (bounds, and the defaults that make a resume saved before a field existed read as the
// spec's), the property list of every answer that carries a resume, and the TypeScript types of
// src/types/resume.ts. TypeBox, because it is JSON Schema itself: ajv and Fastify read it as it is, so
// the 422 answers keep their shape. The browser imports only its types (nothing of it is bundled);
// the cost of each library had the browser needed it is in the decision record.
//
// Nothing is required: every property has a default, which fills what an older resume lacks.

import {
  type Static,
  type TArray,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  Type,
} from '@sinclair/typebox';
import { defaultLanguage, type Language, supportedLanguages } from '@talent/i18n/src/languages';
import { TRANSLATED_ENTRY_FIELDS, type TranslatedSection } from './translated-fields';
import { BIRTHDATE_DISPLAYS } from '../constants';

// Generous bounds: they keep one resume to a few hundred kilobytes, far beyond any real one.
const text = (maxLength = 500): TString => Type.String({ maxLength, default: '' });
const list = <T extends TSchema>(items: T, maxItems = 50) => Type.Array(items, { maxItems, default: [] });
const flag = (value: boolean) => Type.Boolean({ default: value });

/** An object of exactly these properties, each filled by its default when missing. */
function record<T extends TProperties>(properties: T): TObject<T> {
  const schema = Type.Object(properties, { additionalProperties: false, default: {} });
  delete (schema as { required?: unknown }).required;
  return schema;
}

/** A string of one of `values`, as an `enum` (the 422's wording reads that keyword). */
function oneOf<T extends string>(values: readonly T[], fallback: T) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], default: fallback });
}

export const DurationSchema = record({
  start_year: text(20),
  start_month: text(20),
  end_year: text(20),
  end_month: text(20),
});

export const ContactLinkSchema = record({ link: text(2000), label: text(200) });

export const RatedItemSchema = record({
  item: text(200),
  rating: Type.Integer({ minimum: 0, maximum: 5, default: 0 }),
});

export const EducationEntrySchema = record({
  degree: text(200),
  institute: text(300),
  duration: DurationSchema,
});

export const CourseSchema = record({ title: text(300), entity: text(300), duration: text(40) });

export const EmploymentEntrySchema = record({
  title: text(200),
  employer: text(300),
  duration: DurationSchema,
  responsibilities: list(Type.String({ maxLength: 2000 })),
});

export const ActivitySchema = record({ title: text(300), participatedAs: text(200), year: text(20) });

export const ProjectEntrySchema = record({
  name: text(300),
  description: text(2000),
  url: text(2000),
  start_year: text(20),
  start_month: text(20),
  end_year: text(20),
  end_month: text(20),
});

export const VolunteeringEntrySchema = record({
  organization: text(300),
  role: text(200),
  summary: text(2000),
  duration: DurationSchema,
});

export const ContactSchema = record({
  fullName: text(200),
  phone: record({ phone: text(40), showPhone: flag(false) }),
  email: text(254),
  // Issue 34: a save that says nothing of the e-mail keeps it off the public resume. (Resumes stored
  // before issue #23 hold no choice and still read as shown: contactPrivacyOf.)
  showEmail: flag(false),
  // ISO date, 'YYYY-MM-DD'; empty until chosen.
  birthdate: text(20),
  // Resumes saved before the choice existed hold none and read as 'date' (contactPrivacyOf).
  birthdateDisplay: oneOf(BIRTHDATE_DISPLAYS, BIRTHDATE_DISPLAYS[0]),
  gender: text(20),
  workAvailability: flag(false),
  city: text(100),
  zone: text(100),
  links: list(ContactLinkSchema, 20),
  job_title: text(200),
  welcome_message: text(2000),
});

/** Every section of the resume's main version, in the order the builder holds them. */
const MainSectionsSchema = record({
  language: oneOf<Language>(supportedLanguages, defaultLanguage),
  contact: ContactSchema,
  // Any of the specialisation forms of spec §3; normalizeSpecializations reads them all.
  specializations: list(Type.Object({}), 20),
  education: list(EducationEntrySchema),
  languages: list(RatedItemSchema),
  tools: list(RatedItemSchema),
  skills: list(Type.String({ maxLength: 200 })),
  summary: text(10_000),
  courses: list(CourseSchema),
  employment: list(EmploymentEntrySchema),
  activities: list(ActivitySchema),
  projects: list(ProjectEntrySchema),
  volunteering: list(VolunteeringEntrySchema),
});

// ---- Versions in other languages (issue 31) ----

type MainSections = typeof MainSectionsSchema.properties;
type EntryListName = {
  [K in keyof MainSections]: MainSections[K] extends TArray<TObject> ? K : never;
}[keyof MainSections];
type EntryFieldsOf<K extends EntryListName> =
  MainSections[K] extends TArray<TObject<infer P>> ? keyof P & string : never;

export { TRANSLATED_ENTRY_FIELDS, type TranslatedSection };

/** Compiles only while each section's translated words are fields of that section's entries. */
type EntryFieldLists<T extends { [K in EntryListName]?: readonly EntryFieldsOf<K>[] }> = T;
export type TranslatedEntryFields = EntryFieldLists<typeof TRANSLATED_ENTRY_FIELDS>;

type EntryOfSection<K extends TranslatedSection> =
  Static<MainSections[K]> extends ReadonlyArray<infer E> ? E : never;
/** What a version in another language holds of one entry of section K. */
export type TranslatedEntry<K extends TranslatedSection> = Pick<
  EntryOfSection<K>,
  (typeof TRANSLATED_ENTRY_FIELDS)[K][number] & keyof EntryOfSection<K>
>;

/** The translated fields of one entry section, each with the main version's bounds. */
function translatedEntries<K extends TranslatedSection>(key: K) {
  const main = MainSectionsSchema.properties[key] as unknown as TArray<TObject>;
  const fields = TRANSLATED_ENTRY_FIELDS[key] as readonly string[];
  const properties = Object.fromEntries(fields.map((field) => [field, main.items.properties[field]!]));
  return Type.Unsafe<TranslatedEntry<K>[]>(list(record(properties), main.maxItems));
}

const contactFields = MainSectionsSchema.properties.contact.properties;

/**
 * One version of the resume in another language: its words, aligned with the main version by position
 * (entry N translates entry N). A missing or empty string reads as the main version's text
 * (`resumeInLanguage`, src/translations).
 */
export const TranslationSchema = record({
  contact: record({
    fullName: contactFields.fullName,
    job_title: contactFields.job_title,
    welcome_message: contactFields.welcome_message,
  }),
  summary: MainSectionsSchema.properties.summary,
  skills: MainSectionsSchema.properties.skills,
  links: list(record({ label: contactFields.links.items.properties.label }), contactFields.links.maxItems),
  ...(Object.fromEntries(
    Object.keys(TRANSLATED_ENTRY_FIELDS).map((key) => [key, translatedEntries(key as TranslatedSection)]),
  ) as { [K in TranslatedSection]: ReturnType<typeof translatedEntries<K>> }),
});

// A version nobody added stays absent: its property has no default for the save's check to fill in.
const { default: _noDefault, ...addedTranslation } = TranslationSchema;

/** The versions in other languages, by language; a version nobody added is absent. */
export const TranslationsSchema = Type.Object(
  Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      Type.Optional(addedTranslation as typeof TranslationSchema),
    ]),
  ) as {
    [L in Language]: TOptional<typeof TranslationSchema>;
  },
  { additionalProperties: false, default: {} },
);

/** Every section of the resume, in the order the builder holds them, and its versions in other languages. */
export const ResumeSectionsSchema = record({
  ...MainSectionsSchema.properties,
  translations: TranslationsSchema,
});

/** The save call's `data` (spec §7): the sections, the photo's path (or a request to remove it) and publication. */
export const ResumeInputSchema = Type.Object({
  ...ResumeSectionsSchema.properties,
  image: Type.Unknown(),
  published: flag(false),
});
delete (ResumeInputSchema as { required?: unknown }).required;

/** The names of the resume's sections: every answer that carries a resume lists each of them. */
export type ResumeSchemaSection = keyof typeof ResumeSectionsSchema.properties;

export const RESUME_SECTION_NAMES = Object.keys(ResumeSectionsSchema.properties) as ResumeSchemaSection[];

export type DurationShape = Static<typeof DurationSchema>;
export type ContactLinkShape = Static<typeof ContactLinkSchema>;
export type RatedItemShape = Static<typeof RatedItemSchema>;
export type EducationEntryShape = Static<typeof EducationEntrySchema>;
export type CourseShape = Static<typeof CourseSchema>;
export type EmploymentEntryShape = Static<typeof EmploymentEntrySchema>;
export type ActivityShape = Static<typeof ActivitySchema>;
export type ProjectEntryShape = Static<typeof ProjectEntrySchema>;
export type VolunteeringEntryShape = Static<typeof VolunteeringEntrySchema>;
export type ContactShape = Static<typeof ContactSchema>;
export type ResumeSectionsShape = Static<typeof ResumeSectionsSchema>;
export type ResumeTranslation = Static<typeof TranslationSchema>;
/** A version's words as a client may send them: any part left out reads as the main version's. */
export type ResumeTranslations = Partial<Record<Language, ResumeTranslation>>;
