import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResumeViews } from './ResumeViews';

/** On `/profile`: the companies that viewed the resume or its PDF in the last 90 days. */
const meta = {
  title: 'Companies that viewed your resume',
  component: ResumeViews,
} satisfies Meta<typeof ResumeViews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewed: Story = {};

export const NobodyYet: Story = {
  parameters: { sdk: { profileViews: { data: [], anonymous: { views: 0, pdfs: 0 } } } },
};
