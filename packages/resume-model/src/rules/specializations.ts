// Specialisations of the builder's Education tab (spec §5 'Specializations', §9: 1 to 2 main ones).

import { array, number, type TestContext } from 'yup';
import { MAIN_SPECIALIZATIONS_LIMITS } from '../constants';
import { SPECIALIZATION_MESSAGES } from '../messages';
import type { BuilderSpecialization } from '../types/resume';
import { group, ruleContext, type RulesFor } from './schema-helpers';

function idSchema() {
  return number()
    .typeError(SPECIALIZATION_MESSAGES.unknown)
    .required(SPECIALIZATION_MESSAGES.unknown)
    .integer(SPECIALIZATION_MESSAGES.unknown);
}

function mainIdOf(test: TestContext): unknown {
  return (test.from?.[1]?.value as { id?: unknown } | undefined)?.id;
}

const subSpecializationSchema = group({
  id: idSchema().test('under-its-main', SPECIALIZATION_MESSAGES.subNotUnderMain, function (id) {
    const reference = ruleContext(this).mainSpecializations;
    if (reference === undefined) return true;
    const main = reference.find((candidate) => candidate.id === mainIdOf(this));
    // An unknown main is reported on the main itself.
    return main === undefined || main.children.some((child) => child.id === id);
  }),
} satisfies RulesFor<BuilderSpecialization['sub'][number]>);

const mainSpecializationSchema = group({
  id: idSchema().test('known', SPECIALIZATION_MESSAGES.unknown, function (id) {
    const reference = ruleContext(this).mainSpecializations;
    return reference === undefined || reference.some((candidate) => candidate.id === id);
  }),
  sub: array().ensure().of(subSpecializationSchema),
} satisfies RulesFor<BuilderSpecialization>);

export const specializationsSchema = array()
  .ensure()
  .of(mainSpecializationSchema)
  .min(MAIN_SPECIALIZATIONS_LIMITS.min, SPECIALIZATION_MESSAGES.atLeastOne)
  .max(MAIN_SPECIALIZATIONS_LIMITS.max, SPECIALIZATION_MESSAGES.tooMany)
  .test('once-each', SPECIALIZATION_MESSAGES.chosenTwice, (list = []) => {
    const ids = list.map((main) => main.id);
    return new Set(ids).size === ids.length;
  });
