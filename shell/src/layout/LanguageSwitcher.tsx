import {
  chooseLanguage,
  isLanguage,
  languageDirection,
  languageNames,
  supportedLanguages,
  useTranslation,
} from '@talent/i18n';
import { Select } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Switcher = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LanguageSelect = styled(Select)`
  inline-size: auto;

  select {
    min-block-size: 2.75rem;
  }
`;

function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="8" />
        <path d="M2 10h16M10 2c2.5 2.2 3.6 5 3.6 8s-1.1 5.8-3.6 8c-2.5-2.2-3.6-5-3.6-8S7.5 4.2 10 2z" />
      </g>
    </svg>
  );
}

/**
 * The interface language, each listed by its own name (a reader who does not know the current language
 * still finds theirs). A choice switches the shell and every remote at once and is kept for later visits.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  return (
    <Switcher>
      <GlobeIcon />
      <LanguageSelect
        id={id}
        aria-label={t('navbar.language')}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) void chooseLanguage(language);
        }}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language} dir={languageDirection(language)}>
            {languageNames[language]}
          </option>
        ))}
      </LanguageSelect>
    </Switcher>
  );
}
