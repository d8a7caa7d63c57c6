// Spec §2 'Advanced search modal' and §4: how the directory's filters depend on each other.

import { BAGHDAD } from '../constants';
import type { MainSpecialization } from '../types/directory';

/** A query of only spaces counts as empty (spec §4). */
export function searchQueryOf(text: unknown): string {
  return typeof text === 'string' ? text.trim() : '';
}

/** The zone choice (Karkh, Risafa) exists only for Baghdad. */
export function cityHasZones(city: string | null | undefined): boolean {
  return typeof city === 'string' && city.trim().toLowerCase() === BAGHDAD.toLowerCase();
}

/**
 * The sub-specialities still allowed once the chosen main specialisations are `mainTitles`: those
 * belonging to a chosen one. With no main specialisation chosen, none remain.
 */
export function pruneSubSpecialities(
  subTitles: readonly string[],
  mainTitles: readonly string[],
  reference: readonly MainSpecialization[],
): string[] {
  const chosen = new Set(mainTitles.map((title) => title.toLowerCase()));
  const allowed = new Set(
    reference
      .filter((main) => chosen.has(main.title.toLowerCase()))
      .flatMap((main) => main.children.map((child) => child.title.toLowerCase())),
  );
  return subTitles.filter((title) => allowed.has(title.toLowerCase()));
}

/** Clicking the chosen value of a toggle group (gender, availability) again clears it. */
export function toggleChoice<T>(current: T | null, clicked: T): T | null {
  return current === clicked ? null : clicked;
}
