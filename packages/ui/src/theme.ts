// The Talent Pool look: a calm blue, quiet neutrals and one spacing scale. Every text/background
// pair below is checked against WCAG AA in theme.test.ts, so a palette change cannot silently
// make text unreadable.

import { LARGE_SCREEN_BREAKPOINT_PX } from '@talent/resume-model';

const breakpoints = {
  sm: 576,
  md: 768,
  // Spec §9: the resume builder switches to the side-by-side layout here.
  lg: LARGE_SCREEN_BREAKPOINT_PX,
  xl: 1280,
} as const;

const minWidth = (px: number) => `@media (min-width: ${px}px)`;

/**
 * The bundled Arabic-script face of the interface (fonts/arabicUiFont.ts), declared only once a
 * right-to-left language is shown; until then the name matches no face and the stack goes on.
 */
export const ARABIC_UI_FONT_FAMILY = 'Talent Pool Arabic';

/**
 * The height of a bar a page holds at the foot of the screen (the public resume's contact bar), set on
 * the root element by that page, so the shell's alerts sit above it rather than over it.
 */
export const BOTTOM_BAR_HEIGHT_PROPERTY = '--talent-bottom-bar';

export const theme = {
  colors: {
    primary: '#1d5c96',
    primaryHover: '#174b7b',
    primaryActive: '#123c63',
    primarySoft: '#e7f0f8',
    onPrimary: '#ffffff',

    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#eef2f6',
    text: '#1b2430',
    textMuted: '#4d5868',
    // Form-control borders must reach 3:1 against the surface (WCAG 1.4.11 non-text contrast).
    border: '#d5dbe3',
    borderStrong: '#7b8797',
    focus: '#1a56db',
    backdrop: 'rgba(15, 23, 34, 0.55)',
    // Lighter than the modal backdrop: the page behind a loading overlay is waiting, not blocked by a question.
    veil: 'rgba(245, 247, 250, 0.85)',
  },
  // Status colours: text on its own soft background, plus a stronger accent for borders and icons.
  tones: {
    neutral: { text: '#1b2430', background: '#eef2f6', accent: '#7b8797' },
    info: { text: '#174b7b', background: '#e7f0f8', accent: '#1d5c96' },
    success: { text: '#17603a', background: '#e5f3eb', accent: '#1f8a4f' },
    warning: { text: '#6f4700', background: '#fdf3dc', accent: '#b7791f' },
    danger: { text: '#9b1c13', background: '#fdecea', accent: '#c8321f' },
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  fonts: {
    // The bundled Arabic face first: it covers only Arabic-script characters (unicode-range), so Latin
    // text falls through to the system face. Then faces that carry Arabic script on every major
    // platform, for the moments before it arrives (Noto on Linux/Android, Segoe UI and Tahoma on
    // Windows, Geeza Pro on Apple).
    body: `'${ARABIC_UI_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', 'Geeza Pro', Tahoma, Roboto, 'Helvetica Neue', Arial, sans-serif`,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    body: 1.6,
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 34, 0.08)',
    md: '0 4px 12px rgba(15, 23, 34, 0.1)',
    lg: '0 12px 32px rgba(15, 23, 34, 0.18)',
  },
  zIndices: {
    sticky: 100,
    overlay: 1000,
    modal: 1100,
    toast: 1200,
  },
  durations: {
    fast: '120ms',
    normal: '200ms',
  },
  breakpoints,
  media: {
    sm: minWidth(breakpoints.sm),
    md: minWidth(breakpoints.md),
    lg: minWidth(breakpoints.lg),
    xl: minWidth(breakpoints.xl),
  },
  containerWidths: {
    narrow: '40rem',
    regular: '72rem',
    wide: '90rem',
  },
} as const;

export type TalentTheme = typeof theme;

declare module 'styled-components' {
  // styled-components reads its theme type from this interface; merging ours in types every `${({theme}) => …}`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TalentTheme {}
}
