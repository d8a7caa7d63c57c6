import { useTranslation } from '@talent/i18n';
import type { ResumeDraft } from '@talent/resume-model';
import { Button } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { EntryActions, EntryCard, EntryLegend, Muted, Section, SectionTitle } from '../components/fields';

type ListSection = 'projects' | 'volunteering';

interface EntryListEditorProps<K extends ListSection> {
  /** The draft's list, also the catalogue prefix of its texts (`{section}.heading`, `.empty`, `.entry`, …). */
  section: K;
  emptyEntry: () => ResumeDraft[K][number];
  canAdd: (entries: ResumeDraft[K]) => boolean;
  /** The fields of one entry, named under `base` (`projects[2]`). */
  fields: (base: string, entry: ResumeDraft[K][number]) => ReactNode;
}

/** An optional list section of the builder: its entries, each removable, and Add while the rules allow it. */
export function EntryListEditor<K extends ListSection>({
  section,
  emptyEntry,
  canAdd,
  fields,
}: EntryListEditorProps<K>) {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  const entries = values[section] as ResumeDraft[K];
  // The catalogue's keys are typed per section: read them through the union, not the generic.
  const texts: ListSection = section;
  const headingId = `${section}-heading`;
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t(`${texts}.heading`)}</SectionTitle>
      <FieldArray name={section}>
        {({ push, remove }) => (
          <>
            {entries.length === 0 && <Muted>{t(`${texts}.empty`)}</Muted>}
            {entries.map((entry, index) => (
              <EntryCard key={index}>
                <EntryLegend>{t(`${texts}.entry`, { index: index + 1 })}</EntryLegend>
                {fields(`${section}[${index}]`, entry)}
                <EntryActions>
                  <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                    {t(`${texts}.remove`, { index: index + 1 })}
                  </Button>
                </EntryActions>
              </EntryCard>
            ))}
            <div>
              <Button variant="secondary" onClick={() => push(emptyEntry())} disabled={!canAdd(entries)}>
                {t(`${texts}.add`)}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}
