import { useTranslation } from '@talent/i18n';
import { isLanguage, languageNames, supportedLanguages } from '@talent/i18n/src/languages';
import { type ResumeDraft, withMainLanguage } from '@talent/resume-model';
import { loadDocumentTexts } from '@talent/resume-template';
import { Field, Select } from '@talent/ui';
import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { Section, SectionTitle } from '../components/fields';
import { useFieldError } from '../components/validation';
import { useEditedVersion } from '../versions/EditedVersion';

/**
 * The language the resume is printed in (issue #16), apart from the interface language: each
 * language is offered by its own name, so a reader of any of them finds theirs.
 */
export function DocumentLanguageSection() {
  const { t } = useTranslation('builder');
  const { values, setValues } = useFormikContext<ResumeDraft>();
  const { edited, setEdited } = useEditedVersion();
  const error = useFieldError('language');
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    if (!isLanguage(language)) return;
    // The preview waits for the language's texts: fetching them now shortens that wait.
    void loadDocumentTexts(language);
    // Issue 31: a version in the chosen language changes places with the main version; no word is lost.
    void setValues(withMainLanguage(values, language));
    if (edited === language) setEdited(null);
  };
  return (
    <Section aria-labelledby="document-language-heading">
      <SectionTitle id="document-language-heading">{t('documentLanguage.heading')}</SectionTitle>
      <Field label={t('documentLanguage.label')} hint={t('documentLanguage.hint')} error={error}>
        <Select name="language" value={values.language} onChange={choose}>
          {supportedLanguages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </Select>
      </Field>
    </Section>
  );
}
