import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { type: 'success', children: 'Login successful!', closeLabel: 'Dismiss', onClose: () => {} },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success', 'error', 'warning'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxInlineSize: '32rem' }}>
      <Alert type="info" onClose={() => {}} closeLabel="Dismiss">
        You are already logged in
      </Alert>
      <Alert type="success" onClose={() => {}} closeLabel="Dismiss">
        Changes saved.
      </Alert>
      <Alert type="warning" onClose={() => {}} closeLabel="Dismiss">
        Resume unpublished because required fields in the Personal section are invalid or empty.
      </Alert>
      <Alert type="error">Please login to access this page</Alert>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { type: 'error', children: 'يرجى تسجيل الدخول للوصول إلى هذه الصفحة', closeLabel: 'إغلاق' },
};
