import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading applicants', showLabel: false, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Loading resume...' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { showLabel: true, label: 'جارٍ التحميل...' },
};
