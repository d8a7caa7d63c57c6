import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { theme } from '../theme';

// The designers' introduction: every token below is read from the theme itself, so this page cannot
// drift from what the product draws.

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-inline-size: 60rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.span<{ $colour: string }>`
  display: block;
  block-size: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $colour }) => $colour};
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Bar = styled.span<{ $size: string }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size};
  block-size: 1rem;
  background: ${({ theme }) => theme.colors.primary};
  vertical-align: middle;
  margin-inline-end: ${({ theme }) => theme.space.sm};
`;

const colours = [
  ...Object.entries(theme.colors),
  ...Object.entries(theme.tones).flatMap(([tone, shades]) =>
    Object.entries(shades).map(([shade, value]) => [`${tone}.${shade}`, value] as const),
  ),
];

function DesignTokens() {
  return (
    <Page>
      <header>
        <h1>Talent Pool design tokens</h1>
        <p>
          Every screen of the product is built from these tokens (packages/ui/src/theme.ts). The sidebar holds
          one folder per part of the product: UI for the shared primitives, then Shell, Directory, Builder,
          Account, Profile and the Resume document. Search the sidebar by a component&apos;s name; the toolbar
          switches the language (English, Arabic and Kurdish, the last two right to left) and the viewport
          (phone, tablet, desktop).
        </p>
      </header>
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Colours</h2>
        <Grid>
          {colours.map(([name, value]) => (
            <li key={name}>
              <Swatch $colour={value} />
              <Code>{name}</Code>
              <br />
              <Code>{value}</Code>
            </li>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="tokens-spacing">
        <h2 id="tokens-spacing">Spacing</h2>
        <ul>
          {Object.entries(theme.space).map(([name, value]) => (
            <li key={name}>
              <Bar $size={value} />
              <Code>
                {name} · {value}
              </Code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type scale</h2>
        <ul>
          {Object.entries(theme.fontSizes).map(([name, value]) => (
            <li key={name} style={{ fontSize: value }}>
              {name} · {value} — Talent Pool · مجمع المواهب · کۆگای بەهرەکان
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

const meta = {
  title: 'Introduction',
  component: DesignTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DesignTokens>;

export default meta;

export const DesignTokensAndWhereToFindAComponent: StoryObj<typeof meta> = {};
