// Account pages for the stories: each routed as the shell routes it, at a real path, and a play step
// that submits its form the way a visitor does.
import { i18n } from '@talent/i18n';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StandaloneRoutes } from '../standalone/StandaloneApp';

/** The account routes opened at `path`. */
export function AccountPageAt({ path }: { path: string }): ReactElement {
  return (
    <MemoryRouter initialEntries={[path]}>
      <StandaloneRoutes />
    </MemoryRouter>
  );
}

/** Presses the form's submit button (named by its catalogue key) and waits for the errors to show. */
export async function submitAndSeeErrors(canvasElement: HTMLElement, submitKey: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: i18n.t(submitKey as never) }));
  await waitFor(() =>
    expect(canvasElement.querySelector('[aria-invalid="true"], [role="alert"]')).not.toBeNull(),
  );
}

/** Types into the field labelled by the catalogue key `labelKey`. */
export async function fill(canvasElement: HTMLElement, labelKey: string, text: string): Promise<void> {
  await userEvent.type(
    within(canvasElement).getByLabelText(i18n.t(labelKey as never), { selector: 'input' }),
    text,
  );
}
