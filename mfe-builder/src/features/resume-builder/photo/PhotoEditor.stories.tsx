import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoEditor } from './PhotoEditor';

const meta = {
  title: 'Resume builder/Photo editor',
  component: PhotoEditor,
  // The portrait is one of Storybook's fixture files, served under /storage/applicant_images.
  args: {
    source: { src: '/storage/applicant_images/portrait.svg', type: 'image/svg+xml' },
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof PhotoEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cropping: Story = {};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    // The dialog's close button and its footer's Cancel both cancel; the footer's is the last.
    const cancels = await page.findAllByRole('button', { name: i18n.t('builder:photo.cancel') });
    await userEvent.click(cancels.at(-1)!);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
