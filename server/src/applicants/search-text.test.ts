import { searchableText } from './search-text';

describe('searchableText', () => {
  it('lower-cases Latin text and drops accents', () => {
    expect(searchableText('José ALI')).toBe('jose ali');
  });

  it('folds the Arabic letter variants people type interchangeably', () => {
    expect(searchableText('أحمد')).toBe(searchableText('احمد'));
    expect(searchableText('إسراء')).toBe(searchableText('اسراء'));
    expect(searchableText('آمنة')).toBe(searchableText('امنه'));
    expect(searchableText('مصطفى')).toBe(searchableText('مصطفي'));
    expect(searchableText('مؤمن')).toBe(searchableText('مومن'));
  });

  it('drops Arabic diacritics and the tatweel', () => {
    expect(searchableText('عَلِيّ')).toBe('علي');
    expect(searchableText('مـحـمـد')).toBe('محمد');
  });

  it('collapses whitespace', () => {
    expect(searchableText('  Fatima \n\t Ali ')).toBe('fatima ali');
  });
});
