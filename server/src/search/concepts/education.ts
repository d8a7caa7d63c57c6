// Degrees and fields of study, one concept a line: `id | English | Arabic | Kurdish (Sorani)` (see
// jobs.ts for the format).

export const EDUCATION_CONCEPTS = `
bachelor | Bachelor's degree; Bachelor; BSc; B.Sc | بكالوريوس; بكلوريوس | بەکالۆریۆس; بکالۆریۆس
master | Master's degree; Master; MSc; M.Sc | ماجستير | ماستەر
phd | PhD; Doctorate; Ph.D | دكتوراه; دكتوراة | دکتۆرا
diploma | Diploma; Technical diploma | دبلوم; دبلوم فني | دبلۆم
higher-diploma | Higher diploma | دبلوم عالي | دبلۆمی باڵا
secondary-school | High school; Secondary school; Preparatory school | إعدادية; الدراسة الإعدادية; ثانوية | ئامادەیی; دواناوەندی
middle-school | Middle school; Intermediate school | الدراسة المتوسطة; مدرسة متوسطة | خوێندنی ناوەندی; قوتابخانەی ناوەندی
primary-school | Primary school; Elementary school | الدراسة الابتدائية; مدرسة ابتدائية | خوێندنی سەرەتایی; قوتابخانەی سەرەتایی
graduate | Graduate; Fresh graduate | خريج; خريج جديد | دەرچوو; دەرچووی نوێ
student | Student | طالب | خوێندکار; قوتابی
university | University | جامعة | زانکۆ
college | College; Faculty | كلية | کۆلێژ
institute | Institute; Technical institute | معهد; معهد تقني | پەیمانگا; پەیمانگای تەکنیکی
certificate | Certificate; Certification | شهادة | بڕوانامە
scholarship | Scholarship | منحة دراسية; زمالة | بورسیە; زەمالە
computer-science | Computer science | علوم الحاسوب; علوم حاسبات | زانستی کۆمپیوتەر
computer-engineering | Computer engineering | هندسة الحاسوب; هندسة حاسبات | ئەندازیاریی کۆمپیوتەر
software-engineering | Software engineering | هندسة البرمجيات | ئەندازیاریی نەرمەکاڵا
information-technology | Information technology | تكنولوجيا المعلومات; تقنية المعلومات | تەکنەلۆجیای زانیاری
information-systems | Information systems | نظم المعلومات | سیستەمی زانیاری
civil-engineering | Civil engineering | الهندسة المدنية | ئەندازیاریی شارستانی
mechanical-engineering | Mechanical engineering | الهندسة الميكانيكية | ئەندازیاریی میکانیکی
electrical-engineering | Electrical engineering | الهندسة الكهربائية | ئەندازیاریی کارەبایی
electronics-communications | Electronics and communications engineering | هندسة الإلكترونيك والاتصالات | ئەندازیاریی ئەلیکترۆنیک و پەیوەندییەکان
petroleum-engineering | Petroleum engineering | هندسة النفط | ئەندازیاریی نەوت
chemical-engineering | Chemical engineering | الهندسة الكيمياوية; الهندسة الكيميائية | ئەندازیاریی کیمیایی
architecture | Architecture; Architectural engineering | الهندسة المعمارية; هندسة العمارة | ئەندازیاریی تەلارسازی; تەلارسازی
engineering | Engineering | هندسة | ئەندازیاری
medicine | Medicine | طب; الطب البشري | پزیشکی
dentistry | Dentistry | طب الأسنان | پزیشکیی ددان
pharmacy | Pharmacy | صيدلة | دەرمانسازی
nursing | Nursing | تمريض | پەرستاری
medical-laboratory | Medical laboratory sciences; Medical laboratory | تحليلات مرضية; مختبرات طبية | شیکاریی نەخۆشی; تاقیگەی پزیشکی
veterinary-medicine | Veterinary medicine | طب بيطري | پزیشکیی ڤێتێرنەری
public-health | Public health | صحة عامة | تەندروستیی گشتی
business-administration | Business administration; MBA | إدارة الأعمال | بەڕێوەبردنی کار; کارگێڕیی بازرگانی
economics | Economics | اقتصاد | ئابووری
accounting-degree | Accountancy | علم المحاسبة | زانستی ژمێریاری
banking-finance | Banking and finance; Financial and banking sciences | العلوم المالية والمصرفية | زانستی دارایی و بانکی
law | Law | قانون; القانون | یاسا
political-science | Political science | علوم سياسية | زانستی سیاسی
english-literature | English literature; English language and literature | أدب إنكليزي; اللغة الإنكليزية وآدابها | ئەدەبی ئینگلیزی
arabic-literature | Arabic language and literature | اللغة العربية وآدابها | زمان و ئەدەبی عەرەبی
kurdish-literature | Kurdish language and literature | اللغة الكردية وآدابها | زمان و ئەدەبی کوردی
mathematics | Mathematics; Maths; Math | رياضيات | بیرکاری; ماتماتیک
physics | Physics | فيزياء | فیزیا
chemistry | Chemistry | كيمياء | کیمیا
biology | Biology | علوم الحياة; أحياء | زیندەزانی; بایۆلۆجی
geology | Geology | جيولوجيا; علم الأرض | جیۆلۆجی; زەویناسی
geography | Geography | جغرافية; جغرافيا | جوگرافیا
history | History | تاريخ | مێژوو
psychology | Psychology | علم النفس | دەروونزانی
sociology | Sociology | علم الاجتماع | کۆمەڵناسی
education-field | Education; Educational sciences | تربية; علوم تربوية | پەروەردە; زانستی پەروەردە
physical-education | Physical education; Sports education | تربية بدنية; التربية الرياضية | پەروەردەی وەرزشی
fine-arts | Fine arts | فنون جميلة | هونەرە جوانەکان
media | Media; Mass communication; Journalism | إعلام; صحافة | ڕاگەیاندن; میدیا
translation-studies | Translation studies | دراسات الترجمة; قسم الترجمة | خوێندنی وەرگێڕان
agriculture | Agriculture | زراعة | کشتوکاڵ
tourism | Tourism; Hospitality | سياحة; فندقة | گەشتیاری; میوانداری
islamic-studies | Islamic studies; Sharia | علوم إسلامية; شريعة | زانستی ئیسلامی; شەریعە
statistics-degree | Statistics and informatics | إحصاء ومعلوماتية | ئامار و زانیاری
`;
