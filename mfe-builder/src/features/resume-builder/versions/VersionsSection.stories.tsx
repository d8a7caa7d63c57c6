import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n, languageNames } from '@talent/i18n';
import { expect, userEvent, within } from 'storybook/test';
import { anAccountantDraft, anArabicDraftWithEnglishVersion } from '@talent/test-kit/fixtures';
import { VersionsOfDraft } from '../../../testing/VersionsOfDraft';

/** The versions of the resume in other languages (issue 31), as the builder's Personal step lists them. */

const meta = {
  title: 'Resume builder/Versions in other languages',
  component: VersionsOfDraft,
  args: { draft: anArabicDraftWithEnglishVersion() },
} satisfies Meta<typeof VersionsOfDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = languageNames.en;

/** An Arabic resume with its English version: how much of it is translated, and what can be done. */
export const WithAnEnglishVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(i18n.t('builder:versions.completeness', { language: english, percent: 27 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('builder:versions.translate', { language: english }) }),
    ).toBeVisible();
    // Kurdish is the one language left to add.
    await expect(canvas.getByLabelText(i18n.t('builder:versions.addLabel'))).toHaveValue('ckb');
  },
};

export const NoVersionYet: Story = {
  args: { draft: anAccountantDraft() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('builder:versions.none'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(i18n.t('builder:versions.addLabel')), 'ar');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('builder:versions.add') }));
    await expect(
      canvas.getByRole('region', {
        name: i18n.t('builder:versions.editingHeading', { language: languageNames.ar }),
      }),
    ).toBeVisible();
  },
};

/** Removing a version asks first; Cancel keeps it. */
export const RemovingAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('builder:versions.remove', { language: english }) }),
    );
    const page = within(canvasElement.ownerDocument.body);
    const question = await page.findByRole('alertdialog', {
      name: i18n.t('builder:versions.removeTitle', { language: english }),
    });
    await expect(within(question).getByText(i18n.t('builder:versions.removeText'))).toBeVisible();
  },
};
