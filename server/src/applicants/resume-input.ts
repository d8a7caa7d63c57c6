// The `data` field of the save call: the whole resume as the builder holds it (spec §3, §7). Its
// shape is checked here; the resume rules of spec §5 live in @talent/resume-model.

import Ajv from 'ajv';
import { defaultLanguage, supportedLanguages } from '@talent/i18n/src/languages';
import {
  type BuilderSpecialization,
  isBlank,
  normalizeIraqiPhone,
  normalizeSpecializations,
  type ResumeSections,
} from '@talent/resume-model';
import { invalidInput, schemaFieldErrors } from '../http/errors';
import { requireStorableText } from '../security/storable-text';
import { serverMessage } from '../i18n/messages';

export type BuilderSections = ResumeSections<BuilderSpecialization>;

export interface ResumeInput {
  sections: BuilderSections;
  published: boolean;
  /** null or '' asks to remove the photo; anything else keeps the stored one unless a file comes. */
  removesPhoto: boolean;
}

// Generous bounds: they keep one resume to a few hundred kilobytes, far beyond any real one.
const text = (maxLength = 500) => ({ type: 'string', maxLength, default: '' }) as const;
const list = (items: object, maxItems = 50) => ({ type: 'array', items, maxItems, default: [] }) as const;
const record = (properties: Record<string, object>) =>
  ({ type: 'object', properties, additionalProperties: false, default: {} }) as const;

const duration = record({
  start_year: text(20),
  start_month: text(20),
  end_year: text(20),
  end_month: text(20),
});
const ratedItem = record({
  item: text(200),
  rating: { type: 'integer', minimum: 0, maximum: 5, default: 0 },
});

const resumeShape = {
  type: 'object',
  properties: {
    image: {},
    published: { type: 'boolean', default: false },
    language: { type: 'string', enum: supportedLanguages, default: defaultLanguage },
    contact: record({
      fullName: text(200),
      phone: record({ phone: text(40), showPhone: { type: 'boolean', default: false } }),
      email: text(254),
      birthdate: text(20),
      gender: text(20),
      workAvailability: { type: 'boolean', default: false },
      city: text(100),
      zone: text(100),
      links: list(record({ link: text(2000), label: text(200) }), 20),
      job_title: text(200),
      welcome_message: text(2000),
    }),
    // Any of the specialisation forms of spec §3; normalizeSpecializations reads them all.
    specializations: list({ type: 'object' }, 20),
    education: list(record({ degree: text(200), institute: text(300), duration })),
    languages: list(ratedItem),
    tools: list(ratedItem),
    skills: list({ type: 'string', maxLength: 200 }),
    summary: text(10_000),
    courses: list(record({ title: text(300), entity: text(300), duration: text(40) })),
    employment: list(
      record({
        title: text(200),
        employer: text(300),
        duration,
        responsibilities: list({ type: 'string', maxLength: 2000 }),
      }),
    ),
    activities: list(record({ title: text(300), participatedAs: text(200), year: text(20) })),
  },
} as const;

const ajv = new Ajv({ allErrors: true, useDefaults: true, removeAdditional: true });
const checkShape = ajv.compile(resumeShape);

const notJson = () => invalidInput({ data: [serverMessage('dataNotJson')] });

/** Parses and checks the `data` field; throws a 422 HttpError naming each bad field. */
export function parseResumeInput(data: unknown): ResumeInput {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      throw notJson();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw notJson();
  // A multipart `data` field reaches here unchecked: text the database cannot hold is refused.
  requireStorableText(value);
  // The original specialisation entries, before the defaults of the shape check touch them.
  const specializations = normalizeSpecializations((value as { specializations?: unknown }).specializations);
  if (!checkShape(value)) {
    throw invalidInput(schemaFieldErrors(checkShape.errors ?? []));
  }
  const resume = value as unknown as BuilderSections & { image?: unknown; published: boolean };
  const phone = resume.contact.phone.phone;
  return {
    sections: {
      language: resume.language,
      contact: {
        ...resume.contact,
        gender: resume.contact.gender as BuilderSections['contact']['gender'],
        zone: resume.contact.zone as BuilderSections['contact']['zone'],
        phone: { ...resume.contact.phone, phone: isBlank(phone) ? '' : normalizeIraqiPhone(phone) },
      },
      specializations,
      education: resume.education,
      languages: resume.languages,
      tools: resume.tools,
      skills: resume.skills,
      summary: resume.summary,
      courses: resume.courses,
      employment: resume.employment,
      activities: resume.activities,
    },
    published: resume.published,
    removesPhoto: resume.image === null || resume.image === '',
  };
}
