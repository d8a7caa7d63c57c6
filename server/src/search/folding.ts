// One spelling for text the directory searches, applied to the stored text and to the query alike, so
// the ways Iraqis write the same word meet: 'أحمد' and 'احمد', 'مصطفى' and 'مصطفي', Kurdish 'کۆیە' typed
// on an Arabic keyboard as 'كويه', '٢٠٢٤' and '2024', 'José' and 'jose'.

// Decomposition (NFKD) splits hamza and madda off their carriers (أ إ آ ؤ ئ → ا ا ا و ي + mark), accents
// off Latin letters, and the lam-alef ligatures and other presentation forms into plain letters; every
// combining mark then goes (harakat, shadda, sukun, superscript alef), as does the tatweel.
const MARKS = /[\p{M}\u0640]/gu;

/** Letters written interchangeably, each to the one the Arabic keyboard types. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0649': '\u064a', // ى alef maqsura → ي
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06cc': '\u064a', // ی Persian/Kurdish yeh → ي
  '\u06ce': '\u064a', // ێ Kurdish yeh with a small v → ي
  '\u06a9': '\u0643', // ک keheh → ك
  '\u06d5': '\u0647', // ە Kurdish ae → ه
  '\u06be': '\u0647', // ھ heh doachashmee (Kurdish h) → ه
  '\u06c1': '\u0647', // ہ heh goal → ه
  '\u06c6': '\u0648', // ۆ Kurdish o → و
  '\u06c7': '\u0648', // ۇ u → و
  '\u06b5': '\u0644', // ڵ Kurdish heavy l → ل
  '\u0695': '\u0631', // ڕ Kurdish heavy r → ر
  '\u0621': '', // ء a hamza on its own line is left out as often as it is written
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** Arabic-Indic (٠–٩) and Persian/Kurdish (۰–۹) digits → 0–9. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const digitOf = (digit: string) => String((digit.codePointAt(0)! - 0x0660) % 0x90);

export function foldedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(EASTERN_DIGITS, digitOf)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word: letters and digits, with the `+` and `#` that name tools ('c++', 'c#') kept on its end. */
const WORD = /[\p{L}\p{N}]+[+#]*/gu;
/** Longer runs are not words anyone searches for (a pasted link, a long number). */
const LONGEST_WORD = 64;

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return (foldedText(text).match(WORD) ?? []).map((word) => word.slice(0, LONGEST_WORD));
}

/**
 * The Arabic definite article, alone or after a one-letter conjunction or preposition (و ب ف ك, and
 * لل), on a folded word. Only the article is taken off, never a letter of the word: a general Arabic
 * stemmer cuts place names (PostgreSQL's `arabic` configuration turns بغداد into غداد).
 */
const ARTICLE = /^(?:[وبفك]?ال|لل)(?=\p{L}{3})/u;

/** The word without its article (البصره → بصره, والمحاسبه → محاسبه), or null when it has none. */
export function withoutArticle(word: string): string | null {
  const bare = word.replace(ARTICLE, '');
  return bare === word ? null : bare;
}
