// Courses taken (spec §5 'Courses'): optional, so only a chosen duration is checked.

import { array } from 'yup';
import { COURSE_DURATIONS } from '../constants';
import { COURSE_MESSAGES } from '../messages';
import type { CourseShape } from '../schema/resume-schema';
import type { Course } from '../types/resume';
import { group, isFilled, optionalText, type RulesFor } from './schema-helpers';

export function isCourseDuration(value: unknown): boolean {
  return typeof value === 'string' && (COURSE_DURATIONS as readonly string[]).includes(value);
}

export const coursesSchema = array()
  .ensure()
  .of(
    group({
      title: optionalText(),
      entity: optionalText(),
      duration: optionalText().test(
        'listed',
        COURSE_MESSAGES.durationInvalid,
        (duration) => !isFilled(duration) || isCourseDuration(duration),
      ),
    } satisfies RulesFor<CourseShape>),
  );

/** Spec §5: adding is disabled while any course lacks title, entity or duration. */
export function canAddCourse(courses: readonly Course[]): boolean {
  return courses.every(
    (course) => isFilled(course.title) && isFilled(course.entity) && isFilled(course.duration),
  );
}
