import {
  languageDirection,
  languageOfTag,
  matchLanguage,
  parseAcceptLanguage,
  requestLanguage,
} from './languages';

describe('languages', () => {
  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
    ['ar-IQ', 'rtl'],
    ['ckb', 'rtl'],
  ])('%s reads %s', (language, direction) => {
    expect(languageDirection(language)).toBe(direction);
  });

  it.each([
    ['ar-IQ', 'ar'],
    ['en-GB', 'en'],
    ['ckb-IQ', 'ckb'],
    ['ku-Arab', 'ckb'],
    ['ku-IQ', 'ckb'],
    ['ku', undefined],
    ['fr', undefined],
  ])('the tag %s asks for %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it('orders Accept-Language by quality, keeps ties in order and drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.4, ar-IQ;q=0.9, en, de;q=0, *;q=0.1')).toEqual(['en', 'ar-IQ', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes the first language we speak from the browser list', () => {
    expect(matchLanguage(['fr-FR', 'ckb', 'en'])).toBe('ckb');
    expect(matchLanguage(['fr-FR'])).toBeUndefined();
  });

  it('prefers the chosen language (the cookie) to the browser header, and falls back to English', () => {
    expect(requestLanguage('ar-IQ,ar;q=0.9', 'ckb')).toBe('ckb');
    expect(requestLanguage('ar-IQ,ar;q=0.9', 'xx')).toBe('ar');
    expect(requestLanguage('de-DE')).toBe('en');
  });
});
