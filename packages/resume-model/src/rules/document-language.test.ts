import { documentLanguageOf } from '../display/document-language';
import { documentLanguageSchema } from './document-language';
import { validateResume } from './publish';
import { fieldErrors } from './schema-helpers';
import { inEnglish } from '../testing/english';

describe('the resume document language', () => {
  it.each(['en', 'ar', 'ckb'])('may be %p', (language) => {
    expect(fieldErrors(documentLanguageSchema, language)).toEqual([]);
  });

  it('is English when a resume has none', () => {
    expect(documentLanguageSchema.cast(undefined)).toBe('en');
    expect(fieldErrors(documentLanguageSchema, undefined)).toEqual([]);
  });

  it.each(['fr', 'AR', 'ku', '', null, 3])('refuses %p', (language) => {
    expect(inEnglish(fieldErrors(documentLanguageSchema, language))).toEqual([
      { path: '', message: 'Resume language must be English, Arabic or Kurdish' },
    ]);
  });

  it('is reported with the Personal section, where the builder offers it', () => {
    const personal = validateResume({ language: 'fr' }).find((failure) => failure.section === 'Personal');
    expect(inEnglish(personal?.errors ?? [])).toContainEqual({
      path: 'language',
      message: 'Resume language must be English, Arabic or Kurdish',
    });
  });

  it('reads a stored resume without one, or with an unknown one, as English', () => {
    expect(documentLanguageOf({ language: 'ckb' })).toBe('ckb');
    expect(documentLanguageOf({})).toBe('en');
    expect(documentLanguageOf({ language: 'de' })).toBe('en');
    expect(documentLanguageOf(null)).toBe('en');
  });
});
