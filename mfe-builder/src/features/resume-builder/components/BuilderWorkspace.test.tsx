import { screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);
const alerts = recordAlerts();

/** A window this wide, as `matchMedia` reports it. */
function viewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('layout (spec §2)', () => {
  it("shows form and preview side by side from 1024 px, with 'Hide Preview' / 'Show Preview'", async () => {
    viewportWidth(1024);
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resume Preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Preview' }));
    expect(screen.queryByRole('heading', { name: 'Resume Preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Preview' }));
    expect(screen.getByRole('heading', { name: 'Resume Preview' })).toBeInTheDocument();
  });

  it("below 1024 px opens the preview full screen with 'Preview' and closes it again", async () => {
    viewportWidth(1023);
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resume Preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('dialog', { name: 'Resume Preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog', { name: 'Resume Preview' })).not.toBeInTheDocument();
  });
});

describe('refresh', () => {
  it('reloads the resume from the server', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
  });

  it('asks before discarding unsaved changes, and keeps them on Cancel', async () => {
    // On the test's clock: on the machine's, a slow step would let the autosave (2 s, issue 32) save
    // the edit before it could be discarded.
    jest.useFakeTimers();
    try {
      serveResume(anAccountantDraft());
      const user = await openBuilder({ timers: true });
      await user.type(screen.getByLabelText(/Job Title/), '!');
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant!');

      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await user.click(await screen.findByRole('button', { name: 'Discard and reload' }));
      await waitFor(() => expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant'));
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Failed to load profile data. Please try refreshing.' when the reload fails", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    calls.getProfile().mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(messagesOf(alerts)).toContain('Failed to load profile data. Please try refreshing.'),
    );
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Accountant');
  });
});

describe('on a phone (issue #23)', () => {
  it("folds Save, Refresh, Validate, Publish and PDF behind 'More', beside 'Preview'", async () => {
    viewportWidth(390);
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    const toolbar = screen.getByRole('toolbar', { name: 'Resume actions' });
    expect(within(toolbar).queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Preview' })).toBeInTheDocument();

    const more = within(toolbar).getByRole('button', { name: 'More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Save', 'Refresh', 'Validate', 'Publish', 'PDF']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // An action taken from the panel folds it away again.
    await user.click(more);
    await user.click(within(toolbar).getByRole('button', { name: 'Refresh' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
  });

  it('shows every action in the bar from a tablet up, with no More', async () => {
    viewportWidth(768);
    serveResume(anAccountantDraft());
    await openBuilder();
    const toolbar = screen.getByRole('toolbar', { name: 'Resume actions' });
    expect(within(toolbar).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Validate' })).toBeInTheDocument();
  });

  it.each([
    [390, 'after'],
    [1024, 'before'],
  ] as const)('at %i px puts the public link %s the steps', async (width, place) => {
    viewportWidth(width);
    serveResume({ ...anAccountantDraft(), published: true });
    await openBuilder();
    const link = await screen.findByRole('region', { name: 'Your resume is public' });
    const steps = screen.getByRole('tablist', { name: 'Resume sections' });
    const following = Boolean(steps.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following).toBe(place === 'after');
  });
});
