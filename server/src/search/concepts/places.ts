// Iraq's governorates and the cities resumes name, one concept a line:
// `id | English | Arabic | Kurdish (Sorani)` (see jobs.ts for the format), with the spellings in use
// (Basra/Basrah, الحلة/حلة, سلێمانی/سلیمانی).

export const PLACE_CONCEPTS = `
baghdad | Baghdad | بغداد | بەغدا; بەغداد
basra | Basra; Basrah | البصرة | بەسرە; بەسڕە
nineveh | Nineveh; Ninawa; Ninewa | نينوى | نەینەوا
mosul | Mosul | الموصل | مووسڵ; موسڵ
erbil | Erbil; Arbil; Hawler | أربيل; اربيل | هەولێر
sulaymaniyah | Sulaymaniyah; Sulaimani; Slemani; Sulaymaniya | السليمانية | سلێمانی; سلیمانی
duhok | Duhok; Dohuk; Dahuk | دهوك | دهۆک
kirkuk | Kirkuk | كركوك | کەرکووک
anbar | Anbar | الأنبار | ئەنبار
ramadi | Ramadi | الرمادي | ڕەمادی
fallujah | Fallujah; Falluja | الفلوجة | فەللووجە
babil | Babil; Babylon | بابل | بابل
hillah | Hillah; Hilla | الحلة | حیللە
karbala | Karbala; Kerbala | كربلاء | کەربەلا
najaf | Najaf | النجف | نەجەف
kufa | Kufa | الكوفة | کووفە
diyala | Diyala | ديالى | دیالە
baqubah | Baqubah; Baquba | بعقوبة | بەعقووبە
saladin | Saladin; Salah al-Din; Salahuddin | صلاح الدين | سەڵاحەدین
tikrit | Tikrit | تكريت | تکریت
samarra | Samarra | سامراء | سامەڕا
wasit | Wasit | واسط | واست
kut | Kut; Al-Kut | الكوت | کووت
maysan | Maysan; Missan | ميسان | مەیسان
amarah | Amarah; Amara | العمارة | عەمارە
dhi-qar | Dhi Qar; Thi Qar | ذي قار | زیقار
nasiriyah | Nasiriyah; Nasiriya | الناصرية | ناسریە
muthanna | Muthanna | المثنى | موسەننا
samawah | Samawah; Samawa | السماوة | سەماوە
qadisiyyah | Qadisiyyah; Qadisiyah; Diwaniyah | القادسية; الديوانية | قادسییە; دیوانییە
halabja | Halabja | حلبجة | هەڵەبجە
zakho | Zakho | زاخو | زاخۆ
ranya | Ranya; Rania | رانية | ڕانیە
koya | Koya; Koysinjaq | كويسنجق; كوية | کۆیە
soran | Soran | سوران | سۆران
chamchamal | Chamchamal | جمجمال | چەمچەماڵ
kalar | Kalar | كلار | کەلار
akre | Akre; Aqrah | عقرة | ئاکرێ
tal-afar | Tal Afar; Telafar | تلعفر | تەلەعفەر
karkh | Karkh | الكرخ | کەرخ
rusafa | Rusafa; Risafa | الرصافة | ڕەسافە; ڕوسافە
kadhimiya | Kadhimiya; Kadhimiyah | الكاظمية | کازمیە
adhamiyah | Adhamiyah; Adhamiya | الأعظمية | ئەعزەمیە
mansour | Mansour; Al-Mansour | المنصور | مەنسوور
zubair | Zubair; Al-Zubair | الزبير | زوبێر
iraq | Iraq | العراق | عێراق
kurdistan | Kurdistan; Kurdistan Region | كوردستان; إقليم كوردستان | کوردستان; هەرێمی کوردستان
`;
