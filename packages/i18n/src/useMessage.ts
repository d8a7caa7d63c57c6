import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type MessageDescriptor } from './messages';

/**
 * Reads rule messages (`validation:…`) in the page's language. The component re-renders when the
 * language changes, so a message already on screen switches language with the rest of the page.
 */
export function useMessage(): (message: MessageDescriptor | null | undefined) => string | undefined {
  const { i18n } = useTranslation('validation');
  const language = i18n.language;
  return useCallback(
    (message) => (message ? translateMessage(i18n, message, language) : undefined),
    [i18n, language],
  );
}
