import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { i18n } from '@talent/i18n';
import { type DirectoryFacets, emptyDirectoryFilters, FACET_GROUPS } from '@talent/resume-model';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { someFilters, SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import AdvancedSearchModal from './AdvancedSearchModal';

const meta = {
  title: 'Home/Advanced search modal',
  component: AdvancedSearchModal,
  args: { categories: SPECIALIZATIONS, filters: emptyDirectoryFilters(), onApply: fn(), onClose: fn() },
} satisfies Meta<typeof AdvancedSearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal: its parts are found in the whole page, by their translated names. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('directory:filters.apply') }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ city: null })));
  },
};

export const Filled: Story = {
  args: { filters: someFilters() },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    // The city list arrives from the SDK double; the chosen city is kept once it has.
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Baghdad' })).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('directory:filters.apply') }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({ city: 'Baghdad', gender: 'Female' }),
      ),
    );
  },
};

export const ResetClearsTheDraft: Story = {
  args: { filters: someFilters() },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('directory:filters.reset') }));
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('directory:filters.apply') }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ city: null, gender: null })),
    );
  },
};

const counts: DirectoryFacets = {
  ...(Object.fromEntries(FACET_GROUPS.map((group) => [group, {}])) as DirectoryFacets),
  gender: { Male: 7 },
  city: { Baghdad: 12, Erbil: 1234 },
  freshGraduate: { '1': 2, '0': 5 },
  workAvailability: { '1': 4 },
};

/** Issue 17: each choice with the resumes it leaves; a zero count is dimmed, still a choice. */
export const WithCounts: Story = {
  args: { facets: counts },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Baghdad (12)' })).toBeInTheDocument(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Female (0)' })).toBeEnabled();
  },
};
