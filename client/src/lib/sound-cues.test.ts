import { describe, expect, it } from 'vitest';
import { type AudioOut, BIG_SCREEN_SOUND_KEY, createSoundCues, SOUND_STORAGE_KEY } from './sound-cues.ts';

// jsdom has no Web Audio: a small stand-in records the notes a cue would play.

function fakeAudio(state: AudioContextState = 'running') {
  const played: number[] = [];
  let resumed = 0;
  const param = () => ({ value: 0, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined });
  const node = () => ({ connect: (next: unknown) => next });
  const out = {
    currentTime: 0,
    destination: {},
    state,
    resume: () => {
      resumed += 1;
      return Promise.resolve();
    },
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => {
      const frequency = param();
      return {
        ...node(),
        type: 'sine',
        frequency,
        start: () => played.push(frequency.value),
        stop: () => undefined,
      };
    },
  };
  return { out: out as unknown as AudioOut, played, resumes: () => resumed };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('sound cues', () => {
  it('are off by default and make no sound, nor even an audio context, until turned on', () => {
    let made = 0;
    const cues = createSoundCues({ storage: memoryStorage(), createAudio: () => {
      made += 1;
      return fakeAudio().out;
    } });

    expect(cues.enabled()).toBe(false);
    cues.play('tick');
    cues.play('finale');
    expect(made).toBe(0);
  });

  it('play synthesised notes once turned on, and remember the choice on this device', () => {
    const storage = memoryStorage();
    const audio = fakeAudio();
    const cues = createSoundCues({ storage, createAudio: () => audio.out });
    const heard: boolean[] = [];
    cues.subscribe(() => heard.push(cues.enabled()));

    cues.setEnabled(true);
    cues.play('lock');
    expect(audio.played).toEqual([520, 780]);
    expect(heard).toEqual([true]);
    expect(storage.items.get(SOUND_STORAGE_KEY)).toBe('on');
    // The next visit starts with sound on.
    expect(createSoundCues({ storage, createAudio: () => null }).enabled()).toBe(true);

    cues.setEnabled(false);
    cues.play('go');
    expect(audio.played).toEqual([520, 780]);
    expect(createSoundCues({ storage, createAudio: () => null }).enabled()).toBe(false);
  });

  it('resume an audio context the browser started suspended when the player turns sound on', () => {
    const audio = fakeAudio('suspended');
    const cues = createSoundCues({ storage: memoryStorage(), createAudio: () => audio.out });
    cues.setEnabled(true);
    expect(audio.resumes()).toBe(1);
  });

  it('stay silent where there is no storage or no Web Audio, and say so by never throwing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const cues = createSoundCues({ storage: blocked, createAudio: () => null });
    expect(cues.enabled()).toBe(false);
    cues.setEnabled(true);
    expect(cues.enabled()).toBe(true);
    expect(() => cues.play('reveal')).not.toThrow();
  });
});

describe('the big screen\'s lobby music', () => {
  function manualTimers() {
    const due = new Map<number, () => void>();
    let next = 0;
    return {
      timers: {
        setTimeout: (run: () => void) => due.set((next += 1), run) && next,
        clearTimeout: (timer: unknown) => void due.delete(timer as number),
      },
      tick: () => {
        const runs = [...due.values()];
        due.clear();
        runs.forEach((run) => run());
      },
    };
  }
  const withDisconnect = (audio: ReturnType<typeof fakeAudio>): AudioOut => {
    const out = audio.out as { createGain: () => object };
    const createGain = out.createGain.bind(out);
    out.createGain = () => Object.assign(createGain(), { disconnect: () => undefined });
    return audio.out;
  };

  it('is on until the host turns it off, remembered apart from a phone\'s choice', () => {
    const storage = memoryStorage({ [SOUND_STORAGE_KEY]: 'off' });
    const createAudio = () => fakeAudio().out;
    const cues = createSoundCues({ storage, createAudio, storageKey: BIG_SCREEN_SOUND_KEY, defaultOn: true });
    expect(cues.enabled()).toBe(true);
    cues.setEnabled(false);
    expect(storage.items.get(BIG_SCREEN_SOUND_KEY)).toBe('off');
    expect(storage.items.get(SOUND_STORAGE_KEY)).toBe('off');
  });

  it('plays synthesised bars on a loop until stopped, and is silent while sound is off', () => {
    const audio = fakeAudio();
    const loop = manualTimers();
    const createAudio = () => withDisconnect(audio);
    const cues = createSoundCues({ storage: memoryStorage(), createAudio, defaultOn: true, timers: loop.timers });
    const stop = cues.lobbyMusic();
    const firstBar = audio.played.length;
    expect(firstBar).toBeGreaterThan(0);
    // The audio clock moves on a bar: the next bar is laid down.
    (audio.out as { currentTime: number }).currentTime = 2.4;
    loop.tick();
    expect(audio.played.length).toBe(firstBar * 2);
    stop();
    loop.tick();
    const stopped = audio.played.length;
    (audio.out as { currentTime: number }).currentTime = 10;
    loop.tick();
    expect(audio.played.length).toBe(stopped);

    cues.setEnabled(false);
    const again = cues.lobbyMusic();
    expect(audio.played.length).toBe(stopped);
    again();
  });
});
