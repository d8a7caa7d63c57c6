import { emptyResume } from '../builder/defaults';
import { aResumeDraft } from '@talent/test-kit/fixtures';
import { ENTRY_SECTIONS } from '../sections/registry';
import { COMPLETENESS_PARTS, completenessOf, missingText } from './completeness';

describe('profile completeness (spec §5, weights of §9)', () => {
  it('is 100% and Complete everywhere for a full resume', () => {
    const { overall, sections } = completenessOf(aResumeDraft());
    expect(overall).toBe(100);
    for (const section of Object.values(sections)) {
      expect(section).toEqual({ percent: 100, status: 'Complete', missing: [] });
    }
  });

  it('counts six personal parts, two education, two experience and one skills part', () => {
    const { sections } = completenessOf({});
    expect(sections.personal.missing).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'City',
      'Gender',
      'Work Availability',
    ]);
    expect(sections.education.missing).toEqual(['Education', 'Specializations']);
    expect(sections.experience.missing).toEqual([
      'Professional Summary',
      'Work Experience',
      'Projects (optional)',
      'Volunteering (optional)',
    ]);
    expect(sections.skills.missing).toEqual(['Skills', 'Languages (optional)', 'Tools (optional)']);
  });

  it('treats the city and gender placeholders and blank text as empty', () => {
    const resume = aResumeDraft();
    const { sections } = completenessOf({
      ...resume,
      contact: { ...resume.contact, fullName: '  ', city: 'Choose your city...', gender: 'Gender' },
    });
    expect(sections.personal.missing).toEqual(['Full Name', 'City', 'Gender']);
    expect(sections.personal.percent).toBe(50);
  });

  it('counts work availability only when it is a boolean', () => {
    const resume = aResumeDraft();
    const withFalse = completenessOf({ ...resume, contact: { ...resume.contact, workAvailability: false } });
    const withText = completenessOf({ ...resume, contact: { ...resume.contact, workAvailability: 'yes' } });
    expect(withFalse.sections.personal.missing).toEqual([]);
    expect(withText.sections.personal.missing).toEqual(['Work Availability']);
  });

  it('counts the phone from its nested phone string', () => {
    const resume = aResumeDraft();
    const { sections } = completenessOf({
      ...resume,
      contact: { ...resume.contact, phone: { phone: '', showPhone: true } },
    });
    expect(sections.personal.missing).toEqual(['Phone']);
  });

  it('needs an education entry with both degree and institute', () => {
    const resume = aResumeDraft();
    const noInstitute = [{ ...resume.education[0]!, institute: '' }];
    expect(completenessOf({ ...resume, education: noInstitute }).sections.education.missing).toEqual([
      'Education',
    ]);
  });

  it('needs specialisations whose main items and subs all have ids', () => {
    const resume = aResumeDraft();
    const subWithoutId = [{ id: 1, sub: [{ id: null }] }];
    expect(completenessOf({ ...resume, specializations: subWithoutId }).sections.education.missing).toEqual([
      'Specializations',
    ]);
    expect(completenessOf({ ...resume, specializations: [{ sub: [] }] }).sections.education.missing).toEqual([
      'Specializations',
    ]);
  });

  it('reads specialisations in the server profile form, subs nested in specialization_details', () => {
    const resume = aResumeDraft();
    const profileForm = (selected_sub: unknown[]) => [
      { id: 1, main_specialization_id: 1, specialization_details: { selected_sub } },
    ];
    expect(
      completenessOf({ ...resume, specializations: profileForm([102]) }).sections.education.missing,
    ).toEqual([]);
    expect(
      completenessOf({ ...resume, specializations: profileForm([102, null]) }).sections.education.missing,
    ).toEqual(['Specializations']);
  });

  it('reads an unfinished Experience section as Optional, the others as Incomplete', () => {
    const { sections } = completenessOf({ ...aResumeDraft(), employment: [], skills: [] });
    expect(sections.experience).toEqual({ percent: 50, status: 'Optional', missing: ['Work Experience'] });
    expect(sections.skills).toEqual({ percent: 0, status: 'Incomplete', missing: ['Skills'] });
  });

  it('counts skills held as text or as items with an item field', () => {
    expect(
      completenessOf({ ...aResumeDraft(), skills: [{ item: 'Teamwork' }] }).sections.skills.percent,
    ).toBe(100);
    expect(completenessOf({ ...aResumeDraft(), skills: ['  '] }).sections.skills.percent).toBe(0);
  });

  it('lists missing languages and tools as optional without lowering the percent', () => {
    const { sections } = completenessOf({
      ...aResumeDraft(),
      languages: [{ item: '', rating: 0 }],
      tools: [],
    });
    expect(sections.skills).toEqual({
      percent: 100,
      status: 'Complete',
      missing: ['Languages (optional)', 'Tools (optional)'],
    });
  });

  it('lists missing projects as optional without lowering the percent (issue 30)', () => {
    const { sections } = completenessOf({ ...aResumeDraft(), projects: [{ name: ' ' }] });
    expect(sections.experience).toEqual({
      percent: 100,
      status: 'Complete',
      missing: ['Projects (optional)'],
    });
  });

  it("names every registry section's optional part among COMPLETENESS_PARTS, which the profile translates", () => {
    const parts: string[] = Object.values(COMPLETENESS_PARTS);
    const registered = ENTRY_SECTIONS.flatMap(({ completeness }) =>
      completeness ? [completeness.part] : [],
    );
    expect(registered.length).toBeGreaterThan(0);
    for (const part of registered) expect(parts).toContain(part);
  });

  it('rounds each section percent, then the weighted total', () => {
    // Personal 1 of 6 = 16.67 → 17; 17 × 30% = 5.1; education 50 × 30% = 15; total 20.1 → 20. With
    // these part counts the unrounded reading (16.67 × 30% = 5) always lands on the same whole number.
    const resume = emptyResume();
    const { overall, sections } = completenessOf({
      ...resume,
      contact: { ...resume.contact, workAvailability: true },
      education: [
        {
          degree: 'PhD',
          institute: 'University of Mosul',
          duration: aResumeDraft().education[0]!.duration,
        },
      ],
      specializations: [],
    });
    expect(sections.personal.percent).toBe(17);
    expect(sections.education.percent).toBe(50);
    expect(overall).toBe(20);
  });

  it('weights the sections 30/30/20/20', () => {
    const resume = aResumeDraft();
    expect(completenessOf({ ...resume, summary: '', employment: [] }).overall).toBe(80);
    expect(completenessOf({ ...resume, skills: [] }).overall).toBe(80);
    expect(completenessOf({ ...resume, education: [], specializations: [] }).overall).toBe(70);
  });

  it('writes the missing list as "Missing: …"', () => {
    expect(missingText(['Email', 'City'])).toBe('Missing: Email, City');
    expect(missingText([])).toBeNull();
  });
});
