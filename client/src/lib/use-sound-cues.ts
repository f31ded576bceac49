import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { browserSoundCues, type SoundCue, type SoundCues } from './sound-cues.ts';

// Every surface plays its cues through this hook. The tab has one speaker and one remembered choice, so one
// SoundCues serves the whole app; a test provides its own through the context.

let tabCues: SoundCues | null = null;

export const SoundCuesContext = createContext<SoundCues | null>(null);

function useCues(): SoundCues {
  const provided = useContext(SoundCuesContext);
  if (provided) return provided;
  tabCues ??= browserSoundCues();
  return tabCues;
}

/** Whether sound is on, and a way to turn it on or off. */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const cues = useCues();
  const on = useSyncExternalStore(cues.subscribe, cues.enabled);
  return [on, cues.setEnabled];
}

/** Plays a cue (silent while sound is off). */
export function usePlayCue(): (cue: SoundCue) => void {
  return useCues().play;
}

/** Plays the lobby music on a loop while `playing` (and sound is on); it stops when `playing` turns false. */
export function useLobbyMusic(playing: boolean): void {
  const cues = useCues();
  useEffect(() => (playing ? cues.lobbyMusic() : undefined), [cues, playing]);
}
