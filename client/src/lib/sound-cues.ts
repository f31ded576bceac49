// The show's sound cues (countdown tick, go, answer locked, reveal, finale) and the big screen's lobby music,
// synthesised with the Web Audio API so no audio file is fetched. On a phone off until the player turns them on; on
// the host's big screen on until the host turns them off; each choice is remembered on this device.

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
/** The big screen's own choice: a host's room hears it unless the host turns it off. */
export const BIG_SCREEN_SOUND_KEY = 'plw.sound.bigScreen';

/** The lobby's loop: a calm pentatonic tune over a bass, one bar of eight beats, played again and again. */
const BEAT_S = 0.3;
const MUSIC_VOLUME = 0.06;
const LOBBY_BAR: readonly Note[] = [
  ...[523, 659, 784, 659, 587, 784, 880, 784].map((hz, beat) => ({ hz, at: beat * BEAT_S, for: BEAT_S * 0.9 })),
  { hz: 131, at: 0, for: BEAT_S * 3.8 },
  { hz: 147, at: BEAT_S * 4, for: BEAT_S * 3.8 },
];
const BAR_S = BEAT_S * 8;

/** The part of an AudioContext the cues use (so a test can hand in its own). */
export type AudioOut = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'>;

/** The timers the music's loop is scheduled with (a test hands in its own). */
export interface LoopTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

export interface SoundCues {
  enabled: () => boolean;
  setEnabled: (on: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Plays a cue when sound is on; silent otherwise, and where the browser has no Web Audio. */
  play: (cue: SoundCue) => void;
  /**
   * Plays the lobby music on a loop while sound is on (and from when it is turned on), until the returned stop is
   * called; turning sound off silences it at once.
   */
  lobbyMusic: () => () => void;
}

export interface SoundCuesOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Made on first use, never at start-up: browsers only let audio start after a gesture on the page. */
  createAudio: () => AudioOut | null;
  /** Where the choice is remembered (SOUND_STORAGE_KEY by default). */
  storageKey?: string;
  /** The choice before any is stored: off (a phone), or on (the big screen). */
  defaultOn?: boolean;
  timers?: LoopTimers;
}

export function createSoundCues(options: SoundCuesOptions): SoundCues {
  const { storage, createAudio, storageKey = SOUND_STORAGE_KEY, defaultOn = false } = options;
  const timers: LoopTimers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof globalThis.setTimeout>),
  };
  const listeners = new Set<() => void>();
  let on = readStored(storage, storageKey, defaultOn);
  let audio: AudioOut | null | undefined;
  /** How many screens want the lobby music now, and the loop playing it (while sound is on). */
  let musicWanted = 0;
  let music: (() => void) | null = null;

  const syncMusic = () => {
    const play = on && musicWanted > 0;
    if (!play) {
      music?.();
      music = null;
      return;
    }
    if (music) return;
    const out = output();
    if (out) music = loopNotes(out, timers);
  };

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
        storage?.setItem(storageKey, next ? 'on' : 'off');
      } catch {
        // Storage full or blocked: the choice holds for this visit only.
      }
      if (next) output();
      syncMusic();
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
    lobbyMusic() {
      musicWanted += 1;
      syncMusic();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        musicWanted -= 1;
        syncMusic();
      };
    },
  };
}

function readStored(storage: SoundCuesOptions['storage'], key: string, defaultOn: boolean): boolean {
  try {
    const stored = storage?.getItem(key);
    return stored === null || stored === undefined ? defaultOn : stored === 'on';
  } catch {
    return defaultOn;
  }
}

/**
 * The lobby bar again and again: each bar is scheduled on the audio clock a little before it is due, through one
 * gain node that the stop fades out and disconnects, so the loop ends at once and without a click.
 */
function loopNotes(out: AudioOut, timers: LoopTimers): () => void {
  const master = out.createGain();
  master.gain.value = 1;
  master.connect(out.destination);
  let barAt = out.currentTime + 0.05;
  let timer: unknown = null;
  // Every quarter second, the next bar is laid down once it is less than a bar away; a context still waiting for a
  // gesture (its clock stopped) gets no pile of bars, and one that fell behind starts again from now.
  let stopped = false;
  const scheduleBar = () => {
    if (stopped) return;
    const now = out.currentTime;
    if (barAt < now + 0.05) barAt = now + 0.05;
    if (barAt - now < BAR_S) {
      playNotes(out, LOBBY_BAR, { at: barAt, volume: MUSIC_VOLUME, into: master });
      barAt += BAR_S;
    }
    timer = timers.setTimeout(scheduleBar, 250);
  };
  scheduleBar();
  return () => {
    stopped = true;
    timers.clearTimeout(timer);
    const now = out.currentTime;
    master.gain.setValueAtTime(master.gain.value, now);
    master.gain.linearRampToValueAtTime(0, now + 0.1);
    timers.setTimeout(() => master.disconnect(), 200);
  };
}

function playNotes(
  out: AudioOut,
  notes: readonly Note[],
  { at = out.currentTime, volume = VOLUME, into = out.destination }: { at?: number; volume?: number; into?: AudioNode }
    = {},
) {
  const start = at;
  for (const note of notes) {
    const oscillator = out.createOscillator();
    const gain = out.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hz;
    // A short fade in and out, so a note starts and stops without a click.
    const from = start + note.at;
    const to = from + note.for;
    gain.gain.setValueAtTime(0, from);
    gain.gain.linearRampToValueAtTime(volume, from + 0.01);
    gain.gain.linearRampToValueAtTime(0, to);
    oscillator.connect(gain).connect(into);
    oscillator.start(from);
    oscillator.stop(to + 0.02);
  }
}

/** The browser's own: localStorage and an AudioContext where there is one (off until turned on, or on for `big`). */
export function browserSoundCues(screen: 'phone' | 'big' = 'phone'): SoundCues {
  return createSoundCues({
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    createAudio: () => (typeof AudioContext === 'undefined' ? null : wokenOnGesture(new AudioContext())),
    ...(screen === 'big' ? { storageKey: BIG_SCREEN_SOUND_KEY, defaultOn: true } : {}),
  });
}

/**
 * A context made before any gesture on the page starts suspended (the big screen's music starts with its lobby):
 * the page's first tap, click or key resumes it.
 */
function wokenOnGesture(audio: AudioContext): AudioContext {
  if (audio.state !== 'suspended' || typeof window === 'undefined') return audio;
  const events = ['pointerdown', 'keydown'] as const;
  const wake = () => {
    void audio.resume().catch(() => undefined);
    for (const event of events) window.removeEventListener(event, wake, true);
  };
  for (const event of events) window.addEventListener(event, wake, true);
  return audio;
}
