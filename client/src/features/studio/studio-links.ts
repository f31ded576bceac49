import type { GameType } from '@plw/shared/constants';
import { typeSlugOf } from '../../question-types/registry.ts';

// Addresses of the studio's game pages (spec 2): every one names its game by `gameIds`, the first being the one
// the page opens; play-game and release-game also name the game's language.

const area = typeSlugOf;

function withIds(path: string, ids: readonly string[], extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const id of ids) search.append('gameIds', id);
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const newGameHref = '/creator/game/new';
export const gameEditorHref = (ids: readonly string[]) => withIds(newGameHref, ids);
export const questionsHref = (type: GameType, ids: readonly string[]) =>
  withIds(`/creator/game/${area(type)}/add-question`, ids);
export const playDemoHref = (type: GameType, ids: readonly string[]) =>
  withIds(`/creator/game/${area(type)}/play-demo`, ids);
export const playGameHref = (type: GameType, ids: readonly string[], gameLanguage: string) =>
  withIds(`/creator/game/${area(type)}/play-game`, ids, { gameLanguage });
export const releaseHref = (gameId: string, gameLanguage: string) =>
  withIds('/creator/game/release-game', [gameId], { gameLanguage });
