import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categories } from '../../../testing/directoryFixtures';
import { filledFilters, noFilters } from '../../../testing/storyFixtures';
import { FilterCapsules } from './FilterCapsules';

const meta = {
  title: 'Home/Filter capsules',
  component: FilterCapsules,
  args: { categories, onChange: fn(), filters: filledFilters },
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

export const One: Story = { args: { filters: { ...noFilters, city: 'Basra' } } };
