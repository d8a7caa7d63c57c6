// Building blocks the section schemas share.

import { object, string, ValidationError, type AnySchema, type ObjectShape, type TestContext } from 'yup';
import { isBlank, isPlaceholder } from '../display/placeholders';
import type { ValidationMessage } from '../messages';
import type { MainSpecialization } from '../types/directory';

/**
 * What a rule may need besides the resume. Pass it as yup's `context` option; both parts are
 * optional so a form library that passes no context still gets the checks that need none.
 */
export interface ResumeRuleContext {
  /** The day year ranges are counted from; today when absent. */
  today?: Date;
  /** The reference list; when given, chosen specialisations must exist and subs sit under their main. */
  mainSpecializations?: readonly MainSpecialization[];
}

export function ruleContext(test: TestContext): ResumeRuleContext {
  return (test.options.context ?? {}) as ResumeRuleContext;
}

export function todayOf(test: TestContext): Date {
  return ruleContext(test).today ?? new Date();
}

/** Text that is filled in: not blank and not one of the builder's placeholder values. */
export function isFilled(value: unknown): value is string {
  return !isBlank(value) && !isPlaceholder(value);
}

/** A text field that must be filled in; a placeholder counts as empty. */
export function requiredText(message: ValidationMessage) {
  return string().ensure().typeError(message).test('filled', message, isFilled);
}

/**
 * The rules of a group typed against the resume's schema (src/schema/resume-schema.ts): one rule per
 * property of `T` (a shape of that schema) except those named in `Free`, whose every value of the
 * schema's type is fine, and no rule for a property the schema lacks. Written as
 * `group({ … } satisfies RulesFor<Shape>)`, so a field added to or renamed in the schema makes the
 * compiler name the group whose rules must follow (or the field must be named free there).
 */
export type RulesFor<T, Free extends keyof T = never> = {
  [K in Exclude<keyof T, Free>]-?: AnySchema;
};

/** A group of fields (a section or a list entry); null reads as an empty group, not as a type error. */
export function group<TShape extends ObjectShape>(fields: TShape) {
  return object(fields).transform((value: unknown) => (value === null ? {} : value));
}

/** An optional text field. */
export function optionalText() {
  return string().ensure();
}

export interface FieldError {
  /** Where the error sits, as yup names it, e.g. 'contact.phone.phone' or 'education[0].degree'. */
  path: string;
  /** Which message, for the reader's language to word (`useMessage`, the server's `request.t`). */
  message: ValidationMessage;
}

/** Every error of `schema` for `value`, in the order of the schema's fields. */
export function fieldErrors(
  schema: AnySchema,
  value: unknown,
  context: ResumeRuleContext = {},
): FieldError[] {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    // Every rule's message is a ValidationMessage (messages.ts); yup hands it back untouched.
    return failures.map((failure) => ({
      path: failure.path ?? '',
      message: failure.errors[0] as unknown as ValidationMessage,
    }));
  }
}
