import type { TFunction } from '@talent/i18n';
import { SHORTLIST_NAME_MAX } from '@talent/resume-model';

/** What is wrong with a shortlist name as typed, or null when it can be sent. */
export function shortlistNameError(name: string, t: TFunction<'employer'>): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('shortlists.nameRequired');
  if (trimmed.length > SHORTLIST_NAME_MAX) return t('shortlists.nameTooLong', { max: SHORTLIST_NAME_MAX });
  return null;
}
