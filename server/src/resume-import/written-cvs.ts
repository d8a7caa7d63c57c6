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

/** libreoffice-cv-ar.docx: an Arabic CV, libreoffice-cv-ar.fodt (right to left), saved as Word by LibreOffice. */
export function libreOfficeArabicCv(): ResumeDraft {
  const cv = emptyResume();
  cv.language = 'ar';
  Object.assign(cv.contact, {
    fullName: 'زهراء حسين العبيدي',
    job_title: 'مهندسة برمجيات',
    email: 'zahraa.alobaidi@example.com',
    phone: { phone: '0770 318 4429', showPhone: false },
    city: 'Baghdad',
  });
  cv.summary =
    'مهندسة برمجيات بخبرة ست سنوات في تطوير أنظمة الدفع الإلكتروني، أبحث عن فريق يبني خدمات يعتمد عليها الناس يومياً.';
  cv.employment = [
    {
      title: 'مطورة أنظمة خلفية',
      employer: 'شركة زين العراق',
      duration: span('2021', '9', 'Present'),
      responsibilities: ['بناء خدمة تحويل الرصيد بين المشتركين', 'تقليل زمن الاستجابة إلى النصف'],
    },
    {
      title: 'مطورة برمجيات',
      employer: 'مصرف الرافدين',
      duration: span('2018', '', '2021'),
      responsibilities: ['تطوير تطبيق الصراف الآلي الداخلي'],
    },
  ];
  cv.education = [
    { degree: "Bachelor's", institute: 'الجامعة التكنولوجية', duration: span('2014', '', '2018') },
  ];
  cv.courses = [{ title: 'أمن تطبيقات الويب', entity: 'وزارة الاتصالات', duration: '' }];
  cv.volunteering = [
    {
      organization: 'جمعية الهلال الأحمر العراقي',
      role: 'متطوعة في الإسعافات الأولية',
      summary: 'تقديم الإسعافات الأولية في زيارة الأربعين.',
      duration: span('2017', '', '2019'),
    },
  ];
  cv.languages = [
    { item: 'العربية', rating: 5 },
    { item: 'الإنجليزية', rating: 4 },
  ];
  // Personal skills are stored by their keys in our list; the CV names them in Arabic.
  cv.skills = ['Teamwork', 'Problem Solving', 'Time Management'];
  cv.tools = [
    { item: 'Java', rating: 5 },
    { item: 'PostgreSQL', rating: 4 },
  ];
  return cv;
}

/** Each written CV fixture with what its author typed. */
export const WRITTEN_CVS: ReadonlyArray<{ file: string; how: string; source: () => ResumeDraft }> = [
  { file: 'written-cv.docx', how: 'docx library', source: wordLibraryCv },
  { file: 'libreoffice-cv.docx', how: 'LibreOffice', source: libreOfficeCv },
  { file: 'libreoffice-cv-ar.docx', how: 'LibreOffice, Arabic', source: libreOfficeArabicCv },
];
