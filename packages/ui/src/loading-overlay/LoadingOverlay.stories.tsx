import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Loading...', visible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { label: 'جارٍ التحميل...' } };
