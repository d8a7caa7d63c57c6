import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider, type TextDirection } from '../provider/UiProvider';

/** Renders inside the real provider, so components see the theme exactly as in the apps. */
export function renderWithUi(
  ui: ReactElement,
  { dir, ...options }: RenderOptions & { dir?: TextDirection } = {},
) {
  return render(ui, { wrapper: ({ children }) => <UiProvider dir={dir}>{children}</UiProvider>, ...options });
}
