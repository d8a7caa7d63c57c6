import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

// A small inline picture, so the story works without a server.
const samplePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#c9dcef"/><circle cx="50" cy="38" r="18" fill="#1d5c96"/><path d="M18 96c0-20 14-32 32-32s32 12 32 32z" fill="#1d5c96"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { src: samplePhoto, alt: 'Photo of Zainab Al-Rubaie', placeholderLabel: 'No photo', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};

export const NoPhoto: Story = { args: { src: null } };

export const BrokenPhoto: Story = { args: { src: '/storage/applicant_images/missing.jpg' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
