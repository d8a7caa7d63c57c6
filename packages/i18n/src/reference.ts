import type { Namespace, TFunction } from 'i18next';
import type { GenderContext } from './gender';
import type reference from './locales/en/reference.json';

/** The fixed value lists the product shows, each a group of the `reference` namespace. */
export type ReferenceList = keyof typeof reference;

// Stored values may hold '.' or ':' ("Bachelor's", a user's own skill such as "Node.js"), which
// i18next would read as a path or a namespace; the lookup splits on a character no value holds.
const PATH_SEPARATOR = '\u001f';

type LooseTranslate = (
  key: string,
  options: {
    ns: 'reference';
    keySeparator: string;
    nsSeparator: false;
    defaultValue: string;
    context?: GenderContext;
  },
) => string;

/**
 * The display name of a stored reference value (a governorate, a degree, a specialisation id, …) in
 * the interface language of `t`. The stored value stays English; a value the catalogue does not know
 * (typed by a user, or added to the server's lists later) is shown as `fallback`, by default the
 * value itself — for a specialisation id, pass the title the server sent. `context` is the gender of the
 * person the value describes (`genderContext`): Arabic writes «متاحة للعمل», «متحدثة» for a woman.
 */
export function referenceLabel<TNamespace extends Namespace>(
  t: TFunction<TNamespace>,
  list: ReferenceList,
  value: string | number | null | undefined,
  fallback?: string,
  context?: GenderContext,
): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return fallback ?? '';
  // An empty default marks "not in the catalogue" without running the user's text through
  // interpolation, as a default value would be.
  const label = (t as unknown as LooseTranslate)(`${list}${PATH_SEPARATOR}${text}`, {
    ns: 'reference',
    keySeparator: PATH_SEPARATOR,
    nsSeparator: false,
    defaultValue: '',
    ...(context ? { context } : {}),
  });
  return typeof label === 'string' && label !== '' ? label : (fallback ?? text);
}
