// Job titles Iraqi resumes use, one concept a line: `id | English | Arabic | Kurdish (Sorani)`, the
// names of a language separated by ';', the first of each the one a careful writer chooses, the rest
// the other spellings people type. Arabic names are masculine: the search finds the feminine
// (محاسبة) as it finds every word that starts with the name. Read by concepts.ts; checked by concepts.test.ts.

export const JOB_CONCEPTS = `
accountant | Accountant; Accounts officer | محاسب | ژمێریار; ژمێریاریکەر
senior-accountant | Senior accountant; Chief accountant | محاسب أقدم; رئيس محاسبين | ژمێریاری باڵا; سەرۆکی ژمێریاران
auditor | Auditor | مدقق حسابات; مدقق; مراجع حسابات | وردبینی هەژمار; وردبین
financial-analyst | Financial analyst | محلل مالي | شیکەرەوەی دارایی
cashier | Cashier | أمين صندوق; كاشير | سندوقدار; کاشێر
bank-teller | Bank teller | صراف مصرفي; موظف شباك | کارمەندی بانک; سەرافی بانک
credit-officer | Credit officer; Loan officer | موظف ائتمان; موظف قروض | کارمەندی قەرز; کارمەندی ئیئتیمان
insurance-officer | Insurance officer | موظف تأمين | کارمەندی بیمە
tax-officer | Tax officer; Tax consultant | موظف ضرائب; مستشار ضريبي | کارمەندی باج; ڕاوێژکاری باج
payroll-officer | Payroll officer | موظف رواتب; مسؤول الرواتب | کارمەندی مووچە
engineer | Engineer | مهندس | ئەندازیار
software-engineer | Software engineer | مهندس برمجيات | ئەندازیاری نەرمەکاڵا; ئەندازیاری سۆفتوێر
software-developer | Software developer | مطور برمجيات; مبرمج برمجيات | پەرەپێدەری نەرمەکاڵا; پەرەپێدەری سۆفتوێر
programmer | Programmer; Coder | مبرمج | پرۆگرامساز; پرۆگرامەر
developer | Developer | مطور | پەرەپێدەر
web-developer | Web developer | مطور ويب; مطور مواقع | پەرەپێدەری وێب; پەرەپێدەری ماڵپەڕ
frontend-developer | Front-end developer; Frontend developer | مطور واجهات أمامية; مطور فرونت اند | پەرەپێدەری ڕووکاری وێب; پەرەپێدەری فرۆنت ئێند
backend-developer | Back-end developer; Backend developer | مطور أنظمة خلفية; مطور باك اند | پەرەپێدەری بەشی ڕاژەکار; پەرەپێدەری باک ئێند
fullstack-developer | Full-stack developer; Fullstack developer | مطور ويب شامل; مطور فول ستاك | پەرەپێدەری گشتگیری وێب; پەرەپێدەری فوڵ ستاک
mobile-developer | Mobile app developer; Mobile developer | مطور تطبيقات الهاتف المحمول; مطور تطبيقات موبايل | پەرەپێدەری ئەپی مۆبایل; پەرەپێدەری مۆبایل
android-developer | Android developer | مطور تطبيقات أندرويد; مطور اندرويد | پەرەپێدەری ئەندرۆید
ios-developer | iOS developer | مطور تطبيقات آيفون; مطور iOS | پەرەپێدەری ئایفۆن
flutter-developer | Flutter developer | مطور تطبيقات فلاتر; مطور فلاتر | پەرەپێدەری فلاتەر
data-analyst | Data analyst | محلل بيانات | شیکەرەوەی داتا; شیکاری داتا
data-scientist | Data scientist | عالم بيانات | زانای داتا
data-engineer | Data engineer | مهندس بيانات | ئەندازیاری داتا
bi-analyst | BI analyst; Business intelligence analyst | محلل ذكاء الأعمال | شیکەرەوەی زیرەکیی بازرگانی
database-administrator | Database administrator; DBA | مدير قواعد البيانات; مسؤول قواعد البيانات | بەڕێوەبەری بنکەدراوە
cybersecurity-analyst | Cybersecurity analyst; Security analyst | محلل أمن سيبراني; محلل أمن معلومات | شیکەرەوەی ئاسایشی سایبەری
soc-analyst | SOC analyst | محلل مركز العمليات الأمنية | شیکەرەوەی ناوەندی ئۆپەراسیۆنی ئاسایش
network-engineer | Network engineer | مهندس شبكات | ئەندازیاری تۆڕ; ئەندازیاری نێتوۆرک
system-administrator | System administrator; Systems administrator; Sysadmin | مدير أنظمة; مسؤول أنظمة | بەڕێوەبەری سیستەم
it-support-engineer | IT support engineer; IT support technician | مهندس دعم فني; فني دعم تقني | ئەندازیاری پاڵپشتیی تەکنیکی; تەکنیککاری پاڵپشتی
devops-engineer | DevOps engineer | مهندس ديف أوبس; مهندس DevOps | ئەندازیاری دێڤئۆپس
cloud-engineer | Cloud engineer | مهندس حوسبة سحابية; مهندس سحابة | ئەندازیاری هەور; ئەندازیاری کلاود
sre | Site reliability engineer; SRE | مهندس موثوقية المواقع | ئەندازیاری متمانەپێکراویی ماڵپەڕ
qa-engineer | QA engineer; Software tester; Quality assurance engineer | مهندس ضمان الجودة; مختبر برمجيات | ئەندازیاری دڵنیایی جۆری; تاقیکەرەوەی نەرمەکاڵا
ui-ux-designer | UI/UX designer; UX designer; UI designer | مصمم واجهات وتجربة المستخدم; مصمم تجربة المستخدم | دیزاینەری ڕووکار و ئەزموونی بەکارهێنەر; دیزاینەری UX
product-designer | Product designer | مصمم منتجات | دیزاینەری بەرهەم
ux-researcher | UX researcher | باحث في تجربة المستخدم; باحث تجربة المستخدم | توێژەری ئەزموونی بەکارهێنەر
graphic-designer | Graphic designer | مصمم جرافيك; مصمم غرافيك | دیزاینەری گرافیک
designer | Designer | مصمم | دیزاینەر
interior-designer | Interior designer | مصمم داخلي; مصمم ديكور | دیزاینەری ناوەوە; دیزاینەری دیکۆر
architect | Architect | مهندس معماري; معماري | ئەندازیاری تەلارسازی; تەلارساز
civil-engineer | Civil engineer | مهندس مدني | ئەندازیاری شارستانی
mechanical-engineer | Mechanical engineer | مهندس ميكانيك; مهندس ميكانيكي | ئەندازیاری میکانیک
electrical-engineer | Electrical engineer | مهندس كهرباء; مهندس كهربائي | ئەندازیاری کارەبا
electronics-engineer | Electronics engineer | مهندس إلكترونيك | ئەندازیاری ئەلیکترۆنیک
petroleum-engineer | Petroleum engineer | مهندس نفط | ئەندازیاری نەوت
chemical-engineer | Chemical engineer | مهندس كيمياوي; مهندس كيميائي | ئەندازیاری کیمیایی
telecom-engineer | Telecommunications engineer; Telecom engineer | مهندس اتصالات | ئەندازیاری پەیوەندییەکان
site-engineer | Site engineer | مهندس موقع | ئەندازیاری کارگە; ئەندازیاری سایت
surveyor | Surveyor; Land surveyor | مساح | ڕووپێو
hse-officer | HSE officer; Safety officer; Health and safety officer | مسؤول الصحة والسلامة; مسؤول سلامة | بەرپرسی تەندروستی و سەلامەتی; بەرپرسی سەلامەتی
technician | Technician | فني; تقني | تەکنیککار; تەکنیسیەن
electrician | Electrician | كهربائي; فني كهرباء | کارەباچی; وەستای کارەبا
mechanic | Mechanic; Car mechanic | ميكانيكي; فني ميكانيك | میکانیکی; وەستای ئۆتۆمبێل
plumber | Plumber | سباك; فني صحيات | بۆریچی; وەستای بۆری
welder | Welder | لحام | لەحیمکار; لەحامچی
carpenter | Carpenter | نجار | دارتاش; نەجار
driver | Driver | سائق | شۆفێر
delivery-driver | Delivery driver; Courier | سائق توصيل; مندوب توصيل | شۆفێری گەیاندن; گەیەنەر
doctor | Doctor; Physician; Medical doctor | طبيب; دكتور | پزیشک; دکتۆر
dentist | Dentist | طبيب أسنان | پزیشکی ددان; دکتۆری ددان
pharmacist | Pharmacist | صيدلي; صيدلاني | دەرمانساز
nurse | Nurse | ممرض | پەرستار
midwife | Midwife | قابلة | مامان
lab-technician | Laboratory technician; Lab technician; Medical laboratory technician | فني مختبر; محلل مختبر | تەکنیککاری تاقیگە
radiographer | Radiographer; X-ray technician | فني أشعة | تەکنیککاری تیشک
physiotherapist | Physiotherapist; Physical therapist | معالج طبيعي; أخصائي علاج طبيعي | چارەسەرکاری سروشتی; فیزیۆتێراپیست
anesthesia-technician | Anesthesia technician | فني تخدير | تەکنیککاری بێهۆشکردن
surgeon | Surgeon | جراح; طبيب جراح | نەشتەرگەر
general-practitioner | General practitioner; GP | طبيب عام; طبيب ممارس | پزیشکی گشتی
veterinarian | Veterinarian; Vet | طبيب بيطري | پزیشکی ڤێتێرنەری; ڤێتێرنەر
nutritionist | Nutritionist; Dietitian | أخصائي تغذية | پسپۆڕی خۆراک
psychologist | Psychologist | أخصائي نفسي; طبيب نفسي | دەروونناس
social-worker | Social worker | باحث اجتماعي; أخصائي اجتماعي | توێژەری کۆمەڵایەتی; کارمەندی کۆمەڵایەتی
health-officer | Public health officer; Health officer | موظف صحي; مسؤول صحة عامة | کارمەندی تەندروستی
teacher | Teacher | مدرس; معلم; أستاذ | مامۆستا
english-teacher | English teacher | مدرس لغة إنكليزية; مدرس انكليزي | مامۆستای ئینگلیزی
math-teacher | Mathematics teacher; Math teacher | مدرس رياضيات | مامۆستای بیرکاری
kindergarten-teacher | Kindergarten teacher | معلمة روضة; مربية أطفال | مامۆستای باخچەی ساوایان
lecturer | Lecturer; University lecturer | محاضر; تدريسي | وانەبێژ; مامۆستای زانکۆ
professor | Professor | أستاذ جامعي; بروفيسور | پرۆفیسۆر
teaching-assistant | Teaching assistant | معيد; مساعد تدريس | یاریدەدەری مامۆستا
trainer | Trainer | مدرب | ڕاهێنەر
researcher | Researcher | باحث | توێژەر
translator | Translator | مترجم | وەرگێڕ
interpreter | Interpreter | مترجم فوري | وەرگێڕی دەستبەجێ
journalist | Journalist; Reporter | صحفي; مراسل | ڕۆژنامەنووس; پەیامنێر
editor | Editor | محرر | سەرنووسەر; دەستکاریکەر
content-writer | Content writer; Copywriter | كاتب محتوى | نووسەری ناوەڕۆک
photographer | Photographer | مصور; مصور فوتوغرافي | وێنەگر
video-editor | Video editor | مونتير; محرر فيديو | مۆنتاژکار; دەستکاریکەری ڤیدیۆ
lawyer | Lawyer; Attorney | محامي; محام | پارێزەر
legal-advisor | Legal advisor; Legal counsel | مستشار قانوني | ڕاوێژکاری یاسایی
judge | Judge | قاضي; قاض | دادوەر
manager | Manager; Director | مدير | بەڕێوەبەر
general-manager | General manager; CEO | مدير عام; مدير تنفيذي | بەڕێوەبەری گشتی
project-manager | Project manager | مدير مشروع; مدير مشاريع | بەڕێوەبەری پرۆژە
project-coordinator | Project coordinator | منسق مشروع; منسق مشاريع | ڕێکخەری پرۆژە
program-officer | Program officer; Programme officer | موظف برامج; مسؤول برامج | کارمەندی بەرنامە
office-manager | Office manager | مدير مكتب | بەڕێوەبەری نووسینگە
administrative-assistant | Administrative assistant; Admin assistant | مساعد إداري | یاریدەدەری کارگێڕی
secretary | Secretary; Executive secretary | سكرتير; سكرتير تنفيذي | سکرتێر
receptionist | Receptionist | موظف استقبال | پێشوازیکار
data-entry-clerk | Data entry clerk; Data entry operator | مدخل بيانات | تۆمارکاری داتا
archivist | Archivist; Records officer | أمين أرشيف; موظف أرشيف | ئەرشیفکار
hr-specialist | HR specialist; Human resources specialist | أخصائي موارد بشرية | پسپۆڕی سەرچاوە مرۆییەکان
hr-manager | HR manager; Human resources manager | مدير موارد بشرية | بەڕێوەبەری سەرچاوە مرۆییەکان
hr-coordinator | HR coordinator | منسق موارد بشرية | ڕێکخەری سەرچاوە مرۆییەکان
recruiter | Recruiter; Talent acquisition specialist | مسؤول توظيف; أخصائي توظيف | کارمەندی دامەزراندن; بەرپرسی دامەزراندن
marketing-specialist | Marketing specialist; Marketing officer | أخصائي تسويق | پسپۆڕی بازاڕگەری
digital-marketing-specialist | Digital marketing specialist | أخصائي تسويق رقمي; أخصائي تسويق إلكتروني | پسپۆڕی بازاڕگەریی دیجیتاڵ
marketing-manager | Marketing manager | مدير تسويق | بەڕێوەبەری بازاڕگەری
social-media-specialist | Social media specialist; Social media manager | أخصائي تواصل اجتماعي; مسؤول سوشيال ميديا | پسپۆڕی تۆڕە کۆمەڵایەتییەکان
sales-executive | Sales executive; Sales representative; Salesperson | مندوب مبيعات; موظف مبيعات | نوێنەری فرۆشتن; کارمەندی فرۆشتن
sales-manager | Sales manager | مدير مبيعات | بەڕێوەبەری فرۆشتن
medical-representative | Medical representative; Medical rep | مندوب طبي; مندوب علمي | نوێنەری پزیشکی
customer-service | Customer service representative; Customer service agent | موظف خدمة العملاء; ممثل خدمة العملاء | کارمەندی خزمەتگوزاریی کڕیاران
call-center-agent | Call center agent; Call centre agent | موظف مركز اتصال; موظف كول سنتر | کارمەندی ناوەندی پەیوەندی
customer-success | Customer success specialist | أخصائي نجاح العملاء | پسپۆڕی سەرکەوتنی کڕیاران
logistics-coordinator | Logistics coordinator; Logistics officer | منسق لوجستي; موظف لوجستيات | ڕێکخەری لۆجیستی
supply-chain-officer | Supply chain officer | موظف سلسلة التوريد | کارمەندی زنجیرەی دابینکردن
procurement-officer | Procurement officer; Purchasing officer | موظف مشتريات | کارمەندی کڕین
storekeeper | Storekeeper; Warehouse keeper | أمين مخزن | کۆگاوان; ئەمینی کۆگا
warehouse-manager | Warehouse manager | مدير مخازن; مدير مستودع | بەڕێوەبەری کۆگا
consultant | Consultant; Advisor | مستشار; استشاري | ڕاوێژکار
business-analyst | Business analyst | محلل أعمال | شیکەرەوەی بازرگانی
economist | Economist | اقتصادي; خبير اقتصادي | ئابووریناس
statistician | Statistician | إحصائي | ئامارناس
chef | Chef; Cook | طباخ; شيف | چێشتلێنەر; شێف
waiter | Waiter | نادل; ويتر | گارسۆن
barista | Barista | باريستا; صانع قهوة | باریستا
hotel-receptionist | Hotel receptionist; Front desk agent | موظف استقبال فندق | پێشوازیکاری هوتێل
tour-guide | Tour guide | مرشد سياحي; دليل سياحي | ڕێبەری گەشتیاری
security-guard | Security guard | حارس أمن; حارس | پاسەوان
cleaner | Cleaner | عامل تنظيف | پاککەرەوە
tailor | Tailor | خياط | بەرگدروو; خەیاط
hairdresser | Hairdresser; Barber | حلاق; مصفف شعر | سەرتاش; ئارایشتکار
farmer | Farmer | مزارع; فلاح | جووتیار
agricultural-engineer | Agricultural engineer | مهندس زراعي | ئەندازیاری کشتوکاڵ
pilot | Pilot | طيار | فڕۆکەوان
flight-attendant | Flight attendant | مضيف طيران | میوانداری فڕۆکە
police-officer | Police officer | ضابط شرطة; شرطي | ئەفسەری پۆلیس; پۆلیس
volunteer | Volunteer | متطوع | خۆبەخش
intern | Intern; Trainee | متدرب | ڕاهێنراو; مەشقکار
supervisor | Supervisor | مشرف | سەرپەرشتیار
team-leader | Team leader; Team lead | قائد فريق; رئيس فريق | سەرۆکی تیم
assistant | Assistant | مساعد | یاریدەدەر
specialist | Specialist | أخصائي; اختصاصي | پسپۆڕ
coordinator | Coordinator | منسق | ڕێکخەر
employee | Employee; Officer; Staff member | موظف | کارمەند
analyst | Analyst | محلل | شیکەرەوە; شیکار
`;
