import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AccountPageAt } from '../../testing/storyPages';

const meta = {
  title: 'Reset password',
  component: AccountPageAt,
  args: { path: '/reset-password/a1b2c3?email=sara%40example.com' },
} satisfies Meta<typeof AccountPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
