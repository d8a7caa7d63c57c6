import {
  emptyProject,
  emptyResume,
  PERSONAL_MESSAGES,
  SUMMARY_MESSAGES,
  type ApplicantProfile,
  type User,
} from '@talent/resume-model';
import { draftFromProfile, errorsByPath, previewDetailOf } from './draft';

const user: User = { id: 3, email: 'ali@example.com', name: 'علي حسن', role: null, is_company: false };

describe('draftFromProfile', () => {
  it("starts a new applicant's draft from the account's name and e-mail", () => {
    const draft = draftFromProfile(null, user);
    expect(draft.contact.fullName).toBe('علي حسن');
    expect(draft.contact.email).toBe('ali@example.com');
    expect(draft.summary).toBe('');
  });

  it('reads the profile form of specialisations into the builder form', () => {
    const profile = {
      id: 9,
      image: 'applicant_images/a.jpg',
      specializations: [
        { id: 1, main_specialization_id: 1, specialization_details: { selected_sub: [101] } },
      ],
      summary: null,
      contact: null,
    } as unknown as ApplicantProfile;
    const draft = draftFromProfile(profile, user);
    expect(draft.specializations).toEqual([{ id: 1, sub: [{ id: 101 }] }]);
    expect(draft.image).toBe('applicant_images/a.jpg');
    expect(draft.contact.phone).toEqual({ phone: '', showPhone: false });
  });

  it('reads the projects a profile holds, and none from one saved before them (issue 30)', () => {
    const project = { ...emptyProject(), name: 'Clinic booking app' };
    expect(draftFromProfile({ projects: [project] } as ApplicantProfile, user).projects).toEqual([project]);
    expect(draftFromProfile({} as ApplicantProfile, user).projects).toEqual([]);
  });

  it('keeps what the applicant saved over the account name', () => {
    const profile = { contact: { ...emptyResume().contact, fullName: 'Ali H.' } } as ApplicantProfile;
    expect(draftFromProfile(profile, user).contact.fullName).toBe('Ali H.');
  });
});

describe('errorsByPath', () => {
  it('keeps the first message of each field', () => {
    const map = errorsByPath([
      { path: 'summary', message: SUMMARY_MESSAGES.required },
      { path: 'summary', message: SUMMARY_MESSAGES.tooShort },
      { path: 'contact.email', message: PERSONAL_MESSAGES.emailRequired },
    ]);
    expect(map.get('summary')).toBe(SUMMARY_MESSAGES.required);
    expect(map.get('contact.email')).toBe(PERSONAL_MESSAGES.emailRequired);
  });
});

describe('previewDetailOf', () => {
  it('titles the chosen specialisations and shows a photo not saved yet', () => {
    const draft = {
      ...emptyResume(),
      image: new Blob(['x']) as unknown as File,
      specializations: [{ id: 1, sub: [] }],
    };
    const detail = previewDetailOf(draft, [{ id: 1, title: 'IT', children: [] }], 5);
    expect(detail.specializations).toEqual([{ id: 1, specialization: 'IT', main_specialization_id: null }]);
    expect(detail.image).toContain('applicant_images');
    expect(detail.id).toBe(5);
  });
});
