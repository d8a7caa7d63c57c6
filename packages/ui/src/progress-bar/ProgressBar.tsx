import styled from 'styled-components';
import type { TalentTheme } from '../theme';

export type ProgressTone = keyof TalentTheme['tones'];

const Track = styled.div`
  inline-size: 100%;
  block-size: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  block-size: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.tones[$tone].accent)};
  transition: inline-size ${({ theme }) => theme.durations.normal} ease-out;
`;

export interface ProgressBarProps {
  /** Progress so far, between 0 and `max`; values outside are clamped. */
  value: number;
  max?: number;
  /** Accessible name, e.g. the section whose completion this shows. */
  label: string;
  /** Spoken instead of the number when given, e.g. '3 of 6 parts'. */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'info',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={className}
    >
      <Fill $tone={tone} style={{ inlineSize: `${percent}%` }} />
    </Track>
  );
}
