// Imported by its path ('@talent/ui/src/photo/useOwnPhoto'), not from the package's index: @talent/ui is a
// shared singleton, and a remote deployed before its shell would find no such export in the shell's copy
// (docs/decisions.md, "Version skew"). By path, each remote bundles this small hook itself.
import { useEffect, useState } from 'react';

/** How long a replaced photo's object URL stays readable. */
export const REPLACED_PHOTO_URL_LIFETIME_MS = 30_000;

/**
 * The address to show the applicant's own photo at. A published resume's photo is everyone's and loads as
 * it is (cached by the browser); a hidden one's is served to its owner only (issue 34), so `load` fetches
 * it with the session's token (the SDK's `ownPhotoObjectUrl`) and it is shown from an object URL, freed
 * soon after the photo or the page changes. Null while it loads or when it cannot be: the placeholder shows.
 */
export function useOwnPhoto(
  url: string | null,
  published: boolean,
  load: (url: string) => Promise<string>,
): string | null {
  const needsToken = url !== null && url.startsWith('/storage/') && !published;
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string | null } | null>(null);

  useEffect(() => {
    if (!needsToken || url === null) return undefined;
    let current = true;
    let objectUrl: string | null = null;
    load(url).then(
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
      // Freed a little later, not at once: a preview frame draws in its own commit and may still load
      // the previous address once (a revoked one fails to load).
      const made = objectUrl;
      if (made) window.setTimeout(() => URL.revokeObjectURL(made), REPLACED_PHOTO_URL_LIFETIME_MS);
    };
    // `load` is the SDK's function: a new one each render would not mean a new photo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsToken, url]);

  if (!needsToken) return url;
  return loaded?.url === url ? loaded.objectUrl : null;
}
