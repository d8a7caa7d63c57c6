import { useTranslation } from '@talent/i18n';
import { canAddVolunteering, emptyVolunteering, type ResumeDraft } from '@talent/resume-model';
import { Button } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import {
  EntryActions,
  EntryCard,
  EntryLegend,
  FieldRow,
  Muted,
  Section,
  SectionTitle,
  TextAreaField,
  TextField,
} from '../components/fields';
import { DurationFields } from './DurationFields';

export function VolunteeringEditor() {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  const entries = values.volunteering;
  return (
    <Section aria-labelledby="volunteering-heading">
      <SectionTitle id="volunteering-heading">{t('volunteering.heading')}</SectionTitle>
      <FieldArray name="volunteering">
        {({ push, remove }) => (
          <>
            {entries.length === 0 && <Muted>{t('volunteering.empty')}</Muted>}
            {entries.map((entry, index) => {
              const base = `volunteering[${index}]`;
              return (
                <EntryCard key={index}>
                  <EntryLegend>{t('volunteering.entry', { index: index + 1 })}</EntryLegend>
                  <FieldRow>
                    <TextField name={`${base}.organization`} label={t('volunteering.organization')} />
                    <TextField name={`${base}.role`} label={t('volunteering.role')} />
                  </FieldRow>
                  <DurationFields at={`${base}.duration`} duration={entry.duration} />
                  <TextAreaField name={`${base}.summary`} label={t('volunteering.summary')} rows={3} />
                  <EntryActions>
                    <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                      {t('volunteering.remove', { index: index + 1 })}
                    </Button>
                  </EntryActions>
                </EntryCard>
              );
            })}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyVolunteering())}
                disabled={!canAddVolunteering(entries)}
              >
                {t('volunteering.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}
