import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemoteFallback } from './RemoteFallback';

const meta = {
  title: 'Remote fallback',
  component: RemoteFallback,
  args: { retrying: false, onRetry: fn() },
} satisfies Meta<typeof RemoteFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.click(buttons[0]!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { retrying: true } };
