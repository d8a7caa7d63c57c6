// Resumes the Storybook shows, built on the tests' fixtures: one per script and length a designer
// has to check the document against.
import type { ResumeDetail } from '@talent/resume-model';
import { fullResume } from './resumes';

/** The photo Storybook serves from its fixture files (under /storage/applicant_images). */
const PORTRAIT = 'applicant_images/portrait.svg';

/** Name, job title, one school and a sentence: the least a published resume has. */
export function shortResume(): ResumeDetail {
  const resume = englishResume();
  return {
    ...resume,
    image: null,
    languages: [],
    tools: [],
    skills: [],
    courses: [],
    employment: [],
    activities: [],
    projects: [],
    volunteering: [],
    summary: 'Accounting graduate looking for a first position in Basra.',
  };
}

/** Everything in English. */
export function englishResume(): ResumeDetail {
  const resume = fullResume();
  return {
    ...resume,
    image: PORTRAIT,
    contact: { ...resume.contact, fullName: 'Zainab Al-Rubaie' },
    summary: 'Web developer with six years of experience building accessible bilingual sites.',
  };
}

/** Everything in Arabic, as an applicant in Baghdad would write it. */
export function arabicResume(): ResumeDetail {
  const resume = fullResume();
  return {
    ...resume,
    image: PORTRAIT,
    contact: { ...resume.contact, job_title: 'مطورة واجهات ويب', city: 'Baghdad' },
    education: [
      {
        degree: "Bachelor's",
        institute: 'جامعة بغداد',
        duration: { start_year: '2014', start_month: '9', end_year: '2018', end_month: '6' },
      },
    ],
    skills: ['العمل ضمن فريق', 'إدارة الوقت'],
    courses: [
      { title: 'أساسيات الحوسبة السحابية', entity: 'أكاديمية بغداد للبرمجيات', duration: '3 months' },
    ],
    employment: [
      {
        title: 'مطورة واجهات أمامية',
        employer: 'شركة بابل سوفت',
        duration: { start_year: '2019', start_month: '1', end_year: 'Present', end_month: '' },
        responsibilities: ['بناء موقع الشركة', 'قيادة تعريب الواجهات'],
      },
    ],
    activities: [{ title: 'هاكاثون بغداد', participatedAs: 'Participant', year: '2022' }],
  };
}

/** Everything in Central Kurdish (Sorani), as an applicant in Erbil would write it. */
export function kurdishResume(): ResumeDetail {
  const resume = fullResume();
  return {
    ...resume,
    image: PORTRAIT,
    contact: { ...resume.contact, fullName: 'ژیلە عەزیز', job_title: 'ژمێریار', city: 'Erbil', zone: '' },
    summary: 'ژمێریارێکی خاوەن پێنج ساڵ ئەزموون لە کۆمپانیاکانی هەولێر.',
    education: [
      {
        degree: "Bachelor's",
        institute: 'زانکۆی سەلاحەددین',
        duration: { start_year: '2013', start_month: '9', end_year: '2017', end_month: '6' },
      },
    ],
    skills: ['کاری بەکۆمەڵ', 'ڕێکخستنی کات'],
    courses: [],
    employment: [
      {
        title: 'ژمێریار',
        employer: 'کۆمپانیای ئاسۆ',
        duration: { start_year: '2018', start_month: '3', end_year: 'Present', end_month: '' },
        responsibilities: ['ئامادەکردنی ڕاپۆرتی دارایی مانگانە'],
      },
    ],
    activities: [],
  };
}

/** Arabic name and summary, the rest in English: the mix most Iraqi resumes are. */
export function mixedResume(): ResumeDetail {
  return { ...fullResume(), image: PORTRAIT };
}

/** Enough work history and courses to run onto a second printed page. */
export function longResume(): ResumeDetail {
  const resume = englishResume();
  const years = Array.from({ length: 8 }, (_, index) => 2010 + index * 2);
  return {
    ...resume,
    employment: years.map((year, index) => ({
      title: `Senior Accountant ${index + 1}`,
      employer: `Tigris Trading Company, branch ${index + 1}`,
      duration: {
        start_year: String(year),
        start_month: '1',
        end_year: String(year + 2),
        end_month: '12',
      },
      responsibilities: [
        'Prepared the monthly financial statements and reconciled the bank accounts of three branches.',
        'Trained four junior accountants on the company’s reporting and audit procedures.',
      ],
    })),
    courses: years.map((_year, index) => ({
      title: `Financial reporting workshop ${index + 1}`,
      entity: 'Iraqi Accountants Association',
      duration: '1 year',
    })),
  };
}
