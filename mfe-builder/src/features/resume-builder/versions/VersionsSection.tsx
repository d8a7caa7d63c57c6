import { useTranslation } from '@talent/i18n';
import { languageDirection, languageNames, supportedLanguages, type Language } from '@talent/i18n';
import {
  availableLanguages,
  emptyTranslation,
  type ResumeDraft,
  startedFromMainText,
  translationCompleteness,
  versionTextAt,
  type VersionText,
  versionTexts,
  withVersionText,
} from '@talent/resume-model';
import { Button, Field, Modal, ProgressBar, Select, TextArea, TextInput } from '@talent/ui';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Section, SectionHint, SectionTitle } from '../components/fields';
import { useEditedVersion } from './EditedVersion';

const VersionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const VersionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > span {
    flex: 1 1 12rem;
  }

  /* The bar under the version's name, across the row. */
  > [role='progressbar'] {
    flex: 1 1 100%;
    order: 1;
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 12rem;
  }
`;

/** The main text beside its translation; stacked on a phone. */
const TextPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const MainText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Fields whose text runs to sentences get a text area. */
const LONG_FIELDS = new Set([
  'contact.welcome_message',
  'summary',
  'employment.responsibilities',
  'projects.description',
  'volunteering.summary',
]);

/** The field's label in the `versions.fields` catalogue ('employment.title' → 'versions.fields.employment_title'). */
const fieldLabelKey = (field: string) =>
  `versions.fields.${field.replace('.', '_')}` as 'versions.fields.summary';

/** One text of the main version beside the field that translates it; the field is described by that text. */
function TranslatedText({
  language,
  main,
  path,
  text,
  field,
  value,
  onWrite,
}: VersionText & { language: Language; main: Language; value: string; onWrite: (text: string) => void }) {
  const { t } = useTranslation('builder');
  const mainTextId = useId();
  const Input = LONG_FIELDS.has(field) ? TextArea : TextInput;
  return (
    <TextPair>
      <div>
        <span>{t('versions.mainText', { language: languageNames[main] })}</span>
        <MainText id={mainTextId} lang={main} dir="auto">
          {text}
        </MainText>
      </div>
      <Field label={t(fieldLabelKey(field))}>
        <Input
          name={`translations.${language}.${path.join('.')}`}
          lang={language}
          dir={languageDirection(language)}
          value={value}
          placeholder={text}
          aria-describedby={mainTextId}
          onChange={(event: { target: { value: string } }) => onWrite(event.target.value)}
        />
      </Field>
    </TextPair>
  );
}

function TranslationView({ language, onDone }: { language: Language; onDone: () => void }) {
  const { t } = useTranslation('builder');
  const { values, setValues } = useFormikContext<ResumeDraft>();
  const translation = values.translations?.[language];
  const main = values.language;
  const texts = versionTexts(values);
  const name = languageNames[language];
  return (
    <Section aria-labelledby="version-editor-heading">
      <SectionTitle id="version-editor-heading">
        {t('versions.editingHeading', { language: name })}
      </SectionTitle>
      <SectionHint>{t('versions.structureNote')}</SectionHint>
      <div>
        <Button variant="secondary" onClick={() => void setValues(startedFromMainText(values, language))}>
          {t('versions.startFromMain')}
        </Button>
      </div>
      {texts.length === 0 && <SectionHint>{t('versions.nothingToTranslate')}</SectionHint>}
      {texts.map(({ path, text, field }) => (
        <TranslatedText
          key={path.join('.')}
          language={language}
          main={main}
          path={path}
          text={text}
          field={field}
          value={versionTextAt(translation, path)}
          onWrite={(next) => void setValues(withVersionText(values, language, path, next), false)}
        />
      ))}
      <div>
        <Button onClick={onDone}>{t('versions.done')}</Button>
      </div>
    </Section>
  );
}

/**
 * Issue 31: the resume in other languages. Each version is listed with how much of it is translated; a
 * version is added in a language the resume lacks, translated beside the main text, and removed after
 * a question.
 */
export function VersionsSection() {
  const { t } = useTranslation('builder');
  const { values, setValues } = useFormikContext<ResumeDraft>();
  const { edited, setEdited } = useEditedVersion();
  const [removing, setRemoving] = useState<Language | null>(null);
  const versions = availableLanguages(values).slice(1);
  const missing = supportedLanguages.filter((language) => !availableLanguages(values).includes(language));
  const [chosen, setChosen] = useState<Language | ''>('');
  const addId = useId();
  const pick = chosen !== '' && missing.includes(chosen) ? chosen : (missing[0] ?? null);

  const add = () => {
    if (pick === null) return;
    void setValues({ ...values, translations: { ...values.translations, [pick]: emptyTranslation() } });
    setChosen('');
    setEdited(pick);
  };
  const remove = (language: Language) => {
    const { [language]: _removed, ...others } = values.translations ?? {};
    void setValues({ ...values, translations: others });
    if (edited === language) setEdited(null);
    setRemoving(null);
  };

  if (edited !== null && versions.includes(edited)) {
    return <TranslationView language={edited} onDone={() => setEdited(null)} />;
  }
  return (
    <Section aria-labelledby="versions-heading">
      <SectionTitle id="versions-heading">{t('versions.heading')}</SectionTitle>
      <SectionHint>{t('versions.hint')}</SectionHint>
      <p>{t('versions.main', { language: languageNames[values.language] })}</p>
      {versions.length === 0 ? (
        <SectionHint>{t('versions.none')}</SectionHint>
      ) : (
        <VersionList>
          {versions.map((language) => {
            const { percent } = translationCompleteness(values, language);
            const completeness = t('versions.completeness', { language: languageNames[language], percent });
            return (
              <VersionRow key={language}>
                <span>{completeness}</span>
                <ProgressBar
                  label={completeness}
                  value={percent}
                  tone={percent === 100 ? 'success' : 'info'}
                />
                <Button variant="secondary" onClick={() => setEdited(language)}>
                  {t('versions.translate', { language: languageNames[language] })}
                </Button>
                <Button variant="secondary" onClick={() => setRemoving(language)}>
                  {t('versions.remove', { language: languageNames[language] })}
                </Button>
              </VersionRow>
            );
          })}
        </VersionList>
      )}
      {pick !== null && (
        <AddRow>
          <Field label={t('versions.addLabel')}>
            <Select id={addId} value={pick} onChange={(event) => setChosen(event.target.value as Language)}>
              {missing.map((language) => (
                <option key={language} value={language} lang={language}>
                  {languageNames[language]}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={add}>{t('versions.add')}</Button>
        </AddRow>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        role="alertdialog"
        title={removing ? t('versions.removeTitle', { language: languageNames[removing] }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('versions.cancel')}
            </Button>
            <Button onClick={() => removing && remove(removing)}>{t('versions.confirmRemove')}</Button>
          </>
        }
      >
        <p>{t('versions.removeText')}</p>
      </Modal>
    </Section>
  );
}
