// Place rules that need no validation library (see date-parts.ts for why that matters).

import { BAGHDAD } from '../constants';

/** Spec §5: the zone is required, and shown, only when the city includes Baghdad. */
export function isBaghdad(city: unknown): boolean {
  return typeof city === 'string' && city.includes(BAGHDAD);
}
