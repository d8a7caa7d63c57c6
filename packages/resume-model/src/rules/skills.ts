// Personal skills, languages and tools of the Skills & Activities tab (spec §5).

import { array, mixed } from 'yup';
import { SKILLS_LIMITS } from '../constants';
import { LANGUAGE_MESSAGES, SKILL_MESSAGES, TOOL_MESSAGES, type ValidationMessage } from '../messages';
import { ratingLabel } from '../ratings';
import type { RatedItemShape } from '../schema/resume-schema';
import { group, isFilled, requiredText, type RulesFor } from './schema-helpers';

/**
 * The skills that count: non-blank text. The profile overview may hold skills as items with an
 * `item` field (spec §3), so those count too.
 */
export function filledSkills(skills: readonly unknown[]): string[] {
  return skills.flatMap((skill) => {
    const text = typeof skill === 'object' && skill !== null ? (skill as { item?: unknown }).item : skill;
    return isFilled(text) ? [text.trim()] : [];
  });
}

export const skillsSchema = array()
  .ensure()
  .test(
    'at-least-one',
    SKILL_MESSAGES.atLeastOne,
    (skills = []) => filledSkills(skills).length >= SKILLS_LIMITS.min,
  )
  .test(
    'at-most-five',
    SKILL_MESSAGES.tooMany,
    (skills = []) => filledSkills(skills).length <= SKILLS_LIMITS.max,
  );

/** A level on the 1–5 scale, as a number or as the string a form control hands over. */
export function isRating(value: unknown): boolean {
  return ratingLabel(value) !== 'N/A';
}

function ratedItemsSchema(messages: {
  atLeastOne: ValidationMessage;
  nameRequired: ValidationMessage;
  levelRequired: ValidationMessage;
}) {
  return array()
    .ensure()
    .of(
      group({
        item: requiredText(messages.nameRequired),
        rating: mixed().nullable().test('on-the-scale', messages.levelRequired, isRating),
      } satisfies RulesFor<RatedItemShape>),
    )
    .min(1, messages.atLeastOne);
}

export const languagesSchema = ratedItemsSchema(LANGUAGE_MESSAGES);
export const toolsSchema = ratedItemsSchema(TOOL_MESSAGES);
