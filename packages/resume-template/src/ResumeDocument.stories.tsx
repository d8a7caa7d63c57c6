import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResumeDocument } from './ResumeDocument';
import {
  aKurdishResume,
  aLongResume,
  aMixedResume,
  anArabicResume,
  anEnglishResume,
  aShortResume,
  PORTRAIT,
  SPECIALIZATIONS,
} from '@talent/test-kit/fixtures';

const meta = {
  title: 'Document',
  component: ResumeDocument,
  args: { specializations: SPECIALIZATIONS, resume: aShortResume() },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'desktop' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ResumeDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const LongTwoPages: Story = { args: { resume: aLongResume() } };
export const English: Story = { args: { resume: anEnglishResume() } };
export const Arabic: Story = { args: { resume: anArabicResume() } };
export const Kurdish: Story = { args: { resume: aKurdishResume() } };
export const Mixed: Story = { args: { resume: aMixedResume({ image: PORTRAIT }) } };
/** The photo file is missing: the placeholder stands in its place. */
export const MissingPhoto: Story = { args: { resume: anEnglishResume(), photoSrc: null } };
