// Demo resumes written in Arabic or Kurdish throughout (issue 16): which applicants write their
// resume in which language, and the resume's free text in that language. Reference values (city,
// zone, degree, skills, roles, course lengths, ratings) keep their stored English value: the document
// names them through the `reference` catalogue.

import { formatNumber } from '@talent/i18n/src/formats';
import type { Language } from '@talent/i18n/src/languages';
import type { Gender, RatedItem, ResumeDraft } from '@talent/resume-model';
import { kurdistanCities } from './iraqi-data';
import {
  activityTitleForms,
  courseProviderForms,
  courseTitleForms,
  type DocumentForms,
  employerForms,
  jobTitleForms,
  kurdishFocus,
  kurdishSummaryClosings,
  kurdishWelcomeMessages,
  responsibilityForms,
  spokenLanguageForms,
  universityForms,
} from './iraqi-data-documents';
import { applicantSeed, createRandom, type Random } from './random';

/** A document language other than English. */
export type WrittenLanguage = Exclude<Language, 'en'>;

/**
 * Half the applicants of the Kurdistan Region write in Kurdish: those with Kurdish names (four in
 * five there) do so at this rate.
 */
const KURDISH_NAMED_SHARE = 0.625;
const DOCUMENT_STREAM = 0x5bd1e995;

/**
 * The draws for an applicant's document language and Kurdish texts, from a generator apart from the
 * applicant's own: every other draw, and so every English resume, stays what the seed gave before.
 */
export function documentRandom(seed: number, number: number): Random {
  return createRandom(applicantSeed(seed, number) ^ DOCUMENT_STREAM);
}

/**
 * Kurdish for half the Kurdistan Region (Sorani, the region's written standard); otherwise Arabic
 * for the applicants who write Arabic (`arabicText`, about a third), English for the rest.
 */
export function documentLanguageFor(
  random: Random,
  { city, kurdishName, arabicText }: { city: string; kurdishName: boolean; arabicText: boolean },
): Language {
  if (kurdishName && kurdistanCities.includes(city) && random.chance(KURDISH_NAMED_SHARE)) return 'ckb';
  return arabicText ? 'ar' : 'en';
}

export interface WrittenDetails {
  gender: Gender;
  /** The lead sub-speciality's focus in English (`SubSpecialityProfile.focus.english`). */
  focus: string;
  experienceYears: number;
  tools: readonly RatedItem[];
  /** The applicant's name as each language spells it. */
  names: Record<WrittenLanguage, string>;
  /** `documentRandom` of the applicant. */
  random: Random;
}

function formOf(forms: Readonly<Record<string, DocumentForms>>, english: string, language: WrittenLanguage) {
  const found = forms[english];
  if (found === undefined) throw new Error(`The demo text "${english}" has no ${language} form.`);
  return found[language];
}

/**
 * The drawn resume written in `language`: its free text from the translated word lists. An Arabic
 * document's summary and welcome message are the Arabic ones the generator already wrote for it (its
 * applicant writes Arabic); a Kurdish one gets Kurdish ones.
 */
export function writtenIn(
  language: WrittenLanguage,
  drawn: ResumeDraft,
  details: WrittenDetails,
): ResumeDraft {
  const { gender, random } = details;
  const form = (forms: Readonly<Record<string, DocumentForms>>, english: string) =>
    formOf(forms, english, language);
  const jobTitle = (english: string) => {
    const forms = jobTitleForms[english];
    if (forms === undefined) throw new Error(`The demo job title "${english}" has no ${language} form.`);
    return language === 'ar' && gender === 'Female' ? forms.arFemale : forms[language];
  };
  const kurdish = language === 'ckb';
  return {
    ...drawn,
    language,
    contact: {
      ...drawn.contact,
      fullName: details.names[language],
      job_title: jobTitle(drawn.contact.job_title),
      welcome_message: kurdish ? random.pick(kurdishWelcomeMessages) : drawn.contact.welcome_message,
    },
    education: drawn.education.map((entry) => ({
      ...entry,
      institute: form(universityForms, entry.institute),
    })),
    languages: drawn.languages.map((spoken) => ({ ...spoken, item: form(spokenLanguageForms, spoken.item) })),
    summary: kurdish ? kurdishSummary(random, details) : drawn.summary,
    courses: drawn.courses.map((course) => ({
      ...course,
      title: form(courseTitleForms, course.title),
      entity: form(courseProviderForms, course.entity),
    })),
    employment: drawn.employment.map((job) => ({
      ...job,
      title: jobTitle(job.title),
      employer: form(employerForms, job.employer),
      responsibilities: job.responsibilities.map((responsibility) =>
        form(responsibilityForms, responsibility),
      ),
    })),
    activities: drawn.activities.map((activity) => ({
      ...activity,
      title: form(activityTitleForms, activity.title),
    })),
  };
}

/**
 * "A و B و C": Kurdish may join every item with «و». Tool names are Latin, and a comma between two of
 * them would join them into one left-to-right run that a right-to-left reader takes in reverse order.
 */
function kurdishList(items: readonly string[]): string {
  return items.join(' و ');
}

/** 20 to 60 words in Kurdish (Sorani); a noun stays singular after a number («٥ ساڵ»). */
export function kurdishSummary(
  random: Random,
  { focus, experienceYears, tools }: Pick<WrittenDetails, 'focus' | 'experienceYears' | 'tools'>,
): string {
  const field = kurdishFocus[focus];
  if (field === undefined) throw new Error(`The demo focus "${focus}" has no Kurdish form.`);
  const years = experienceYears === 1 ? 'یەک' : formatNumber(experienceYears, 'ckb');
  const opening =
    experienceYears > 0
      ? `${years} ساڵ ئەزموونم هەیە لە بواری ${field}، و لەگەڵ تیمی ناوخۆیی و نێودەوڵەتی لە عێراق کارم کردووە.`
      : `دەرچوویەکی نوێم و گرنگی بە بواری ${field} دەدەم، و دەمەوێت ئەزموونی کرداری بەدەست بهێنم.`;
  const toolNames = tools.slice(0, 3).map((tool) => tool.item);
  const middle = `بە باشی ${kurdishList(toolNames)} بەکاردەهێنم و توانای پەیوەندیکردن و کاری بەکۆمەڵم هەیە.`;
  return `${opening} ${middle} ${random.pick(kurdishSummaryClosings)}`;
}
