import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import RequestsPage from './RequestsPage';

/** `/requests`: a company's sent contact requests; the accepted one shows the applicant's contact. */
const meta = {
  title: 'Contact requests page',
  component: RequestsPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/requests']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'ali.hassan@example.iq' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NoneSent: Story = { parameters: { sdk: { contactRequests: [] } } };
