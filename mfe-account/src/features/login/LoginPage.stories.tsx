import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AccountPageAt, fill, submitAndSeeErrors } from '../../testing/storyPages';

const meta = {
  title: 'Login',
  component: AccountPageAt,
  args: { path: '/login' },
} satisfies Meta<typeof AccountPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingFields: Story = {
  play: ({ canvasElement }) => submitAndSeeErrors(canvasElement, 'account:login.submit'),
};

/** The SDK double answers as the server does to a wrong password. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'account:fields.email', 'sara@example.com');
    await fill(canvasElement, 'account:fields.password', 'not-the-password');
    await submitAndSeeErrors(canvasElement, 'account:login.submit');
  },
};
