import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarIn, type Calendar } from './calendar';

/**
 * The calendar of the interface language, worded by its `resume` catalogue (`dates.*`): a Kurdish date
 * on a screen reads «٢٦ی تشرینی دووەمی ٢٠٢٦» in Chromium too, whose `Intl` has no Kurdish. The component
 * suspends until that catalogue has arrived, so a Kurdish date never shows in English first; a remote
 * that writes dates registers the `resume` namespace with its loader (`addNamespaces`). Exported from the
 * package's index (unlike `calendar.ts`), so a remote reaches the page's one react-i18next and instance
 * through the shared package: a deep import would bundle a copy of its own, with no instance in it.
 */
export function useCalendar(): Calendar {
  const { i18n } = useTranslation('resume');
  const language = i18n.language;
  // `resolvedLanguage` changes with the bundle; the instance is the same object throughout.
  return useMemo(() => calendarIn(i18n, language), [i18n, language]);
}
