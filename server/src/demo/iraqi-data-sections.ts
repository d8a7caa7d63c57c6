// The demo resumes' optional sections (issue 30), each text in the three document languages, written
// as an applicant of that language would write it. Digits follow the document: Arabic and Kurdish
// documents write Arabic-Indic ones, as their other numbers do.

export interface ProjectText {
  name: string;
  description: string;
}

export interface DemoProject {
  /** The last part of the project's address, for the technology projects that have one. */
  slug: string | null;
  en: ProjectText;
  ar: ProjectText;
  ckb: ProjectText;
}

export const demoProjects: Readonly<Record<'technology' | 'business', readonly DemoProject[]>> = {
  technology: [
    {
      slug: 'clinic-booking',
      en: {
        name: 'Clinic appointment booking',
        description:
          'A web app where the patients of three clinics in Karkh book and move their appointments; it halved the calls to the front desk.',
      },
      ar: {
        name: 'نظام حجز مواعيد العيادات',
        description:
          'تطبيق ويب يحجز فيه مرضى ثلاث عيادات في الكرخ مواعيدهم ويغيّرونها، وقد خفّض الاتصالات الهاتفية بالاستقبال إلى النصف.',
      },
      ckb: {
        name: 'سیستەمی گرتنی کاتی نۆرینگە',
        description:
          'ماڵپەڕێک کە نەخۆشانی سێ نۆرینگە لە کەرخ کاتی سەردانەکانیانی تێدا دەگرن و دەیگۆڕن؛ پەیوەندییە تەلەفۆنییەکانی پێشوازی کەمکردەوە بۆ نیوە.',
      },
    },
    {
      slug: 'invoice-reader',
      en: {
        name: 'Arabic invoice reader',
        description:
          'Reads scanned Arabic invoices and fills in the accounts sheet, so a small trading company no longer types them by hand.',
      },
      ar: {
        name: 'قارئ الفواتير العربية',
        description:
          'برنامج يقرأ الفواتير العربية الممسوحة ضوئياً ويملأ جدول الحسابات، فلم تعد شركة تجارية صغيرة تُدخلها يدوياً.',
      },
      ckb: {
        name: 'خوێنەرەوەی پسوولە عەرەبییەکان',
        description:
          'بەرنامەیەک کە پسوولە عەرەبییە سکانکراوەکان دەخوێنێتەوە و خشتەی ژمێریاری پڕ دەکاتەوە، بۆیە کۆمپانیایەکی بازرگانیی بچووک چیتر بە دەست نایاننووسێت.',
      },
    },
    {
      slug: 'erbil-bus-routes',
      en: {
        name: 'Erbil bus routes',
        description:
          "A phone app that shows the city's minibus lines and stops on a map, built with two classmates.",
      },
      ar: {
        name: 'خطوط الحافلات في أربيل',
        description:
          'تطبيق للهاتف يعرض خطوط الحافلات الصغيرة في المدينة ومواقفها على الخريطة، أُنجز مع زميلَين في الدراسة.',
      },
      ckb: {
        name: 'هێڵەکانی پاس لە هەولێر',
        description:
          'ئەپێکی مۆبایل کە هێڵ و وێستگەکانی پاسە بچووکەکانی شار لەسەر نەخشە پیشان دەدات، لەگەڵ دوو هاوپۆلم دروستمان کرد.',
      },
    },
  ],
  business: [
    {
      slug: null,
      en: {
        name: 'Cost study for a Najaf hotel',
        description:
          'Costed the rooms, food and staff of a 60-room hotel and found savings of 12 percent before the pilgrimage season.',
      },
      ar: {
        name: 'دراسة تكاليف لفندق في النجف',
        description:
          'دراسة لتكاليف الغرف والطعام والموظفين في فندق من ستين غرفة، كشفت عن وفر بنسبة ١٢ بالمئة قبل موسم الزيارة.',
      },
      ckb: {
        name: 'لێکۆڵینەوەی تێچوو بۆ هوتێلێک لە نەجەف',
        description:
          'لێکۆڵینەوە لە تێچووی ژوور و خواردن و کارمەندانی هوتێلێکی شەست ژووری، کە پێش وەرزی زیارەت ١٢ لە سەدا پاشەکەوتی دۆزییەوە.',
      },
    },
    {
      slug: null,
      en: {
        name: 'Payroll on a cloud system',
        description:
          'Moved the payroll of 140 employees from spreadsheets to a cloud accounting system and trained the finance team to use it.',
      },
      ar: {
        name: 'نقل الرواتب إلى نظام سحابي',
        description:
          'نقل رواتب ١٤٠ موظفاً من جداول البيانات إلى نظام محاسبة سحابي، وتدريب فريق المالية على استخدامه.',
      },
      ckb: {
        name: 'گواستنەوەی مووچە بۆ سیستەمێکی هەوری',
        description:
          'گواستنەوەی مووچەی ١٤٠ فەرمانبەر لە خشتەکانەوە بۆ سیستەمێکی ژمێریاریی هەوری، و ڕاهێنانی تیمی دارایی لەسەر بەکارهێنانی.',
      },
    },
    {
      slug: null,
      en: {
        name: 'Baghdad café market survey',
        description:
          'Asked 300 customers in Karrada and Mansour about prices and habits for a new chain of cafés.',
      },
      ar: {
        name: 'مسح سوق المقاهي في بغداد',
        description:
          'استبيان شمل ٣٠٠ زبون في الكرادة والمنصور عن الأسعار وعادات الارتياد، لصالح سلسلة مقاهٍ جديدة.',
      },
      ckb: {
        name: 'ڕاپرسیی بازاڕی کافێکان لە بەغدا',
        description:
          'ڕاپرسییەک لەگەڵ ٣٠٠ کڕیار لە کەرادە و مەنسوور دەربارەی نرخ و خووەکانیان، بۆ زنجیرە کافێیەکی نوێ.',
      },
    },
  ],
};

export interface VolunteeringText {
  organization: string;
  role: string;
  summary: string;
}

/** Arabic names a woman's role in the feminine; the summaries speak in the first person, which does not. */
export interface DemoVolunteering {
  en: VolunteeringText;
  ar: VolunteeringText & { roleFemale: string };
  ckb: VolunteeringText;
}

export const demoVolunteering: readonly DemoVolunteering[] = [
  {
    en: {
      organization: 'Iraqi Red Crescent Society',
      role: 'First aid volunteer',
      summary:
        'Gave first aid at the Arbaeen rest stations and taught school pupils the basics of first aid.',
    },
    ar: {
      organization: 'جمعية الهلال الأحمر العراقي',
      role: 'متطوع في الإسعافات الأولية',
      roleFemale: 'متطوعة في الإسعافات الأولية',
      summary:
        'قدّمتُ الإسعافات الأولية في محطات استراحة زوار الأربعين، ودرّبتُ طلاب المدارس على أساسيات الإسعاف.',
    },
    ckb: {
      organization: 'کۆمەڵەی مانگی سووری عێراق',
      role: 'خۆبەخشی فریاگوزاری سەرەتایی',
      summary:
        'لە وێستگەکانی پشوودانی سەردانکەرانی ئەربەعین فریاگوزاریم کرد، و بنەماکانی فریاگوزاریم بە قوتابیانی قوتابخانەکان فێر کرد.',
    },
  },
  {
    en: {
      organization: 'Mosul Book Festival',
      role: 'Event volunteer',
      summary:
        "Set up the book stalls, guided visitors and ran the children's reading corner for three days.",
    },
    ar: {
      organization: 'مهرجان الموصل للكتاب',
      role: 'منظّم متطوع',
      roleFemale: 'منظّمة متطوعة',
      summary: 'جهّزتُ أجنحة الكتب وأرشدتُ الزوار وأدرتُ ركن القراءة للأطفال طوال ثلاثة أيام.',
    },
    ckb: {
      organization: 'فێستیڤاڵی کتێبی مووسڵ',
      role: 'ڕێکخەری خۆبەخش',
      summary:
        'پێشانگاکانی کتێبم ئامادە کرد، ڕێنمایی میوانانم کرد و گۆشەی خوێندنەوەی منداڵانم بۆ ماوەی سێ ڕۆژ بەڕێوەبرد.',
    },
  },
  {
    en: {
      organization: 'Erbil Food Bank',
      role: 'Distribution coordinator',
      summary:
        'Organised weekly food basket deliveries to 120 displaced families in the camps around the city.',
    },
    ar: {
      organization: 'بنك الطعام في أربيل',
      role: 'منسّق توزيع',
      roleFemale: 'منسّقة توزيع',
      summary: 'نظّمتُ توزيع السلال الغذائية أسبوعياً على ١٢٠ عائلة نازحة في المخيمات المحيطة بالمدينة.',
    },
    ckb: {
      organization: 'بانکی خۆراکی هەولێر',
      role: 'هەماهەنگکاری دابەشکردن',
      summary: 'گەیاندنی هەفتانەی سەبەتەی خۆراکم بۆ ١٢٠ خێزانی ئاوارە لە کەمپەکانی دەوروبەری شار ڕێکخست.',
    },
  },
];
