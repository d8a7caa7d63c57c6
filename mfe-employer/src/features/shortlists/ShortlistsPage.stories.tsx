import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import ShortlistsPage from './ShortlistsPage';

/** `/shortlists` as a company sees it, its answers from the SDK double (`sdk` parameter). */
const meta = {
  title: 'Shortlists page',
  component: ShortlistsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShortlistsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string): Story['decorators'] => [
  (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  ),
];

/** The company's lists with their counts, and the form that makes a new one. */
export const Lists: Story = {
  decorators: at('/shortlists'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', {}, { timeout: 5000 })).toHaveLength(2);
  },
};

export const NoListYet: Story = { decorators: at('/shortlists'), parameters: { sdk: { shortlists: [] } } };

/** One list open: names in Arabic and Latin script, a note, move and remove, Export as CSV. */
export const OneList: Story = {
  decorators: at('/shortlists?list=1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 2 }, { timeout: 5000 })).toHaveLength(2);
  },
};

export const EmptyList: Story = {
  decorators: at('/shortlists?list=1'),
  parameters: { sdk: { shortlist: { id: 1, name: 'Accountants in Basra', applicants: [] } } },
};
