import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useFieldControl } from './Field';
import { controlStyles } from './controlStyles';

const SelectWrapper = styled.div`
  position: relative;
  inline-size: 100%;
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;

// Drawn as an element at inset-inline-end (not a background image) so the arrow flips with dir="rtl".
const Chevron = styled.svg`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type SelectProps = ComponentProps<'select'>;

/** A native select (best keyboard and mobile support), styled like the other controls. */
export function Select({ className, ...selectProps }: SelectProps) {
  return (
    <SelectWrapper className={className}>
      <NativeSelect {...useFieldControl(selectProps)} />
      <Chevron width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4.5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </Chevron>
    </SelectWrapper>
  );
}
