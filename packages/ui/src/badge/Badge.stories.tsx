import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Ready to start' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToStart: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="neutral">Currently employed</Badge>
      <Badge tone="info">Draft</Badge>
      <Badge tone="success">Published</Badge>
      <Badge tone="warning">Incomplete</Badge>
      <Badge tone="danger">Missing</Badge>
    </div>
  ),
};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { children: 'جاهز للبدء' } };
