import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n, languageNames } from '@talent/i18n';
import { expect, userEvent, within } from 'storybook/test';
import { anArabicDraftWithEnglishVersion } from '@talent/test-kit/fixtures';
import { VersionsOfDraft } from '../../../testing/VersionsOfDraft';

/**
 * The translation view (issue 31): each text of the Arabic main version beside its English translation,
 * stacked on a phone; a field left empty reads as the main text (its placeholder).
 */
const meta = {
  title: 'Resume builder/Translation view',
  component: VersionsOfDraft,
  args: { draft: anArabicDraftWithEnglishVersion(), translating: 'en' },
} satisfies Meta<typeof VersionsOfDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', {
    name: i18n.t('builder:versions.editingHeading', { language: languageNames.en }),
  });

const field = (region: HTMLElement, key: 'contact_fullName' | 'employment_employer') =>
  within(region).getByRole('textbox', { name: i18n.t(`builder:versions.fields.${key}`) });

/** Half translated: the name and the summary in English, the employer still waiting for its words. */
export const HalfTranslated: Story = {
  play: async ({ canvasElement }) => {
    const region = view(canvasElement);
    await expect(field(region, 'contact_fullName')).toHaveValue('Noor Al-Huda Karim');
    await expect(field(region, 'employment_employer')).toHaveValue('');
    await expect(field(region, 'employment_employer')).toHaveAttribute('placeholder', 'شركة الفيحاء للتجارة');
  },
};

/** "Start from the main text" copies every empty field, to translate from there. */
export const StartedFromTheMainText: Story = {
  play: async ({ canvasElement }) => {
    const region = view(canvasElement);
    await userEvent.click(
      within(region).getByRole('button', { name: i18n.t('builder:versions.startFromMain') }),
    );
    await expect(field(region, 'employment_employer')).toHaveValue('شركة الفيحاء للتجارة');
    await expect(field(region, 'contact_fullName')).toHaveValue('Noor Al-Huda Karim');
  },
};

/** Typing the translation beside the main text; Back lists the version with its new share translated. */
export const Translating: Story = {
  play: async ({ canvasElement }) => {
    const region = view(canvasElement);
    await userEvent.type(field(region, 'employment_employer'), 'Al-Fayhaa Trading Company');
    await userEvent.click(within(region).getByRole('button', { name: i18n.t('builder:versions.done') }));
    await expect(
      within(canvasElement).getByText(
        i18n.t('builder:versions.completeness', { language: languageNames.en, percent: 36 }),
      ),
    ).toBeVisible();
  },
};
