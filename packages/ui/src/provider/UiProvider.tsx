import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../global/GlobalStyle';
import { theme } from '../theme';

export type TextDirection = 'ltr' | 'rtl';

export interface UiProviderProps {
  children: ReactNode;
  dir?: TextDirection;
}

export function UiProvider({ children, dir = 'ltr' }: UiProviderProps) {
  // The direction goes on <html>, not on a wrapper, so portals (modals, overlays) flip with the page.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('dir', dir);
  }, [dir]);

  // Arabic and Kurdish read right to left: their face downloads only when such a page is shown.
  useEffect(() => {
    if (dir !== 'rtl') return;
    void import(/* webpackChunkName: "arabic-ui-font" */ '../fonts/arabicUiFont').then(
      ({ addArabicUiFont }) => addArabicUiFont(),
      // Without the face, the system's Arabic face draws the text: nothing to tell the user.
      () => undefined,
    );
  }, [dir]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
