import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import SavedSearchesPage from './SavedSearchesPage';

/** `/saved-searches`: a company's saved searches, each mailed daily or weekly, opened or deleted here. */
const meta = {
  title: 'Saved searches page',
  component: SavedSearchesPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/saved-searches']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SavedSearchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSearches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'React in Baghdad' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NoneSaved: Story = { parameters: { sdk: { savedSearches: [] } } };
