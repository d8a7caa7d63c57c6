import { foldedText } from './folding';
import { isKurdishWord, soraniNounStem, soraniStems } from './sorani';

const folded = (word: string) => foldedText(word);

describe('Sorani endings', () => {
  it.each([
    ['ژمێریارەکان', 'ژمێریار'],
    ['ژمێریارەکە', 'ژمێریار'],
    ['ژمێریارێک', 'ژمێریار'],
    ['ژمێریارەکانی', 'ژمێریار'],
    ['مامۆستاکان', 'مامۆستا'],
    ['قوتابییەکان', 'قوتابی'],
  ])('takes the ending off %s', (word, stem) => {
    expect(soraniNounStem(folded(word), word)).toBe(folded(stem));
  });

  it.each([['ژمێریار'], ['کوردی'], ['دووکان'], ['ژیان'], ['پەرستار'], ['ئەلیکترۆنیک']])(
    'leaves %s whole: no noun ending, or a word that only looks like one',
    (word) => {
      expect(soraniNounStem(folded(word), word)).toBe(folded(word));
    },
  );

  it('offers the shorter stems too, for looking a concept up (ezafe ی, plural ان)', () => {
    expect(soraniStems(folded('ژمێریاری'))).toEqual([folded('ژمێریار')]);
    expect(soraniStems(folded('ئەندازیاران'))).toContain(folded('ئەندازیار'));
  });

  it('reads a word as Kurdish only by letters Arabic does not write', () => {
    expect(isKurdishWord('ژمێریار')).toBe(true);
    expect(isKurdishWord('ئەندازیار')).toBe(true);
    expect(isKurdishWord('محاسبة')).toBe(false);
    expect(isKurdishWord('مهندسين')).toBe(false);
    expect(isKurdishWord('accountant')).toBe(false);
  });
});
