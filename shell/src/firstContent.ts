// The server writes the first content of a public page into the root element (issue 32; server/src/
// web/first-content.tsx): on a slow phone it is on screen seconds before the scripts have run. React
// would clear it at its first render and show a spinner until the remote's page and its data arrive.
// Instead it is taken out of the root and kept on screen, while the app renders in the root, hidden,
// until the page says it has drawn its own content (announcePageContent); then the two are swapped in
// one frame, so nothing the reader sees moves twice.
import { pageContentShown$ } from '@talent/event-bus';
import { FIRST_CONTENT_ID, FIRST_CONTENT_STYLE_ID } from './firstContentPainted';

/** A page that never says it is drawn (a remote of an older deployment) is shown after this long. */
export const LONGEST_HOLD_MS = 10_000;

let release: (() => void) | null = null;

/** Keeps the server's first content on screen until the app's page has drawn its own. */
export function holdFirstContent(root: HTMLElement): void {
  const first = document.getElementById(FIRST_CONTENT_ID);
  if (!first || first.parentElement !== root) return;
  root.before(first);
  root.hidden = true;
  const subscription = pageContentShown$.subscribe(() => releaseFirstContent());
  const timer = window.setTimeout(() => releaseFirstContent(), LONGEST_HOLD_MS);
  release = () => {
    subscription.unsubscribe();
    window.clearTimeout(timer);
    first.remove();
    document.getElementById(FIRST_CONTENT_STYLE_ID)?.remove();
    root.hidden = false;
  };
}

/** Shows the app in place of the server's first content, now: the page is drawn, or could not load. */
export function releaseFirstContent(): void {
  const pending = release;
  release = null;
  pending?.();
}
