import type { Language } from '@plw/shared/constants';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { useEffect, useRef, useState } from 'react';
import type { LayoutAnswer, LayoutRequest } from './layout.worker.ts';
import { type PreviewWord, previewLayout } from './preview-layout.ts';

// The studio's grid preview, laid out in a Web Worker so typing never waits for the engine (it takes a few hundred
// milliseconds for a full game, more on a phone). The last grid stays shown while a newer one is laid out. Where
// there is no worker (jsdom), or the worker fails, the page lays the grid out itself, after the render.

interface LayoutEngine {
  request(request: LayoutRequest): void;
  close(): void;
}

/**
 * One layout at a time: while one is being laid out only the newest request waits, so a fast typist never queues
 * up layouts of words already gone.
 */
function createLayoutEngine(onAnswer: (answer: LayoutAnswer) => void): LayoutEngine {
  // Started on the first request: a panel that never asks (the suggestion, until the creator wants one) costs nothing.
  let worker: Worker | null | undefined;
  let busy: LayoutRequest | null = null;
  let waiting: LayoutRequest | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function startWorker(): Worker | null {
    if (typeof Worker === 'undefined') return null;
    try {
      const started = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
      started.addEventListener('message', (event: MessageEvent<LayoutAnswer>) => finish(event.data));
      started.addEventListener('error', fail);
      started.addEventListener('messageerror', fail);
      return started;
    } catch {
      return null;
    }
  }

  // A worker that failed (it did not load, or threw) is not trusted again: the page lays out what it was asked.
  function fail() {
    worker?.terminate();
    worker = null;
    const unanswered = busy;
    busy = null;
    if (unanswered) send(unanswered);
  }

  function finish(answer: LayoutAnswer) {
    busy = null;
    onAnswer(answer);
    const next = waiting;
    waiting = null;
    if (next) send(next);
  }

  function send(request: LayoutRequest) {
    if (busy) {
      waiting = request;
      return;
    }
    busy = request;
    if (worker === undefined) worker = startWorker();
    if (worker) {
      try {
        worker.postMessage(request);
      } catch {
        fail();
      }
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      finish({ id: request.id, layout: previewLayout(request.gameId, request.language, request.words, request.auto) });
    });
  }

  return {
    request: send,
    close() {
      worker?.terminate();
      worker = null;
      clearTimeout(timer);
      busy = null;
      waiting = null;
    },
  };
}

interface LayoutInputs {
  gameId: string;
  language: Language;
  words: readonly PreviewWord[];
  auto: boolean;
}

const sameInputs = (a: LayoutInputs, b: LayoutInputs) =>
  a.gameId === b.gameId && a.language === b.language && a.words === b.words && a.auto === b.auto;

/**
 * The layout of `words` (as previewLayout lays it out), null until the first one arrives or while not `enabled`;
 * `arranging` while the newest words are still being laid out (the last layout is shown meanwhile).
 */
export function usePreviewLayout(
  gameId: string,
  language: Language,
  words: readonly PreviewWord[],
  auto: boolean,
  enabled = true,
): { layout: KrissKrossLayout | null; arranging: boolean } {
  const [shown, setShown] = useState<{ inputs: LayoutInputs; layout: KrissKrossLayout } | null>(null);
  const engine = useRef<LayoutEngine | null>(null);
  const newest = useRef<{ id: number; inputs: LayoutInputs } | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    const started = createLayoutEngine((answer) => {
      const asked = newest.current;
      // An answer to words that have changed since is dropped: a newer one is on its way.
      if (asked?.id === answer.id) setShown({ inputs: asked.inputs, layout: answer.layout });
    });
    engine.current = started;
    return () => {
      started.close();
      engine.current = null;
    };
  }, []);

  useEffect(() => {
    if (!enabled) {
      newest.current = null;
      setShown(null);
      return;
    }
    const id = ++lastId.current;
    newest.current = { id, inputs: { gameId, language, words, auto } };
    // Only what the engine reads crosses to the worker.
    const plain = words.map(({ id: wordId, answer, direction }) => ({ id: wordId, answer, direction }));
    engine.current?.request({ id, gameId, language, words: plain, auto });
  }, [enabled, gameId, language, words, auto]);

  if (!enabled) return { layout: null, arranging: false };
  const current = shown !== null && sameInputs(shown.inputs, { gameId, language, words, auto });
  return { layout: shown?.layout ?? null, arranging: !current };
}
