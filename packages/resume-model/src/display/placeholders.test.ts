import { displayText, isBlank, isPlaceholder, PLACEHOLDERS } from './placeholders';

describe('placeholder values (spec §5 display rules)', () => {
  it('are the seven the spec lists', () => {
    expect(PLACEHOLDERS).toEqual([
      'Start Year',
      'End Year',
      'Month',
      'Year',
      'Participated as',
      'Choose your city...',
      'Choose your zone...',
    ]);
  });

  it.each(PLACEHOLDERS)('%p counts as empty', (placeholder) => {
    expect(isPlaceholder(placeholder)).toBe(true);
    expect(displayText(placeholder)).toBeNull();
  });

  it('shows other text trimmed and hides blank or non-text values', () => {
    expect(displayText('  Basra ')).toBe('Basra');
    expect(displayText('')).toBeNull();
    expect(displayText(2020)).toBeNull();
    expect(isBlank(' \n')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
  });
});
