import { ApiError, previewResumeHtml } from '@talent/api-sdk';
import { emptyResume } from '@talent/resume-model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SPECIALIZATIONS } from '@talent/test-kit';
import { renderAt } from '../../../testing/renderAt';
import { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  previewResumeHtml: jest.fn(),
}));

const previewCall = jest.mocked(previewResumeHtml);

beforeEach(() => previewCall.mockReset());

function openPanel(props: Partial<PreviewPanelProps> = {}) {
  const all: PreviewPanelProps = {
    applicantId: 42,
    values: emptyResume(),
    specializations: SPECIALIZATIONS,
    savedVersion: 0,
    largeScreen: true,
    ...props,
  };
  renderAt('/resume-builder', <SavingPanel {...all} />);
}

/** The panel as the builder holds it: a save bumps the version. */
function SavingPanel(props: PreviewPanelProps) {
  const [savedVersion, setSavedVersion] = useState(props.savedVersion);
  return (
    <>
      <button type="button" onClick={() => setSavedVersion((version) => version + 1)}>
        saved
      </button>
      <PreviewPanel {...props} savedVersion={savedVersion} />
    </>
  );
}

describe('the preview panel (spec §2, §4)', () => {
  it("is headed 'Resume Preview' and zooms from 80% in steps of 10%, between 30% and 150%", async () => {
    previewCall.mockReturnValue(new Promise(() => {}));
    openPanel();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Resume Preview' })).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('90%')).toBeInTheDocument();
    for (let step = 0; step < 10; step += 1)
      await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (let step = 0; step < 15; step += 1) {
      const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
      if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    }
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it('fits to width: panel / 794 × 0.7 on a wide screen', async () => {
    previewCall.mockReturnValue(new Promise(() => {}));
    openPanel();
    Object.defineProperty(screen.getByTestId('preview-skeleton').parentElement!, 'clientWidth', {
      value: 794,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(screen.getByText('70%')).toBeInTheDocument();
  });

  it('shows the skeleton while the document loads', () => {
    previewCall.mockReturnValue(new Promise(() => {}));
    openPanel();
    expect(screen.getByTestId('preview-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it("says 'No preview available. Save your resume to generate a preview.' without a resume", () => {
    openPanel({ applicantId: null });
    expect(
      screen.getByText('No preview available. Save your resume to generate a preview.'),
    ).toBeInTheDocument();
    expect(previewCall).not.toHaveBeenCalled();
  });

  it("says 'Failed to load resume preview.' or the server's message, and tries again", async () => {
    previewCall.mockRejectedValueOnce(new ApiError('x', null));
    openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load resume preview.');
    previewCall.mockRejectedValueOnce(new ApiError('x', 404, 'Resume not found.'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resume not found.');
  });

  it("passes on 'Invalid or empty HTML response from server'", async () => {
    previewCall.mockRejectedValueOnce(new ApiError('Invalid or empty HTML response from server', 200));
    openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or empty HTML response from server');
  });

  it('asks again after each save, aborting the request before', async () => {
    const signals: AbortSignal[] = [];
    previewCall.mockImplementation((_id, options) => {
      signals.push(options!.signal!);
      return new Promise(() => {});
    });
    openPanel();
    await waitFor(() => expect(previewCall).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'saved' }));
    await waitFor(() => expect(previewCall).toHaveBeenCalledTimes(2));
    expect(previewCall).toHaveBeenLastCalledWith(42, expect.anything());
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });
});
