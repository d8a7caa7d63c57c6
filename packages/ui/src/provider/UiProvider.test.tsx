import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { UiProvider } from './UiProvider';

const ThemedText = styled.p`
  color: ${({ theme }) => theme.colors.primary};
`;

describe('UiProvider', () => {
  it('sets the page direction, so portals flip too', () => {
    const { rerender } = render(<UiProvider dir="rtl">content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    rerender(<UiProvider dir="ltr">content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('defaults to left-to-right', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<UiProvider>content</UiProvider>);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('gives styled components the theme', () => {
    render(
      <UiProvider>
        <ThemedText>Talent Pool</ThemedText>
      </UiProvider>,
    );
    expect(screen.getByText('Talent Pool')).toHaveStyle({ color: '#1d5c96' });
  });
});
