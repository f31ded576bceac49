import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSoundCues, type SoundCue } from '../lib/sound-cues.ts';
import { SoundCuesContext } from '../lib/use-sound-cues.ts';
import { renderApp } from '../test/render-app.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { StartCountdown } from './start-countdown.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Sound cues whose plays are recorded by name (through a stand-in for Web Audio, which jsdom lacks). */
function recordingCues() {
  const cues = createSoundCues({ storage: localStorage, createAudio: () => null });
  const played: SoundCue[] = [];
  const play = cues.play;
  cues.play = (cue) => {
    if (cues.enabled()) played.push(cue);
    play(cue);
  };
  return { cues, played };
}

/** A countdown whose time left the test sets, as the waiting room's clock would. */
function Ticking({ initialMs, expose }: { initialMs: number; expose: (set: (ms: number) => void) => void }) {
  const [remainingMs, setRemainingMs] = useState(initialMs);
  useEffect(() => expose(setRemainingMs), [expose]);
  return <StartCountdown remainingMs={remainingMs} />;
}

describe('start countdown', () => {
  it('shows the whole seconds left, then "Go!", with a tick for each number and a cue for the go', async () => {
    const { cues, played } = recordingCues();
    cues.setEnabled(true);
    let show: (remainingMs: number) => void = () => undefined;
    await renderApp(
      <SoundCuesContext value={cues}>
        <Ticking initialMs={2_400} expose={(set) => (show = set)} />
      </SoundCuesContext>,
    );

    const timer = screen.getByRole('timer', { name: 'Starting in' });
    expect(timer.textContent).toBe('3');
    act(() => show(1_999));
    expect(timer.textContent).toBe('2');
    // Still the same second: no second tick.
    act(() => show(1_001));
    act(() => show(1_000));
    expect(timer.textContent).toBe('1');
    act(() => show(0));
    expect(timer.textContent).toBe('Go!');
    expect(played).toEqual(['tick', 'tick', 'tick', 'go']);
  });

  it('speaks the start once, politely, and never each second', async () => {
    let show: (remainingMs: number) => void = () => undefined;
    await renderApp(<Ticking initialMs={3_000} expose={(set) => (show = set)} />);

    const timer = screen.getByRole('timer', { name: 'Starting in' });
    const status = screen.getByRole('status');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const spoken = new Set<string>();
    const listen = new MutationObserver(() => spoken.add(status.textContent));
    listen.observe(status, { childList: true, subtree: true, characterData: true });
    spoken.add(status.textContent);
    for (const ms of [2_000, 1_000, 0]) act(() => show(ms));
    await act(async () => undefined);
    listen.disconnect();
    expect(timer.textContent).toBe('Go!');
    expect([...spoken]).toEqual(['The round is starting']);
  });

  it('carries on a "Go!" another page showed without playing it again', async () => {
    const { cues, played } = recordingCues();
    cues.setEnabled(true);
    await renderApp(
      <SoundCuesContext value={cues}>
        <StartCountdown remainingMs={0} held />
      </SoundCuesContext>,
    );
    expect(screen.getByRole('timer').textContent).toBe('Go!');
    expect(played).toEqual([]);
  });
});

describe('sound toggle', () => {
  it('is off by default, turns sound on and off, and is remembered by the next page', async () => {
    await renderApp(<SoundToggle />);
    const toggle = screen.getByRole('button', { name: 'Sound cues' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('plw.sound')).toBe('on');
    // A fresh set of cues (a new visit) reads the choice back.
    expect(createSoundCues({ storage: localStorage, createAudio: () => null }).enabled()).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('plw.sound')).toBe('off');
  });
});
