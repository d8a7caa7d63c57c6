import { useInterfaceLanguage, useTranslation } from '@talent/i18n';
import styled from 'styled-components';

/**
 * A choice's count (issue 17), written after its label inside the control, so it is part of the
 * choice's accessible name: "Baghdad (12)", "بغداد (١٢)". A count of zero is dimmed by its choice.
 */
export const CountText = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** The count as the interface language writes it, "(12)" or "(١٢)". */
export function useCountText(): (count: number) => string {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  return (count) => t('filters.count', { formatted: formats.number(count) });
}

export function OptionCount({ count }: { count: number | null }) {
  const countText = useCountText();
  if (count === null) return null;
  return (
    <>
      {' '}
      <CountText data-testid="option-count">{countText(count)}</CountText>
    </>
  );
}
