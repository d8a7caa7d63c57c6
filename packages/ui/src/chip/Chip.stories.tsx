import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Chip } from './Chip';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  args: { children: 'Baghdad', onRemove: () => {}, removeLabel: 'Remove filter Baghdad' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {};

export const Plain: Story = { args: { onRemove: undefined, removeLabel: undefined } };

export const FilterRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Chip onRemove={() => {}} removeLabel="Remove filter Female">
        Female
      </Chip>
      <Chip onRemove={() => {}} removeLabel="Remove filter 25 - 35 years">
        25 - 35 years
      </Chip>
      <Chip onRemove={() => {}} removeLabel="Remove filter Karkh">
        Karkh
      </Chip>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'بغداد', removeLabel: 'إزالة بغداد' },
};
