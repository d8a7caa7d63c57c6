import { emptyDirectoryFilters } from '@talent/resume-model';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { someFilters, SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import { FilterCapsules } from './FilterCapsules';

const meta = {
  title: 'Home/Filter capsules',
  component: FilterCapsules,
  args: { categories: SPECIALIZATIONS, onChange: fn(), filters: someFilters() },
} satisfies Meta<typeof FilterCapsules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('button');
    await userEvent.click(first!);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const One: Story = { args: { filters: { ...emptyDirectoryFilters(), city: 'Basra' } } };
