// An imported draft held to the save call's bounds (the resume schema's maxLength and maxItems), so
// that accepting it never ends in a 422 at the first save. What is cut off is reported, not dropped
// silently: the rest of a long text, the entries past a list's limit.

import { ResumeSectionsSchema } from '@talent/resume-model/src/schema/resume-schema';
import type { ImportSection, ResumeDraft, UnplacedValue } from '@talent/resume-model';

/** The parts of a JSON Schema that bound a value. */
type Schema = {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
};

function fit(value: unknown, schema: Schema, section: ImportSection, cut: UnplacedValue[]): unknown {
  if (typeof value === 'string' && schema.maxLength !== undefined && [...value].length > schema.maxLength) {
    const characters = [...value];
    cut.push({ section, field: 'text', value: characters.slice(schema.maxLength).join('') });
    return characters.slice(0, schema.maxLength).join('');
  }
  if (Array.isArray(value) && schema.items) {
    const kept = schema.maxItems === undefined ? value : value.slice(0, schema.maxItems);
    for (const dropped of value.slice(kept.length)) {
      cut.push({
        section,
        field: 'text',
        value: typeof dropped === 'string' ? dropped : JSON.stringify(dropped),
      });
    }
    return kept.map((item) => fit(item, schema.items!, section, cut));
  }
  if (typeof value === 'object' && value !== null && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        schema.properties![key] ? fit(item, schema.properties![key]!, section, cut) : item,
      ]),
    );
  }
  return value;
}

const SECTION_OF: Partial<Record<string, ImportSection>> = { language: 'other' };

/** The draft within the schema's bounds, and what had to be cut to get there. */
export function fitToSchema(draft: ResumeDraft): { draft: ResumeDraft; unplaced: UnplacedValue[] } {
  const cut: UnplacedValue[] = [];
  const fitted: Record<string, unknown> = { ...draft };
  for (const [key, schema] of Object.entries(ResumeSectionsSchema.properties)) {
    const section = SECTION_OF[key] ?? (key as ImportSection);
    fitted[key] = fit(draft[key as keyof ResumeDraft], schema as Schema, section, cut);
  }
  return { draft: fitted as unknown as ResumeDraft, unplaced: cut };
}
