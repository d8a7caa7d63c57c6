import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anAccountantDraft, aProfileAnswer } from '@talent/test-kit/fixtures';
import ResumeBuilderPage from './ResumeBuilderPage';

/**
 * The builder as an applicant opens it, the resume loaded through the SDK double (the story's `sdk`
 * parameter). Each tab is shown empty (a new applicant), invalid after Validate, and filled.
 */
const meta = {
  title: 'Resume builder',
  component: ResumeBuilderPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/resume-builder']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', sdk: { profile: aProfileAnswer() } },
} satisfies Meta<typeof ResumeBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { sdk: { profile: aProfileAnswer(anAccountantDraft()) } };

/** Waits for the resume to load, then opens the tab at `index` (by position: the same in every language). */
async function openTab(canvasElement: HTMLElement, index: number) {
  const canvas = within(canvasElement);
  const tablist = await canvas.findByRole('tablist', {}, { timeout: 5000 });
  const tab = within(tablist).getAllByRole('tab')[index]!;
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return canvas;
}

async function validate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('builder:actions.validate') }));
  await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
}

const emptyTab = (index: number): Story => ({
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, index);
  },
});

const invalidTab = (index: number): Story => ({
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, index);
    await validate(canvasElement);
  },
});

const filledTab = (index: number): Story => ({ ...emptyTab(index), parameters: filled });

export const PersonalEmpty = emptyTab(0);
export const PersonalInvalid = invalidTab(0);
export const PersonalFilled = filledTab(0);
export const EducationEmpty = emptyTab(1);
export const EducationInvalid = invalidTab(1);
export const EducationFilled = filledTab(1);
export const ExperienceEmpty = emptyTab(2);
export const ExperienceInvalid = invalidTab(2);
export const ExperienceFilled = filledTab(2);
export const SkillsAndActivitiesEmpty = emptyTab(3);
export const SkillsAndActivitiesInvalid = invalidTab(3);
export const SkillsAndActivitiesFilled = filledTab(3);
