// The show's sound cues (countdown tick, go, answer locked, reveal, finale), synthesised with the Web Audio API so
// no audio file is fetched. Off until the player turns them on; the choice is remembered on this device.

export type SoundCue = 'tick' | 'go' | 'lock' | 'reveal' | 'finale';

/** One note: its pitch, when it starts after the cue and how long it sounds, in seconds. */
interface Note {
  hz: number;
  at: number;
  for: number;
}

const CUES: Record<SoundCue, readonly Note[]> = {
  tick: [{ hz: 660, at: 0, for: 0.09 }],
  go: [{ hz: 880, at: 0, for: 0.25 }],
  lock: [
    { hz: 520, at: 0, for: 0.07 },
    { hz: 780, at: 0.07, for: 0.1 },
  ],
  reveal: [
    { hz: 523, at: 0, for: 0.12 },
    { hz: 659, at: 0.12, for: 0.18 },
  ],
  finale: [
    { hz: 523, at: 0, for: 0.15 },
    { hz: 659, at: 0.15, for: 0.15 },
    { hz: 784, at: 0.3, for: 0.15 },
    { hz: 1047, at: 0.45, for: 0.4 },
  ],
};

/** Quiet enough under speech and music the player may have on. */
const VOLUME = 0.15;
export const SOUND_STORAGE_KEY = 'plw.sound';

/** The part of an AudioContext the cues use (so a test can hand in its own). */
export type AudioOut = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'>;

export interface SoundCues {
  enabled: () => boolean;
  setEnabled: (on: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Plays a cue when sound is on; silent otherwise, and where the browser has no Web Audio. */
  play: (cue: SoundCue) => void;
}

export interface SoundCuesOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Made on first use, never at start-up: browsers only let audio start after a gesture on the page. */
  createAudio: () => AudioOut | null;
}

export function createSoundCues({ storage, createAudio }: SoundCuesOptions): SoundCues {
  const listeners = new Set<() => void>();
  let on = readStored(storage);
  let audio: AudioOut | null | undefined;

  const output = (): AudioOut | null => {
    if (audio === undefined) audio = createAudio();
    // A context made before any gesture starts suspended; the toggle's click resumes it.
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
    return audio;
  };

  return {
    enabled: () => on,
    setEnabled(next) {
      on = next;
      try {
        storage?.setItem(SOUND_STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Storage full or blocked: the choice holds for this visit only.
      }
      if (next) output();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(cue) {
      if (!on) return;
      const out = output();
      if (out) playNotes(out, CUES[cue]);
    },
  };
}

function readStored(storage: SoundCuesOptions['storage']): boolean {
  try {
    return storage?.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function playNotes(out: AudioOut, notes: readonly Note[]) {
  const start = out.currentTime;
  for (const note of notes) {
    const oscillator = out.createOscillator();
    const gain = out.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hz;
    // A short fade in and out, so a note starts and stops without a click.
    const from = start + note.at;
    const to = from + note.for;
    gain.gain.setValueAtTime(0, from);
    gain.gain.linearRampToValueAtTime(VOLUME, from + 0.01);
    gain.gain.linearRampToValueAtTime(0, to);
    oscillator.connect(gain).connect(out.destination);
    oscillator.start(from);
    oscillator.stop(to + 0.02);
  }
}

/** The browser's own: localStorage and an AudioContext where there is one. */
export function browserSoundCues(): SoundCues {
  return createSoundCues({
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    createAudio: () => (typeof AudioContext === 'undefined' ? null : new AudioContext()),
  });
}
