import { useTranslation } from '@talent/i18n';
import { LOAD_MORE_VISIBLE_THRESHOLD } from '@talent/resume-model';
import { Button } from '@talent/ui';
import { useEffect, useEffectEvent, useRef } from 'react';

export interface LoadMoreButtonProps {
  busy: boolean;
  onLoadMore: () => void;
}

/**
 * 'Load More' ('Loading...' while busy). It also fires by itself once at least 10% of it is in
 * view (spec §2), so scrolling down the grid keeps it filling; the caller decides whether a page
 * may load (spec §4: only while more pages exist and nothing is loading).
 */
export function LoadMoreButton({ busy, onLoadMore }: LoadMoreButtonProps) {
  const { t } = useTranslation('directory');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loadWhenSeen = useEffectEvent(() => onLoadMore());

  // Watching starts afresh after each page: the first report says whether the button is still in
  // view (a tall screen), later ones come as the visitor scrolls. Nothing is watched while busy.
  useEffect(() => {
    const button = buttonRef.current;
    if (busy || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadWhenSeen();
      },
      { threshold: LOAD_MORE_VISIBLE_THRESHOLD },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [busy]);

  return (
    <Button ref={buttonRef} variant="secondary" size="lg" busy={busy} onClick={onLoadMore}>
      {busy ? t('listing.loadingMore') : t('listing.loadMore')}
    </Button>
  );
}
