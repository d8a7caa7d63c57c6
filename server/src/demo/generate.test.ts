import { countWords, experienceYearsOf, PRESENT, validateForPublish } from '@talent/resume-model';
import { cities } from '../reference-data/reference-lists';
import { demoMainSpecializations, generateDemoApplicants } from './generate';

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
    let named = 0;
    for (const { resume } of published) {
      const years = experienceYearsOf(
        resume.employment.map((job) => job.duration),
        today,
      );
      const english = /with (\d+) years? of experience/.exec(resume.summary);
      const arabic = /لدي خبرة (سنة واحدة|سنتين|(\d+) (?:سنوات|سنة))/.exec(resume.summary);
      if (english) expect([resume.summary, Number(english[1])]).toEqual([resume.summary, years]);
      if (arabic) {
        const said = arabic[1] === 'سنة واحدة' ? 1 : arabic[1] === 'سنتين' ? 2 : Number(arabic[2]);
        expect([resume.summary, said]).toEqual([resume.summary, years]);
      }
      if (english || arabic) named += 1;
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
