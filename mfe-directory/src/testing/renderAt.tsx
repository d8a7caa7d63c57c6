import { renderAt as renderWithKit } from '@talent/test-kit';
import type { ReactElement } from 'react';

export { testUser } from '@talent/test-kit';

/** The test kit's renderAt, showing where the router is: the directory keeps its search in the URL. */
export function renderAt(path: string, routes: ReactElement) {
  return renderWithKit(path, routes, { showLocation: true });
}
