// Skills, fields of work and frequent duties Iraqi resumes name, one concept a line:
// `id | English | Arabic | Kurdish (Sorani)` (see jobs.ts for the format).

export const SKILL_CONCEPTS = `
accounting | Accounting | محاسبة | ژمێریاری
bookkeeping | Bookkeeping | مسك الدفاتر; مسك السجلات المحاسبية | تۆمارکردنی هەژمار
auditing | Auditing; Audit | تدقيق; تدقيق الحسابات; مراجعة الحسابات | وردبینی; وردبینیی هەژمار
financial-reporting | Financial reporting; Financial statements | تقارير مالية; قوائم مالية | ڕاپۆرتی دارایی
budgeting | Budgeting; Budget | إعداد الموازنة; موازنة; ميزانية | بودجە; ئامادەکردنی بودجە
finance | Finance | مالية; تمويل | دارایی
taxation | Taxation; Taxes | ضرائب | باج
payroll | Payroll; Salaries | رواتب; كشوف الرواتب | مووچە
reconciliation | Bank reconciliation; Reconciliation | مطابقة الحسابات; مطابقة بنكية | یەکخستنەوەی هەژمار
invoicing | Invoicing; Invoices | فواتير; إعداد الفواتير | پسوولە; وەسڵ
banking | Banking | مصارف; عمل مصرفي; صيرفة | بانکداری
insurance | Insurance | تأمين | بیمە
human-resources | Human resources; HR | موارد بشرية; الموارد البشرية | سەرچاوە مرۆییەکان; سەرچاوەی مرۆیی
recruitment | Recruitment; Recruiting; Hiring | توظيف; استقطاب | دامەزراندن; دامەزراندنی کارمەند
onboarding | Onboarding | تهيئة الموظفين الجدد | ئامادەکردنی کارمەندانی نوێ
training | Training | تدريب | ڕاهێنان
personnel-files | Personnel files; Personnel records | ملفات الموظفين; شؤون الموظفين | دۆسیەی کارمەندان
marketing | Marketing | تسويق | بازاڕگەری; مارکێتینگ
digital-marketing | Digital marketing; Online marketing | تسويق رقمي; تسويق إلكتروني | بازاڕگەریی دیجیتاڵ; بازاڕگەریی ئۆنلاین
social-media | Social media | وسائل التواصل الاجتماعي; سوشيال ميديا; مواقع التواصل | تۆڕە کۆمەڵایەتییەکان; سۆشیاڵ میدیا
seo | SEO; Search engine optimization | تحسين محركات البحث | باشترکردنی بزوێنەری گەڕان
advertising | Advertising; Ads | إعلان; إعلانات | ڕیکلام
branding | Branding; Brand management | العلامة التجارية; إدارة العلامة التجارية | براندینگ; ناسنامەی بازرگانی
sales | Sales; Selling | مبيعات; بيع | فرۆشتن; فرۆش
negotiation | Negotiation | تفاوض | دانوستان
customer-service-skill | Customer service | خدمة العملاء; خدمة الزبائن | خزمەتگوزاریی کڕیاران; خزمەتی کڕیار
communication | Communication skills; Communication | مهارات التواصل; تواصل; اتصال | پەیوەندیکردن; توانای پەیوەندی
teamwork | Teamwork; Team work | عمل جماعي; العمل ضمن فريق | کاری بەکۆمەڵ; کاری تیمی
leadership | Leadership | قيادة | سەرکردایەتی
problem-solving | Problem solving | حل المشكلات; حل المشاكل | چارەسەرکردنی کێشە
time-management | Time management | إدارة الوقت | بەڕێوەبردنی کات
critical-thinking | Critical thinking | تفكير نقدي | بیرکردنەوەی ڕەخنەیی
presentation | Presentation skills; Presentations | مهارات العرض; عروض تقديمية | پێشکەشکردن
public-speaking | Public speaking | الخطابة; التحدث أمام الجمهور | قسەکردن لەبەردەم خەڵک
writing | Writing; Report writing | كتابة; كتابة التقارير | نووسین; نووسینی ڕاپۆرت
project-management | Project management | إدارة المشاريع; إدارة مشاريع | بەڕێوەبردنی پرۆژە
management | Management; Administration | إدارة | بەڕێوەبردن; بەڕێوەبەرایەتی
planning | Planning | تخطيط | پلاندانان
strategic-planning | Strategic planning | تخطيط استراتيجي | پلاندانانی ستراتیژی
monitoring-evaluation | Monitoring and evaluation; M&E | مراقبة وتقييم; الرصد والتقييم | چاودێری و هەڵسەنگاندن
reporting | Reporting; Reports | تقارير; إعداد التقارير | ڕاپۆرت; ئامادەکردنی ڕاپۆرت
data-analysis | Data analysis; Data analytics | تحليل البيانات; تحليل بيانات | شیکردنەوەی داتا
data-entry-skill | Data entry | إدخال البيانات; ادخال بيانات | تۆمارکردنی داتا
statistics | Statistics | إحصاء; احصاء | ئامار
research | Research | بحث علمي; بحث | توێژینەوە
machine-learning | Machine learning | تعلم الآلة; التعلم الآلي | فێربوونی ئامێر
artificial-intelligence | Artificial intelligence; AI | ذكاء اصطناعي | زیرەکیی دەستکرد
programming | Programming; Coding | برمجة | پرۆگرامسازی; پرۆگرامینگ
software-development | Software development | تطوير البرمجيات; تطوير برمجيات | پەرەپێدانی نەرمەکاڵا
web-development | Web development | تطوير الويب; تطوير مواقع | پەرەپێدانی وێب; دروستکردنی ماڵپەڕ
mobile-development | Mobile development; App development | تطوير تطبيقات الهاتف; تطوير التطبيقات | پەرەپێدانی ئەپ; دروستکردنی ئەپ
web-design | Web design | تصميم مواقع; تصميم ويب | دیزاینی وێب; دیزاینی ماڵپەڕ
graphic-design | Graphic design | تصميم جرافيك; تصميم غرافيك | دیزاینی گرافیک
ui-ux-design | UI/UX design; User experience; UX | تجربة المستخدم; تصميم واجهات | ئەزموونی بەکارهێنەر; دیزاینی ڕووکار
networking | Networking; Computer networks; Networks; Network | شبكات; شبكات الحاسوب | تۆڕ; تۆڕی کۆمپیوتەر; نێتوۆرک
cybersecurity | Cybersecurity; Information security; Cyber security | أمن سيبراني; أمن المعلومات | ئاسایشی سایبەری; ئاسایشی زانیاری
cloud-computing | Cloud computing; Cloud | حوسبة سحابية | هەژماری هەوری; کلاود
databases | Databases; Database | قواعد البيانات; قاعدة بيانات | بنکەدراوە; داتابەیس
technical-support | Technical support; IT support; Helpdesk | دعم تقني; الدعم الفني | پاڵپشتیی تەکنیکی
computer-skills | Computer skills; Computer | مهارات الحاسوب; حاسوب; كمبيوتر | کۆمپیوتەر; توانای کۆمپیوتەر
maintenance | Maintenance | صيانة | چاککردنەوە; چاکسازی
repair | Repair | تصليح; إصلاح | چاککردن
installation | Installation | تنصيب; تركيب | دامەزراندنی ئامێر; جێگیرکردن
quality-control | Quality control; QC | سيطرة نوعية; ضبط الجودة; رقابة الجودة | کۆنترۆڵی جۆری
quality-assurance | Quality assurance; QA | ضمان الجودة; توكيد الجودة | دڵنیایی جۆری
health-safety | Health and safety; HSE; Occupational safety | الصحة والسلامة المهنية; السلامة المهنية | تەندروستی و سەلامەتیی پیشەیی
first-aid | First aid | إسعافات أولية | فریاگوزاری سەرەتایی
patient-care | Patient care | رعاية المرضى | چاودێریی نەخۆش
procurement | Procurement; Purchasing | مشتريات; شراء | کڕین; دابینکردن
logistics | Logistics | لوجستيات; الخدمات اللوجستية | لۆجیستی
supply-chain | Supply chain | سلسلة التوريد; سلاسل الإمداد | زنجیرەی دابینکردن
inventory | Inventory; Stock control | جرد; إدارة المخزون; مخزون | کۆگا; بەڕێوەبردنی کۆگا
warehousing | Warehousing; Warehouse | مخازن; مستودع | کۆگاکردن
customs | Customs clearance; Customs | تخليص كمركي; الكمارك; جمارك | گومرگ
import-export | Import and export; Import; Export | استيراد وتصدير | هاوردە و هەناردە
translation | Translation | ترجمة | وەرگێڕان
interpretation | Interpreting | ترجمة فورية | وەرگێڕانی دەستبەجێ
teaching | Teaching | تدريس; تعليم | وانەوتنەوە; فێرکردن
tutoring | Tutoring; Private lessons | دروس خصوصية; تدريس خصوصي | وانەی تایبەت
curriculum | Curriculum development | إعداد المناهج; تطوير المناهج | داڕشتنی پرۆگرامی خوێندن
photography | Photography | تصوير; تصوير فوتوغرافي | وێنەگرتن
video-editing | Video editing; Montage | مونتاج; تحرير الفيديو | مۆنتاژ; دەستکاریکردنی ڤیدیۆ
content-creation | Content creation; Content writing | صناعة المحتوى; كتابة المحتوى | دروستکردنی ناوەڕۆک
public-relations | Public relations; PR | علاقات عامة | پەیوەندییە گشتییەکان
event-management | Event management; Events | تنظيم الفعاليات; إدارة الفعاليات | ڕێکخستنی چالاکی
driving | Driving; Driving licence; Driving license | قيادة السيارات; إجازة سوق | شۆفێری; مۆڵەتی شۆفێری
cooking | Cooking | طبخ; طهي | چێشتلێنان
cleaning | Cleaning | تنظيف | پاککردنەوە
sewing | Sewing; Tailoring | خياطة | بەرگدروون; دوورمان
construction | Construction | إنشاءات; بناء | بیناسازی; دروستکردن
site-supervision | Site supervision | إشراف هندسي; الإشراف على المواقع | سەرپەرشتیی کارگە
autocad-drafting | Drafting; Technical drawing | رسم هندسي | نەخشەکێشان
electrical-installation | Electrical installations; Wiring | تأسيسات كهربائية | دامەزراندنی کارەبا
solar-energy | Solar energy; Solar panels | طاقة شمسية; ألواح شمسية | وزەی خۆر
renewable-energy | Renewable energy | طاقة متجددة | وزەی نوێبووەوە
oil-gas | Oil and gas | نفط وغاز | نەوت و گاز
humanitarian | Humanitarian work; Humanitarian aid | عمل إنساني; إغاثة | کاری مرۆیی; هاوکاریی مرۆیی
community-engagement | Community engagement; Community outreach | مشاركة مجتمعية; تواصل مجتمعي | بەشداریی کۆمەڵگە
case-management | Case management | إدارة الحالات | بەڕێوەبردنی کەیس
protection | Child protection; Protection | حماية الطفل; حماية | پاراستنی منداڵ; پاراستن
legal | Legal affairs | شؤون قانونية | کاروباری یاسایی
contracts | Contracts; Contract management | عقود; إدارة العقود | گرێبەست; بەڕێوەبردنی گرێبەست
archiving | Archiving; Filing | أرشفة | ئەرشیفکردن
typing | Typing | طباعة على الحاسوب; الطباعة | تایپکردن
scheduling | Scheduling; Appointments | جدولة المواعيد; تنظيم المواعيد | ڕێکخستنی کات و ژوان
correspondence | Correspondence; Official letters | مراسلات; كتب رسمية | نووسراوی فەرمی; پەیامنامە
attention-to-detail | Attention to detail | الاهتمام بالتفاصيل; الدقة | وردبینی لە وردەکاری
adaptability | Adaptability; Flexibility | مرونة; القدرة على التكيف | نەرمی; خۆگونجاندن
self-learning | Self-learning; Fast learner | تعلم ذاتي; التعلم السريع | فێربوونی خۆیی
work-under-pressure | Working under pressure | العمل تحت الضغط | کارکردن لەژێر فشار
e-commerce | E-commerce; Ecommerce; Online sales | تجارة إلكترونية | بازرگانیی ئەلیکترۆنی
`;
