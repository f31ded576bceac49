import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutRequest } from './layout.worker.ts';
import { type PreviewWord, previewLayout } from './preview-layout.ts';
import { usePreviewLayout } from './use-preview-layout.ts';

const three: PreviewWord[] = [
  { id: 'a', answer: 'APPLE', direction: 'Across' },
  { id: 'b', answer: 'PEAR', direction: 'Down' },
  { id: 'c', answer: 'LEMON', direction: 'Down' },
];
const four: PreviewWord[] = [...three, { id: 'd', answer: 'MELON', direction: 'Across' }];

function render(words: readonly PreviewWord[], auto = false, enabled = true) {
  return renderHook((props) => usePreviewLayout('game-1', 'English', props.words, props.auto, props.enabled), {
    initialProps: { words, auto, enabled },
  });
}

describe('the studio grid preview laid out in the page (no Worker, as in jsdom)', () => {
  it('lays out the words as previewLayout does, after the render', async () => {
    const { result } = render(three);
    expect(result.current).toEqual({ layout: null, arranging: true });
    await waitFor(() => expect(result.current.arranging).toBe(false));
    expect(result.current.layout).toEqual(previewLayout('game-1', 'English', three));
  });

  it('keeps the last layout shown while the newer words are laid out', async () => {
    const { result, rerender } = render(three);
    await waitFor(() => expect(result.current.arranging).toBe(false));
    const first = result.current.layout;

    rerender({ words: four, auto: false, enabled: true });
    expect(result.current).toEqual({ layout: first, arranging: true });
    await waitFor(() => expect(result.current.arranging).toBe(false));
    expect(result.current.layout).toEqual(previewLayout('game-1', 'English', four));
    expect(result.current.layout?.placements).toHaveLength(4);
  });

  it('lays out nothing while not enabled, and the suggestion of every direction when it is', async () => {
    const { result, rerender } = render(three, true, false);
    expect(result.current).toEqual({ layout: null, arranging: false });
    rerender({ words: three, auto: true, enabled: true });
    await waitFor(() => expect(result.current.arranging).toBe(false));
    expect(result.current.layout).toEqual(previewLayout('game-1', 'English', three, true));
    rerender({ words: three, auto: true, enabled: false });
    expect(result.current).toEqual({ layout: null, arranging: false });
  });
});

/** A stand-in for the browser's Worker: it keeps what it is sent, and the test answers when it likes. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly sent: LayoutRequest[] = [];
  terminated = false;

  constructor(readonly url: URL, readonly options: WorkerOptions) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage(request: LayoutRequest) {
    this.sent.push(request);
  }

  terminate() {
    this.terminated = true;
  }

  answer(request: LayoutRequest | undefined, layout: KrissKrossLayout) {
    if (!request) throw new Error('nothing was sent');
    act(() => void this.dispatchEvent(new MessageEvent('message', { data: { id: request.id, layout } })));
  }
}

describe('the studio grid preview laid out in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  function worker() {
    vi.stubGlobal('Worker', FakeWorker);
    return () => {
      expect(FakeWorker.made).toHaveLength(1);
      return FakeWorker.made[0] as FakeWorker;
    };
  }

  it('starts one module worker, sends it the words and shows its answer', () => {
    const only = worker();
    const { result, rerender, unmount } = render(three);
    const started = only();
    expect(started.options).toEqual({ type: 'module' });
    expect(started.url.pathname).toMatch(/layout\.worker\.ts$/);
    expect(started.sent).toEqual([{ id: expect.any(Number), gameId: 'game-1', language: 'English', words: three, auto: false }]);

    const layout = previewLayout('game-1', 'English', three);
    started.answer(started.sent[0], layout);
    expect(result.current).toEqual({ layout, arranging: false });

    rerender({ words: four, auto: false, enabled: true });
    expect(only().sent).toHaveLength(2);
    unmount();
    expect(started.terminated).toBe(true);
  });

  it('drops the answer for words that have changed since, and lays out only the newest while one is busy', () => {
    const only = worker();
    const { result, rerender } = render(three);
    const started = only();
    rerender({ words: four, auto: false, enabled: true });
    rerender({ words: [...four], auto: false, enabled: true });
    // One layout at a time: the words typed meanwhile wait, and only the newest of them.
    expect(started.sent).toHaveLength(1);

    started.answer(started.sent[0], previewLayout('game-1', 'English', three));
    expect(result.current).toEqual({ layout: null, arranging: true });
    expect(started.sent).toHaveLength(2);

    const newest = previewLayout('game-1', 'English', four);
    started.answer(started.sent[1], newest);
    expect(result.current).toEqual({ layout: newest, arranging: false });
  });

  it('lays the grid out in the page when the worker fails, never leaving the panel blank', async () => {
    const only = worker();
    const { result } = render(three);
    const started = only();
    act(() => void started.dispatchEvent(new Event('error')));
    expect(started.terminated).toBe(true);
    await waitFor(() => expect(result.current.arranging).toBe(false));
    expect(result.current.layout).toEqual(previewLayout('game-1', 'English', three));
  });
});
