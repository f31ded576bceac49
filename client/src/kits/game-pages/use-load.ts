import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';

// One REST read for a page: loading, failed (with the API's error) or ready; read again when `key` changes or
// on `reload`, and a read still under way is cancelled when the page leaves.

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiRequestError }
  | { status: 'ready'; data: T };

export function useLoad<T>(key: string, read: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });

  useEffect(() => {
    const controller = new AbortController();
    reader.current(controller.signal).then(
      (data) => setLoaded({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiRequestError ? error : new ApiRequestError(0, 'BAD_RESPONSE', String(error));
        setLoaded({ status: 'failed', error: failure });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [loaded, reload];
}
