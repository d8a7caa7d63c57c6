import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T };

/**
 * Runs `fetch` on mount and whenever `reload` is called; an answer that arrives after the screen has
 * moved on (a newer load, an unmount) is dropped. `update` changes the held value after a write, so a
 * rename or a removal shows without another round trip.
 */
export function useLoad<T>(fetch: () => Promise<T>, key: unknown = null) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetch().then(
      (value) => current && setLoad({ status: 'ready', value }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `fetch` is a new function each render; the key and the attempt say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setLoad((previous) =>
        previous.status === 'ready' ? { status: 'ready', value: change(previous.value) } : previous,
      ),
    [],
  );
  return { load, reload, update };
}
