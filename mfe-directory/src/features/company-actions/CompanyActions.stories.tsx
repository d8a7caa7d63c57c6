import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { AskToContact } from './AskToContact';
import { SaveToShortlist } from './SaveToShortlist';

/** The controls a signed-in company gets on the applicant card and the public resume page. */
const meta = {
  title: 'Company actions',
  component: SaveToShortlist,
  args: { applicantId: 12, applicantName: 'علي حسن' },
} satisfies Meta<typeof SaveToShortlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker open: the company's lists, or a new list's name, and a private note. */
export const SavePickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(dialog).findByRole('combobox', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** "Ask to contact" open, with its 1–1000 character message. */
export const AskToContactOpen: Story = {
  render: (args) => <AskToContact {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
  },
};
