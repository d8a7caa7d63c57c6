import { emptyResume, type MainSpecialization } from '@talent/resume-model';
import { directoryColumns } from './directory-columns';
import { publishableResume } from './test-resumes';

const TODAY = new Date(Date.UTC(2026, 5, 15));
const REFERENCE: MainSpecialization[] = [
  { id: 1, title: 'Information Technology', children: [{ id: 102, title: 'Web Development' }] },
  { id: 2, title: 'Business & Administration', children: [{ id: 201, title: 'Accounting & Finance' }] },
];

describe('directoryColumns', () => {
  it('copies the filtered fields of a resume and joins its searchable text', () => {
    const resume = publishableResume({
      specializations: [
        { id: 1, sub: [{ id: 102 }, { id: 999 }] },
        { id: 7, sub: [] },
      ],
    });
    const columns = directoryColumns(resume, REFERENCE, TODAY);
    expect(columns).toMatchObject({
      fullName: 'Zainab Al-Rubaie',
      city: 'Baghdad',
      zone: 'Karkh',
      gender: 'Female',
      birthdate: '1996-04-12',
      degrees: ["Bachelor's"],
      freshGraduate: false,
      workAvailability: true,
      experienceYears: 5,
      mainSpecializationIds: [1],
      subSpecializationIds: [102],
    });
    // Name A, job title B, skills/tools/specialisations/jobs held C, the rest D (unmarked).
    for (const word of ['rubaie', 'web', 'react', 'technology', 'development', 'cloud', 'babylon']) {
      expect(columns.searchVector).toContain(`'${word}'`);
    }
    expect(columns.searchVector).toMatch(/'zainab':1A/);
    expect(columns.searchVector).toMatch(/'developer':\d+B/);
    expect(columns.searchVector).toMatch(/'teamwork':\d+C/);
    expect(columns.searchVector).toMatch(/'academy':\d+D/);
    expect(columns.searchVector).toMatch(/'~znb':1A/);
  });

  it('reads a fresh graduate as someone with education and no employment', () => {
    expect(directoryColumns(publishableResume({ employment: [] }), REFERENCE, TODAY).freshGraduate).toBe(
      true,
    );
    expect(
      directoryColumns(publishableResume({ employment: [], education: [] }), REFERENCE, TODAY).freshGraduate,
    ).toBe(false);
  });

  it('leaves empty, placeholder and invalid values out', () => {
    const empty = emptyResume();
    const columns = directoryColumns(
      {
        ...empty,
        contact: { ...empty.contact, city: 'Choose your city...', zone: 'Karkh', birthdate: '2001-02-30' },
      },
      REFERENCE,
      TODAY,
    );
    expect(columns).toEqual({
      fullName: '',
      city: null,
      zone: null,
      gender: null,
      birthdate: null,
      degrees: [],
      freshGraduate: false,
      workAvailability: false,
      experienceYears: 0,
      mainSpecializationIds: [],
      subSpecializationIds: [],
      spokenLanguages: [],
      // Nothing to find but the document's version (search-document.ts).
      searchVector: "'~#3':1D",
    });
  });
});
