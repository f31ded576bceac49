import { api } from '@plw/protocol/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { entriesToCells } from './play-state.ts';

// Keeps the player's letters on the server while they type: one PUT a moment after the last change, one at
// once when the page is hidden or left, never two at the same time (so an older save cannot land last).

export const SAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 5000;

/** 'idle' until the first change; then what became of the latest letters. */
export type SaveStatus = 'idle' | 'saved' | 'pending' | 'saving' | 'failed';

export interface ProgressSaver {
  status: SaveStatus;
  /** Stops saving and waits for a save under way: before submitting, which sends the letters itself. */
  stop(): Promise<void>;
  /** Saves again after a stop, when the submission did not go through. */
  resume(): void;
}

function fingerprint(entries: ReadonlyMap<string, string>): string {
  return JSON.stringify([...entries].sort(([a], [b]) => a.localeCompare(b)));
}

export function useProgressSaver(
  gameId: string,
  entries: ReadonlyMap<string, string>,
  enabled: boolean,
): ProgressSaver {
  const client = useApiClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(entries);
  const savedPrint = useRef(fingerprint(entries));
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(enabled);
  const stopped = useRef(false);

  useEffect(() => {
    latest.current = entries;
    active.current = enabled;
  }, [entries, enabled]);

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    running.current = running.current.then(async () => {
      const print = fingerprint(latest.current);
      if (!active.current || stopped.current || print === savedPrint.current) return;
      setStatus('saving');
      try {
        await client.call(api.krissKrossSaveProgress, {
          params: { id: gameId },
          body: { cells: entriesToCells(latest.current) },
        });
        savedPrint.current = print;
        setStatus(fingerprint(latest.current) === print ? 'saved' : 'pending');
      } catch (error) {
        // Finished elsewhere (another tab or device): nothing more to keep. Otherwise try again in a while.
        if (error instanceof ApiRequestError && error.status === 409) {
          stopped.current = true;
          return;
        }
        setStatus('failed');
        timer.current = setTimeout(() => void save(), RETRY_DELAY_MS);
      }
    });
    return running.current;
  }, [client, gameId]);

  useEffect(() => {
    if (!enabled || stopped.current || fingerprint(entries) === savedPrint.current) return;
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [entries, enabled, save]);

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    const leave = () => void save();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', leave);
      // Leaving the page inside the app: what is still waiting goes now.
      void save();
    };
  }, [save]);

  const stop = useCallback(async () => {
    clearTimeout(timer.current);
    stopped.current = true;
    await running.current;
  }, []);

  const resume = useCallback(() => {
    stopped.current = false;
    void save();
  }, [save]);

  return { status, stop, resume };
}
