import { useTranslation } from '@talent/i18n';
import { TextInput, type TextInputProps } from '@talent/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
`;

const Input = styled(TextInput)`
  /* Room for the toggle, on whichever side the line ends. */
  padding-inline-end: 3rem;
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'id'> & {
  /** The input's id, also the Field's, so the toggle can name the box it controls. */
  id: string;
};

/**
 * A password box with a show/hide toggle. The toggle keeps one name and says whether the password is
 * shown through aria-pressed, so a screen reader hears "Show password, toggle button, pressed".
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <Frame>
      <Input {...props} type={shown ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={t('showPassword')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((current) => !current)}
      >
        <EyeIcon crossed={shown} />
      </Toggle>
    </Frame>
  );
}
