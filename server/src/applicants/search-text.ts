// One spelling for text the directory searches, applied to the stored text and to the query alike,
// so 'Ali', 'ALI', 'عليّ' and 'علي', 'أحمد' and 'احمد', 'José' and 'jose' meet.

// Decomposition splits hamza and madda off their carrier letters (أ → ا + hamza) and accents off
// Latin letters; every combining mark then goes, as does the tatweel (a stretching stroke).
const MARKS = /[\p{M}\u0640]/gu;
const ARABIC_LETTER_VARIANTS: Readonly<Record<string, string>> = {
  '\u0671': '\u0627', // alef wasla → alef
  '\u0649': '\u064a', // alef maqsura → yeh
  '\u0629': '\u0647', // teh marbuta → heh
  '\u06cc': '\u064a', // Farsi yeh → yeh
  '\u06a9': '\u0643', // keheh → kaf
};
const VARIANTS = new RegExp(`[${Object.keys(ARABIC_LETTER_VARIANTS).join('')}]`, 'g');

export function searchableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(VARIANTS, (letter) => ARABIC_LETTER_VARIANTS[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
