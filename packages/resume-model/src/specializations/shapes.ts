// The four shapes a resume's specialisations travel in (spec §3) and the conversions between them.
// The builder form is the canonical one: every other form converts to and from it.

import type { MainSpecialization } from '../types/directory';
import type {
  BuilderSpecialization,
  DetailSpecialization,
  ProfileSpecialization,
  StoredSpecialization,
} from '../types/resume';

export const UNTITLED_SPECIALIZATION = 'Untitled Specialization';
export const UNTITLED_SUB_SPECIALIZATION = 'Untitled Sub-specialization';
export const UNKNOWN_SPECIALIZATION = 'Unknown';

export function storedFromBuilder(list: readonly BuilderSpecialization[]): StoredSpecialization[] {
  return list.map((main) => ({ id: main.id, selected_sub: main.sub.map((sub) => sub.id) }));
}

export function builderFromStored(list: readonly StoredSpecialization[]): BuilderSpecialization[] {
  return list.map((main) => ({ id: main.id, sub: main.selected_sub.map((id) => ({ id })) }));
}

/**
 * The server keeps one profile row per chosen main specialisation, so a row's id is the main
 * specialisation's id, repeated in main_specialization_id.
 */
export function profileFromBuilder(list: readonly BuilderSpecialization[]): ProfileSpecialization[] {
  return list.map((main) => ({
    id: main.id,
    main_specialization_id: main.id,
    specialization_details: { selected_sub: main.sub.map((sub) => sub.id) },
  }));
}

export function builderFromProfile(list: readonly ProfileSpecialization[]): BuilderSpecialization[] {
  return list.map((row) => ({
    id: row.main_specialization_id,
    sub: row.specialization_details.selected_sub.map((id) => ({ id })),
  }));
}

function titleOr(title: string | undefined, fallback: string): string {
  return title !== undefined && title.trim() !== '' ? title : fallback;
}

/** One row per main specialisation followed by a row per sub, titled from the reference list. */
export function detailFromBuilder(
  list: readonly BuilderSpecialization[],
  mainSpecializations: readonly MainSpecialization[],
): DetailSpecialization[] {
  const references = new Map(mainSpecializations.map((main) => [main.id, main]));
  return list.flatMap((main) => {
    const reference = references.get(main.id);
    const subTitles = new Map(reference?.children.map((child) => [child.id, child.title]));
    const mainRow: DetailSpecialization = {
      id: main.id,
      specialization: titleOr(reference?.title, UNTITLED_SPECIALIZATION),
      main_specialization_id: null,
    };
    const subRows = main.sub.map((sub) => ({
      id: sub.id,
      specialization: titleOr(subTitles.get(sub.id), UNTITLED_SUB_SPECIALIZATION),
      main_specialization_id: main.id,
    }));
    return [mainRow, ...subRows];
  });
}

/**
 * Groups detail rows back under their mains; a sub whose main is not listed is dropped. One pass over
 * the rows: the list may come from a client, and its length must not cost its square.
 */
export function builderFromDetail(rows: readonly DetailSpecialization[]): BuilderSpecialization[] {
  const subsByMain = new Map<number, Array<{ id: number }>>();
  for (const row of rows) {
    if (row.main_specialization_id === null) continue;
    const subs = subsByMain.get(row.main_specialization_id) ?? [];
    subs.push({ id: row.id });
    subsByMain.set(row.main_specialization_id, subs);
  }
  return rows
    .filter((row) => row.main_specialization_id === null)
    .map((main) => ({ id: main.id, sub: [...(subsByMain.get(main.id) ?? [])] }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function idsOf(values: unknown): number[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((value) => {
    const id = isRecord(value) ? value.id : value;
    return isId(id) ? [id] : [];
  });
}

/**
 * Any of the four forms, as they arrive from storage, the server or an older client, in the builder
 * form. Entries that match none of them are left out.
 */
export function normalizeSpecializations(list: unknown): BuilderSpecialization[] {
  if (!Array.isArray(list)) return [];
  const records = list.filter(isRecord);
  if (records.some((item) => 'specialization' in item && 'main_specialization_id' in item)) {
    const rows = records.filter(
      (row): row is Record<string, unknown> & DetailSpecialization =>
        isId(row.id) && (row.main_specialization_id === null || isId(row.main_specialization_id)),
    );
    return builderFromDetail(rows);
  }
  return records.flatMap((item) => {
    if (isRecord(item.specialization_details) && isId(item.main_specialization_id)) {
      return [
        {
          id: item.main_specialization_id,
          sub: idsOf(item.specialization_details.selected_sub).map((id) => ({ id })),
        },
      ];
    }
    if (!isId(item.id)) return [];
    const subs = 'selected_sub' in item ? item.selected_sub : item.sub;
    return [{ id: item.id, sub: idsOf(subs).map((id) => ({ id })) }];
  });
}

type NamedSpecialization = MainSpecialization | DetailSpecialization;

/**
 * The name for a main or sub specialisation id, from the reference list or from detail rows;
 * 'Unknown' when the id is not there. Main and sub ids share one numbering on our server.
 */
export function specializationNameLookup(list: readonly NamedSpecialization[]): (id: number) => string {
  const names = new Map<number, string>();
  for (const item of list) {
    if ('specialization' in item) {
      names.set(item.id, item.specialization);
    } else {
      names.set(item.id, item.title);
      for (const child of item.children) names.set(child.id, child.title);
    }
  }
  return (id) => names.get(id) ?? UNKNOWN_SPECIALIZATION;
}
