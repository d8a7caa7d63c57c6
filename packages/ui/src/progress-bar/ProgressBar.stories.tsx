import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Personal', value: 67, max: 100, tone: 'info' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};

export const Complete: Story = { args: { value: 100, tone: 'success' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'المعلومات الشخصية', value: 40 },
};
