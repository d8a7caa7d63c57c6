import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { anEmptyProfile, aProfile } from '@talent/test-kit';
import { ResumeProgress } from './ResumeProgress';

const meta = {
  title: 'Progress card',
  component: ResumeProgress,
} satisfies Meta<typeof ResumeProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { applicant: anEmptyProfile() } };

export const Partial: Story = {
  args: {
    applicant: anEmptyProfile({
      contact: { ...aProfile().contact },
      summary: aProfile().summary,
      languages: aProfile().languages,
    }),
  },
};

export const Complete: Story = { args: { applicant: aProfile() } };
