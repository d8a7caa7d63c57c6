// The languages resumes list as spoken, one concept a line: `id | English | Arabic | Kurdish (Sorani)`
// (see jobs.ts for the format). The id is the reference list's English name (reference-lists.ts
// `spokenLanguages`): the "Languages spoken" filter reads a resume's languages through these names
// (reference-data/spoken-languages.ts), as the keyword search reads them.

export const LANGUAGE_CONCEPTS = `
Arabic | Arabic; Arabi | العربية; عربي; اللغة العربية | عەرەبی; زمانی عەرەبی
Kurdish | Kurdish; Kurdî; Kurdi; Sorani; Kurmanji; Badini | الكردية; كردي; كوردي; الكوردية; السورانية; البادينية | کوردی; سۆرانی; بادینی; کورمانجی
English | English | الإنكليزية; الإنجليزية; انكليزي; انجليزي | ئینگلیزی; ئینگلیزى; ئینگلیزیی; انگلیزی
Turkmen | Turkmen | التركمانية; تركماني | تورکمانی
Turkish | Turkish; Türkçe | التركية; تركي | تورکی
Persian | Persian; Farsi | الفارسية; فارسي | فارسی
Syriac | Syriac; Assyrian; Sureth | السريانية; سرياني; الآشورية | سریانی; ئاشووری
Armenian | Armenian | الأرمنية; أرمني | ئەرمەنی
French | French; Français | الفرنسية; فرنسي | فەرەنسی
German | German; Deutsch | الألمانية; ألماني | ئەڵمانی
Spanish | Spanish; Español | الإسبانية; إسباني | ئیسپانی
Italian | Italian; Italiano | الإيطالية; إيطالي | ئیتاڵی
Russian | Russian | الروسية; روسي | ڕووسی
Chinese | Chinese; Mandarin | الصينية; صيني | چینی
Japanese | Japanese | اليابانية; ياباني | ژاپۆنی
Korean | Korean | الكورية; كوري | کۆری
Hindi | Hindi | الهندية; هندي | هیندی
Urdu | Urdu | الأردية; أردو; اردو | ئوردوو
`;
