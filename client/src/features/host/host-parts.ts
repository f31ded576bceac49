import type { GameType } from '@plw/shared/constants';
import { lazy } from 'react';
import { type HostParts, hostOf } from '../../question-types/registry.ts';

// A type's parts of the big screen (its question's answers open, then revealed), through the registry, each loaded
// on first use and kept: one lazy component per type and part, so a re-render never loads them again.

const loaded = new Map<GameType, HostParts>();

/** The type's parts of the big screen, or null for a type that never plays in step. */
export function hostPartsOf(type: GameType): HostParts | null {
  const host = hostOf(type);
  if (!host) return null;
  let parts = loaded.get(type);
  if (!parts) {
    parts = {
      Question: lazy(() => host.load().then(({ default: all }) => ({ default: all.Question }))),
      Reveal: lazy(() => host.load().then(({ default: all }) => ({ default: all.Reveal }))),
    };
    loaded.set(type, parts);
  }
  return parts;
}

/** Loads a type's parts ahead (the big screen opens on its lobby), so its first question shows at once. */
export function preloadHostParts(type: GameType) {
  void hostOf(type)?.load();
}
