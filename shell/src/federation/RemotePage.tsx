import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, reloadRemote } from './federation';
import { PageLoading } from './PageLoading';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import type { RemotePageRef } from './remotes';

// One lazy component per exposed page, kept across visits so a page loads once. A failed load is
// dropped from the cache, so the next visit (or Retry) asks Module Federation again.
const remotePages = new Map<string, LazyExoticComponent<ComponentType>>();

function remotePageComponent(ref: RemotePageRef): LazyExoticComponent<ComponentType> {
  const id = `${ref.remote}/${ref.page}`;
  let page = remotePages.get(id);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(ref).catch((error: unknown) => {
        remotePages.delete(id);
        throw error;
      }),
    );
    remotePages.set(id, page);
  }
  return page;
}

/** A route-level page from a remote, with its own loading state, error boundary and retry. */
export function RemotePage({ remote, page }: RemotePageRef) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const Page = remotePageComponent({ remote, page });

  async function retry() {
    setRetrying(true);
    try {
      await reloadRemote(remote);
    } catch {
      // /remotes.json itself is unreachable: the next attempt below fails again and the fallback stays.
    }
    setRetrying(false);
    setAttempt((previous) => previous + 1);
  }

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={<RemoteFallback retrying={retrying} onRetry={() => void retry()} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
