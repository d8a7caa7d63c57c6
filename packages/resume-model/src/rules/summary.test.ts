import { inEnglish } from '../testing/english';
import { fieldErrors } from './schema-helpers';
import { countWords, summarySchema } from './summary';

describe('Professional summary (spec §5)', () => {
  it('is required', () => {
    expect(inEnglish(fieldErrors(summarySchema, '  '))).toEqual([
      { path: '', message: 'Professional Summary is required.' },
    ]);
  });

  it('needs at least 10 words', () => {
    expect(inEnglish(fieldErrors(summarySchema, 'one two three four five six seven eight nine'))).toEqual([
      { path: '', message: 'Professional Summary must be at least 10 words.' },
    ]);
    expect(inEnglish(fieldErrors(summarySchema, 'one two three four five six seven eight nine ten'))).toEqual(
      [],
    );
  });

  it('counts words across any white space for the word counter', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  مهندس برمجيات\n with  tabs\there ')).toBe(5);
  });
});
