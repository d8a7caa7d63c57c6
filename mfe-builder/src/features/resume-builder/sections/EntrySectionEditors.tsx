import { entrySectionsOfTab, type EntrySectionKey, type RESUME_TABS } from '@talent/resume-model';
import type { ComponentType } from 'react';
import type { ReferenceLists } from '../hooks/useBuilderData';
import { Courses } from './EducationTab';
import { Employment } from './ExperienceTab';
import { ProjectsEditor } from './ProjectsEditor';
import { Activities } from './SkillsActivitiesTab';
import { VolunteeringEditor } from './VolunteeringEditor';

interface EditorProps {
  reference: ReferenceLists;
}

/**
 * The editor of each entry section (`ENTRY_SECTIONS` of @talent/resume-model says which tab shows it
 * and where): a new section's key asks for its editor here.
 */
const SECTION_EDITORS: { [K in EntrySectionKey]: ComponentType<EditorProps> } = {
  employment: Employment,
  courses: Courses,
  activities: ({ reference }) => <Activities participation={reference.participation} />,
  projects: ProjectsEditor,
  volunteering: VolunteeringEditor,
};

/** The entry sections a tab edits, after its own fields, in the document's order. */
export function EntrySectionEditors({
  tab,
  reference,
}: {
  tab: (typeof RESUME_TABS)[number];
  reference: ReferenceLists;
}) {
  return entrySectionsOfTab(tab).map(({ key }) => {
    const Editor = SECTION_EDITORS[key];
    return <Editor key={key} reference={reference} />;
  });
}
