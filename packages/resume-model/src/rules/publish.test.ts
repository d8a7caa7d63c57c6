import { english, inEnglish } from '../testing/english';
import { RESUME_TABS } from '../constants';
import { SPECIALIZATIONS, aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import type { ResumeDraft } from '../types/resume';
import {
  autoUnpublishWarning,
  liveAutoUnpublishWarning,
  RESUME_SECTIONS,
  validateForPublish,
  validateResume,
} from './publish';

const context = { today: TODAY, mainSpecializations: SPECIALIZATIONS };

function resume(change: Partial<ResumeDraft> = {}): ResumeDraft {
  return { ...aResumeDraft(), ...change };
}

describe('publishing a resume (spec §4 Resume publication)', () => {
  it('lets a resume that passes every section be published', () => {
    expect(validateForPublish(resume(), context)).toEqual({
      valid: true,
      sections: [],
      errors: [],
      publishMessage: null,
      submitMessage: null,
    });
  });

  it('refuses with the failing sections named in the builder’s order', () => {
    const broken = resume({
      contact: { ...aResumeDraft().contact, fullName: '' },
      tools: [],
      summary: 'Too short.',
      education: [],
    });
    const check = validateForPublish(broken, context);
    expect(check.valid).toBe(false);
    expect(check.sections).toEqual(['Personal', 'Education', 'Summary', 'Tools']);
    expect(english(check.publishMessage)).toBe(
      'Cannot publish resume. Please fill in the required fields in the following sections: Personal, Education, Summary, Tools',
    );
    expect(english(check.submitMessage)).toBe(
      'Please fill in the required fields in the following sections: Personal, Education, Summary, Tools',
    );
    expect(inEnglish(check.errors)).toContainEqual({
      path: 'contact.fullName',
      message: 'Full name is required',
    });
  });

  it('names every required section for an empty resume, and none of the optional ones', () => {
    expect(validateForPublish({}, context).sections).toEqual([
      'Personal',
      'Specializations',
      'Education',
      'Summary',
      'Skills',
      'Tools',
      'Languages',
    ]);
  });

  it('reads anything that is not a resume as an empty one', () => {
    expect(validateForPublish('junk', context).sections).toEqual(validateForPublish({}, context).sections);
  });

  it('still reports an optional section when something filled in is wrong', () => {
    const activities = [{ title: 'Expo', participatedAs: 'Speaker', year: '2030' }];
    expect(validateForPublish(resume({ activities }), context).sections).toEqual(['Activities']);
  });

  it('checks sub-specialisations against the reference list when it is given', () => {
    const specializations = [{ id: 2, sub: [{ id: 101 }] }];
    expect(validateForPublish(resume({ specializations }), context).sections).toEqual(['Specializations']);
  });

  it('groups field errors by section for the builder’s tabs', () => {
    const failing = validateResume(resume({ skills: [] }), context);
    expect(failing.map(({ section, errors }) => ({ section, errors: inEnglish(errors) }))).toEqual([
      { section: 'Skills', errors: [{ path: 'skills', message: 'At least one skill is required.' }] },
    ]);
  });

  it('maps every section to one of the four builder tabs', () => {
    for (const section of RESUME_SECTIONS) expect(RESUME_TABS).toContain(section.tab);
  });
});

describe('auto-unpublish (spec §4)', () => {
  it('warns with the Personal wording of the spec when the personal section breaks', () => {
    const edited = resume({ published: true, contact: { ...aResumeDraft().contact, email: '' } });
    expect(english(autoUnpublishWarning(edited, context))).toBe(
      'Resume unpublished because required fields in the Personal section are invalid or empty.',
    );
  });

  it.each([
    [{ education: [] }, 'Education'],
    [{ specializations: [] }, 'Specializations'],
    [{ summary: '' }, 'Summary'],
    [{ skills: [] }, 'Skills'],
    [{ languages: [] }, 'Languages'],
    [{ tools: [] }, 'Tools'],
  ])('warns in the same words for the %o edit (%s)', (change, section) => {
    expect(english(autoUnpublishWarning(resume({ ...change, published: true }), context))).toBe(
      `Resume unpublished because required fields in the ${section} section are invalid or empty.`,
    );
  });

  it('names the first failing section when several break at once', () => {
    expect(english(autoUnpublishWarning(resume({ published: true, summary: '', skills: [] }), context))).toBe(
      'Resume unpublished because required fields in the Summary section are invalid or empty.',
    );
  });

  it('leaves a valid or unpublished resume alone', () => {
    expect(autoUnpublishWarning(resume({ published: true }), context)).toBeNull();
    expect(autoUnpublishWarning(resume({ published: false, summary: '' }), context)).toBeNull();
  });
});

describe('auto-unpublish while typing (spec §4, §5 live change)', () => {
  it('does not unpublish for a personal field outside the live three', () => {
    const typing = resume({
      published: true,
      contact: { ...aResumeDraft().contact, phone: { phone: '0770', showPhone: true } },
    });
    expect(liveAutoUnpublishWarning(typing, context)).toBeNull();
    expect(autoUnpublishWarning(typing, context)).not.toBeNull();
  });

  it('unpublishes when the full name, birthdate or email breaks', () => {
    const typing = resume({ published: true, contact: { ...aResumeDraft().contact, fullName: '' } });
    expect(english(liveAutoUnpublishWarning(typing, context))).toBe(
      'Resume unpublished because required fields in the Personal section are invalid or empty.',
    );
  });

  it('checks every other section in full', () => {
    expect(
      english(liveAutoUnpublishWarning(resume({ published: true, summary: 'too short' }), context)),
    ).toBe('Resume unpublished because required fields in the Summary section are invalid or empty.');
    expect(liveAutoUnpublishWarning(resume({ published: false, summary: '' }), context)).toBeNull();
  });
});
