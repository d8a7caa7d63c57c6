import type { ApplicantProfile } from '@talent/resume-model';
import { i18n } from '@talent/i18n';
import { act, screen, within } from '@testing-library/react';
import { anEmptyProfile, aProfile } from '@talent/test-kit';
import { renderAt } from '../../../testing/renderAt';
import { ResumeProgress, ResumeVersions } from './ResumeProgress';

type SectionView = [percent: number, status: string, missing: string | null];

interface Case {
  name: string;
  applicant: ApplicantProfile;
  overall: number;
  personal: SectionView;
  education: SectionView;
  experience: SectionView;
  skills: SectionView;
}

const full = aProfile();
const complete = (): SectionView => [100, 'Complete', null];

// Spec §5 'Profile completeness' and §9: personal 6 parts (30%), education 2 (30%), experience 2
// (20%), skills 1 (20%); each section percent rounded, then the weighted total rounded.
const cases: Case[] = [
  {
    name: 'a full resume',
    applicant: full,
    overall: 100,
    personal: complete(),
    education: complete(),
    experience: complete(),
    skills: complete(),
  },
  {
    name: 'a reset resume (work availability false still counts: it is a boolean)',
    applicant: anEmptyProfile(),
    overall: 5,
    personal: [17, 'Incomplete', 'Missing: Full Name, Email, Phone, City, Gender'],
    education: [0, 'Incomplete', 'Missing: Education, Specializations'],
    experience: [
      0,
      'Optional',
      'Missing: Professional Summary, Work Experience, Projects (optional), Volunteering (optional)',
    ],
    skills: [0, 'Incomplete', 'Missing: Skills, Languages (optional), Tools (optional)'],
  },
  {
    name: "the 'Choose your city...' and 'Gender' placeholders",
    applicant: aProfile({ contact: { city: 'Choose your city...', gender: 'Gender' } }),
    // 4 of 6 = 67 → 67 × 30% = 20.1; + 30 + 20 + 20 = 90.1 → 90
    overall: 90,
    personal: [67, 'Incomplete', 'Missing: City, Gender'],
    education: complete(),
    experience: complete(),
    skills: complete(),
  },
  {
    name: 'blank text and a phone without its number',
    applicant: aProfile({ contact: { fullName: '  ', email: '', phone: { phone: ' ', showPhone: true } } }),
    // 3 of 6 = 50 → 15; + 70 = 85
    overall: 85,
    personal: [50, 'Incomplete', 'Missing: Full Name, Email, Phone'],
    education: complete(),
    experience: complete(),
    skills: complete(),
  },
  {
    name: 'work availability that is not a boolean',
    applicant: aProfile({ contact: { workAvailability: 'yes' } }),
    // 5 of 6 = 83 → 24.9; + 70 = 94.9 → 95
    overall: 95,
    personal: [83, 'Incomplete', 'Missing: Work Availability'],
    education: complete(),
    experience: complete(),
    skills: complete(),
  },
  {
    name: 'half a resume: personal and education only',
    applicant: {
      ...full,
      summary: '',
      employment: [],
      skills: [],
      languages: [],
      tools: [],
      projects: [],
      volunteering: [],
    },
    overall: 60,
    personal: complete(),
    education: complete(),
    experience: [
      0,
      'Optional',
      'Missing: Professional Summary, Work Experience, Projects (optional), Volunteering (optional)',
    ],
    skills: [0, 'Incomplete', 'Missing: Skills, Languages (optional), Tools (optional)'],
  },
  {
    name: 'an education entry without its institute, and a job without a title',
    applicant: {
      ...full,
      education: [{ ...full.education[0]!, institute: ' ' }],
      employment: [{ ...full.employment[0]!, title: '' }],
    },
    // 30 + 15 + 10 + 20 = 75
    overall: 75,
    personal: complete(),
    education: [50, 'Incomplete', 'Missing: Education'],
    experience: [50, 'Optional', 'Missing: Work Experience'],
    skills: complete(),
  },
  {
    name: 'a sub-specialisation without an id',
    applicant: {
      ...full,
      specializations: [
        { id: 1, main_specialization_id: 1, specialization_details: { selected_sub: [null as never] } },
      ],
    },
    overall: 85,
    personal: complete(),
    education: [50, 'Incomplete', 'Missing: Specializations'],
    experience: complete(),
    skills: complete(),
  },
  {
    name: 'skills without languages or tools (optional: listed, not counted)',
    applicant: { ...full, languages: [{ item: ' ', rating: 0 }], tools: [] },
    overall: 100,
    personal: complete(),
    education: complete(),
    experience: complete(),
    skills: [100, 'Complete', 'Missing: Languages (optional), Tools (optional)'],
  },
  {
    name: 'only blank skills',
    applicant: { ...full, skills: ['  '] },
    overall: 80,
    personal: complete(),
    education: complete(),
    experience: complete(),
    skills: [0, 'Incomplete', 'Missing: Skills'],
  },
];

const sectionTitles = {
  personal: 'Personal Information',
  education: 'Education',
  experience: 'Experience',
  skills: 'Skills',
} as const;

describe('Resume Progress (spec §5 completeness, §9 weights and rounding)', () => {
  it.each(cases)('$name: overall $overall%', (example) => {
    renderAt('/profile', <ResumeProgress applicant={example.applicant} />);
    const progress = screen.getByRole('region', { name: 'Resume Progress' });

    expect(within(progress).getByRole('progressbar', { name: 'Overall completion' })).toHaveAttribute(
      'aria-valuenow',
      String(example.overall),
    );
    expect(within(progress).getByText('Overall completion').nextElementSibling).toHaveTextContent(
      new RegExp(`^${example.overall}%$`),
    );

    for (const key of Object.keys(sectionTitles) as Array<keyof typeof sectionTitles>) {
      const [percent, status, missing] = example[key];
      const card = within(progress).getByRole('listitem', { name: sectionTitles[key] });
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(sectionTitles[key]);
      expect(within(card).getByRole('progressbar', { name: sectionTitles[key] })).toHaveAttribute(
        'aria-valuenow',
        String(percent),
      );
      expect(card).toHaveTextContent(`${percent}%`);
      expect(within(card).getByText(status)).toBeInTheDocument();
      if (missing === null) expect(card).not.toHaveTextContent('Missing:');
      else expect(within(card).getByText(missing)).toBeInTheDocument();
    }
  });
});

describe('Resume Progress in Arabic and Kurdish', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['ar', 'غير مكتمل', 'الناقص: الاسم الكامل، البريد الإلكتروني، رقم الهاتف، المحافظة، الجنس', '١٧٪'],
    ['ckb', 'تەواو نییە', 'ئەوەی ماوە: ناوی تەواو، ئیمەیڵ، ژمارەی تەلەفۆن، پارێزگا، ڕەگەز', '١٧٪'],
  ])(
    '%s: statuses, missing parts and figures through the catalogue, no English',
    async (language, status, missing, percent) => {
      await act(() => i18n.changeLanguage(language));
      renderAt('/profile', <ResumeProgress applicant={anEmptyProfile()} />);
      const progress = await screen.findByRole('region', { name: i18n.t('profile:progress.title') });
      const personal = within(progress).getByRole('listitem', {
        name: i18n.t('profile:progress.sections.personal'),
      });
      expect(within(personal).getByText(status)).toBeInTheDocument();
      expect(within(personal).getByText(missing)).toBeInTheDocument();
      expect(personal).toHaveTextContent(percent);
      expect(progress.textContent).not.toMatch(/[A-Za-z]/);
    },
  );
});

describe('the languages of the resume (issue 31)', () => {
  it('names the main version and how much of each other version is translated', () => {
    const profile = aProfile();
    const applicant = {
      ...profile,
      translations: { ar: { contact: { fullName: 'زينب', job_title: '', welcome_message: '' } } as never },
    };
    renderAt('/profile', <ResumeVersions applicant={applicant} />);
    expect(screen.getByRole('heading', { name: 'Languages of your resume' })).toBeInTheDocument();
    expect(
      screen.getByText(`Main version: ${profile.language === 'en' ? 'English' : profile.language}`),
    ).toBeInTheDocument();
    const arabic = screen.getByRole('progressbar', { name: /^العربية: \d+% translated$/ });
    expect(Number(arabic.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(arabic.getAttribute('aria-valuenow'))).toBeLessThan(100);
  });

  it('marks no line as written in the language it names: the line is in the interface language', () => {
    const applicant = {
      ...aProfile(),
      translations: { ar: { contact: { fullName: 'زينب', job_title: '', welcome_message: '' } } as never },
    };
    renderAt('/profile', <ResumeVersions applicant={applicant} />);
    const line = screen.getByText(/^العربية: \d+% translated$/);
    expect(line.closest('[lang="ar"]')).toBeNull();
  });

  it('says when there is no other version', () => {
    renderAt('/profile', <ResumeVersions applicant={aProfile()} />);
    expect(
      screen.getByText('No version in another language yet: add one in the Resume Builder.'),
    ).toBeInTheDocument();
  });
});
