import type { Language } from '@plw/shared/constants';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { type PreviewWord, previewLayout } from './preview-layout.ts';

// Lays out the studio's grid preview off the page's thread: the engine takes long enough on a phone to freeze typing.
// The rules stay in preview-layout.ts; this file only carries a request in and its layout out.

export interface LayoutRequest {
  /** The asker's request number, sent back so it can tell a stale answer from the newest. */
  id: number;
  gameId: string;
  language: Language;
  words: readonly PreviewWord[];
  /** Let the engine choose every direction ("suggest directions"). */
  auto: boolean;
}

export interface LayoutAnswer {
  id: number;
  layout: KrissKrossLayout;
}

// The client compiles with the DOM's types, which have no worker scope: this is the part of it used here.
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<LayoutRequest>) => void): void;
  postMessage(answer: LayoutAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { id, gameId, language, words, auto } = event.data;
  scope.postMessage({ id, layout: previewLayout(gameId, language, words, auto) });
});
