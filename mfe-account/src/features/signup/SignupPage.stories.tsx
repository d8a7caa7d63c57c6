import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AccountPageAt, fill, submitAndSeeErrors } from '../../testing/storyPages';

const meta = {
  title: 'Sign up',
  component: AccountPageAt,
  args: { path: '/signup' },
} satisfies Meta<typeof AccountPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingFields: Story = {
  play: ({ canvasElement }) => submitAndSeeErrors(canvasElement, 'account:signup.submit'),
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'account:fields.fullName', 'Sara Hameed');
    await fill(canvasElement, 'account:fields.email', 'sara@example.com');
    await fill(canvasElement, 'account:fields.password', 'Baghdad-2026');
    await fill(canvasElement, 'account:fields.confirmPassword', 'Basra-2026');
    await submitAndSeeErrors(canvasElement, 'account:signup.submit');
  },
};
