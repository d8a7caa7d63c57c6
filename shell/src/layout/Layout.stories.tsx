import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Navbar } from './Navbar';

const meta = {
  title: 'Layout',
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NavbarSignedOut: Story = {
  loaders: [() => setAuthState({ ...initialAuthState, status: 'anonymous' })],
  render: () => <Navbar />,
};

export const FooterBar: Story = { render: () => <Footer /> };

export const LanguageSwitcherMenu: Story = { render: () => <LanguageSwitcher /> };
