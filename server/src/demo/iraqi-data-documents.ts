// The demo word lists as an applicant writing an Arabic or a Kurdish (Sorani) resume puts them
// (issue 16). Each list is keyed by the English entry of `iraqi-data.ts` the generator draws, so a
// resume is drawn once and then written in its own language. Reference values (governorate, zone,
// degree, skills, roles, course lengths, ratings) are not here: they stay stored in English and the
// document names them through the `reference` catalogue. Tool names stay in Latin letters, as Iraqi
// CVs write them.

/** One free text in the two document languages besides English. */
export interface DocumentForms {
  ar: string;
  ckb: string;
}

/** A job title: Arabic names a woman's post in the feminine; Kurdish has no grammatical gender. */
export interface JobTitleForms extends DocumentForms {
  arFemale: string;
}

export const jobTitleForms: Readonly<Record<string, JobTitleForms>> = {
  'Software Engineer': { ar: 'مهندس برمجيات', arFemale: 'مهندسة برمجيات', ckb: 'ئەندازیاری نەرمەکاڵا' },
  'Backend Developer': {
    ar: 'مطوّر أنظمة خلفية',
    arFemale: 'مطوّرة أنظمة خلفية',
    ckb: 'پەرەپێدەری بەشی ڕاژەکار',
  },
  'Software Developer': { ar: 'مطوّر برمجيات', arFemale: 'مطوّرة برمجيات', ckb: 'پەرەپێدەری نەرمەکاڵا' },
  'Web Developer': { ar: 'مطوّر ويب', arFemale: 'مطوّرة ويب', ckb: 'پەرەپێدەری وێب' },
  'Front-end Developer': {
    ar: 'مطوّر واجهات أمامية',
    arFemale: 'مطوّرة واجهات أمامية',
    ckb: 'پەرەپێدەری ڕووکاری وێب',
  },
  'Full-stack Developer': { ar: 'مطوّر ويب شامل', arFemale: 'مطوّرة ويب شاملة', ckb: 'پەرەپێدەری گشتگیری وێب' },
  'Mobile App Developer': {
    ar: 'مطوّر تطبيقات الهاتف المحمول',
    arFemale: 'مطوّرة تطبيقات الهاتف المحمول',
    ckb: 'پەرەپێدەری ئەپی مۆبایل',
  },
  'Flutter Developer': {
    ar: 'مطوّر تطبيقات فلاتر',
    arFemale: 'مطوّرة تطبيقات فلاتر',
    ckb: 'پەرەپێدەری فلاتەر',
  },
  'Android Developer': {
    ar: 'مطوّر تطبيقات أندرويد',
    arFemale: 'مطوّرة تطبيقات أندرويد',
    ckb: 'پەرەپێدەری ئەندرۆید',
  },
  'Data Analyst': { ar: 'محلل بيانات', arFemale: 'محللة بيانات', ckb: 'شیکەرەوەی داتا' },
  'Data Scientist': { ar: 'عالم بيانات', arFemale: 'عالمة بيانات', ckb: 'زانای داتا' },
  'BI Analyst': {
    ar: 'محلل ذكاء الأعمال',
    arFemale: 'محللة ذكاء الأعمال',
    ckb: 'شیکەرەوەی زیرەکیی بازرگانی',
  },
  'Cybersecurity Analyst': {
    ar: 'محلل أمن سيبراني',
    arFemale: 'محللة أمن سيبراني',
    ckb: 'شیکەرەوەی ئاسایشی سایبەری',
  },
  'Information Security Specialist': {
    ar: 'أخصائي أمن المعلومات',
    arFemale: 'أخصائية أمن المعلومات',
    ckb: 'پسپۆڕی ئاسایشی زانیاری',
  },
  'SOC Analyst': {
    ar: 'محلل في مركز العمليات الأمنية',
    arFemale: 'محللة في مركز العمليات الأمنية',
    ckb: 'شیکەرەوە لە سەنتەری چاودێریی ئاسایش',
  },
  'Network Engineer': { ar: 'مهندس شبكات', arFemale: 'مهندسة شبكات', ckb: 'ئەندازیاری تۆڕ' },
  'System Administrator': { ar: 'مدير أنظمة', arFemale: 'مديرة أنظمة', ckb: 'بەڕێوەبەری سیستەم' },
  'IT Support Engineer': {
    ar: 'مهندس دعم فني',
    arFemale: 'مهندسة دعم فني',
    ckb: 'ئەندازیاری پشتگیریی تەکنیکی',
  },
  'DevOps Engineer': { ar: 'مهندس ديف أوبس', arFemale: 'مهندسة ديف أوبس', ckb: 'ئەندازیاری دێڤ ئۆپس' },
  'Cloud Engineer': {
    ar: 'مهندس حوسبة سحابية',
    arFemale: 'مهندسة حوسبة سحابية',
    ckb: 'ئەندازیاری کۆمپیوتینگی هەوری',
  },
  'Site Reliability Engineer': {
    ar: 'مهندس موثوقية الأنظمة',
    arFemale: 'مهندسة موثوقية الأنظمة',
    ckb: 'ئەندازیاری پایەداریی سیستەم',
  },
  'UI/UX Designer': {
    ar: 'مصمم واجهات وتجربة المستخدم',
    arFemale: 'مصممة واجهات وتجربة المستخدم',
    ckb: 'دیزاینەری ڕووکار و ئەزموونی بەکارهێنەر',
  },
  'Product Designer': {
    ar: 'مصمم منتجات رقمية',
    arFemale: 'مصممة منتجات رقمية',
    ckb: 'دیزاینەری بەرهەمی دیجیتاڵی',
  },
  'UX Researcher': {
    ar: 'باحث في تجربة المستخدم',
    arFemale: 'باحثة في تجربة المستخدم',
    ckb: 'توێژەری ئەزموونی بەکارهێنەر',
  },
  Accountant: { ar: 'محاسب', arFemale: 'محاسبة', ckb: 'ژمێریار' },
  'Financial Analyst': { ar: 'محلل مالي', arFemale: 'محللة مالية', ckb: 'شیکەرەوەی دارایی' },
  'Senior Accountant': { ar: 'محاسب أقدم', arFemale: 'محاسبة أقدم', ckb: 'ژمێریاری باڵا' },
  'HR Specialist': {
    ar: 'أخصائي موارد بشرية',
    arFemale: 'أخصائية موارد بشرية',
    ckb: 'پسپۆڕی سەرچاوە مرۆییەکان',
  },
  Recruiter: { ar: 'مسؤول توظيف', arFemale: 'مسؤولة توظيف', ckb: 'بەرپرسی دامەزراندن' },
  'HR Coordinator': {
    ar: 'منسق موارد بشرية',
    arFemale: 'منسقة موارد بشرية',
    ckb: 'ڕێکخەری سەرچاوە مرۆییەکان',
  },
  'Marketing Specialist': { ar: 'أخصائي تسويق', arFemale: 'أخصائية تسويق', ckb: 'پسپۆڕی بازاڕگەری' },
  'Sales Executive': { ar: 'مسؤول مبيعات', arFemale: 'مسؤولة مبيعات', ckb: 'بەرپرسی فرۆشتن' },
  'Digital Marketing Specialist': {
    ar: 'أخصائي تسويق رقمي',
    arFemale: 'أخصائية تسويق رقمي',
    ckb: 'پسپۆڕی بازاڕگەریی دیجیتاڵی',
  },
  'Project Manager': { ar: 'مدير مشاريع', arFemale: 'مديرة مشاريع', ckb: 'بەڕێوەبەری پرۆژە' },
  'Project Coordinator': { ar: 'منسق مشاريع', arFemale: 'منسقة مشاريع', ckb: 'ڕێکخەری پرۆژە' },
  'Program Officer': { ar: 'مسؤول برامج', arFemale: 'مسؤولة برامج', ckb: 'بەرپرسی بەرنامە' },
  'Logistics Coordinator': {
    ar: 'منسق خدمات لوجستية',
    arFemale: 'منسقة خدمات لوجستية',
    ckb: 'ڕێکخەری لۆجستیک',
  },
  'Supply Chain Officer': {
    ar: 'مسؤول سلاسل التوريد',
    arFemale: 'مسؤولة سلاسل التوريد',
    ckb: 'بەرپرسی زنجیرەی دابینکردن',
  },
  'Procurement Officer': { ar: 'مسؤول مشتريات', arFemale: 'مسؤولة مشتريات', ckb: 'بەرپرسی کڕین' },
  'Office Manager': { ar: 'مدير مكتب', arFemale: 'مديرة مكتب', ckb: 'بەڕێوەبەری نووسینگە' },
  'Administrative Assistant': { ar: 'مساعد إداري', arFemale: 'مساعدة إدارية', ckb: 'یاریدەدەری کارگێڕی' },
  'Executive Secretary': {
    ar: 'سكرتير تنفيذي',
    arFemale: 'سكرتيرة تنفيذية',
    ckb: 'سکرتێری بەڕێوەبەرایەتی',
  },
  'Customer Service Representative': {
    ar: 'ممثل خدمة العملاء',
    arFemale: 'ممثلة خدمة العملاء',
    ckb: 'نوێنەری خزمەتگوزاریی کڕیاران',
  },
  'Call Center Agent': {
    ar: 'موظف مركز اتصال',
    arFemale: 'موظفة مركز اتصال',
    ckb: 'کارمەندی سەنتەری پەیوەندی',
  },
  'Customer Success Specialist': {
    ar: 'أخصائي نجاح العملاء',
    arFemale: 'أخصائية نجاح العملاء',
    ckb: 'پسپۆڕی سەرکەوتنی کڕیاران',
  },
  'Bank Teller': { ar: 'صرّاف مصرفي', arFemale: 'صرّافة مصرفية', ckb: 'سندووقداری بانک' },
  'Credit Officer': { ar: 'مسؤول ائتمان', arFemale: 'مسؤولة ائتمان', ckb: 'بەرپرسی قەرز' },
  'Insurance Officer': { ar: 'مسؤول تأمين', arFemale: 'مسؤولة تأمين', ckb: 'بەرپرسی بیمە' },
};

/** Employers by the names they go by in each language; Iraqi brands in their own Arabic-script form. */
export const employerForms: Readonly<Record<string, DocumentForms>> = {
  'Earthlink Telecommunications': { ar: 'شركة إيرثلنك للاتصالات', ckb: 'کۆمپانیای ئێرسلینک بۆ گەیاندن' },
  Asiacell: { ar: 'آسياسيل', ckb: 'ئاسیاسێل' },
  'Zain Iraq': { ar: 'زين العراق', ckb: 'زەین عێراق' },
  'Korek Telecom': { ar: 'كورك تيليكوم', ckb: 'کۆڕەک تێلیکۆم' },
  'Qi Card': { ar: 'كي كارد', ckb: 'کی کارد' },
  FastPay: { ar: 'فاست باي', ckb: 'فاست پەی' },
  'Newroz Telecom': { ar: 'نوروز تيليكوم', ckb: 'نەورۆز تێلیکۆم' },
  Miswag: { ar: 'مسواگ', ckb: 'مسواگ' },
  Lezzoo: { ar: 'ليزو', ckb: 'لێزوو' },
  Baly: { ar: 'بلي', ckb: 'بەلی' },
  'IQ Networks': { ar: 'شبكات آي كيو', ckb: 'تۆڕەکانی ئای کیو' },
  'Ministry of Communications': { ar: 'وزارة الاتصالات', ckb: 'وەزارەتی گەیاندن' },
  'Rafidain Bank': { ar: 'مصرف الرافدين', ckb: 'بانکی ڕافیدەین' },
  'Rasheed Bank': { ar: 'مصرف الرشيد', ckb: 'بانکی ڕەشید' },
  'Trade Bank of Iraq': { ar: 'المصرف العراقي للتجارة', ckb: 'بانکی بازرگانیی عێراق' },
  'Bank of Baghdad': { ar: 'مصرف بغداد', ckb: 'بانکی بەغدا' },
  'Kurdistan International Bank': { ar: 'مصرف كردستان الدولي', ckb: 'بانکی نێودەوڵەتیی کوردستان' },
  'Iraqi Airways': { ar: 'الخطوط الجوية العراقية', ckb: 'هێڵە ئاسمانییەکانی عێراق' },
  'Basra Oil Company': { ar: 'شركة نفط البصرة', ckb: 'کۆمپانیای نەوتی بەسرە' },
  'North Oil Company': { ar: 'شركة نفط الشمال', ckb: 'کۆمپانیای نەوتی باکوور' },
  'Basrah Gas Company': { ar: 'شركة غاز البصرة', ckb: 'کۆمپانیای غازی بەسرە' },
  'Mass Group Holding': { ar: 'مجموعة ماس القابضة', ckb: 'گرووپی ماس' },
  'Iraqi Red Crescent Society': { ar: 'جمعية الهلال الأحمر العراقي', ckb: 'کۆمەڵەی مانگی سووری عێراقی' },
  'Ministry of Health': { ar: 'وزارة الصحة', ckb: 'وەزارەتی تەندروستی' },
};

export const universityForms: Readonly<Record<string, DocumentForms>> = {
  'University of Baghdad': { ar: 'جامعة بغداد', ckb: 'زانکۆی بەغدا' },
  'Al-Mustansiriyah University': { ar: 'الجامعة المستنصرية', ckb: 'زانکۆی موستەنسیرییە' },
  'University of Technology': { ar: 'الجامعة التكنولوجية', ckb: 'زانکۆی تەکنەلۆجی' },
  'Al-Nahrain University': { ar: 'جامعة النهرين', ckb: 'زانکۆی نەهرەین' },
  'Middle Technical University': { ar: 'الجامعة التقنية الوسطى', ckb: 'زانکۆی تەکنیکیی ناوەڕاست' },
  'University of Basrah': { ar: 'جامعة البصرة', ckb: 'زانکۆی بەسرە' },
  'Southern Technical University': { ar: 'الجامعة التقنية الجنوبية', ckb: 'زانکۆی تەکنیکیی باشوور' },
  'University of Mosul': { ar: 'جامعة الموصل', ckb: 'زانکۆی مووسڵ' },
  'Northern Technical University': { ar: 'الجامعة التقنية الشمالية', ckb: 'زانکۆی تەکنیکیی باکوور' },
  'Salahaddin University-Erbil': { ar: 'جامعة صلاح الدين - أربيل', ckb: 'زانکۆی سەڵاحەدین - هەولێر' },
  'Erbil Polytechnic University': { ar: 'جامعة أربيل التقنية', ckb: 'زانکۆی پۆلیتەکنیکی هەولێر' },
  'Tishk International University': { ar: 'جامعة تيشك الدولية', ckb: 'زانکۆی نێودەوڵەتیی تیشک' },
  'University of Sulaimani': { ar: 'جامعة السليمانية', ckb: 'زانکۆی سلێمانی' },
  'American University of Iraq, Sulaimani': {
    ar: 'الجامعة الأمريكية في العراق - السليمانية',
    ckb: 'زانکۆی ئەمریکی لە عێراق - سلێمانی',
  },
  'University of Duhok': { ar: 'جامعة دهوك', ckb: 'زانکۆی دهۆک' },
  'Duhok Polytechnic University': { ar: 'جامعة دهوك التقنية', ckb: 'زانکۆی پۆلیتەکنیکی دهۆک' },
  'University of Kirkuk': { ar: 'جامعة كركوك', ckb: 'زانکۆی کەرکووک' },
  'University of Anbar': { ar: 'جامعة الأنبار', ckb: 'زانکۆی ئەنبار' },
  'University of Babylon': { ar: 'جامعة بابل', ckb: 'زانکۆی بابل' },
  'University of Karbala': { ar: 'جامعة كربلاء', ckb: 'زانکۆی کەربەلا' },
  'University of Kufa': { ar: 'جامعة الكوفة', ckb: 'زانکۆی کووفە' },
  'University of Diyala': { ar: 'جامعة ديالى', ckb: 'زانکۆی دیالە' },
  'Tikrit University': { ar: 'جامعة تكريت', ckb: 'زانکۆی تکریت' },
  'Wasit University': { ar: 'جامعة واسط', ckb: 'زانکۆی واست' },
  'University of Misan': { ar: 'جامعة ميسان', ckb: 'زانکۆی مەیسان' },
  'University of Thi-Qar': { ar: 'جامعة ذي قار', ckb: 'زانکۆی زیقار' },
  'Al-Muthanna University': { ar: 'جامعة المثنى', ckb: 'زانکۆی موسەننا' },
  'University of Al-Qadisiyah': { ar: 'جامعة القادسية', ckb: 'زانکۆی قادسیە' },
};

/** Responsibilities as Iraqi CVs list them: a verbal noun first, no "I". */
export const responsibilityForms: Readonly<Record<string, DocumentForms>> = {
  'Built and maintained REST APIs for the billing system': {
    ar: 'بناء واجهات برمجة التطبيقات لنظام الفوترة وإدامتها',
    ckb: 'دروستکردن و بەڕێوەبردنی ڕووکارە بەرنامەسازییەکانی سیستەمی پسوولەکان',
  },
  'Reviewed pull requests and mentored two junior developers': {
    ar: 'مراجعة الشيفرة البرمجية للزملاء وإرشاد مطوّرَين مبتدئَين',
    ckb: 'پێداچوونەوەی کۆدی هاوکاران و ڕێنماییکردنی دوو پەرەپێدەری نوێ',
  },
  'Wrote automated tests that cut production bugs by a third': {
    ar: 'كتابة اختبارات آلية خفّضت أخطاء بيئة التشغيل بمقدار الثلث',
    ckb: 'نووسینی تاقیکردنەوەی خۆکار کە هەڵەکانی کاتی کارپێکردنی بە ڕێژەی سێیەک کەم کردەوە',
  },
  'Developed bilingual Arabic and English websites': {
    ar: 'تطوير مواقع إلكترونية ثنائية اللغة بالعربية والإنجليزية',
    ckb: 'پەرەپێدانی ماڵپەڕی دووزمانە بە عەرەبی و ئینگلیزی',
  },
  'Improved page load times for the customer portal': {
    ar: 'تسريع تحميل صفحات بوابة العملاء',
    ckb: 'خێراترکردنی بارکردنی لاپەڕەکانی دەروازەی کڕیاران',
  },
  'Integrated online payment through local gateways': {
    ar: 'ربط الدفع الإلكتروني عبر بوابات دفع محلية',
    ckb: 'بەستنەوەی پارەدانی ئۆنلاین لە ڕێگەی دەروازە ناوخۆییەکانەوە',
  },
  'Shipped the delivery app to Google Play and the App Store': {
    ar: 'نشر تطبيق التوصيل على متجري غوغل بلاي وآب ستور',
    ckb: 'بڵاوکردنەوەی ئەپی گەیاندن لە گووگڵ پلەی و ئەپ ستۆر',
  },
  'Added offline mode for areas with weak coverage': {
    ar: 'إضافة وضع العمل دون اتصال للمناطق ضعيفة التغطية',
    ckb: 'زیادکردنی دۆخی بێ ئینتەرنێت بۆ ئەو ناوچانەی تۆڕیان لاوازە',
  },
  'Worked with designers on right-to-left layouts': {
    ar: 'العمل مع المصممين على تخطيط الواجهات من اليمين إلى اليسار',
    ckb: 'کارکردن لەگەڵ دیزاینەران لەسەر ڕووکاری ڕاست بۆ چەپ',
  },
  'Built monthly sales dashboards for management': {
    ar: 'إعداد لوحات متابعة شهرية للمبيعات لصالح الإدارة',
    ckb: 'ئامادەکردنی داشبۆردی مانگانەی فرۆشتن بۆ بەڕێوەبەرایەتی',
  },
  'Cleaned and merged customer data from three systems': {
    ar: 'تنقية بيانات العملاء ودمجها من ثلاثة أنظمة',
    ckb: 'پاککردنەوە و یەکخستنی داتای کڕیاران لە سێ سیستەمەوە',
  },
  'Forecast network demand for the planning team': {
    ar: 'التنبؤ بالطلب على الشبكة لفريق التخطيط',
    ckb: 'پێشبینیکردنی داواکاری لەسەر تۆڕ بۆ تیمی پلاندانان',
  },
  'Monitored security alerts and handled incidents': {
    ar: 'مراقبة التنبيهات الأمنية ومعالجة الحوادث',
    ckb: 'چاودێریکردنی ئاگادارکردنەوەکانی ئاسایش و چارەسەرکردنی ڕووداوەکان',
  },
  'Ran phishing awareness sessions for staff': {
    ar: 'تنظيم جلسات توعية للموظفين بمخاطر التصيّد الاحتيالي',
    ckb: 'ڕێکخستنی دانیشتنی هۆشیارکردنەوە بۆ کارمەندان دەربارەی فێڵی ئەلیکترۆنی',
  },
  'Performed vulnerability scans before each release': {
    ar: 'إجراء فحوصات الثغرات الأمنية قبل كل إصدار',
    ckb: 'پشکنینی کەلێنە ئاسایشییەکان پێش هەر وەشانێکی نوێ',
  },
  'Maintained the fibre network across branch offices': {
    ar: 'صيانة شبكة الألياف الضوئية في مكاتب الفروع',
    ckb: 'چاککردنەوە و بەڕێوەبردنی تۆڕی فایبەری ئۆپتیکی لە لقەکاندا',
  },
  'Configured routers, firewalls and VPN links': {
    ar: 'إعداد أجهزة التوجيه والجدران النارية واتصالات الشبكة الافتراضية الخاصة',
    ckb: 'ڕێکخستنی ڕاوتەر و دیواری ئاگر و پەیوەندییەکانی تۆڕی تایبەتی ڤێرچواڵ',
  },
  'Kept servers patched and backed up': {
    ar: 'تحديث الخوادم بانتظام وأخذ النسخ الاحتياطية',
    ckb: 'نوێکردنەوەی بەردەوامی ڕاژەکارەکان و هەڵگرتنی کۆپیی یەدەگ',
  },
  'Automated deployments with CI pipelines': {
    ar: 'أتمتة النشر عبر مسارات التكامل المستمر',
    ckb: 'خۆکارکردنی بڵاوکردنەوە لە ڕێگەی هێڵەکانی یەکخستنی بەردەوامەوە',
  },
  'Moved services to containers and cut hosting costs': {
    ar: 'نقل الخدمات إلى الحاويات وخفض تكاليف الاستضافة',
    ckb: 'گواستنەوەی خزمەتگوزارییەکان بۆ کۆنتەینەر و کەمکردنەوەی تێچووی هۆستینگ',
  },
  'Set up monitoring and on-call alerts': {
    ar: 'إعداد أنظمة المراقبة وتنبيهات المناوبة',
    ckb: 'دانانی سیستەمی چاودێری و ئاگادارکردنەوەی نۆبەداری',
  },
  'Designed the Arabic and English versions of the mobile app': {
    ar: 'تصميم النسختين العربية والإنجليزية من تطبيق الهاتف',
    ckb: 'دیزاینکردنی وەشانی عەرەبی و ئینگلیزیی ئەپی مۆبایل',
  },
  'Ran usability tests with customers in Baghdad and Erbil': {
    ar: 'إجراء اختبارات سهولة الاستخدام مع عملاء في بغداد وأربيل',
    ckb: 'ئەنجامدانی تاقیکردنەوەی ئاسانیی بەکارهێنان لەگەڵ کڕیاران لە بەغدا و هەولێر',
  },
  'Maintained the company design system': {
    ar: 'إدامة نظام التصميم الخاص بالشركة',
    ckb: 'بەڕێوەبردن و نوێکردنەوەی سیستەمی دیزاینی کۆمپانیا',
  },
  'Prepared monthly financial statements': {
    ar: 'إعداد البيانات المالية الشهرية',
    ckb: 'ئامادەکردنی ڕاپۆرتە داراییە مانگانەکان',
  },
  'Reconciled bank accounts and supplier invoices': {
    ar: 'مطابقة الحسابات المصرفية وفواتير المجهّزين',
    ckb: 'بەراوردکردنی هەژمارە بانکییەکان و پسوولەکانی دابینکەران',
  },
  'Supported the annual external audit': {
    ar: 'المساهمة في التدقيق الخارجي السنوي',
    ckb: 'هاوکاریکردن لە وردبینیی دەرەکیی ساڵانەدا',
  },
  'Recruited and onboarded more than fifty staff': {
    ar: 'توظيف أكثر من خمسين موظفاً وتهيئتهم لمباشرة العمل',
    ckb: 'دامەزراندن و ئامادەکردنی زیاتر لە پەنجا کارمەند بۆ دەستبەکاربوون',
  },
  'Kept personnel files and payroll records up to date': {
    ar: 'تحديث إضبارات الموظفين وسجلات الرواتب أولاً بأول',
    ckb: 'نوێکردنەوەی بەردەوامی دۆسیەی کارمەندان و تۆمارەکانی مووچە',
  },
  'Organised training for new employees': {
    ar: 'تنظيم دورات تدريبية للموظفين الجدد',
    ckb: 'ڕێکخستنی خولی ڕاهێنان بۆ کارمەندە نوێیەکان',
  },
  'Ran social media campaigns in Arabic and Kurdish': {
    ar: 'إدارة حملات على مواقع التواصل الاجتماعي باللغتين العربية والكردية',
    ckb: 'بەڕێوەبردنی هەڵمەتی تۆڕە کۆمەڵایەتییەکان بە زمانی عەرەبی و کوردی',
  },
  'Grew the customer base in new governorates': {
    ar: 'توسيع قاعدة العملاء في محافظات جديدة',
    ckb: 'فراوانکردنی بنکەی کڕیاران لە پارێزگا نوێیەکاندا',
  },
  'Reported campaign results to management every month': {
    ar: 'رفع تقارير شهرية بنتائج الحملات إلى الإدارة',
    ckb: 'پێشکەشکردنی ڕاپۆرتی مانگانەی ئەنجامی هەڵمەتەکان بە بەڕێوەبەرایەتی',
  },
  'Coordinated projects with government and private partners': {
    ar: 'تنسيق المشاريع مع الشركاء في القطاعين الحكومي والخاص',
    ckb: 'هەماهەنگیکردنی پرۆژەکان لەگەڵ هاوبەشانی کەرتی حکوومی و تایبەت',
  },
  'Tracked budgets, schedules and risks': {
    ar: 'متابعة الموازنات والجداول الزمنية والمخاطر',
    ckb: 'بەدواداچوونی بودجە و خشتەی کات و مەترسییەکان',
  },
  'Wrote progress reports for donors': {
    ar: 'كتابة تقارير سير العمل للجهات المانحة',
    ckb: 'نووسینی ڕاپۆرتی پێشکەوتنی کار بۆ لایەنە بەخشەرەکان',
  },
  'Managed shipments through Umm Qasr port': {
    ar: 'إدارة الشحنات عبر ميناء أم قصر',
    ckb: 'بەڕێوەبردنی بارەکان لە ڕێگەی بەندەری ئوم قەسرەوە',
  },
  'Negotiated with suppliers and compared quotations': {
    ar: 'التفاوض مع المجهّزين ومقارنة عروض الأسعار',
    ckb: 'دانوستان لەگەڵ دابینکەران و بەراوردکردنی نرخەکان',
  },
  'Kept warehouse stock records accurate': {
    ar: 'ضبط سجلات المخزون في المستودعات بدقة',
    ckb: 'ڕاگرتنی وردیی تۆمارەکانی کۆگا',
  },
  'Managed the director’s calendar and correspondence': {
    ar: 'تنظيم مواعيد المدير ومراسلاته',
    ckb: 'ڕێکخستنی ژوان و نامەکانی بەڕێوەبەر',
  },
  'Organised meetings, travel and official letters': {
    ar: 'ترتيب الاجتماعات والسفرات والكتب الرسمية',
    ckb: 'ڕێکخستنی کۆبوونەوە و گەشت و نووسراوە فەرمییەکان',
  },
  'Kept the office archive in order': {
    ar: 'تنظيم أرشيف المكتب وحفظه',
    ckb: 'ڕێکخستن و بەڕێوەبردنی ئەرشیفی نووسینگە',
  },
  'Answered customer calls and chats in Arabic and English': {
    ar: 'الرد على اتصالات العملاء ومحادثاتهم بالعربية والإنجليزية',
    ckb: 'وەڵامدانەوەی پەیوەندی و نامەکانی کڕیاران بە عەرەبی و ئینگلیزی',
  },
  'Resolved billing complaints within the same day': {
    ar: 'حل شكاوى الفواتير في اليوم نفسه',
    ckb: 'چارەسەرکردنی سکاڵاکانی پسوولە لە هەمان ڕۆژدا',
  },
  'Trained new agents on the support system': {
    ar: 'تدريب الموظفين الجدد على نظام الدعم',
    ckb: 'ڕاهێنانی کارمەندە نوێیەکان لەسەر سیستەمی پشتگیری',
  },
  'Handled deposits, withdrawals and transfers': {
    ar: 'تنفيذ عمليات الإيداع والسحب والتحويل',
    ckb: 'ئەنجامدانی کارەکانی دانان و ڕاکێشان و ناردنی پارە',
  },
  'Reviewed loan applications for small businesses': {
    ar: 'دراسة طلبات القروض للمشاريع الصغيرة',
    ckb: 'پێداچوونەوەی داواکارییەکانی قەرز بۆ پرۆژە بچووکەکان',
  },
  'Opened accounts and explained card services': {
    ar: 'فتح الحسابات والتعريف بخدمات البطاقات',
    ckb: 'کردنەوەی هەژمار و ناساندنی خزمەتگوزارییەکانی کارت',
  },
};

export const courseTitleForms: Readonly<Record<string, DocumentForms>> = {
  'CCNA: Introduction to Networks': {
    ar: 'مقدمة في الشبكات (منهج سيسكو المعتمد)',
    ckb: 'پێشەکییەک بۆ تۆڕەکان (بەرنامەی سیسکۆ)',
  },
  'Python for Everybody': { ar: 'بايثون للجميع', ckb: 'پایتۆن بۆ هەمووان' },
  'Google Data Analytics': { ar: 'تحليل البيانات من غوغل', ckb: 'شیکاریی داتای گووگڵ' },
  'AWS Cloud Practitioner': {
    ar: 'أساسيات الحوسبة السحابية من أمازون',
    ckb: 'بنەماکانی کۆمپیوتینگی هەوریی ئەمازۆن',
  },
  'Front-End Web Development': { ar: 'تطوير الواجهات الأمامية للويب', ckb: 'پەرەپێدانی ڕووکاری وێب' },
  'Cybersecurity Essentials': { ar: 'أساسيات الأمن السيبراني', ckb: 'بنەماکانی ئاسایشی سایبەری' },
  'Agile with Scrum': { ar: 'منهجية أجايل وإطار سكرم', ckb: 'ڕێبازی ئەجایل و سکرەم' },
  'Financial Accounting Fundamentals': { ar: 'أساسيات المحاسبة المالية', ckb: 'بنەماکانی ژمێریاریی دارایی' },
  'Project Management Professional (PMP) Prep': {
    ar: 'التحضير لشهادة محترف إدارة المشاريع',
    ckb: 'ئامادەکاری بۆ بڕوانامەی پرۆفیشناڵی بەڕێوەبردنی پرۆژە',
  },
  'Digital Marketing Basics': { ar: 'أساسيات التسويق الرقمي', ckb: 'بنەماکانی بازاڕگەریی دیجیتاڵی' },
  'Human Resource Management': { ar: 'إدارة الموارد البشرية', ckb: 'بەڕێوەبردنی سەرچاوە مرۆییەکان' },
  'Business English': { ar: 'اللغة الإنجليزية للأعمال', ckb: 'زمانی ئینگلیزی بۆ بازرگانی' },
  'Excel for Business': { ar: 'برنامج إكسل في إدارة الأعمال', ckb: 'ئێکسڵ بۆ کاری بازرگانی' },
  'Customer Service Excellence': { ar: 'التميّز في خدمة العملاء', ckb: 'نایابی لە خزمەتگوزاریی کڕیاران' },
};

export const courseProviderForms: Readonly<Record<string, DocumentForms>> = {
  Coursera: { ar: 'منصة كورسيرا', ckb: 'پلاتفۆرمی کۆرسێرا' },
  Udemy: { ar: 'منصة يوديمي', ckb: 'پلاتفۆرمی یودێمی' },
  'Cisco Networking Academy': { ar: 'أكاديمية سيسكو للشبكات', ckb: 'ئەکادیمیای تۆڕی سیسکۆ' },
  'Microsoft Learn': { ar: 'منصة مايكروسوفت للتعلّم', ckb: 'پلاتفۆرمی فێربوونی مایکرۆسۆفت' },
  'AWS Academy': {
    ar: 'أكاديمية أمازون للخدمات السحابية',
    ckb: 'ئەکادیمیای خزمەتگوزارییە هەورییەکانی ئەمازۆن',
  },
  'Google Career Certificates': { ar: 'شهادات غوغل المهنية', ckb: 'بڕوانامە پیشەییەکانی گووگڵ' },
  'Re:Coded': { ar: 'منظمة ريكودد', ckb: 'ڕێکخراوی ڕیکۆدد' },
  'The Station': { ar: 'ذا ستيشن - بغداد', ckb: 'دە ستەیشن - بەغدا' },
  'Five One Labs': { ar: 'فايف ون لابز', ckb: 'فایڤ وەن لابز' },
  KAPITA: { ar: 'كابيتا', ckb: 'کاپیتا' },
};

export const activityTitleForms: Readonly<Record<string, DocumentForms>> = {
  'Baghdad Tech Summit': { ar: 'قمة بغداد للتكنولوجيا', ckb: 'لووتکەی تەکنەلۆجیای بەغدا' },
  'Startup Weekend Baghdad': {
    ar: 'ملتقى الشركات الناشئة في بغداد',
    ckb: 'کۆبوونەوەی کۆمپانیا نوێیەکان لە بەغدا',
  },
  'Iraq Innovation Forum': { ar: 'منتدى العراق للابتكار', ckb: 'کۆڕبەندی داهێنانی عێراق' },
  'Erbil Career Fair': { ar: 'معرض أربيل لفرص العمل', ckb: 'پێشانگای هەلی کاری هەولێر' },
  'Basra Youth Volunteering Campaign': {
    ar: 'حملة شباب البصرة التطوعية',
    ckb: 'هەڵمەتی خۆبەخشیی گەنجانی بەسرە',
  },
  'Mosul Book Festival': { ar: 'مهرجان الموصل للكتاب', ckb: 'فیستیڤاڵی کتێبی مووسڵ' },
  'Women in Tech Iraq Meetup': {
    ar: 'لقاء المرأة في قطاع التكنولوجيا - العراق',
    ckb: 'کۆبوونەوەی ئافرەتان لە بواری تەکنەلۆجیادا - عێراق',
  },
  'University Hackathon': { ar: 'هاكاثون الجامعة', ckb: 'هاکاسۆنی زانکۆ' },
  'Tree Planting Day': { ar: 'يوم التشجير', ckb: 'ڕۆژی دارچاندن' },
  'Ramadan Food Basket Drive': {
    ar: 'حملة توزيع السلات الغذائية في رمضان',
    ckb: 'هەڵمەتی دابەشکردنی سەبەتەی خۆراک لە ڕەمەزاندا',
  },
};

/** Spoken languages are typed by the applicant (no reference list): written in the document's language. */
export const spokenLanguageForms: Readonly<Record<string, DocumentForms>> = {
  Arabic: { ar: 'العربية', ckb: 'عەرەبی' },
  Kurdish: { ar: 'الكردية', ckb: 'کوردی' },
  English: { ar: 'الإنجليزية', ckb: 'ئینگلیزی' },
  Turkmen: { ar: 'التركمانية', ckb: 'تورکمانی' },
  Turkish: { ar: 'التركية', ckb: 'تورکی' },
  Persian: { ar: 'الفارسية', ckb: 'فارسی' },
  French: { ar: 'الفرنسية', ckb: 'فەڕەنسی' },
  German: { ar: 'الألمانية', ckb: 'ئەڵمانی' },
};

/**
 * Words for a Kurdish summary, by a sub-speciality's English focus: "… experience in the field of
 * {focus}". The Arabic ones sit in the profiles of `iraqi-data.ts`.
 */
export const kurdishFocus: Readonly<Record<string, string>> = {
  'building reliable backend services': 'بنیاتنانی خزمەتگوزاریی نەرمەکاڵای متمانەپێکراو',
  'fast, accessible bilingual websites': 'پەرەپێدانی ماڵپەڕی خێرا و دووزمانە',
  'mobile apps used by thousands of customers': 'ئەپی مۆبایل',
  'turning data into clear decisions': 'شیکاریی داتا و پشتگیریکردنی بڕیاردان',
  'protecting networks and customer data': 'پاراستنی تۆڕ و داتای کڕیاران',
  'keeping networks and servers running': 'بەڕێوەبردنی تۆڕ و ڕاژەکار',
  'automating deployments and cloud infrastructure': 'خۆکارکردنی بڵاوکردنەوە و ژێرخانی هەوری',
  'designing clear, user-friendly interfaces': 'دیزاینی ڕووکاری ئاسان بۆ بەکارهێنەر',
  'accurate accounting and financial reporting': 'ژمێریاری و ئامادەکردنی ڕاپۆرتی دارایی',
  'recruiting and supporting people': 'دامەزراندن و پەرەپێدانی سەرچاوە مرۆییەکان',
  'marketing campaigns and sales growth': 'بازاڕگەری و زیادکردنی فرۆشتن',
  'delivering projects on time and on budget': 'بەڕێوەبردنی پرۆژە و تەواوکردنیان لە کاتی خۆیدا',
  'procurement and logistics': 'کڕین و زنجیرەی دابینکردن',
  'running a well-organised office': 'کاروباری کارگێڕی و ڕێکخستنی نووسینگە',
  'helping customers quickly and politely': 'خزمەتگوزاریی کڕیاران و چارەسەرکردنی کێشەکانیان',
  'banking services and credit': 'خزمەتگوزارییە بانکییەکان و قەرز',
};

export const kurdishWelcomeMessages = [
  'بەخێربێیت بۆ پەڕەکەم، خۆشحاڵ دەبم پەیوەندیم پێوە بکەیت.',
  'سڵاو! بەدوای دەرفەتێکی کاردا دەگەڕێم کە کارامەییەکانمی تێدا پەرە پێبدەم.',
  'سوپاس بۆ سەردانەکەت، دوودڵ مەبە لە ناردنی نامە بۆم.',
] as const;

export const kurdishSummaryClosings = [
  'بەدوای دەرفەتێکی کاردا دەگەڕێم کە ڕێگەم بدات پێشبکەوم و بەشدار بم لە سەرکەوتنی دامەزراوەکەدا.',
  'دەمەوێت ببمە ئەندامی تیمێکی خاوەن ئامانج کە بایەخ بە کوالیتی و فێربوونی بەردەوام دەدات.',
  'ئامادەم بۆ کاری کاتی تەواو لە هەرێمی کوردستان و عێراق، یان لە دوورەوە لەگەڵ کۆمپانیا نێودەوڵەتییەکان.',
] as const;
