import styled from 'styled-components';
import { Spinner } from '../spinner/Spinner';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.veil};
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export interface LoadingOverlayProps {
  label: string;
  visible: boolean;
}

/** Covers the whole page while something the page depends on loads (spec §1: the 'Loading...' overlay). */
export function LoadingOverlay({ label, visible }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <Overlay aria-busy="true">
      <Panel>
        <Spinner label={label} showLabel size="lg" />
      </Panel>
    </Overlay>
  );
}
