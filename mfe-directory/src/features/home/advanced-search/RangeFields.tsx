import { useInterfaceLanguage, useTranslation } from '@talent/i18n';
import type { NumberRange, RangeEnd } from '@talent/resume-model';
import { TextInput } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { settleRangeText, type RangeText } from './draft';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 8rem));
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin-block-start: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RangeFieldsProps {
  labelId: string;
  value: RangeText;
  bounds: NumberRange;
  onChange: (value: RangeText) => void;
}

/** Minimum and maximum boxes, clamped on blur (spec §5 'Range inputs'). */
export function RangeFields({ labelId, value, bounds, onChange }: RangeFieldsProps) {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  const hintId = useId();
  const box = (end: RangeEnd) => (
    <Box>
      {end === 'min' ? t('filters.min') : t('filters.max')}
      <TextInput
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        aria-describedby={`${labelId} ${hintId}`}
        value={value[end]}
        onChange={(event) => onChange({ ...value, [end]: event.target.value })}
        onBlur={() => onChange(settleRangeText(value, end, bounds))}
      />
    </Box>
  );
  return (
    <div role="group" aria-labelledby={labelId}>
      <Row>
        {box('min')}
        {box('max')}
      </Row>
      {/* Issue 23: the ranges are open at the top ('10' is 10 years or more), so the hint is shown. */}
      <Hint id={hintId}>
        {t('filters.rangeHint', { min: formats.number(bounds.min), max: formats.number(bounds.max) })}
      </Hint>
    </div>
  );
}
