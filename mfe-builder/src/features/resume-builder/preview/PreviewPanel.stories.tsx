import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { INITIAL_ZOOM, zoomedIn } from '@talent/resume-model';
import { ResumeDocument } from '@talent/resume-template';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServerStyleSheet } from 'styled-components';
import { completeDraft, mainSpecializations, profileOf } from '../../../testing/builderFixtures';
import { PreviewPanel } from './PreviewPanel';

/** The document the server would send for the filled draft: the real template, rendered here. */
function renderedResume(): string {
  const { user: _user, ...resume } = profileOf(completeDraft());
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToStaticMarkup(
      sheet.collectStyles(<ResumeDocument resume={resume} specializations={mainSpecializations} />),
    );
    return `<!DOCTYPE html><html lang="en"><head><title>Resume</title>${sheet.getStyleTags()}</head><body>${body}</body></html>`;
  } finally {
    sheet.seal();
  }
}

const meta = {
  title: 'Resume builder/Preview panel',
  component: PreviewPanel,
  args: {
    applicantId: 42,
    values: completeDraft(),
    specializations: mainSpecializations,
    savedVersion: 1,
    largeScreen: true,
  },
  parameters: { sdk: { previewHtml: renderedResume() } },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rendered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomIn = await canvas.findByRole('button', { name: i18n.t('builder:preview.zoomIn') });
    await userEvent.click(zoomIn);
    await waitFor(() =>
      expect(canvas.getByLabelText(i18n.t('builder:preview.zoomLevel', { percent: Math.round(zoomedIn(INITIAL_ZOOM) * 100) }))).toBeInTheDocument(),
    );
  },
};

/** A new applicant has nothing saved yet, so there is nothing to render. */
export const NotSavedYet: Story = { args: { applicantId: null } };

export const OnAPhone: Story = { args: { largeScreen: false } };
