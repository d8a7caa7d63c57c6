// Realistic Iraqi applicants for demos and benchmarks (issue 4 'Demo data'). Everything is drawn
// from a seeded generator and the given day, so a seed always yields the same resumes.

import { formatNumber } from '@talent/i18n/src/formats';
import type { Language } from '@talent/i18n/src/languages';
import {
  BAGHDAD,
  BAGHDAD_ZONES,
  COURSE_DURATIONS,
  type EducationEntry,
  ENTRY_SECTIONS,
  type EntryOf,
  type EntrySectionKey,
  type EmploymentEntry,
  experienceYearsOf,
  GENDERS,
  type Gender,
  type MainSpecialization,
  type ProjectEntry,
  type VolunteeringEntry,
  normalizeIraqiPhone,
  PRESENT,
  type RatedItem,
  type ResumeDraft,
  UNDERGRADUATE_DEGREE,
  wordsOfMainVersion,
} from '@talent/resume-model';
import {
  cities,
  participationRoles,
  skills as referenceSkills,
  specializations as referenceSpecializations,
} from '../reference-data/reference-lists';
import {
  activityTitles,
  arabicWelcomeMessages,
  type BilingualName,
  courseProviders,
  courseTitles,
  employers,
  englishWelcomeMessages,
  familyNames,
  femaleFirstNames,
  kurdistanCities,
  maleFirstNames,
  mobilePrefixes,
  secondLanguages,
  subSpecialityProfiles,
  type SubSpecialityProfile,
  universitiesByCity,
} from './iraqi-data';
import { documentLanguageFor, documentRandom, writtenIn } from './document-language';
import { demoProjects, demoVolunteering } from './iraqi-data-sections';
import { applicantSeed, createRandom, type Random } from './random';

export const DEMO_EMAIL_DOMAIN = 'talentpool.local';
export const DEFAULT_DEMO_SEED = 2026;

/** The login of demo applicant `number` (1, 2, …). */
export function demoEmail(number: number): string {
  return `demo${number}@${DEMO_EMAIL_DOMAIN}`;
}

/** A simple generated portrait: initials on a colour, or a head-and-shoulders shape without them. */
export interface DemoAvatar {
  initials: string | null;
  background: string;
  foreground: string;
}

export interface DemoApplicant {
  /** 1-based; the account is `demo{number}@talentpool.local`. */
  number: number;
  account: { name: string; email: string };
  /** The save call's `data`: published ones pass every publish rule. */
  resume: ResumeDraft;
  avatar: DemoAvatar | null;
}

export interface DemoOptions {
  seed?: number;
  /** The day ages and dates are counted from. */
  today: Date;
  /** The first applicant's number; a second run continues after the demo accounts already there. */
  firstNumber?: number;
  /** No drafts: the directory benchmark wants every resume listed. */
  allPublished?: boolean;
}

/** The reference list in the shape the resume rules read. */
export const demoMainSpecializations: MainSpecialization[] = referenceSpecializations.map((main) => ({
  id: main.id,
  title: main.title,
  children: main.subSpecialities.map((sub) => ({ id: sub.id, title: sub.title })),
}));

export function generateDemoApplicants(count: number, options: DemoOptions): DemoApplicant[] {
  const first = options.firstNumber ?? 1;
  return Array.from({ length: count }, (_, offset) => generateDemoApplicant(first + offset, options));
}

const AVATAR_COLOURS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#15803d', '#334155'];
const PUBLISHED_SHARE = 0.9;
const PHOTO_SHARE = 0.4;

export function generateDemoApplicant(number: number, options: DemoOptions): DemoApplicant {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const random = createRandom(applicantSeed(seed, number));
  const today = options.today;

  const gender = random.pick(GENDERS);
  const city = cityOf(random, seed, number);
  const name = nameOf(random, gender, city);
  const age = ageOf(random);
  const birthdate = birthdateFor(random, today, age);
  const birthYear = Number(birthdate.slice(0, 4));

  const main = random.pick(demoMainSpecializations);
  const otherMain = demoMainSpecializations.find((candidate) => candidate.id !== main.id);
  const mains = otherMain && random.chance(0.15) ? [main, otherMain] : [main];
  const specializations = mains.map((chosen) => ({
    id: chosen.id,
    sub: random.sample(chosen.children, random.int(1, 3)).map((sub) => ({ id: sub.id })),
  }));
  const leadSubId = specializations[0]!.sub[0]!.id;
  const profile = subSpecialityProfiles[leadSubId]!;
  const field = main.id === 1 ? 'technology' : 'business';

  const { education, careerStart } = educationFor(random, { city, birthYear, today });
  const employment = employmentFor(random, { careerStart, today, profile, field });
  const employed = employment.some((job) => job.duration.end_year === PRESENT);
  // The years the summary names are the ones the directory counts from the same jobs (issue 23: the
  // year difference since the career's start said 4 where the dates made 3).
  const experienceYears = experienceYearsOf(
    employment.map((job) => job.duration),
    today,
  );
  const arabicText = random.chance(0.35);
  const documentDraws = documentRandom(seed, number);
  const language = documentLanguageFor(documentDraws, {
    city,
    kurdishName: name.sorani !== null,
    arabicText,
  });
  const jobTitle = random.pick(profile.jobTitles);
  const chosenSkills = random.sample(referenceSkills, random.int(2, 5));
  const tools = random
    .sample(profile.tools, random.int(2, Math.min(5, profile.tools.length)))
    .map((item) => ({ item, rating: random.int(2, 5) }));
  const email = demoEmail(number);

  const drawn: ResumeDraft = {
    image: null,
    language: 'en',
    contact: {
      fullName: name.full,
      phone: {
        phone: normalizeIraqiPhone(
          `${random.pick(mobilePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
        ),
        showPhone: random.chance(0.6),
      },
      email,
      // The spec's defaults: the demo data's random draws stay as they were (issue #23's choices).
      showEmail: true,
      birthdate,
      birthdateDisplay: 'date',
      gender,
      workAvailability: employed ? random.chance(0.2) : random.chance(0.85),
      city,
      zone: city === BAGHDAD ? random.pick(BAGHDAD_ZONES) : '',
      links: linksFor(random, name.slug, field),
      job_title: jobTitle,
      welcome_message: arabicText ? random.pick(arabicWelcomeMessages) : random.pick(englishWelcomeMessages),
    },
    specializations,
    education,
    languages: languagesFor(random, city),
    tools,
    skills: chosenSkills,
    summary: arabicText
      ? arabicSummary(random, { profile, gender, experienceYears, tools })
      : englishSummary(random, { profile, jobTitle, city, experienceYears, tools, skills: chosenSkills }),
    courses: Array.from({ length: random.int(0, 2) }, () => ({
      title: random.pick(courseTitles[field]),
      entity: random.pick(courseProviders),
      duration: random.pick(COURSE_DURATIONS),
    })),
    employment,
    activities: Array.from({ length: random.int(0, 2) }, () => ({
      title: random.pick(activityTitles),
      participatedAs: random.pick(participationRoles),
      year: String(random.int(Math.max(birthYear + 16, today.getFullYear() - 8), today.getFullYear())),
    })),
    projects: [],
    volunteering: [],
    published: random.chance(PUBLISHED_SHARE) || options.allPublished === true,
  };
  // Issue 16: an Arabic or a Kurdish document is written in its language throughout.
  const resume =
    language === 'en'
      ? drawn
      : writtenIn(language, drawn, {
          gender,
          focus: profile.focus.english,
          experienceYears,
          tools,
          names: { ar: name.arabic, ckb: name.sorani ?? name.arabic },
          random: documentDraws,
        });
  const sectionDraws = sectionsRandom(seed, number);
  const context: SectionDemoContext = { field, language, gender, slug: name.slug, since: careerStart, today };
  for (const { key } of ENTRY_SECTIONS) {
    if (!isDemoSection(key)) continue;
    (resume as unknown as Record<string, unknown>)[key] = SECTION_DEMOS[key](sectionDraws, context);
  }
  // Issue 31: about a third of the applicants keep a second version — English beside an Arabic or
  // Kurdish resume, Arabic beside an English one — written from the same draws as the first.
  const versionDraws = createRandom(applicantSeed(seed, number) ^ VERSION_STREAM);
  if (versionDraws.chance(SECOND_VERSION_SHARE)) {
    const other: Language = language === 'en' ? 'ar' : 'en';
    const english: ResumeDraft = {
      ...drawn,
      contact: { ...drawn.contact, welcome_message: versionDraws.pick(englishWelcomeMessages) },
      summary: englishSummary(versionDraws, {
        profile,
        jobTitle,
        city,
        experienceYears,
        tools,
        skills: chosenSkills,
      }),
    };
    const words =
      other === 'en'
        ? english
        : writtenIn(
            'ar',
            {
              ...drawn,
              contact: { ...drawn.contact, welcome_message: versionDraws.pick(arabicWelcomeMessages) },
              summary: arabicSummary(versionDraws, { profile, gender, experienceYears, tools }),
            },
            {
              gender,
              focus: profile.focus.english,
              experienceYears,
              tools,
              names: { ar: name.arabic, ckb: name.arabic },
              random: versionDraws,
            },
          );
    // The same draws as the first version's sections, so entry N of each version is the same entry.
    const otherSectionDraws = sectionsRandom(seed, number);
    const otherContext: SectionDemoContext = { ...context, language: other };
    for (const { key } of ENTRY_SECTIONS) {
      if (!isDemoSection(key)) continue;
      (words as unknown as Record<string, unknown>)[key] = SECTION_DEMOS[key](
        otherSectionDraws,
        otherContext,
      );
    }
    // Skills are names from the reference list: every version prints them in its own language.
    resume.translations = { [other]: { ...wordsOfMainVersion(words), skills: [] } };
  }
  // A draft is a resume still being written: its summary and skills are not filled in yet.
  if (!resume.published) {
    resume.summary = '';
    resume.skills = [];
    for (const version of Object.values(resume.translations ?? {})) version.summary = '';
  }

  const avatar = random.chance(PHOTO_SHARE)
    ? {
        initials: language === 'en' ? name.initials : null,
        background: random.pick(AVATAR_COLOURS),
        foreground: '#ffffff',
      }
    : null;

  return { number, account: { name: resume.contact.fullName, email }, resume, avatar };
}

const SECTIONS_STREAM = 0x27d4eb2f;
const VERSION_STREAM = 0x165667b1;
/** Issue 31: the share of demo resumes with a second version. */
const SECOND_VERSION_SHARE = 1 / 3;
/** A third of the demo resumes show projects. */
const PROJECTS_SHARE = 0.3;

/**
 * The draws for the optional sections (issue 30), from a generator apart from the applicant's own,
 * so the sections that were there before draw what the seed gave them before.
 */
function sectionsRandom(seed: number, number: number): Random {
  return createRandom(applicantSeed(seed, number) ^ SECTIONS_STREAM);
}

/** What the optional sections' demo entries are written from. */
interface SectionDemoContext {
  field: keyof typeof demoProjects;
  /** The document's language: every text is written in it. */
  language: Language;
  gender: Gender;
  /** The applicant's name as a web address writes it. */
  slug: string;
  /** The year their studies ended. */
  since: number;
  today: Date;
}

/** One or two projects of the applicant's field, in the document's language, since their studies ended. */
function projectsFor(
  random: Random,
  { field, language, slug, since, today }: SectionDemoContext,
): ProjectEntry[] {
  if (!random.chance(PROJECTS_SHARE)) return [];
  const thisYear = today.getFullYear();
  return random.sample(demoProjects[field], random.int(1, 2)).map((project) => {
    const start = random.int(Math.min(since, thisYear - 1), thisYear - 1);
    const end = random.int(start, thisYear);
    const ongoing = end === thisYear && random.chance(0.5);
    const startMonth = random.int(1, 12);
    return {
      ...project[language],
      url: project.slug === null ? '' : `github.com/${slug}/${project.slug}`,
      start_year: String(start),
      start_month: String(startMonth),
      end_year: ongoing ? PRESENT : String(end),
      end_month: ongoing ? '' : month(random, end === start ? startMonth : 1, 12),
    };
  });
}

/** A quarter of the demo resumes show volunteering. */
const VOLUNTEERING_SHARE = 0.25;

/** One or two organisations, in the document's language, the role agreeing with the applicant in Arabic. */
function volunteeringFor(
  random: Random,
  { language, gender, since, today }: SectionDemoContext,
): VolunteeringEntry[] {
  if (!random.chance(VOLUNTEERING_SHARE)) return [];
  const thisYear = today.getFullYear();
  return random.sample(demoVolunteering, random.int(1, 2)).map((written) => {
    const text = written[language];
    const role = language === 'ar' && gender === 'Female' ? written.ar.roleFemale : text.role;
    const start = random.int(Math.max(since - 4, thisYear - 12), thisYear - 1);
    const startMonth = random.int(1, 12);
    const end = random.int(start, Math.min(start + 2, thisYear));
    return {
      organization: text.organization,
      role,
      summary: text.summary,
      duration: {
        start_year: String(start),
        start_month: String(startMonth),
        end_year: String(end),
        end_month: month(random, end === start ? startMonth : 1, 12),
      },
    };
  });
}

/** The sections every demo applicant has drawn with its own generator since before issue 30. */
type DrawnSections = 'employment' | 'courses' | 'activities';

/**
 * The demo entries of every other entry section (src/sections/registry.ts in @talent/resume-model),
 * drawn in the registry's order from `sectionsRandom`: a new section's key asks for its own here, and
 * the sections before it keep their draws.
 */
const SECTION_DEMOS: {
  [K in Exclude<EntrySectionKey, DrawnSections>]: (
    random: Random,
    context: SectionDemoContext,
  ) => EntryOf<K>[];
} = {
  projects: projectsFor,
  volunteering: volunteeringFor,
};

function isDemoSection(key: EntrySectionKey): key is keyof typeof SECTION_DEMOS {
  return key in SECTION_DEMOS;
}

/** The first 18 applicants of a seed cover every governorate once; after that Baghdad weighs most. */
function cityOf(random: Random, seed: number, number: number): string {
  if (number <= cities.length) {
    const order = createRandom(seed).sample(cities, cities.length);
    return order[number - 1]!;
  }
  return random.chance(0.3) ? BAGHDAD : random.pick(cities);
}

interface DemoName {
  full: string;
  /** Latin initials, or null for a name written in Arabic script only. */
  initials: string | null;
  /** The name in Arabic script, as an Arabic document spells it. */
  arabic: string;
  /** A Kurdish name as a Kurdish document spells it; null for other names. */
  sorani: string | null;
  /** Lower-case Latin handle for profile links. */
  slug: string;
}

function nameOf(random: Random, gender: Gender, city: string): DemoName {
  const northern = kurdistanCities.includes(city) || city === 'Kirkuk';
  const kurdish = northern && random.chance(0.8);
  const fromList = (names: readonly BilingualName[]) =>
    random.pick(names.filter((name) => (name.kurdish ?? false) === kurdish));
  const given = fromList(gender === 'Female' ? femaleFirstNames : maleFirstNames);
  const family = fromList(familyNames);
  const latin = `${given.latin} ${family.latin}`;
  const arabic = `${given.arabic} ${family.arabic}`;
  const script = random.int(1, 100);
  const full = script <= 45 ? latin : script <= 80 ? arabic : `${latin} (${arabic})`;
  return {
    full,
    arabic,
    sorani:
      given.sorani !== undefined && family.sorani !== undefined ? `${given.sorani} ${family.sorani}` : null,
    initials: script <= 45 || script > 80 ? `${given.latin[0]}${family.latin.replace(/^Al-/, '')[0]}` : null,
    slug: `${given.latin}-${family.latin}`.toLowerCase(),
  };
}

/** 18 to 60, most applicants in their twenties and thirties. */
function ageOf(random: Random): number {
  const band = random.int(1, 100);
  if (band <= 25) return random.int(18, 24);
  if (band <= 75) return random.int(25, 35);
  if (band <= 93) return random.int(36, 47);
  return random.int(48, 60);
}

/** A birthdate that makes the applicant exactly `age` on `today`. */
function birthdateFor(random: Random, today: Date, age: number): string {
  const lastBirthday = new Date(Date.UTC(today.getFullYear() - age, today.getMonth(), today.getDate()));
  const born = new Date(lastBirthday.getTime() - random.int(0, 360) * 86_400_000);
  return born.toISOString().slice(0, 10);
}

const month = (random: Random, from: number, to: number) => String(random.int(from, to));

function educationFor(
  random: Random,
  { city, birthYear, today }: { city: string; birthYear: number; today: Date },
): { education: EducationEntry[]; careerStart: number } {
  const thisYear = today.getFullYear();
  const home = universitiesByCity[city] ?? universitiesByCity[BAGHDAD]!;
  const institute = () =>
    random.chance(0.8) ? random.pick(home) : random.pick(universitiesByCity[BAGHDAD]!);
  const entry = (degree: string, start: number, years: number): EducationEntry => ({
    degree,
    institute: institute(),
    duration: {
      start_year: String(start),
      start_month: month(random, 9, 10),
      end_year: String(start + years),
      end_month: month(random, 6, 7),
    },
  });

  const start = birthYear + 18;
  // Still studying: a Bachelor's in progress is 'Undergraduate' with the end 'Present' (spec §5).
  if (start + 4 > thisYear) {
    if (start + 2 <= thisYear && random.chance(0.35)) {
      return { education: [entry('Diploma', start, 2)], careerStart: start + 2 };
    }
    const studying: EducationEntry = {
      degree: UNDERGRADUATE_DEGREE,
      institute: institute(),
      duration: {
        start_year: String(Math.min(start, thisYear)),
        start_month: '9',
        end_year: PRESENT,
        end_month: '',
      },
    };
    return { education: [studying], careerStart: thisYear };
  }

  const first = random.chance(0.15) ? entry('Diploma', start, 2) : entry("Bachelor's", start, 4);
  const education = [first];
  let finished = Number(first.duration.end_year);
  const age = thisYear - birthYear;
  if (age >= 27 && random.chance(0.3)) {
    const masters = entry("Master's", finished + random.int(0, 2), 2);
    education.push(masters);
    finished = Number(masters.duration.end_year);
    if (age >= 33 && random.chance(0.25) && finished + 4 <= thisYear) {
      const phd = entry('PhD', finished + random.int(0, 1), 4);
      education.push(phd);
      finished = Number(phd.duration.end_year);
    }
  } else if (random.chance(0.12) && finished + 1 <= thisYear) {
    const higher = entry('Higher Diploma', finished, 1);
    education.push(higher);
    finished = Number(higher.duration.end_year);
  }
  return { education: education.reverse(), careerStart: Math.min(finished, thisYear) };
}

function employmentFor(
  random: Random,
  {
    careerStart,
    today,
    profile,
    field,
  }: { careerStart: number; today: Date; profile: SubSpecialityProfile; field: keyof typeof employers },
): EmploymentEntry[] {
  const thisYear = today.getFullYear();
  const jobs: EmploymentEntry[] = [];
  let start = careerStart + random.int(0, 1);
  while (start < thisYear && jobs.length < 3) {
    const end = start + random.int(1, 5);
    const current = end >= thisYear || (jobs.length === 2 && random.chance(0.7));
    jobs.push({
      title: random.pick(profile.jobTitles),
      employer: random.pick(employers[field]),
      duration: {
        start_year: String(start),
        start_month: month(random, 1, 12),
        end_year: current ? PRESENT : String(end),
        end_month: current ? '' : month(random, 1, 12),
      },
      responsibilities: random.sample(profile.responsibilities, random.int(1, 3)),
    });
    if (current) break;
    start = end;
  }
  return jobs.reverse();
}

function languagesFor(random: Random, city: string): RatedItem[] {
  const kurdish = kurdistanCities.includes(city);
  const languages: RatedItem[] = kurdish
    ? [
        { item: 'Kurdish', rating: 5 },
        { item: 'Arabic', rating: random.int(3, 5) },
      ]
    : [{ item: 'Arabic', rating: 5 }];
  if (random.chance(0.9)) languages.push({ item: 'English', rating: random.int(2, 5) });
  if (!kurdish && ['Kirkuk', 'Diyala', 'Nineveh'].includes(city) && random.chance(0.4)) {
    languages.push({ item: random.chance(0.5) ? 'Kurdish' : 'Turkmen', rating: random.int(3, 5) });
  }
  if (random.chance(0.2)) {
    const extra = random.pick(secondLanguages.filter((language) => language !== 'English'));
    languages.push({ item: extra, rating: random.int(1, 3) });
  }
  return languages;
}

function linksFor(random: Random, slug: string, field: keyof typeof employers) {
  const links = [];
  if (random.chance(0.5)) links.push({ link: `https://www.linkedin.com/in/${slug}`, label: 'LinkedIn' });
  if (field === 'technology' && random.chance(0.4)) {
    links.push({ link: `https://github.com/${slug}`, label: 'GitHub' });
  }
  return links;
}

const ENGLISH_CLOSINGS = [
  'I am looking for a role where I can keep learning with a team that values quality.',
  'Open to full-time work in Iraq as well as remote positions with international companies.',
  'I enjoy solving real problems for Iraqi customers and picking up new tools along the way.',
] as const;

function listed(items: readonly string[], and: string, comma = ', '): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(comma)} ${and} ${items[items.length - 1]}`;
}

/** 20 to 60 words in English. */
function englishSummary(
  random: Random,
  details: {
    profile: SubSpecialityProfile;
    jobTitle: string;
    city: string;
    experienceYears: number;
    tools: RatedItem[];
    skills: string[];
  },
): string {
  const { profile, jobTitle, city, experienceYears, tools, skills } = details;
  const opening =
    experienceYears > 0
      ? `${jobTitle} based in ${city} with ${experienceYears} ${experienceYears === 1 ? 'year' : 'years'} of experience in ${profile.focus.english}.`
      : `Motivated graduate from ${city} who wants to start a career in ${profile.focus.english}.`;
  const toolNames = tools.slice(0, 3).map((tool) => tool.item);
  const strengths = skills.slice(0, 2).map((skill) => skill.toLowerCase());
  const middle = `Comfortable with ${listed(toolNames, 'and')}, and known for ${listed(strengths, 'and')}.`;
  return `${opening} ${middle} ${random.pick(ENGLISH_CLOSINGS)}`;
}

/** Each closing as a man and as a woman writes it (Arabic agrees with the writer: «مستعد» / «مستعدة»). */
const ARABIC_CLOSINGS = [
  {
    male: 'أبحث عن فرصة عمل تتيح لي التطور المهني والمساهمة في نجاح المؤسسة.',
    female: 'أبحث عن فرصة عمل تتيح لي التطور المهني والمساهمة في نجاح المؤسسة.',
  },
  {
    male: 'أرغب في الانضمام إلى فريق طموح يقدّر الجودة والتعلّم المستمر.',
    female: 'أرغب في الانضمام إلى فريق طموح يقدّر الجودة والتعلّم المستمر.',
  },
  {
    male: 'مستعد للعمل بدوام كامل في العراق أو عن بُعد مع شركات دولية.',
    female: 'مستعدة للعمل بدوام كامل في العراق أو عن بُعد مع شركات دولية.',
  },
] as const;

/** 20 to 60 words in Arabic. */
function arabicSummary(
  random: Random,
  details: { profile: SubSpecialityProfile; gender: Gender; experienceYears: number; tools: RatedItem[] },
): string {
  const { profile, gender, experienceYears, tools } = details;
  const female = gender === 'Female';
  const opening =
    experienceYears > 0
      ? `لدي خبرة ${arabicYears(experienceYears)} في مجال ${profile.focus.arabic}، وعملت مع فرق محلية ودولية في العراق.`
      : `${female ? 'خريجة حديثة مهتمة' : 'خريج حديث مهتم'} بمجال ${profile.focus.arabic} وأسعى إلى اكتساب الخبرة العملية.`;
  const toolNames = tools.slice(0, 3).map((tool) => tool.item);
  // Latin names joined by «و», not by commas: a comma between two Latin names reverses them for a
  // right-to-left reader (the glossary's rule).
  const middle = `أجيد استخدام ${toolNames.join(' و')} وأتمتع بمهارات التواصل والعمل الجماعي.`;
  const closing = random.pick(ARABIC_CLOSINGS);
  return `${opening} ${middle} ${female ? closing.female : closing.male}`;
}

/** Arabic counts years differently for one, two, three to ten, and more. */
function arabicYears(years: number): string {
  if (years === 1) return 'سنة واحدة';
  if (years === 2) return 'سنتين';
  return `${formatNumber(years, 'ar')} ${years <= 10 ? 'سنوات' : 'سنة'}`;
}
