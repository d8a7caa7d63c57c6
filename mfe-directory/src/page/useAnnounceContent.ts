import { announcePageContent } from '@talent/event-bus';
import { useEffect } from 'react';

/**
 * Tells the shell once the page has drawn what it first shows (`drawn`: its data arrived or failed), so
 * the shell swaps the server's first content for it (issue 32, shell/src/firstContent.ts).
 */
export function useAnnounceContent(drawn: boolean): void {
  useEffect(() => {
    if (drawn) announcePageContent();
  }, [drawn]);
}
