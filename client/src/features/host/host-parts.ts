import type { GameType } from '@plw/shared/constants';
import { type ComponentType, lazy } from 'react';
import { hostOf } from '../../question-types/registry.ts';
import type { HostQuestionPartProps, HostRevealPartProps } from '../../question-types/question-type-contract.ts';

// A type's parts of the big screen (its question's answers open, then revealed), through the registry, each loaded
// on first use and kept: one lazy component per type and part, so a re-render never loads them again.

export interface LoadedHostParts {
  Question: ComponentType<HostQuestionPartProps>;
  Reveal: ComponentType<HostRevealPartProps>;
}

const loaded = new Map<GameType, LoadedHostParts>();

/** The type's parts of the big screen, or null for a type that never plays in step. */
export function hostPartsOf(type: GameType): LoadedHostParts | null {
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
