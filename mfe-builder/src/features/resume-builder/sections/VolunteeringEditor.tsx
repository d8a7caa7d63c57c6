import { useTranslation } from '@talent/i18n';
import { canAddVolunteering, emptyVolunteering } from '@talent/resume-model';
import { FieldRow, TextAreaField, TextField } from '../components/fields';
import { DurationFields } from './DurationFields';
import { EntryListEditor } from './EntryListEditor';

export function VolunteeringEditor() {
  const { t } = useTranslation('builder');
  return (
    <EntryListEditor
      section="volunteering"
      emptyEntry={emptyVolunteering}
      canAdd={canAddVolunteering}
      fields={(base, entry) => (
        <>
          <FieldRow>
            <TextField name={`${base}.organization`} label={t('volunteering.organization')} />
            <TextField name={`${base}.role`} label={t('volunteering.role')} />
          </FieldRow>
          <DurationFields at={`${base}.duration`} duration={entry.duration} />
          <TextAreaField name={`${base}.summary`} label={t('volunteering.summary')} rows={3} />
        </>
      )}
    />
  );
}
