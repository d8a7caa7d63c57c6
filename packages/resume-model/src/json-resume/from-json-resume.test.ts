import { fromJsonResume, isJsonResume, ratingOfLevel } from './from-json-resume';

describe('a JSON Resume document read as a builder draft', () => {
  it('takes only an object holding a JSON Resume section as one', () => {
    expect(isJsonResume({ basics: { name: 'Ali' } })).toBe(true);
    expect(isJsonResume({ work: [] })).toBe(true);
    expect(isJsonResume({ name: 'Ali' })).toBe(false);
    expect(isJsonResume([{ basics: {} }])).toBe(false);
  });

  it('maps the basics, the profiles as links and the region as the city', () => {
    const { draft, unplaced } = fromJsonResume({
      basics: {
        name: 'Ali Hassan',
        label: 'Accountant',
        email: 'ali@example.org',
        phone: '07701234567',
        summary: 'Ten years of audits.',
        url: 'https://ali.example.org',
        location: { city: 'Karrada', region: 'Baghdad' },
        profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/ali' }],
      },
    });
    expect(draft.contact).toMatchObject({
      fullName: 'Ali Hassan',
      job_title: 'Accountant',
      email: 'ali@example.org',
      phone: { phone: '07701234567', showPhone: false },
      city: 'Baghdad',
      links: [
        { link: 'https://ali.example.org', label: '' },
        { link: 'https://linkedin.com/in/ali', label: 'LinkedIn' },
      ],
    });
    expect(draft.summary).toBe('Ten years of audits.');
    expect(unplaced).toEqual([{ section: 'contact', field: 'address', value: 'Karrada' }]);
  });

  it('reads a missing end date as Present and ISO dates as years and months', () => {
    const { draft } = fromJsonResume({
      work: [
        { name: 'Zain', position: 'Engineer', startDate: '2021-03-01', highlights: ['On call'] },
        { name: 'Asiacell', position: 'Intern', startDate: '2019', endDate: '2020-12' },
      ],
    });
    expect(draft.employment).toEqual([
      {
        title: 'Engineer',
        employer: 'Zain',
        duration: { start_year: '2021', start_month: '3', end_year: 'Present', end_month: '' },
        responsibilities: ['On call'],
      },
      {
        title: 'Intern',
        employer: 'Asiacell',
        duration: { start_year: '2019', start_month: '', end_year: '2020', end_month: '12' },
        responsibilities: [],
      },
    ]);
  });

  it('holds a skill with a level as a rated tool and one with a name only as a personal skill', () => {
    const { draft } = fromJsonResume({
      skills: [{ name: 'Excel', level: 'Advanced' }, { name: 'Teamwork' }],
    });
    expect(draft.tools).toEqual([{ item: 'Excel', rating: 4 }]);
    expect(draft.skills).toEqual(['Teamwork']);
  });

  it('lays meta.talentPool.extra over the mapped draft, arrays by position', () => {
    const { draft } = fromJsonResume({
      basics: { name: 'Sara' },
      languages: [
        { language: 'Arabic', fluency: 'Native' },
        { language: 'English', fluency: 'Good' },
      ],
      meta: {
        talentPool: {
          version: 1,
          language: 'ar',
          extra: {
            contact: { gender: 'Female', workAvailability: true, city: 'Basra', phone: { showPhone: true } },
            languages: [{ rating: 5 }, { rating: 2 }],
            specializations: [{ id: 2, sub: [{ id: 201 }] }],
            unknownField: 'ignored',
          },
        },
      },
    });
    expect(draft.language).toBe('ar');
    expect(draft.contact).toMatchObject({
      fullName: 'Sara',
      gender: 'Female',
      workAvailability: true,
      city: 'Basra',
    });
    expect(draft.contact.phone.showPhone).toBe(true);
    expect(draft.languages).toEqual([
      { item: 'Arabic', rating: 5 },
      { item: 'English', rating: 2 },
    ]);
    expect(draft.specializations).toEqual([{ id: 2, sub: [{ id: 201 }] }]);
    expect(draft).not.toHaveProperty('unknownField');
  });

  it('lists what JSON Resume holds and we do not', () => {
    const { unplaced } = fromJsonResume({
      education: [{ institution: 'University of Basra', area: 'Law', studyType: 'Bachelor' }],
      interests: [{ name: 'Chess' }],
      publications: [{ name: 'On audits' }],
    });
    expect(unplaced).toEqual([
      { section: 'education', field: 'fieldOfStudy', value: 'Law' },
      { section: 'other', field: 'publication', value: 'On audits' },
      { section: 'other', field: 'interest', value: 'Chess' },
    ]);
  });

  it('reads levels in words in English and Arabic', () => {
    expect(ratingOfLevel('Native speaker')).toBe(5);
    expect(ratingOfLevel('Intermediate')).toBe(2);
    expect(ratingOfLevel('Basic')).toBe(1);
    expect(ratingOfLevel('جيد جدا')).toBe(4);
    expect(ratingOfLevel('whatever')).toBe(0);
  });
});
