import { emptyDirectoryFilters } from '@talent/resume-model';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import { EmptyResult } from './EmptyResult';

const meta = {
  title: 'Home/Empty result',
  component: EmptyResult,
  args: {
    categories: SPECIALIZATIONS,
    onChange: fn(),
    filters: { ...emptyDirectoryFilters(), search: 'acuntant Najf', city: 'Najaf' },
    suggestion: 'Accountant Najaf',
  },
} satisfies Meta<typeof EmptyResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Did you mean …?" first: it runs the corrected search with the filters kept. */
export const WithSuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const [correction] = within(canvasElement).getAllByRole('button');
    await expect(correction).toHaveTextContent('Accountant Najaf');
    await userEvent.click(correction!);
    await expect(args.onChange).toHaveBeenCalledWith({ ...args.filters, search: 'Accountant Najaf' });
  },
};

/** An Arabic correction: in a Latin sentence it keeps its own direction. */
export const ArabicSuggestion: Story = {
  args: { filters: { ...emptyDirectoryFilters(), search: 'محسب البصرة' }, suggestion: 'محاسب البصرة' },
};

export const WithoutSuggestion: Story = { args: { suggestion: null } };

export const NothingSearched: Story = { args: { filters: emptyDirectoryFilters(), suggestion: null } };
