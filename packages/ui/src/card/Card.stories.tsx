import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../badge/Badge';
import { Heading } from '../typography/Heading';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplicantSummary: Story = {
  render: () => (
    <Card style={{ maxInlineSize: '20rem', display: 'grid', gap: '0.5rem' }}>
      <Heading level={3}>Sara Ahmed</Heading>
      <p dir="auto">
        Backend developer with five years of experience building payment services in Baghdad...
      </p>
      <div>
        <Badge tone="success">Ready to start</Badge>
      </div>
    </Card>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Card style={{ maxInlineSize: '20rem', display: 'grid', gap: '0.5rem' }}>
      <Heading level={3}>سارة أحمد</Heading>
      <p dir="auto">مطورة أنظمة خلفية بخبرة خمس سنوات في بناء خدمات الدفع في بغداد...</p>
      <div>
        <Badge tone="neutral">موظفة حالياً</Badge>
      </div>
    </Card>
  ),
};
