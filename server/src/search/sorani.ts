// Central Kurdish (Sorani) words as the search reads them (issue 35): the definite, plural, indefinite
// and ezafe endings a noun takes (ژمێریارەکان, ژمێریارێک, ژمێریاری) come off, so an inflected word
// finds the bare one and, matched as the start of a word, the bare one finds every inflected form.
// Applied to folded words (folding.ts: ە → ه, ی and ێ → ي, ک → ك), and only to words written in
// Kurdish letters, so no Arabic word loses a letter.

/** Letters only Kurdish (and Persian) writes: a word holding one is read as Kurdish. */
const KURDISH_LETTERS = /[\u06d5\u06ce\u06c6\u06b5\u0695\u06a4\u06cc\u06a9\u06be\u067e\u0686\u0698\u06af]/u;

export function isKurdishWord(typed: string): boolean {
  return KURDISH_LETTERS.test(typed);
}

/** Endings, folded, longest first: ەکانی ەکان یەکان ەکەی ەکە یەکە یەک ێکی ێک کانی کان انی ان ی. */
const ENDINGS = [
  'يهكاني',
  'هكاني',
  'يهكان',
  'هكانه',
  'هكان',
  'يهكهي',
  'هكهي',
  'يهكه',
  'هكه',
  'يهكي',
  'يهك',
  'يكي',
  'كاني',
  'كان',
  'اني',
  'يك',
  'ان',
  'ي',
];
/** Endings that mark a noun and nothing else (not ی or ان, which also end bare words: کوردی, ژیان). */
const NOUN_ENDINGS = new Set(ENDINGS.slice(0, 14));
/** A stem keeps at least this many letters. */
const SHORTEST_STEM = 3;

/** The stems of a folded Kurdish word, the one with the longest ending taken off first. */
export function soraniStems(folded: string): string[] {
  const letters = [...folded].length;
  const stems: string[] = [];
  for (const ending of ENDINGS) {
    if (folded.endsWith(ending) && letters - ending.length >= SHORTEST_STEM) {
      const stem = folded.slice(0, -ending.length);
      if (!stems.includes(stem)) stems.push(stem);
    }
  }
  return stems;
}

/** The indefinite ending as typed: ێک, ێکی (with ێ, which no word's own ending ی + ک has: ئەلیکترۆنیک). */
const INDEFINITE = /\u06ce\u06a9\u06cc?$/u;

/**
 * The word without a definite, plural or indefinite ending (never ی or ان alone), or itself. `typed`,
 * the word as written, tells the indefinite ێک from a word's own یک.
 */
export function soraniNounStem(folded: string, typed?: string): string {
  const letters = [...folded].length;
  const indefinite = typed?.match(INDEFINITE);
  if (indefinite && letters - indefinite[0].length >= SHORTEST_STEM) {
    return folded.slice(0, -indefinite[0].length);
  }
  for (const ending of ENDINGS) {
    // After کان the stem is a word of its own only when it is long (دووکان is a shop, not دوو + کان).
    const shortest = ending.startsWith('كان') ? SHORTEST_STEM + 1 : SHORTEST_STEM;
    if (NOUN_ENDINGS.has(ending) && folded.endsWith(ending) && letters - ending.length >= shortest) {
      return folded.slice(0, -ending.length);
    }
  }
  return folded;
}
