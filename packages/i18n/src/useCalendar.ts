import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarIn, type Calendar } from './calendar';

/**
 * The calendar of the interface language, worded by its `resume` catalogue (`dates.*`): a Kurdish date
 * on a screen reads «٢٦ی تشرینی دووەمی ٢٠٢٦» in Chromium too, whose `Intl` has no Kurdish. The component
 * suspends until that catalogue has arrived, so a Kurdish date never shows in English first; a remote
 * that writes dates registers the `resume` namespace with its loader (`addNamespaces`). Kept out of the
 * package's index, as `calendar.ts` is: import `@talent/i18n/src/useCalendar`.
 */
export function useCalendar(): Calendar {
  const { i18n } = useTranslation('resume');
  const language = i18n.language;
  // `resolvedLanguage` changes with the bundle; the instance is the same object throughout.
  return useMemo(() => calendarIn(i18n, language), [i18n, language]);
}
