import arabicResume from '@talent/i18n/src/locales/ar/resume.json';
import arabicValidation from '@talent/i18n/src/locales/ar/validation.json';
import kurdishResume from '@talent/i18n/src/locales/ckb/resume.json';
import kurdishValidation from '@talent/i18n/src/locales/ckb/validation.json';
import englishResume from '@talent/i18n/src/locales/en/resume.json';
import englishValidation from '@talent/i18n/src/locales/en/validation.json';
import { emptyResume } from '../builder/defaults';
import { RESUME_TABS } from '../constants';
import { RESUME_SECTIONS } from '../rules/publish';
import { canAddActivity } from '../rules/activities';
import { canAddCourse } from '../rules/courses';
import { canAddEmployment } from '../rules/employment';
import { canAddProject } from '../rules/projects';
import { canAddVolunteering } from '../rules/volunteering';
import { ENTRY_SECTIONS, type EntrySectionKey, entrySearchWords } from './registry';

describe('the entry sections (issue 30)', () => {
  it('report failures in the builder order, tab by tab, the entry sections after each tab’s own fields', () => {
    expect(RESUME_SECTIONS.map((section) => section.name)).toEqual([
      'Personal',
      'Specializations',
      'Education',
      'Courses',
      'Summary',
      'Employment',
      'Skills',
      'Tools',
      'Languages',
      'Activities',
      'Projects',
      'Volunteering',
    ]);
    for (const section of ENTRY_SECTIONS) expect(RESUME_TABS).toContain(section.tab);
  });

  it.each([
    ['en', englishResume, englishValidation],
    ['ar', arabicResume, arabicValidation],
    ['ckb', kurdishResume, kurdishValidation],
  ])('each have a heading and a reported name in %s', (_language, resume, validation) => {
    for (const section of ENTRY_SECTIONS) {
      expect((resume.sections as Record<string, string>)[section.key]).toEqual(expect.any(String));
      expect((validation.sections as Record<string, string>)[section.reportedAs]).toEqual(expect.any(String));
    }
  });

  it('each start empty in a new resume, with an empty entry that may be added to it', () => {
    // Each section's Add rule, beside its form rules; a section missing here does not compile.
    const canAdd: Record<EntrySectionKey, (entries: never[]) => boolean> = {
      employment: canAddEmployment,
      courses: canAddCourse,
      activities: canAddActivity,
      projects: canAddProject,
      volunteering: canAddVolunteering,
    };
    const resume = emptyResume();
    for (const section of ENTRY_SECTIONS) {
      expect(resume[section.key]).toEqual([]);
      expect(section.emptyEntry()).toHaveProperty(section.leadField, '');
      expect(canAdd[section.key]([])).toBe(true);
    }
  });

  it("give the search document each entry's words by weight", () => {
    const words = entrySearchWords({
      employment: [
        {
          title: 'Auditor',
          employer: 'Rafidain Bank',
          duration: { start_year: '', start_month: '', end_year: '', end_month: '' },
          responsibilities: [],
        },
      ],
      courses: [{ title: 'CCNA', entity: 'Cisco', duration: '' }],
      activities: [{ title: 'Hackathon', participatedAs: '', year: '' }],
      projects: [
        {
          name: 'Clinic booking',
          description: 'Appointments online',
          url: '',
          start_year: '',
          start_month: '',
          end_year: '',
          end_month: '',
        },
      ],
      volunteering: [
        {
          organization: 'Iraqi Red Crescent',
          role: 'First aid volunteer',
          summary: 'Arbaeen rest stations',
          duration: { start_year: '', start_month: '', end_year: '', end_month: '' },
        },
      ],
    });
    expect(words).toEqual({
      strengths: ['Auditor'],
      rest: [
        'Rafidain Bank',
        'CCNA',
        'Cisco',
        'Clinic booking',
        'Appointments online',
        'Iraqi Red Crescent',
        'First aid volunteer',
        'Arbaeen rest stations',
      ],
    });
  });
});
