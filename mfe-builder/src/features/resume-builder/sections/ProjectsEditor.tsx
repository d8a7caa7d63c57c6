import { useTranslation } from '@talent/i18n';
import { canAddProject, emptyProject } from '@talent/resume-model';
import { FieldRow, TextAreaField, TextField } from '../components/fields';
import { DurationFields } from './DurationFields';
import { EntryListEditor } from './EntryListEditor';

export function ProjectsEditor() {
  const { t } = useTranslation('builder');
  return (
    <EntryListEditor
      section="projects"
      emptyEntry={emptyProject}
      canAdd={canAddProject}
      fields={(base, project) => (
        <>
          <FieldRow>
            <TextField name={`${base}.name`} label={t('projects.name')} />
            <TextField
              name={`${base}.url`}
              label={t('projects.url')}
              dir="ltr"
              inputMode="url"
              autoComplete="url"
            />
          </FieldRow>
          <DurationFields at={base} duration={project} />
          <TextAreaField name={`${base}.description`} label={t('projects.description')} rows={3} />
        </>
      )}
    />
  );
}
