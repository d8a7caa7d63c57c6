import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
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

/**
 * With `busyLabel` a button keeps one width, idle or busy: the builder's Save beside its neighbours does
 * not move them when an autosave runs. Idle and busy side by side, checked to be equally wide.
 */
export const BusyKeepsItsWidth: Story = {
  args: { children: 'Save', busyLabel: 'Saving...', variant: 'secondary', size: 'sm' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} busy={false} />
      <Button {...args} busy />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [idle, busy] = [...canvasElement.querySelectorAll('button')];
    await expect(busy!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
  },
};

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
