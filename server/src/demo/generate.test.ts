import arabicReference from '@talent/i18n/src/locales/ar/reference.json';
import kurdishReference from '@talent/i18n/src/locales/ckb/reference.json';
import {
  availableLanguages,
  countWords,
  experienceYearsOf,
  PRESENT,
  type ResumeDraft,
  resumeInLanguage,
  translationProblems,
  validateForPublish,
} from '@talent/resume-model';
import { cities } from '../reference-data/reference-lists';
import { demoMainSpecializations, generateDemoApplicants } from './generate';
import {
  activityTitleForms,
  courseProviderForms,
  courseTitleForms,
  employerForms,
  jobTitleForms,
  kurdishFocus,
  responsibilityForms,
  spokenLanguageForms,
  universityForms,
} from './iraqi-data-documents';
import {
  activityTitles,
  courseProviders,
  courseTitles,
  employers,
  familyNames,
  femaleFirstNames,
  kurdistanCities,
  maleFirstNames,
  secondLanguages,
  subSpecialityProfiles,
  universitiesByCity,
} from './iraqi-data';

const today = new Date(2026, 10, 22);
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

function ageOn(day: Date, birthdate: string): number {
  const [year, month, date] = birthdate.split('-').map(Number) as [number, number, number];
  const hadBirthday = day.getMonth() + 1 > month || (day.getMonth() + 1 === month && day.getDate() >= date);
  return day.getFullYear() - year - (hadBirthday ? 0 : 1);
}

describe('demo applicants', () => {
  const applicants = generateDemoApplicants(120, { seed: 11, today });
  const published = applicants.filter((applicant) => applicant.resume.published);

  it('are the same for the same seed and differ for another seed', () => {
    expect(generateDemoApplicants(30, { seed: 11, today })).toEqual(applicants.slice(0, 30));
    const other = generateDemoApplicants(30, { seed: 12, today });
    expect(other.map((applicant) => applicant.resume)).not.toEqual(
      applicants.slice(0, 30).map((applicant) => applicant.resume),
    );
  });

  it('keep an applicant the same whatever number of them is generated', () => {
    const later = generateDemoApplicants(5, { seed: 11, today, firstNumber: 41 });
    expect(later).toEqual(applicants.slice(40, 45));
  });

  it('pass every publish rule when published, and most are published', () => {
    const failures = published.flatMap((applicant) => {
      const check = validateForPublish(applicant.resume, {
        today,
        mainSpecializations: demoMainSpecializations,
      });
      return check.valid ? [] : [{ number: applicant.number, errors: check.errors }];
    });
    expect(failures).toEqual([]);
    expect(published.length).toBeGreaterThan(applicants.length * 0.8);
    expect(published.length).toBeLessThan(applicants.length);
  });

  it('have Arabic names, Latin names and names in both scripts', () => {
    const names = applicants.map((applicant) => applicant.resume.contact.fullName);
    expect(names.some((name) => ARABIC_LETTER.test(name) && !LATIN_LETTER.test(name))).toBe(true);
    expect(names.some((name) => LATIN_LETTER.test(name) && !ARABIC_LETTER.test(name))).toBe(true);
    expect(names.some((name) => LATIN_LETTER.test(name) && ARABIC_LETTER.test(name))).toBe(true);
  });

  it('cover all 18 governorates in the first 18, with a zone for Baghdad', () => {
    const first = applicants.slice(0, cities.length).map((applicant) => applicant.resume.contact.city);
    expect([...first].sort()).toEqual([...cities].sort());
    for (const { resume } of applicants.filter((applicant) => applicant.resume.contact.city === 'Baghdad')) {
      expect(['Karkh', 'Risafa']).toContain(resume.contact.zone);
    }
  });

  it('use both specialisation fields with real sub-speciality ids', () => {
    const mainIds = new Set(
      applicants.flatMap((applicant) => applicant.resume.specializations.map((main) => main.id)),
    );
    expect(mainIds).toEqual(new Set([1, 2]));
    for (const { resume } of applicants) {
      for (const main of resume.specializations) {
        const reference = demoMainSpecializations.find((candidate) => candidate.id === main.id)!;
        for (const sub of main.sub) expect(reference.children.map((child) => child.id)).toContain(sub.id);
      }
    }
  });

  it('are 18 to 60 years old, with summaries of 20 to 60 words in English or Arabic', () => {
    for (const { resume } of applicants) {
      const age = ageOn(today, resume.contact.birthdate);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(60);
    }
    const summaries = published.map((applicant) => applicant.resume.summary);
    for (const summary of summaries) {
      expect(countWords(summary)).toBeGreaterThanOrEqual(20);
      expect(countWords(summary)).toBeLessThanOrEqual(60);
    }
    expect(summaries.some((summary) => ARABIC_LETTER.test(summary.slice(0, 10)))).toBe(true);
    expect(summaries.some((summary) => summary.startsWith('Motivated') || /^[A-Z]/.test(summary))).toBe(true);
  });

  it("name in the summary the years of experience their jobs' dates make (issue 23)", () => {
    const arabicDigits = (digits: string) =>
      Number([...digits].map((digit) => digit.charCodeAt(0) - 0x0660).join(''));
    let named = 0;
    for (const { resume } of published) {
      const years = experienceYearsOf(
        resume.employment.map((job) => job.duration),
        today,
      );
      const english = /with (\d+) years? of experience/.exec(resume.summary);
      // Arabic writes its years with its own digits (٥ سنوات), as the interface does.
      const arabic = /لدي خبرة (سنة واحدة|سنتين|([٠-٩]+) (?:سنوات|سنة))/.exec(resume.summary);
      if (english) expect([resume.summary, Number(english[1])]).toEqual([resume.summary, years]);
      if (arabic) {
        const said = arabic[1] === 'سنة واحدة' ? 1 : arabic[1] === 'سنتين' ? 2 : arabicDigits(arabic[2]!);
        expect([resume.summary, said]).toEqual([resume.summary, years]);
      }
      const kurdish = /^(یەک|([٠-٩]+)) ساڵ ئەزموونم هەیە/.exec(resume.summary);
      if (kurdish) {
        const said = kurdish[1] === 'یەک' ? 1 : arabicDigits(kurdish[2]!);
        expect([resume.summary, said]).toEqual([resume.summary, years]);
      }
      if (english || arabic || kurdish) named += 1;
      else expect(years).toBe(0);
    }
    expect(named).toBeGreaterThan(published.length / 2);
  });

  it('vary in education, availability, phone visibility and photos', () => {
    const degrees = new Set(
      applicants.flatMap((applicant) => applicant.resume.education.map((entry) => entry.degree)),
    );
    expect(degrees).toEqual(
      new Set(['Undergraduate', 'Diploma', "Bachelor's", 'Higher Diploma', "Master's", 'PhD']),
    );
    const studying = applicants
      .flatMap((applicant) => applicant.resume.education)
      .filter((entry) => entry.degree === 'Undergraduate');
    expect(studying.every((entry) => entry.duration.end_year === PRESENT)).toBe(true);
    const contacts = applicants.map((applicant) => applicant.resume.contact);
    expect(new Set(contacts.map((contact) => contact.workAvailability))).toEqual(new Set([true, false]));
    expect(new Set(contacts.map((contact) => contact.phone.showPhone))).toEqual(new Set([true, false]));
    expect(contacts.every((contact) => /^\+9647\d{9}$/.test(contact.phone.phone))).toBe(true);
    expect(new Set(applicants.map((applicant) => applicant.avatar === null))).toEqual(new Set([true, false]));
    expect(
      applicants.some((applicant) =>
        applicant.resume.employment.some((job) => job.responsibilities.length > 0),
      ),
    ).toBe(true);
    const languages = new Set(
      applicants.flatMap((applicant) => applicant.resume.languages.map((language) => language.item)),
    );
    expect([...languages]).toEqual(expect.arrayContaining(['Arabic', 'English', 'Kurdish', 'Turkish']));
  });
});

/**
 * Every text of a resume its applicant wrote, as the document prints it: reference values (city,
 * zone, degree, skills, roles, course lengths, ratings, 'Present') are left out, the document names
 * them from the catalogue; so are the tools, links, e-mail and phone, which stay in Latin letters.
 */
function writtenTexts(resume: ResumeDraft): string[] {
  const toolNames = resume.tools.map((tool) => tool.item).sort((a, b) => b.length - a.length);
  // A summary may name the tools ("… Excel وSAP وPower BI …"): those words alone may be Latin.
  const withoutTools = (text: string) => toolNames.reduce((rest, tool) => rest.split(tool).join(' '), text);
  const { contact } = resume;
  return [
    contact.fullName,
    contact.job_title,
    contact.welcome_message,
    resume.summary,
    ...resume.education.map((entry) => entry.institute),
    ...resume.languages.map((language) => language.item),
    ...resume.courses.flatMap((course) => [course.title, course.entity]),
    ...resume.employment.flatMap((job) => [job.title, job.employer, ...job.responsibilities]),
    ...resume.activities.map((activity) => activity.title),
    ...resume.projects.flatMap((project) => [project.name, project.description]),
    ...resume.volunteering.flatMap((entry) => [entry.organization, entry.role, entry.summary]),
  ]
    .filter((text) => text !== '')
    .map(withoutTools);
}

const LATIN = /\p{Script=Latin}/u;
/** Letters of Sorani that Arabic does not write. */
const SORANI_LETTER = /[ێۆڵڕە]/;
/** Arabic letters whose place Sorani gives to its own (ک, ی, ە). */
const ARABIC_ONLY_LETTER = /[كيةى]/;

describe('demo resumes in Arabic and Kurdish (issue 16)', () => {
  const pool = generateDemoApplicants(400, { seed: 11, today });
  const inLanguage = (language: string) => pool.filter((applicant) => applicant.resume.language === language);
  const inKurdistan = pool.filter((applicant) => kurdistanCities.includes(applicant.resume.contact.city));

  it('are about a third Arabic documents, and half the documents of the Kurdistan Region are Kurdish', () => {
    expect(inLanguage('en').length + inLanguage('ar').length + inLanguage('ckb').length).toBe(pool.length);
    expect(inLanguage('ar').length / pool.length).toBeGreaterThan(0.28);
    expect(inLanguage('ar').length / pool.length).toBeLessThan(0.4);
    const kurdish = inKurdistan.filter((applicant) => applicant.resume.language === 'ckb');
    expect(inKurdistan.length).toBeGreaterThan(25);
    expect(kurdish.length / inKurdistan.length).toBeGreaterThan(0.35);
    expect(kurdish.length / inKurdistan.length).toBeLessThan(0.65);
    expect(inLanguage('ckb').every((applicant) => inKurdistan.includes(applicant))).toBe(true);
  });

  it('write an Arabic document in Arabic letters, Latin only in tools, links, e-mail and phone', () => {
    for (const { resume } of inLanguage('ar')) {
      const texts = writtenTexts(resume);
      expect(texts.filter((text) => LATIN.test(text) || SORANI_LETTER.test(text))).toEqual([]);
      expect(texts.every((text) => text.trim() === '' || ARABIC_LETTER.test(text))).toBe(true);
    }
  });

  it("write a woman's Arabic summary in the feminine (issue 35: «مستعدة», not «مستعد»)", () => {
    const women = inLanguage('ar').filter(({ resume }) => resume.contact.gender === 'Female');
    expect(women.length).toBeGreaterThan(5);
    expect(
      women.filter(({ resume }) => /مستعد /.test(resume.summary)).map(({ resume }) => resume.summary),
    ).toEqual([]);
    expect(women.some(({ resume }) => resume.summary.includes('مستعدة للعمل'))).toBe(true);
  });

  it('write a Kurdish document in Sorani, not Arabic: its own letters, Latin only in tools and links', () => {
    for (const { resume } of inLanguage('ckb')) {
      const texts = writtenTexts(resume);
      expect(texts.filter((text) => LATIN.test(text) || ARABIC_ONLY_LETTER.test(text))).toEqual([]);
      expect(SORANI_LETTER.test(texts.join(' '))).toBe(true);
    }
  });

  it('keep an English document in English, with no Arabic summary or welcome beside English headings', () => {
    for (const { resume } of inLanguage('en')) {
      const { contact, summary } = resume;
      expect(
        [contact.job_title, contact.welcome_message, summary].filter((text) => ARABIC_LETTER.test(text)),
      ).toEqual([]);
    }
  });

  it('name the applicant of an Arabic or a Kurdish document in Arabic script, account and resume alike', () => {
    for (const applicant of [...inLanguage('ar'), ...inLanguage('ckb')]) {
      expect(applicant.resume.contact.fullName).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(applicant.account.name).toBe(applicant.resume.contact.fullName);
      expect(applicant.avatar?.initials ?? null).toBeNull();
    }
  });

  it('keep reference values stored in English, each one the document catalogue names in Arabic and Kurdish', () => {
    for (const { resume } of [...inLanguage('ar'), ...inLanguage('ckb')]) {
      const reference = resume.language === 'ar' ? arabicReference : kurdishReference;
      const named = (list: Record<string, string>, value: string) => expect(list[value]).toBeDefined();
      named(reference.city, resume.contact.city);
      if (resume.contact.zone !== '') named(reference.zone, resume.contact.zone);
      for (const entry of resume.education) named(reference.degree, entry.degree);
      for (const skill of resume.skills) named(reference.skill, skill);
      for (const course of resume.courses) named(reference.courseDuration, course.duration);
      for (const activity of resume.activities) named(reference.participation, activity.participatedAs);
    }
  });

  it('pass every publish rule when published, in every document language', () => {
    const published = pool.filter((applicant) => applicant.resume.published);
    for (const language of ['ar', 'ckb']) {
      expect(published.filter((applicant) => applicant.resume.language === language).length).toBeGreaterThan(
        0,
      );
    }
    const failures = published.flatMap((applicant) => {
      const check = validateForPublish(applicant.resume, {
        today,
        mainSpecializations: demoMainSpecializations,
      });
      return check.valid ? [] : [{ number: applicant.number, errors: check.errors }];
    });
    expect(failures).toEqual([]);
    for (const { resume } of published.filter((applicant) => applicant.resume.language === 'ckb')) {
      expect(countWords(resume.summary)).toBeGreaterThanOrEqual(20);
      expect(countWords(resume.summary)).toBeLessThanOrEqual(60);
    }
  });

  it('show projects in about a third of the resumes, in every document language (issue 30)', () => {
    const withProjects = pool.filter((applicant) => applicant.resume.projects.length > 0);
    expect(withProjects.length / pool.length).toBeGreaterThan(0.2);
    expect(withProjects.length / pool.length).toBeLessThan(0.4);
    for (const language of ['en', 'ar', 'ckb']) {
      expect(withProjects.some((applicant) => applicant.resume.language === language)).toBe(true);
    }
    for (const { resume } of withProjects) {
      for (const project of resume.projects) {
        expect(project.name).not.toBe('');
        expect(project.description).not.toBe('');
      }
    }
  });

  it('show volunteering in about a quarter of the resumes, an Arabic role agreeing with the applicant (issue 30)', () => {
    const volunteers = pool.filter((applicant) => applicant.resume.volunteering.length > 0);
    expect(volunteers.length / pool.length).toBeGreaterThan(0.15);
    expect(volunteers.length / pool.length).toBeLessThan(0.35);
    for (const language of ['en', 'ar', 'ckb']) {
      expect(volunteers.some((applicant) => applicant.resume.language === language)).toBe(true);
    }
    const arabicRoles = volunteers
      .filter((applicant) => applicant.resume.language === 'ar')
      .flatMap(({ resume }) => resume.volunteering.map((entry) => [resume.contact.gender, entry.role]));
    expect(arabicRoles).toContainEqual(['Female', 'متطوعة في الإسعافات الأولية']);
    expect(arabicRoles).not.toContainEqual(['Male', 'متطوعة في الإسعافات الأولية']);
    expect(arabicRoles).not.toContainEqual(['Female', 'متطوع في الإسعافات الأولية']);
  });

  it('have an Arabic and a Kurdish form of every text the generator can draw', () => {
    const profiles = Object.values(subSpecialityProfiles);
    const drawable: Array<[string, readonly string[], Readonly<Record<string, unknown>>]> = [
      ['job titles', profiles.flatMap((profile) => profile.jobTitles), jobTitleForms],
      ['responsibilities', profiles.flatMap((profile) => profile.responsibilities), responsibilityForms],
      ['focus', profiles.map((profile) => profile.focus.english), kurdishFocus],
      ['employers', [...employers.technology, ...employers.business], employerForms],
      ['universities', Object.values(universitiesByCity).flat(), universityForms],
      ['course titles', [...courseTitles.technology, ...courseTitles.business], courseTitleForms],
      ['course providers', courseProviders, courseProviderForms],
      ['activities', activityTitles, activityTitleForms],
      ['languages', ['Arabic', 'Kurdish', 'Turkmen', ...secondLanguages], spokenLanguageForms],
    ];
    for (const [list, english, forms] of drawable) {
      expect({ list, missing: english.filter((text) => forms[text] === undefined) }).toEqual({
        list,
        missing: [],
      });
    }
    const kurdishNames = [...femaleFirstNames, ...maleFirstNames, ...familyNames].filter(
      (name) => name.kurdish,
    );
    expect(kurdishNames.filter((name) => name.sorani === undefined)).toEqual([]);
  });
});

describe('second versions of demo resumes (issue 31)', () => {
  const applicants = generateDemoApplicants(300, { today: new Date('2026-06-15T00:00:00Z') });
  const withVersion = applicants.filter(({ resume }) => Object.keys(resume.translations ?? {}).length > 0);

  it('gives about a third of the resumes a second version', () => {
    expect(withVersion.length / applicants.length).toBeGreaterThan(0.25);
    expect(withVersion.length / applicants.length).toBeLessThan(0.42);
  });

  it('writes each second version aligned with the first, in its own language', () => {
    for (const { resume } of withVersion) {
      expect(translationProblems(resume)).toEqual([]);
      const [other] = availableLanguages(resume).slice(1);
      const version = resumeInLanguage(resume, other!);
      expect(version.contact.fullName).not.toBe('');
      if (other === 'en') expect(version.contact.job_title).toMatch(/^[A-Za-z]/);
      else expect(version.contact.job_title).toMatch(/[\u0600-\u06FF]/);
      if (resume.published) expect(version.summary).not.toBe(resume.summary);
    }
  });
});
