import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReceivedContactRequests } from './ReceivedContactRequests';

/** On `/profile`: the companies that asked to contact the applicant, pending ones with Accept and Decline. */
const meta = {
  title: 'Received contact requests',
  component: ReceivedContactRequests,
} satisfies Meta<typeof ReceivedContactRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};

export const NoneYet: Story = { parameters: { sdk: { contactRequests: [] } } };
