// Keys that let a name written in Latin letters find the same name in Arabic script and back:
// 'Ahmed', 'Ahmad' and 'أحمد' share one key, as do 'Mohammed', 'Muhammad', 'Mohamed' and 'محمد'.
//
// How Iraqis write their names in Latin letters follows no one standard, but it does follow the
// consonants: vowels are guessed ('Ahmed'/'Ahmad'), long vowels and the weak letters و/ي come and go
// ('Yousef'/'Yusuf'/'يوسف'), doubled letters are written once or twice ('Abbas'/'Abas'), and ع, ء
// and a final ة are usually not written at all. A key is therefore the word's consonant skeleton:
// Arabic script is read letter by letter through any-ascii's transliteration tables, Latin digraphs
// (kh, sh, th, dh…) become the one letter they stand for, then vowels, y, hamza and ain, and a final
// h are dropped, letters Latin spellings swap (q/k, c/k, p/b, v/f) are made one, and runs of a
// letter are written once.
//
// The letter و is kept (as '=') where Latin spells it with w, 'ou' or 'oo': that alone tells
// 'Mahmoud' (محمود) from 'Mohammed' (محمد). Latin often spells it with a bare 'u' too ('Yusuf'), so
// each key has a loose form without it, which finds the other spellings with a lower rank.

import anyAscii from 'any-ascii';

// Harakat, shadda, hamza marks: what a transliteration must not see as letters.
const MARKS = /[\p{M}\u0640]/gu;
const LATIN_WORD = /^[a-z]+$/;

/** Two-letter spellings of one sound, in Latin text and in any-ascii's readings of Arabic letters. */
const DIGRAPHS: ReadonlyArray<[RegExp, string]> = [
  [/kh/g, 'x'],
  [/gh/g, 'g'],
  [/sh/g, '$'],
  [/ch/g, '&'],
  [/zh/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph/g, 'f'],
];
const SAME_SOUND: Readonly<Record<string, string>> = { q: 'k', c: 'k', p: 'b', v: 'f', x: 'x' };

/** و, and what Latin writes for it. */
const WAW = '=';
const LATIN_WAW = /ou|oo|w/g;

function oneSymbolEach(spelling: string): string {
  return DIGRAPHS.reduce((text, [digraph, symbol]) => text.replace(digraph, symbol), spelling);
}

/** The word's letters as sound symbols: Latin read as a whole (its digraphs), Arabic letter by letter. */
function soundSymbols(word: string): string {
  if (LATIN_WORD.test(word)) return oneSymbolEach(word).replace(LATIN_WAW, WAW);
  // Each Arabic letter alone, so two letters whose readings touch (س + ه = 'sh') stay two sounds.
  return [...word]
    .map((letter) => (letter === '\u0648' ? WAW : oneSymbolEach(anyAscii(letter).toLowerCase())))
    .join('');
}

/** The consonant skeleton of one word of a name (either script); '' when it has none. */
export function nameKey(word: string): string {
  const symbols = soundSymbols(word.normalize('NFKD').replace(MARKS, '').toLowerCase());
  return symbols
    .replace(/[^a-z$&=]/g, '')
    .replace(/[qcpv]/g, (letter) => SAME_SOUND[letter] ?? letter)
    .replace(/[aeiouwy]/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/h$/, '');
}

/** The key without و: what a spelling with a bare 'u' ('Yusuf', 'Mahmud') or none at all has. */
export function looseKey(key: string): string {
  return key.replaceAll(WAW, '').replace(/(.)\1+/g, '$1');
}

/** The article, joined to the name ('Aljubouri', 'Elsayed', 'الجبوري') or written apart ('Al-Jubouri'). */
const ARTICLE_WORDS = new Set(['al', 'el', 'ال']);
const JOINED_ARTICLE = /^(?:al|el|ال)(?=\p{L}{3})/u;
/** 'Abd' and a name of God, in one word ('Abdulrahman', 'عبدالرحمن') or in two ('Abdul Rahman', 'عبد الرحمن'). */
const SERVANT_OF = /^(?:abd(?:ul|el|al|ol)?|عبد(?:ال)?)(?=\p{L}{3})/u;
/** 'Abdul' on its own is 'Abd' and the article: the 'عبد' of 'عبد الرحمن'. */
const SERVANT_ALONE = /^abd(?:ul|el|al|ol)?$/;
const SERVANT_KEY = 'bd';

export function isArticle(word: string): boolean {
  return ARTICLE_WORDS.has(word.normalize('NFKD').replace(MARKS, '').toLowerCase());
}

/**
 * The ways one word of a name can be found: each a set of keys that must all be present. A word with
 * the article is found with it or without it ('Aljubouri', 'Jubouri'), a compound 'Abd…' name whole or
 * as its two parts.
 */
export function nameKeyAlternatives(word: string): string[][] {
  const plain = word.normalize('NFKD').replace(MARKS, '').toLowerCase();
  if (ARTICLE_WORDS.has(plain)) return [];
  if (SERVANT_ALONE.test(plain)) return [[SERVANT_KEY]];
  const alternatives = [[nameKey(plain)]];
  const bare = plain.replace(JOINED_ARTICLE, '');
  if (bare !== plain) alternatives.push([nameKey(bare)]);
  const named = plain.replace(SERVANT_OF, '');
  if (named !== plain) alternatives.push([SERVANT_KEY, nameKey(named.replace(JOINED_ARTICLE, ''))]);
  return alternatives
    .map((keys) => keys.filter((key) => key !== ''))
    .filter(
      (keys, index, all) => keys.length > 0 && all.findIndex((other) => `${other}` === `${keys}`) === index,
    );
}

/** Every key a written name is found by. */
export function nameKeysOf(name: string): string[] {
  const words =
    name
      .normalize('NFKD')
      .replace(MARKS, '')
      .match(/\p{L}+/gu) ?? [];
  return [...new Set(words.flatMap((word) => nameKeyAlternatives(word).flat()))];
}
