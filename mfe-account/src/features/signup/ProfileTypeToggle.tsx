import { useTranslation } from '@talent/i18n';
import { VisuallyHidden } from '@talent/ui';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease-out,
    color ${({ theme }) => theme.durations.fast} ease-out;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/* The native radio stays in the page for keyboard and screen reader; the label is what shows. */
const Radio = styled.input.attrs({ type: 'radio' })`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

interface ProfileTypeToggleProps {
  isCompany: boolean;
  onChange: (isCompany: boolean) => void;
}

/** Applicant or Company (spec §2 signup), sent to the server as `is_company`. */
export function ProfileTypeToggle({ isCompany, onChange }: ProfileTypeToggleProps) {
  const { t } = useTranslation('account');
  return (
    <Group>
      {/* Named for assistive technology; the page's subtitle already asks the question on screen. */}
      <VisuallyHidden as="legend">{t('signup.profileType')}</VisuallyHidden>
      <Choice>
        <Radio name="profileType" value="applicant" checked={!isCompany} onChange={() => onChange(false)} />
        {t('signup.applicant')}
      </Choice>
      <Choice>
        <Radio name="profileType" value="company" checked={isCompany} onChange={() => onChange(true)} />
        {t('signup.company')}
      </Choice>
    </Group>
  );
}
