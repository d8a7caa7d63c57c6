import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmResetDialog } from './ConfirmResetDialog';

const meta = {
  title: 'Confirm reset dialog',
  component: ConfirmResetDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(async () => {}) },
} satisfies Meta<typeof ConfirmResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Cancel holds the focus, so Enter never resets by accident. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: i18n.t('profile:reset.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('profile:reset.confirm') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};
