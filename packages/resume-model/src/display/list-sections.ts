// Which list sections the resume document shows. Kept apart from the card's helpers: the section
// registry it reads brings the builder's validation rules (yup), which the home page never needs.

import { ENTRY_SECTIONS, type EntrySectionKey } from '../sections/registry';
import { displayText } from './placeholders';

export type ListSection = 'education' | 'languages' | 'tools' | EntrySectionKey;

/** The field whose absence in a list section's first entry hides the whole section. */
export const LIST_SECTION_LEAD_FIELDS: Readonly<Record<ListSection, string>> = {
  education: 'institute',
  languages: 'item',
  tools: 'item',
  ...(Object.fromEntries(ENTRY_SECTIONS.map((section) => [section.key, section.leadField])) as Record<
    EntrySectionKey,
    string
  >),
};

/** A section whose first entry lacks its institute, item, title or name is hidden. */
export function isListSectionShown(section: ListSection, entries: readonly object[]): boolean {
  const first = entries[0] as Record<string, unknown> | undefined;
  return first !== undefined && displayText(first[LIST_SECTION_LEAD_FIELDS[section]]) !== null;
}
