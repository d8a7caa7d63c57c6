import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../card/Card';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { width: 'regular' },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'regular', 'wide'] } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Container {...args}>
      <Card>Page content stays centred with a gutter on both inline sides.</Card>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Narrow: Story = { args: { width: 'narrow' } };
