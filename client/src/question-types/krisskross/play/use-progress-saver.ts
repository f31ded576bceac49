import { api } from '@plw/protocol/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { entriesToCells } from './play-state.ts';

// Keeps the player's letters on the server while they type: one PUT a moment after the last change, never two
// at the same time (so an older save cannot land last). When the page is hidden or left, the latest letters go
// at once, in a request the browser finishes even as the page closes (keepalive): that one does not wait for a
// save under way, which the closing page would cancel, and it was sent after it, so it lands last.

export const SAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 5000;

/** 'idle' until the first change; then what became of the latest letters. */
export type SaveStatus = 'idle' | 'saved' | 'pending' | 'saving' | 'failed';

export interface SaverOptions {
  /** The play was finished elsewhere (another tab or device): nothing more is saved. */
  onStale?: () => void;
}

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
  { onStale }: SaverOptions = {},
): ProgressSaver {
  const client = useApiClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(entries);
  const savedPrint = useRef(fingerprint(entries));
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(enabled);
  const stopped = useRef(false);
  const staleRef = useRef(onStale);

  useEffect(() => {
    latest.current = entries;
    active.current = enabled;
    staleRef.current = onStale;
  }, [entries, enabled, onStale]);

  /** The latest letters, unless there is nothing new to keep. */
  const unsaved = useCallback(() => {
    const print = fingerprint(latest.current);
    if (!active.current || stopped.current || print === savedPrint.current) return undefined;
    return { print, cells: entriesToCells(latest.current) };
  }, []);

  const put = useCallback(
    async (cells: ReturnType<typeof entriesToCells>, keepalive: boolean) => {
      try {
        await client.call(api.krissKrossSaveProgress, { params: { id: gameId }, body: { cells }, keepalive });
        return true;
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
        stopped.current = true;
        staleRef.current?.();
        return false;
      }
    },
    [client, gameId],
  );

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    running.current = running.current.then(async () => {
      const next = unsaved();
      if (next === undefined) return;
      setStatus('saving');
      try {
        if (!(await put(next.cells, false))) return;
        savedPrint.current = next.print;
        setStatus(fingerprint(latest.current) === next.print ? 'saved' : 'pending');
      } catch {
        setStatus('failed');
        timer.current = setTimeout(() => void save(), RETRY_DELAY_MS);
      }
    });
    return running.current;
  }, [put, unsaved]);

  /** The page is hidden or closing: the latest letters go now, in a request that outlives the page. */
  const saveOnLeaving = useCallback(() => {
    clearTimeout(timer.current);
    const next = unsaved();
    if (next === undefined) return;
    savedPrint.current = next.print;
    put(next.cells, true).then((kept) => {
      if (kept && fingerprint(latest.current) === next.print) setStatus('saved');
    }, () => {
      // Still open after all (only hidden): the ordinary save tries again.
      savedPrint.current = '';
      void save();
    });
  }, [put, save, unsaved]);

  useEffect(() => {
    if (!enabled || stopped.current || fingerprint(entries) === savedPrint.current) return;
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [entries, enabled, save]);

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') saveOnLeaving();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', saveOnLeaving);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', saveOnLeaving);
      // Leaving the page inside the app: what is still waiting goes now.
      saveOnLeaving();
    };
  }, [saveOnLeaving]);

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
