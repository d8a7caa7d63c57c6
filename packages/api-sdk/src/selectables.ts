import type {
  MainSpecialization,
  ReferenceList,
  ReferenceListName,
  SpecializationReferenceListName,
  SubSpecialization,
} from '@talent/resume-model';

const SPECIALIZATION_LISTS: readonly ReferenceListName[] = [
  'specializations',
  'specialities',
] satisfies SpecializationReferenceListName[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSubSpecialization(value: unknown): value is SubSpecialization {
  return isRecord(value) && typeof value.id === 'number' && typeof value.title === 'string';
}

function toMainSpecialization(value: unknown): MainSpecialization | null {
  if (!isSubSpecialization(value)) return null;
  const children = (value as { children?: unknown }).children;
  return {
    id: value.id,
    title: value.title,
    children: Array.isArray(children)
      ? children.filter(isSubSpecialization).map(({ id, title }) => ({ id, title }))
      : [],
  };
}

/** The list in a selectables answer; the `data` field may arrive JSON-encoded as a string (spec §7). */
function listFrom(data: unknown): unknown[] {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

/**
 * Keeps what the screens can use: specialisation lists keep items with an id and a title,
 * the other lists keep their strings; anything else is dropped (spec §7).
 */
export function parseReferenceList<TName extends ReferenceListName>(
  name: TName,
  data: unknown,
): ReferenceList<TName> {
  const list = listFrom(data);
  if (SPECIALIZATION_LISTS.includes(name)) {
    return list.map(toMainSpecialization).filter((item) => item !== null) as ReferenceList<TName>;
  }
  return list.filter((item): item is string => typeof item === 'string') as ReferenceList<TName>;
}
