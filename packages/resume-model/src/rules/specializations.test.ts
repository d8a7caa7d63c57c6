import { english } from '../testing/english';
import { SPECIALIZATION_MESSAGES } from '../messages';
import { SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import { fieldErrors, type ResumeRuleContext } from './schema-helpers';
import { specializationsSchema } from './specializations';

const withReference = { mainSpecializations: SPECIALIZATIONS };

function messages(value: unknown, context: ResumeRuleContext = withReference): string[] {
  return fieldErrors(specializationsSchema, value, context).map((error) => english(error.message));
}

describe('Specializations (spec §5, §9: 1 to 2 main ones)', () => {
  it('accepts one or two main specialisations with their own subs', () => {
    expect(messages([{ id: 1, sub: [{ id: 101 }, { id: 102 }] }])).toEqual([]);
    expect(
      messages([
        { id: 1, sub: [] },
        { id: 2, sub: [{ id: 201 }] },
      ]),
    ).toEqual([]);
  });

  it('requires at least one', () => {
    expect(messages([])).toEqual(['At least one specialization is required.']);
    expect(messages(undefined)).toEqual(['At least one specialization is required.']);
  });

  it('allows at most two', () => {
    const three = [
      { id: 1, sub: [] },
      { id: 2, sub: [] },
      { id: 3, sub: [] },
    ];
    expect(messages(three, {})).toEqual([english(SPECIALIZATION_MESSAGES.tooMany)]);
    expect(english(SPECIALIZATION_MESSAGES.tooMany)).toBe('You can choose at most 2 specializations.');
  });

  it('does not take the same main specialisation twice', () => {
    expect(
      messages([
        { id: 1, sub: [] },
        { id: 1, sub: [] },
      ]),
    ).toEqual([english(SPECIALIZATION_MESSAGES.chosenTwice)]);
  });

  it('keeps each sub-specialisation under its own main one', () => {
    const errors = fieldErrors(specializationsSchema, [{ id: 1, sub: [{ id: 201 }] }], withReference);
    expect(errors).toEqual([{ path: '[0].sub[0].id', message: SPECIALIZATION_MESSAGES.subNotUnderMain }]);
  });

  it('rejects a main specialisation that is not in the reference list', () => {
    expect(fieldErrors(specializationsSchema, [{ id: 9, sub: [] }], withReference)).toEqual([
      { path: '[0].id', message: SPECIALIZATION_MESSAGES.unknown },
    ]);
  });

  it('checks only the shape when no reference list is given', () => {
    expect(messages([{ id: 1, sub: [{ id: 201 }] }], {})).toEqual([]);
    expect(messages([{ id: 'one', sub: [] }], {})).toEqual([english(SPECIALIZATION_MESSAGES.unknown)]);
  });
});
