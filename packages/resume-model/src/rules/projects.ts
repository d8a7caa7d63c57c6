// Projects (issue 30): optional. What is filled in must make sense: a web address that is one, years
// in the range education and jobs use, months 1–12, an end not before the start.

import { array } from 'yup';
import { linkHref } from '../display/links';
import { LINK_MESSAGES } from '../messages';
import type { DurationShape, ProjectEntryShape } from '../schema/resume-schema';
import type { ProjectEntry } from '../types/resume';
import { durationSchema, isPresent } from './dates';
import { isFilled, optionalText, type RulesFor } from './schema-helpers';

export const projectsSchema = array()
  .ensure()
  .of(
    // The project's dates sit on the entry itself, so the duration's rules are its own fields.
    durationSchema().shape({
      name: optionalText(),
      description: optionalText(),
      url: optionalText().test(
        'web-address',
        LINK_MESSAGES.invalid,
        (url) => !isFilled(url) || linkHref(url) !== null,
      ),
    } satisfies RulesFor<Omit<ProjectEntryShape, keyof DurationShape>>),
  );

/** Like a job: another project may be added once every project has its name and start year. */
export function canAddProject(projects: readonly ProjectEntry[]): boolean {
  return projects.every(
    (project) =>
      isFilled(project.name) &&
      isFilled(project.start_year) &&
      (isFilled(project.end_year) || isPresent(project.end_year)),
  );
}
