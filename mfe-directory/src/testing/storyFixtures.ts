// Filters the stories of the directory show: none, and a search a recruiter in Baghdad would run.
import { emptyDirectoryFilters, type DirectoryFilters } from '@talent/resume-model';

export const noFilters: DirectoryFilters = emptyDirectoryFilters();

export const filledFilters: DirectoryFilters = {
  ...emptyDirectoryFilters(),
  search: 'Accountant',
  gender: 'Female',
  age: { min: 22, max: 35 },
  city: 'Baghdad',
  degree: "Bachelor's",
  workAvailability: true,
  experience: { min: 2, max: 10 },
  mainSpecializations: ['Business & Administration'],
  subSpecializations: ['Accounting & Finance'],
  subSpecialities: ['Accounting & Finance'],
};
