// What the authors of the written CV fixtures typed, in the builder's shape: the answer an import of
// each should give (test-fixtures/resume-import/README.md says how each file was made).

import { emptyResume, type ResumeDraft } from '@talent/resume-model';

const span = (start_year: string, start_month: string, end_year: string) => ({
  start_year,
  start_month,
  end_year,
  end_month: '',
});

/** written-cv.docx: written with the `docx` library (scripts/make-import-fixtures.ts). */
export function wordLibraryCv(): ResumeDraft {
  const cv = emptyResume();
  Object.assign(cv.contact, {
    fullName: 'Hawre Jalal Ahmed',
    job_title: 'Civil Engineer',
    email: 'hawre.jalal@example.org',
    phone: { phone: '+964 750 444 5566', showPhone: false },
    city: 'Sulaymaniyah',
  });
  cv.summary = 'Site engineer with eight years on roads and schools across the Kurdistan Region.';
  cv.employment = [
    {
      title: 'Site Engineer',
      employer: 'Kar Group',
      duration: span('2019', '6', 'Present'),
      responsibilities: ['Supervised a 12 km ring road section', 'Led a crew of 40'],
    },
    {
      title: 'Junior Engineer',
      employer: 'Ministry of Construction',
      duration: span('2016', '', '2019'),
      responsibilities: ['Checked school building designs'],
    },
  ];
  cv.education = [
    { degree: "Bachelor's", institute: 'University of Sulaimani', duration: span('2012', '', '2016') },
  ];
  cv.courses = [{ title: 'AutoCAD Civil 3D', entity: 'Autodesk Training Centre', duration: '' }];
  cv.volunteering = [
    {
      organization: 'Kurdistan Save the Children',
      role: 'Volunteer builder',
      summary: 'Rebuilt two classrooms in Penjwen.',
      duration: span('2015', '', '2016'),
    },
  ];
  cv.projects = [
    {
      name: 'Bridge load calculator',
      description: 'A spreadsheet for small bridge loads.',
      url: '',
      start_year: '2018',
      start_month: '',
      end_year: '2019',
      end_month: '',
    },
  ];
  cv.languages = [
    { item: 'Kurdish', rating: 5 },
    { item: 'Arabic', rating: 4 },
    { item: 'English', rating: 3 },
  ];
  cv.skills = ['Leadership', 'Problem Solving', 'Teamwork'];
  cv.tools = [
    { item: 'AutoCAD', rating: 4 },
    { item: 'Primavera P6', rating: 3 },
  ];
  return cv;
}

/** libreoffice-cv.docx: libreoffice-cv.fodt, written by hand, saved as Word by LibreOffice. */
export function libreOfficeCv(): ResumeDraft {
  const cv = emptyResume();
  Object.assign(cv.contact, {
    fullName: 'Mustafa Kadhim Al-Maliki',
    job_title: 'Senior Accountant',
    email: 'mustafa.almaliki@example.com',
    phone: { phone: '+964 780 215 6613', showPhone: false },
    city: 'Basra',
  });
  cv.summary =
    'Accountant with nine years in oil services and banking in Basra, looking for a finance role where careful books and clear reports matter.';
  cv.employment = [
    {
      title: 'Senior Accountant',
      employer: 'Basrah Gas Company',
      duration: span('2019', '9', 'Present'),
      responsibilities: [
        'Prepared the monthly payroll for 1,200 staff',
        'Reconciled supplier accounts every quarter',
        'Moved the ledgers from spreadsheets to Oracle',
      ],
    },
    {
      title: 'Accountant',
      employer: 'Rafidain Bank',
      duration: span('2015', '', '2019'),
      responsibilities: ['Checked branch cash reports', 'Kept loan repayment records'],
    },
  ];
  cv.education = [
    { degree: "Bachelor's", institute: 'University of Basrah', duration: span('2011', '', '2015') },
  ];
  cv.courses = [
    { title: 'Certified Management Accountant', entity: 'Institute of Management Accountants', duration: '' },
    { title: 'Oracle Financials', entity: 'Iraqi Institute of Accountants', duration: '' },
  ];
  cv.volunteering = [
    {
      organization: 'Iraqi Red Crescent Society',
      role: 'Volunteer bookkeeper',
      summary: 'Kept the Basra branch accounts for relief donations.',
      duration: span('2016', '', '2018'),
    },
  ];
  cv.languages = [
    { item: 'Arabic', rating: 5 },
    { item: 'English', rating: 4 },
  ];
  cv.skills = ['Attention to Detail', 'Time Management', 'Teamwork'];
  cv.tools = [
    { item: 'Excel', rating: 5 },
    { item: 'Oracle', rating: 4 },
  ];
  return cv;
}

/** Each written CV fixture with what its author typed. */
export const WRITTEN_CVS: ReadonlyArray<{ file: string; how: string; source: () => ResumeDraft }> = [
  { file: 'written-cv.docx', how: 'docx library', source: wordLibraryCv },
  { file: 'libreoffice-cv.docx', how: 'LibreOffice', source: libreOfficeCv },
];
