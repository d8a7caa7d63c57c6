// Sectors and workplaces resumes name, one concept a line: `id | English | Arabic | Kurdish (Sorani)`
// (see jobs.ts for the format).

export const SECTOR_CONCEPTS = `
ngo | NGO; Non-governmental organization; Organisation | منظمة; منظمة غير حكومية | ڕێکخراو; ڕێکخراوی ناحکومی
government | Government; Public sector | حكومة; القطاع العام | حکومەت; کەرتی گشتی
private-sector | Private sector | القطاع الخاص | کەرتی تایبەت
ministry | Ministry | وزارة | وەزارەت
ministry-of-health | Ministry of Health | وزارة الصحة | وەزارەتی تەندروستی
ministry-of-education | Ministry of Education | وزارة التربية | وەزارەتی پەروەردە
hospital | Hospital | مستشفى | نەخۆشخانە
clinic | Clinic | عيادة | نۆرینگە; کلینیک
pharmacy-shop | Pharmacy shop; Drugstore | صيدلية | دەرمانخانە
laboratory | Laboratory; Lab | مختبر | تاقیگە
school | School | مدرسة | قوتابخانە
kindergarten | Kindergarten | روضة أطفال; روضة | باخچەی ساوایان
bank | Bank | مصرف; بنك | بانک
company | Company | شركة | کۆمپانیا
factory | Factory | معمل; مصنع | کارگە
restaurant | Restaurant | مطعم | چێشتخانە
hotel | Hotel | فندق | هوتێل; ئوتێل
office | Office | مكتب | نووسینگە
shop | Shop; Store | محل; متجر | دووکان
telecom | Telecommunications; Telecom | اتصالات | پەیوەندییەکان; تەلەکۆم
oil-company | Oil company | شركة نفط; شركة نفطية | کۆمپانیای نەوت
un | United Nations; UN | الأمم المتحدة | نەتەوە یەکگرتووەکان
unicef | UNICEF | اليونيسف | یونیسێف
unhcr | UNHCR | مفوضية اللاجئين | کۆمیسیۆنی باڵای پەنابەران
red-crescent | Red Crescent; Iraqi Red Crescent | الهلال الأحمر | مانگی سوور
refugees | Refugees; IDPs; Displaced people | لاجئين; نازحين | پەنابەران; ئاوارەکان
camp | Camp; Refugee camp | مخيم | کەمپ; ئۆردوگا
construction-company | Construction company; Contracting | شركة مقاولات; مقاولات | کۆمپانیای بیناسازی
real-estate | Real estate | عقارات | خانووبەرە
transport | Transport; Transportation | نقل | گواستنەوە
education-sector | Education sector | قطاع التعليم | کەرتی پەروەردە
health-sector | Health sector; Healthcare | القطاع الصحي; رعاية صحية | کەرتی تەندروستی
freelance | Freelance; Freelancer | عمل حر; فريلانسر | کاری ئازاد; فریلانسەر
remote-work | Remote work; Remote | عمل عن بعد | کاری دوورەوە
part-time | Part-time; Part time | دوام جزئي | کاتی بەشەکی; پارت تایم
full-time | Full-time; Full time | دوام كامل | کاتی تەواو; فوڵ تایم
experience | Experience | خبرة | ئەزموون
`;
