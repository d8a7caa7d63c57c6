import { render, screen, waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { ARABIC_UI_FONT_FAMILY } from '../theme';
import { UiProvider } from './UiProvider';

const ThemedText = styled.p`
  color: ${({ theme }) => theme.colors.primary};
`;

describe('UiProvider', () => {
  it('sets the page direction, so portals flip too', () => {
    const { rerender } = render(<UiProvider dir="rtl">content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    rerender(<UiProvider dir="ltr">content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('defaults to left-to-right', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<UiProvider>content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('gives styled components the theme', () => {
    render(
      <UiProvider>
        <ThemedText>Talent Pool</ThemedText>
      </UiProvider>,
    );
    expect(screen.getByText('Talent Pool')).toHaveStyle({ color: '#1d5c96' });
  });
});

describe('the Arabic-script face', () => {
  const added: Array<{ family: string; descriptors: FontFaceDescriptors }> = [];

  beforeAll(() => {
    // jsdom has no font loading; these stand in for the browser's FontFace and document.fonts.
    class RecordedFontFace {
      constructor(family: string, _source: string, descriptors: FontFaceDescriptors) {
        added.push({ family, descriptors });
      }
    }
    Object.assign(globalThis, { FontFace: RecordedFontFace });
    Object.defineProperty(document, 'fonts', { value: { add: () => undefined }, configurable: true });
  });

  it('is not declared on a left-to-right page', async () => {
    render(<UiProvider dir="ltr">content</UiProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added).toEqual([]);
  });

  it('is declared, regular and bold, shown at once and swapped in, once a right-to-left page shows', async () => {
    render(<UiProvider dir="rtl">محتوى</UiProvider>);
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added.map(({ family }) => family)).toEqual([ARABIC_UI_FONT_FAMILY, ARABIC_UI_FONT_FAMILY]);
    expect(added.map(({ descriptors }) => descriptors.weight)).toEqual(['400', '700']);
    expect(added.every(({ descriptors }) => descriptors.display === 'swap')).toBe(true);
    expect(added[0]?.descriptors.unicodeRange).toMatch(/^U\+0600-06FF/);
  });
});
