import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Talent Pool' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LevelOne: Story = {};

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Heading level={1}>Talent Pool</Heading>
      <Heading level={2}>Applicants</Heading>
      <Heading level={3}>Professional Summary</Heading>
      <Heading level={4}>Employment History</Heading>
    </div>
  ),
};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { children: 'مجمع المواهب' } };
