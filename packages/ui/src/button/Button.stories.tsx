import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Build yours today', variant: 'primary', size: 'md', busy: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Save
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="ghost">
        See more
      </Button>
    </div>
  ),
};

export const Busy: Story = { args: { busy: true, children: 'Saving...' } };

export const Disabled: Story = { args: { disabled: true, children: 'Apply Filters' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { busy: true, children: 'جارٍ الحفظ...' },
};

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink href="#preview" variant={args.variant} size={args.size}>
      View Resume
    </ButtonLink>
  ),
};
