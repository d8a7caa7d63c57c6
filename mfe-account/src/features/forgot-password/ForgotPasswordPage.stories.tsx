import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AccountPageAt, submitAndSeeErrors } from '../../testing/storyPages';

const meta = {
  title: 'Forgot password',
  component: AccountPageAt,
  args: { path: '/forgot-password' },
} satisfies Meta<typeof AccountPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingEmail: Story = {
  play: ({ canvasElement }) => submitAndSeeErrors(canvasElement, 'account:forgotPassword.submit'),
};
