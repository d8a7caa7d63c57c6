import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anAccountantDraft, SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import { PreviewPanel } from './PreviewPanel';

/** The document the server sends for a filled draft (a short one: the frame and its controls are the story). */
const renderedResume = `<!DOCTYPE html><html lang="en"><head><title>Resume</title></head><body>
<main><h1>Zainab Al-Rubaie</h1><p>Web Developer · Baghdad</p><h2>Professional Summary</h2>
<p>Web developer with six years of experience building accessible bilingual sites.</p></main></body></html>`;

const meta = {
  title: 'Resume builder/Preview panel',
  component: PreviewPanel,
  args: {
    applicantId: 42,
    values: anAccountantDraft(),
    specializations: SPECIALIZATIONS,
    savedVersion: 1,
    largeScreen: true,
  },
  parameters: { sdk: { previewHtml: renderedResume } },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rendered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomIn = await canvas.findByRole('button', { name: i18n.t('builder:preview.zoomIn') });
    // The zoom level is announced in a live region; zooming in changes what it says.
    const level = canvasElement.querySelector('[aria-live="polite"]')!;
    const before = level.textContent;
    await userEvent.click(zoomIn);
    await waitFor(() => expect(level.textContent).not.toBe(before));
  },
};

/** A new applicant has nothing saved yet, so there is nothing to render. */
export const NotSavedYet: Story = { args: { applicantId: null } };

export const OnAPhone: Story = { args: { largeScreen: false } };
