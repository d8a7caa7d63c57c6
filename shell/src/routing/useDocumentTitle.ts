import { useTranslation } from '@talent/i18n';
import { useEffect } from 'react';
import type { RouteTitle } from './routes';

/** Spec §2: the page title is '{route title} - Talent Pool'. */
export function useDocumentTitle(title: RouteTitle): void {
  const { t } = useTranslation('shell');
  const documentTitle = t('documentTitle', { title: t(`routeTitles.${title}`) });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
