import { useTranslation } from '@talent/i18n';
import { canAddProject, emptyProject, type ResumeDraft } from '@talent/resume-model';
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

export function ProjectsEditor() {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  const projects = values.projects;
  return (
    <Section aria-labelledby="projects-heading">
      <SectionTitle id="projects-heading">{t('projects.heading')}</SectionTitle>
      <FieldArray name="projects">
        {({ push, remove }) => (
          <>
            {projects.length === 0 && <Muted>{t('projects.empty')}</Muted>}
            {projects.map((project, index) => {
              const base = `projects[${index}]`;
              return (
                <EntryCard key={index}>
                  <EntryLegend>{t('projects.entry', { index: index + 1 })}</EntryLegend>
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
                  <EntryActions>
                    <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                      {t('projects.remove', { index: index + 1 })}
                    </Button>
                  </EntryActions>
                </EntryCard>
              );
            })}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyProject())}
                disabled={!canAddProject(projects)}
              >
                {t('projects.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}
