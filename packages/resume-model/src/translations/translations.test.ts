import { aResumeDraft } from '@talent/test-kit/fixtures';
import { ENTRY_SECTIONS } from '../sections/registry';
import { TRANSLATED_ENTRY_FIELDS, TranslationSchema } from '../schema/resume-schema';
import type { ResumeDraft } from '../types/resume';
import {
  alignTranslations,
  availableLanguages,
  emptyTranslation,
  readableLanguage,
  startedFromMainText,
  versionTextAt,
  versionTexts,
  withVersionText,
  resumeInLanguage,
  translationCompleteness,
  translationProblems,
  withMainLanguage,
  wordsOfMainVersion,
} from './translations';

function withArabic(): ResumeDraft {
  const resume = aResumeDraft();
  return {
    ...resume,
    translations: {
      ar: {
        ...emptyTranslation(),
        contact: { fullName: 'زينب الربيعي', job_title: 'مطورة ويب', welcome_message: '' },
        summary: 'مطورة ويب بخبرة ست سنوات.',
        employment: [{ title: 'مطورة واجهات', employer: '', responsibilities: ['بنيت موقع الشركة'] }],
        projects: [{ name: 'تطبيق حجز العيادات', description: '' }],
        volunteering: [{ organization: 'جمعية الهلال الأحمر العراقي', role: '', summary: '' }],
      },
    },
  };
}

describe('versions of a resume in other languages (issue 31)', () => {
  it('names a translated field for every entry section of the registry, Projects and Volunteering included', () => {
    for (const section of ENTRY_SECTIONS) expect(TRANSLATED_ENTRY_FIELDS).toHaveProperty(section.key);
    expect(Object.keys(TranslationSchema.properties)).toEqual(
      expect.arrayContaining(['contact', 'summary', 'skills', 'links', 'projects', 'volunteering']),
    );
  });

  it('lists the main language first, then the versions', () => {
    expect(availableLanguages(withArabic())).toEqual(['en', 'ar']);
    expect(availableLanguages(aResumeDraft())).toEqual(['en']);
  });

  it('falls back to the main language for a language the resume lacks', () => {
    expect(readableLanguage(withArabic(), 'ar')).toBe('ar');
    expect(readableLanguage(withArabic(), 'ckb')).toBe('en');
    expect(readableLanguage(withArabic(), 'fr')).toBe('en');
  });

  it('lays the version over the main one; an empty string reads as the main text', () => {
    const arabic = resumeInLanguage(withArabic(), 'ar');
    expect(arabic.language).toBe('ar');
    expect(arabic.contact.fullName).toBe('زينب الربيعي');
    expect(arabic.contact.welcome_message).toBe('Hello!');
    expect(arabic.contact.phone).toEqual(aResumeDraft().contact.phone);
    expect(arabic.employment[0]).toEqual({
      ...aResumeDraft().employment[0],
      title: 'مطورة واجهات',
      responsibilities: ['بنيت موقع الشركة'],
    });
    expect(arabic.projects[0]!.name).toBe('تطبيق حجز العيادات');
    expect(arabic.projects[0]!.url).toBe('github.com/zainab/clinic-booking');
    expect(arabic.volunteering[0]!.role).toBe('First aid volunteer');
    expect(arabic.education[0]!.institute).toBe('University of Baghdad');
    expect(arabic.skills).toEqual(['Teamwork']);
  });

  it('answers the main version for its own language or a language it lacks', () => {
    const resume = withArabic();
    expect(resumeInLanguage(resume, 'en')).toBe(resume);
    expect(resumeInLanguage(resume, 'ckb')).toBe(resume);
  });

  it('keeps every word when the main language changes to a version it has', () => {
    const swapped = withMainLanguage(withArabic(), 'ar');
    expect(swapped.language).toBe('ar');
    expect(swapped.contact.fullName).toBe('زينب الربيعي');
    expect(swapped.translations?.ar).toBeUndefined();
    // The English words the Arabic version had translated; the rest is the main text now, left untranslated.
    expect(swapped.translations?.en?.contact.fullName).toBe('Zainab Al-Rubaie');
    expect(swapped.translations?.en?.employment[0]!.employer).toBe('');
    expect(resumeInLanguage(swapped, 'en').employment).toEqual(aResumeDraft().employment);
    expect(resumeInLanguage(swapped, 'en').summary).toBe(aResumeDraft().summary);
    const back = withMainLanguage(swapped, 'en');
    expect(back.contact.fullName).toBe('Zainab Al-Rubaie');
    expect(back.summary).toBe(aResumeDraft().summary);
    expect(back.translations?.ar?.contact.fullName).toBe('زينب الربيعي');
  });

  it('gives each version what it had when the main language changes and changes back', () => {
    const back = withMainLanguage(withMainLanguage(withArabic(), 'ar'), 'en');
    expect(translationCompleteness(back, 'ar')).toEqual(translationCompleteness(withArabic(), 'ar'));
    expect(back.translations?.ar?.employment[0]!.employer).toBe('');
    const withoutVersions = ({ translations: _versions, ...words }: ResumeDraft) => words;
    expect(withoutVersions(resumeInLanguage(back, 'ar'))).toEqual(
      withoutVersions(resumeInLanguage(withArabic(), 'ar')),
    );
    expect(withoutVersions(back)).toEqual(withoutVersions(withArabic()));
  });

  it('only relabels a resume without a version in the new language', () => {
    const changed = withMainLanguage(aResumeDraft(), 'ckb');
    expect(changed.language).toBe('ckb');
    expect(changed.contact.fullName).toBe('Zainab Al-Rubaie');
  });

  it('counts how much of the main text a version translates', () => {
    expect(translationCompleteness(withArabic(), 'ar')).toEqual({ translated: 7, total: 20, percent: 35 });
    expect(translationCompleteness(withArabic(), 'ckb').translated).toBe(0);
    const full = { ...aResumeDraft(), translations: { ar: wordsOfMainVersion(aResumeDraft()) } };
    expect(translationCompleteness(full, 'ar').percent).toBe(100);
  });

  it('finds a version in its own language, an unknown one, and more entries than the main version', () => {
    const resume = withArabic();
    expect(translationProblems(resume)).toEqual([]);
    const own = { ...resume, translations: { en: emptyTranslation() } };
    expect(translationProblems(own)).toEqual([{ field: 'translations.en', problem: 'language' }]);
    const unknown = { ...resume, translations: { fr: {} } };
    expect(translationProblems(unknown)).toEqual([{ field: 'translations.fr', problem: 'language' }]);
    const longer = {
      ...resume,
      translations: {
        ar: {
          ...emptyTranslation(),
          courses: [
            { title: 'a', entity: '' },
            { title: 'b', entity: '' },
          ],
          employment: [{ title: '', employer: '', responsibilities: ['a', 'b'] }],
        },
      },
    };
    expect(translationProblems(longer)).toEqual([
      { field: 'translations.ar.employment.0.responsibilities', problem: 'entries', max: 1 },
      { field: 'translations.ar.courses', problem: 'entries', max: 1 },
    ]);
  });
});

describe('keeping versions aligned with the main version (issue 31)', () => {
  it('takes an entry removed from the main version out of every version, at its position', () => {
    const before = {
      ...aResumeDraft(),
      courses: [
        { title: 'One', entity: 'A', duration: '' as const },
        { title: 'Two', entity: 'B', duration: '' as const },
      ],
      translations: {
        ar: {
          ...emptyTranslation(),
          courses: [
            { title: 'واحد', entity: '' },
            { title: 'اثنان', entity: '' },
          ],
        },
      },
    };
    const after = { ...before, courses: [before.courses[1]!] };
    expect(alignTranslations(before, after).translations?.ar?.courses).toEqual([
      { title: 'اثنان', entity: '' },
    ]);
  });

  it('takes a responsibility removed from a job out of every version', () => {
    const job = aResumeDraft().employment[0]!;
    const before = {
      ...aResumeDraft(),
      employment: [{ ...job, responsibilities: ['First', 'Second'] }],
      translations: {
        en: {
          ...emptyTranslation(),
          employment: [{ title: '', employer: '', responsibilities: ['أول', 'ثاني'] }],
        },
      },
    };
    const after = { ...before, employment: [{ ...before.employment[0]!, responsibilities: ['Second'] }] };
    expect(alignTranslations(before, after).translations?.en?.employment[0]!.responsibilities).toEqual([
      'ثاني',
    ]);
  });

  it('leaves the versions as they are when nothing was removed', () => {
    const resume = withArabic();
    expect(alignTranslations(resume, { ...resume, summary: 'Changed' }).translations).toBe(
      resume.translations,
    );
  });
});

describe('writing a version (issue 31)', () => {
  it('writes a text at its position, filling the list before it with empty entries', () => {
    const resume = { ...aResumeDraft(), courses: [] as never[] };
    const written = withVersionText(resume, 'ar', ['employment', 0, 'responsibilities', 0], 'بنيت الموقع');
    expect(written.translations?.ar?.employment).toEqual([{ responsibilities: ['بنيت الموقع'] }]);
    const later = withVersionText(written, 'ar', ['skills', 2], 'عمل جماعي');
    expect(later.translations?.ar?.skills).toEqual(['', '', 'عمل جماعي']);
  });

  it('starts from the main text without touching what is translated', () => {
    const started = startedFromMainText(withArabic(), 'ar');
    expect(started.translations?.ar?.contact.fullName).toBe('زينب الربيعي');
    expect(started.translations?.ar?.contact.welcome_message).toBe('Hello!');
    expect(translationCompleteness(started, 'ar').percent).toBe(100);
  });

  it('lists every non-empty main text with the field it is', () => {
    const fields = versionTexts(aResumeDraft()).map(({ field }) => field);
    expect(fields).toEqual(
      expect.arrayContaining(['contact.fullName', 'projects.name', 'volunteering.summary']),
    );
    expect(versionTextAt(withArabic().translations?.ar, ['contact', 'fullName'])).toBe('زينب الربيعي');
  });
});
