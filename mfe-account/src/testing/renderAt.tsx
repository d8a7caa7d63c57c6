import '../texts';
import { renderAt } from '@talent/test-kit';
import userEvent from '@testing-library/user-event';
import { StandaloneRoutes } from '../standalone/StandaloneApp';

// The test kit's renderAt, with this app's texts registered first.
export { renderAt };

/**
 * Opens the account pages at a path, all of them routed, so a test can follow a redirect to the next
 * page. The user types without pauses, which also keeps fake timers for the spec's delays in step.
 */
export function openAt(path: string) {
  const user = userEvent.setup({ delay: null });
  renderAt(path, <StandaloneRoutes />);
  return user;
}

export type TestUser = ReturnType<typeof openAt>;
