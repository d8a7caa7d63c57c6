import { referenceLabel, type TFunction } from '@talent/i18n';
import type { MainSpecialization } from '@talent/resume-model';

/**
 * The name of a main specialisation or sub-speciality the filters hold by its English title (spec §3
 * 'Directory filters'), in the interface language: its id, found among the tabs' categories, names
 * it in the `reference` catalogue. A title the categories do not hold is shown as it is.
 */
export function specializationTitleLabel(
  t: TFunction<'directory'>,
  categories: readonly MainSpecialization[],
  title: string,
): string {
  for (const main of categories) {
    if (main.title === title) return referenceLabel(t, 'specialization', main.id, title);
    const sub = main.children.find((child) => child.title === title);
    if (sub !== undefined) return referenceLabel(t, 'specialization', sub.id, title);
  }
  return title;
}
