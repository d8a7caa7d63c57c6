import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { emptyProfile, fullProfile } from '../../../testing/profiles';
import { ResumeProgress } from './ResumeProgress';

const meta = {
  title: 'Progress card',
  component: ResumeProgress,
} satisfies Meta<typeof ResumeProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { applicant: emptyProfile() } };

export const Partial: Story = {
  args: {
    applicant: emptyProfile({
      contact: { ...fullProfile().contact },
      summary: fullProfile().summary,
      languages: fullProfile().languages,
    }),
  },
};

export const Complete: Story = { args: { applicant: fullProfile() } };
