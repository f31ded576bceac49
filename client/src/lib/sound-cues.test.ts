import { describe, expect, it } from 'vitest';
import { type AudioOut, createSoundCues, SOUND_STORAGE_KEY } from './sound-cues.ts';

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
