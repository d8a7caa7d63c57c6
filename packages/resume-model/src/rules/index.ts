export { activitiesSchema, canAddActivity } from './activities';
export { canAddCourse, coursesSchema, isCourseDuration } from './courses';
export { documentLanguageSchema } from './document-language';
export { endsBeforeStart, isPresent, monthOf, withEndYear, yearChoices, yearOf } from './dates';
export {
  canAddEducation,
  canRemoveEducation,
  educationEndYearChoices,
  educationEntrySchema,
  educationSchema,
  isUndergraduate,
} from './education';
export { canAddEmployment, employmentSchema, withResponsibility } from './employment';
export {
  canAddLink,
  isBaghdad,
  isBirthdate,
  isPersonalValidOnLiveChange,
  LIVE_CHANGE_PERSONAL_FIELDS,
  linksSchema,
  livePersonalSchema,
  personalSchema,
  withCity,
} from './personal';
export { groupedPhone, isValidIraqiPhone, normalizeIraqiPhone } from './phone';
export {
  autoUnpublishWarning,
  liveAutoUnpublishWarning,
  RESUME_SECTIONS,
  resumeSchema,
  validateForPublish,
  validateResume,
  type PublishCheck,
  type ResumeSectionField,
  type ResumeSectionName,
  type SectionErrors,
} from './publish';
export { fieldErrors, isFilled, type FieldError, type ResumeRuleContext } from './schema-helpers';
export { canAddProject, projectsSchema } from './projects';
export { filledSkills, isRating, languagesSchema, skillsSchema, toolsSchema } from './skills';
export { canAddVolunteering, volunteeringSchema } from './volunteering';
export { specializationsSchema } from './specializations';
export { countWords, summarySchema } from './summary';
