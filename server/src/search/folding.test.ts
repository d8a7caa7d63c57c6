import { foldedText, foldedWords, withoutArticle } from './folding';

describe('foldedText', () => {
  // [what people type, what another person types for the same word]
  it.each([
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إسراء', 'اسرا'],
    ['alef with madda', 'آمنة', 'امنه'],
    ['alef wasla', 'ٱلله', 'الله'],
    ['alef maqsura and yeh', 'مصطفى', 'مصطفي'],
    ['teh marbuta and heh', 'فاطمة', 'فاطمه'],
    ['hamza on waw', 'مؤمن', 'مومن'],
    ['hamza on yeh', 'هيئة', 'هييه'],
    ['a hamza on its own', 'شيماء', 'شيما'],
    ['harakat and shadda', 'عَلِيّ', 'علي'],
    ['tatweel', 'مـحـمـد', 'محمد'],
    ['Arabic-Indic digits', '٢٠٢٤', '2024'],
    ['Persian/Kurdish digits', '۲۰۲۴', '2024'],
    ['Persian kaf (keheh)', 'کرکوک', 'كركوك'],
    ['Persian/Kurdish yeh', 'ریبوار', 'ريبوار'],
    ['Kurdish ae', 'کۆیە', 'كويه'],
    ['Kurdish heh doachashmee and ae', 'ھەولێر', 'ههولير'],
    ['Kurdish heavy l and r', 'ڕەوەند گوڵ', 'رهوهند گول'],
    ['lam-alef ligature', 'ﻻبد', 'لابد'],
    ['lam-alef with hamza ligature', 'ﻷحمد', 'لاحمد'],
    ['Latin capitals and accents', 'José ALI', 'jose ali'],
  ])('folds %s: %s = %s', (_case, typed, other) => {
    expect(foldedText(typed)).toBe(foldedText(other));
  });

  it('keeps letters that are not variants of one another apart', () => {
    expect(foldedText('حسن')).not.toBe(foldedText('حسين'));
    expect(foldedText('كريم')).not.toBe(foldedText('كرم'));
  });

  it('collapses whitespace', () => {
    expect(foldedText('  Fatima \n\t Ali ')).toBe('fatima ali');
  });
});

describe('foldedWords', () => {
  it('splits on anything that is not a letter or digit, keeping the + and # of tool names', () => {
    expect(foldedWords('Node.js, C++ & C# — Al-Jubouri (٢٠٢٤)')).toEqual([
      'node',
      'js',
      'c++',
      'c#',
      'al',
      'jubouri',
      '2024',
    ]);
  });
});

describe('withoutArticle', () => {
  it.each([
    ['البصرة', 'بصره'],
    ['والمحاسبة', 'محاسبه'],
    ['بالهندسة', 'هندسه'],
    ['للتدريس', 'تدريس'],
  ])('takes the article off %s', (word, bare) => {
    expect(withoutArticle(foldedText(word))).toBe(bare);
  });

  it.each([['بغداد'], ['الاء'], ['علي']])('leaves %s whole: no article, or too short without it', (word) => {
    expect(withoutArticle(foldedText(word))).toBeNull();
  });
});
