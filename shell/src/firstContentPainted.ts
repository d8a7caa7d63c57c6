// When the app may start on a page the server wrote first content into (issue 32). index.ts calls this
// before the app's dynamic import, that is before Module Federation has agreed on the shared singletons:
// it imports none of them.

/** The element and the style element the server writes (server/src/web/first-content.tsx). */
export const FIRST_CONTENT_ID = 'first-content';
export const FIRST_CONTENT_STYLE_ID = 'first-content-style';

/**
 * Resolves once the server's first content has been painted: after the next frame's paint (a task
 * queued from requestAnimationFrame runs after it). Without first content, or in a tab the browser
 * does not paint (hidden: no frames come), it resolves at once; a tab hidden while it waits resolves
 * then. No timer: on a slow phone the first frame's layout alone takes longer than any short one.
 */
export function afterFirstContentPainted(): Promise<void> {
  if (!document.getElementById(FIRST_CONTENT_ID) || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('visibilitychange', whenHidden);
      resolve();
    };
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    document.addEventListener('visibilitychange', whenHidden);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
