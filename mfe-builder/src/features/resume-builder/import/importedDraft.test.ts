import { emptyResume } from '@talent/resume-model';
import { fillEmptyFields, isEmptyDraft, replaceDraft } from './importedDraft';

function imported() {
  const draft = emptyResume();
  draft.contact.fullName = 'Hawre Jalal';
  draft.contact.email = 'hawre@example.org';
  draft.summary = 'Site engineer.';
  draft.skills = ['Teamwork'];
  draft.employment = [
    {
      title: 'Site Engineer',
      employer: 'Kar Group',
      duration: { start_year: '2019', start_month: '6', end_year: 'Present', end_month: '' },
      responsibilities: [],
    },
  ];
  return draft;
}

describe('an imported resume in the builder', () => {
  it('fills only the empty fields: what the applicant wrote stays', () => {
    const current = emptyResume();
    current.contact.fullName = 'Hawre Jalal Ahmed';
    current.skills = ['Leadership'];
    current.image = 'applicant_images/a.jpg';
    const filled = fillEmptyFields(current, imported());
    expect(filled.contact.fullName).toBe('Hawre Jalal Ahmed');
    expect(filled.contact.email).toBe('hawre@example.org');
    expect(filled.summary).toBe('Site engineer.');
    expect(filled.skills).toEqual(['Leadership']);
    expect(filled.employment).toHaveLength(1);
    expect(filled.image).toBe('applicant_images/a.jpg');
  });

  it('replaces the draft but keeps its photo and publication', () => {
    const current = emptyResume();
    current.contact.fullName = 'Someone else';
    current.image = 'applicant_images/a.jpg';
    current.published = true;
    const replaced = replaceDraft(current, imported());
    expect(replaced.contact.fullName).toBe('Hawre Jalal');
    expect(replaced.image).toBe('applicant_images/a.jpg');
    expect(replaced.published).toBe(true);
  });

  it('tells an empty builder from one holding something', () => {
    expect(isEmptyDraft(emptyResume())).toBe(true);
    expect(isEmptyDraft(imported())).toBe(false);
  });
});
