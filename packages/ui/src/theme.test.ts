import { theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme contrast (WCAG AA)', () => {
  it.each([
    ['body text on the page', colors.text, colors.background],
    ['body text on a surface', colors.text, colors.surface],
    ['muted text on a surface', colors.textMuted, colors.surface],
    ['muted text on the page', colors.textMuted, colors.background],
    ['muted text on a muted surface', colors.textMuted, colors.surfaceMuted],
    ['primary button text', colors.onPrimary, colors.primary],
    ['hovered primary button text', colors.onPrimary, colors.primaryHover],
    ['links and secondary buttons', colors.primary, colors.surface],
    ['secondary button on hover', colors.primary, colors.primarySoft],
  ])('%s reaches 4.5:1', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(theme.tones))('%s tone text reaches 4.5:1 on its background', (_tone, tone) => {
    expect(contrast(tone.text, tone.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['form control borders', colors.borderStrong, colors.surface],
    ['the focus ring on a surface', colors.focus, colors.surface],
    ['the focus ring on the page', colors.focus, colors.background],
  ])('%s reach 3:1 (non-text contrast)', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme breakpoints', () => {
  it('has the spec §9 large-screen breakpoint of 1024 px', () => {
    expect(theme.breakpoints.lg).toBe(1024);
    expect(theme.media.lg).toBe('@media (min-width: 1024px)');
  });
});
