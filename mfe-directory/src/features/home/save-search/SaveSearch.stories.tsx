import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { emptyDirectoryFilters } from '@talent/resume-model';
import { expect, userEvent, within } from 'storybook/test';
import { SaveSearch } from './SaveSearch';

/** "Save this search": what a signed-in company gets beside the directory's sort choice. */
const meta = {
  title: 'Home/Save this search',
  component: SaveSearch,
  args: {
    filters: { ...emptyDirectoryFilters(), search: 'محاسب', city: 'Basra', sort: 'experience' },
    categories: [],
  },
} satisfies Meta<typeof SaveSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The control as the directory shows it. */
export const Closed: Story = {};

/**
 * The dialog open: the name it suggests from the search's words and filters, and how often the new
 * matches are mailed (weekly unless the company chooses daily).
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  },
};
