// Tools, software and technologies, one concept a line: `id | English | Arabic | Kurdish (Sorani)`
// (see jobs.ts for the format). Iraqi resumes mostly write them in Latin letters; these are the
// Arabic-script spellings people also type (اكسل, إكسل; ئێکسڵ).

export const TOOL_CONCEPTS = `
excel | Excel; MS Excel; Microsoft Excel | إكسل; اكسيل; برنامج الإكسل | ئێکسڵ; ئێکسل; ئەکسڵ
word | Microsoft Word; MS Word | وورد; مايكروسوفت وورد; برنامج الوورد | وۆرد; مایکرۆسۆفت وۆرد
powerpoint | PowerPoint; MS PowerPoint; Power Point | باوربوينت; بوربوينت; باور بوينت | پاوەرپۆینت; پاوەر پۆینت
ms-office | Microsoft Office; MS Office | مايكروسوفت أوفيس; اوفيس; برامج الأوفيس | مایکرۆسۆفت ئۆفیس; ئۆفیس
outlook | Outlook | أوتلوك; اوتلوك | ئاوتلووک
access | Microsoft Access; MS Access | أكسس; مايكروسوفت أكسس | ئەکسێس
teams | Microsoft Teams | مايكروسوفت تيمز; تيمز | مایکرۆسۆفت تیمز
google-workspace | Google Workspace; G Suite | جوجل وركسبيس; كوكل وركسبيس | گووگڵ وۆرکسپەیس
photoshop | Photoshop; Adobe Photoshop | فوتوشوب; فوتو شوب | فۆتۆشۆپ
illustrator | Adobe Illustrator; Illustrator | إليستريتور; اليستريتر | ئیلەستراتۆر
indesign | InDesign; Adobe InDesign | إن ديزاين | ئین دیزاین
premiere | Premiere Pro; Adobe Premiere | بريمير; أدوبي بريمير | پرێمیەر
after-effects | After Effects | أفتر إفكتس | ئافتەر ئیفێکتس
adobe-xd | Adobe XD | أدوبي إكس دي | ئەدۆبی ئێکس دی
figma | Figma | فيجما; فيكما | فیگما
canva | Canva | كانفا | کانڤا
autocad | AutoCAD; Auto CAD | أوتوكاد; اوتوكاد | ئۆتۆکاد
revit | Revit | ريفيت | ڕیڤیت
3ds-max | 3ds Max; 3D Max | ثري دي ماكس | تری دی ماکس
sketchup | SketchUp | سكيتش أب | سکێچئەپ
etabs | ETABS | إيتابس | ئیتابس
sap2000 | SAP2000 | ساب 2000 | ساپ 2000
primavera | Primavera; Primavera P6 | بريمافيرا | پریماڤێرا
ms-project | Microsoft Project; MS Project | مايكروسوفت بروجكت | مایکرۆسۆفت پرۆجێکت
matlab | MATLAB | ماتلاب | ماتلاب
spss | SPSS | إس بي إس إس; برنامج SPSS | ئێس پی ئێس ئێس
quickbooks | QuickBooks | كويك بوكس | کویک بووکس
sap | SAP | ساب; نظام ساب | ساپ
odoo | Odoo | أودو; اودو | ئۆدو
erp | ERP; ERP systems | نظام تخطيط موارد المؤسسة; أنظمة ERP | سیستەمی ERP
tally | Tally | تالي | تاڵی
python | Python | بايثون; بايثن | پایسۆن; پایثۆن
java | Java | جافا | جاڤا
javascript | JavaScript; JS | جافاسكربت; جافا سكربت | جاڤاسکریپت
typescript | TypeScript | تايب سكربت | تایپسکریپت
csharp | C#; C sharp | سي شارب | سی شارپ
cplusplus | C++; Cpp | سي بلس بلس | سی پلەس پلەس
php | PHP | بي اتش بي | پی ئێچ پی
laravel | Laravel | لارافيل | لاراڤێڵ
dotnet | .NET; ASP.NET; Dotnet | دوت نت | دۆت نێت
kotlin | Kotlin | كوتلن | کۆتلین
swift | Swift | سويفت | سویفت
flutter | Flutter | فلاتر | فلاتەر
dart | Dart | دارت | دارت
react | React; ReactJS; React.js | رياكت | ڕیاکت
angular | Angular | أنجولار | ئەنگولار
vue | Vue; Vue.js | فيو | ڤیو
nodejs | Node.js; NodeJS | نود جي اس | نۆد جەی ئێس
django | Django | جانغو; دجانغو | جانگۆ
html-css | HTML; CSS; HTML & CSS | إتش تي إم إل | ئێچ تی ئێم ئێڵ
sql | SQL | إس كيو إل | ئێس کیو ئێڵ
mysql | MySQL | ماي إس كيو إل | مای ئێس کیو ئێڵ
postgresql | PostgreSQL; Postgres | بوستجريس | پۆستگرێس
oracle | Oracle | أوراكل; اوراكل | ئۆراکڵ
mongodb | MongoDB | مونغو دي بي | مۆنگۆ دی بی
firebase | Firebase | فايربيس | فایەربەیس
git | Git; GitHub; GitLab | جت; جيت هب | گیت; گیتهەب
docker | Docker | دوكر | دۆکەر
kubernetes | Kubernetes; K8s | كوبرنيتس | کوبەرنێتیس
aws | AWS; Amazon Web Services | خدمات أمازون السحابية | خزمەتگوزارییەکانی ئەمازۆن
azure | Azure; Microsoft Azure | أزور; مايكروسوفت أزور | ئەژوور
terraform | Terraform | تيرافورم | تێرافۆرم
linux | Linux; Ubuntu | لينكس | لینوکس
windows-server | Windows Server | ويندوز سيرفر | ویندۆز سێرڤەر
windows | Windows | ويندوز | ویندۆز
active-directory | Active Directory | أكتف دايركتوري | ئاکتیڤ دایرێکتۆری
vmware | VMware | في إم وير | ڤی ئێم وێر
cisco | Cisco; CCNA; Cisco IOS | سيسكو | سیسکۆ
mikrotik | MikroTik; Mikrotik | مايكروتك; ميكروتك | مایکرۆتیک
fortinet | Fortinet; FortiGate | فورتينت; فورتي جيت | فۆرتینێت
wireshark | Wireshark | وايرشارك | وایەرشارک
kali-linux | Kali Linux | كالي لينكس | کالی لینوکس
power-bi | Power BI; PowerBI | باور بي آي | پاوەر بی ئای
tableau | Tableau | تابلو | تابلۆ
pandas | pandas | بانداس | پانداس
wordpress | WordPress | ووردبريس; وورد بريس | وۆردپرێس
shopify | Shopify | شوبيفاي | شۆپیفای
google-ads | Google Ads; Google AdWords | إعلانات جوجل; اعلانات كوكل | ڕیکلامی گووگڵ
meta-ads | Facebook Ads; Meta Ads | إعلانات فيسبوك; اعلانات فيسبوك | ڕیکلامی فەیسبووک
facebook | Facebook | فيسبوك; فيس بوك | فەیسبووک
instagram | Instagram | انستغرام; إنستغرام; انستكرام | ئینستاگرام
linkedin | LinkedIn | لينكد إن; لينكدان | لینکدئین
tiktok | TikTok | تيك توك | تیکتۆک
google-analytics | Google Analytics | تحليلات جوجل; جوجل أناليتكس | شیکاریی گووگڵ
jira | Jira | جيرا | جیرا
trello | Trello | تريلو | تریلۆ
miro | Miro | ميرو | میرۆ
salesforce | Salesforce | سيلزفورس | سەیڵزفۆرس
crm | CRM | إدارة علاقات العملاء; نظام CRM | بەڕێوەبردنی پەیوەندیی کڕیاران
pos | POS; Point of sale | نقاط البيع | خاڵی فرۆشتن
arcgis | ArcGIS; GIS | نظم المعلومات الجغرافية; جي آي إس | سیستەمی زانیاریی جوگرافی
plc | PLC | بي إل سي; المتحكمات المنطقية | پی ئێڵ سی
scada | SCADA | سكادا | سکادا
`;
