import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResumeDocument } from './ResumeDocument';
import { SPECIALIZATIONS } from './testing/resumes';
import {
  arabicResume,
  englishResume,
  kurdishResume,
  longResume,
  mixedResume,
  shortResume,
} from './testing/storyResumes';

const meta = {
  title: 'Document',
  component: ResumeDocument,
  args: { specializations: SPECIALIZATIONS, resume: shortResume() },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'desktop' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ResumeDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const LongTwoPages: Story = { args: { resume: longResume() } };
export const English: Story = { args: { resume: englishResume() } };
export const Arabic: Story = { args: { resume: arabicResume() } };
export const Kurdish: Story = { args: { resume: kurdishResume() } };
export const Mixed: Story = { args: { resume: mixedResume() } };
/** The photo file is missing: the placeholder stands in its place. */
export const MissingPhoto: Story = { args: { resume: englishResume(), photoSrc: null } };
