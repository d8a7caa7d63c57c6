import { ownPhotoObjectUrl } from '@talent/api-sdk';
import { useEffect, useState } from 'react';

/** How long a replaced photo's object URL stays readable. */
const REVOKE_DELAY_MS = 30_000;

/**
 * The address to show the applicant's own photo at. A published resume's photo is everyone's and loads as
 * it is (cached by the browser); a hidden one's is served to its owner only (issue 34), so it is fetched
 * with the session's token and shown from an object URL, freed soon after the photo or the page changes.
 * Null while it loads or when it cannot be: the placeholder shows.
 */
export function useOwnPhoto(url: string | null, published: boolean): string | null {
  const needsToken = url !== null && url.startsWith('/storage/') && !published;
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string | null } | null>(null);

  useEffect(() => {
    if (!needsToken || url === null) return undefined;
    let current = true;
    let objectUrl: string | null = null;
    ownPhotoObjectUrl(url).then(
      (made) => {
        if (!current) {
          URL.revokeObjectURL(made);
          return;
        }
        objectUrl = made;
        setLoaded({ url, objectUrl: made });
      },
      () => current && setLoaded({ url, objectUrl: null }),
    );
    return () => {
      current = false;
      // Freed a little later, not at once: the preview frame draws in its own commit and may still load
      // the previous address once (a revoked one fails to load).
      const made = objectUrl;
      if (made) window.setTimeout(() => URL.revokeObjectURL(made), REVOKE_DELAY_MS);
    };
  }, [needsToken, url]);

  if (!needsToken) return url;
  return loaded?.url === url ? loaded.objectUrl : null;
}
