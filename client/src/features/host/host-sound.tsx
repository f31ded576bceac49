import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSoundCues, type SoundCues } from '../../lib/sound-cues.ts';
import { SoundCuesContext, useLobbyMusic, usePlayCue, useSoundSetting } from '../../lib/use-sound-cues.ts';
import type { HostView } from './host-state.ts';
import '../../ui/sound-toggle.css';

// The big screen's sound: on until the host turns it off (a room hears it; phones stay muted until their player
// taps), remembered on this device apart from a phone's choice. Lobby music loops while the lobby fills and stops
// when the round starts; the countdown ticks, each reveal and the finale have their cues. All synthesised
// (lib/sound-cues.ts): nothing is fetched.

let bigScreenCues: SoundCues | null = null;

/** The big screen's cues for everything inside (the countdown's ticks included). */
export function HostSoundProvider({ children }: { children: ReactNode }) {
  bigScreenCues ??= browserSoundCues('big');
  return <SoundCuesContext.Provider value={bigScreenCues}>{children}</SoundCuesContext.Provider>;
}

/** The music while the lobby is up, and a cue as each reveal and the finale come. */
export function useHostSounds(view: HostView): void {
  const play = usePlayCue();
  useLobbyMusic(view.kind === 'lobby');
  const revealed = view.kind === 'reveal' ? view.reveal.question : null;
  const last = useRef<string | null>(null);
  const moment = revealed !== null ? `reveal:${revealed}` : view.kind === 'finale' ? 'finale' : null;
  useEffect(() => {
    if (moment === null || moment === last.current) return;
    last.current = moment;
    play(moment === 'finale' ? 'finale' : 'reveal');
  }, [moment, play]);
}

/** The big screen's visible, labelled sound switch: music and cues on or off. */
export function HostSoundToggle() {
  const { t } = useTranslation();
  const [on, setOn] = useSoundSetting();
  return (
    <button
      type="button"
      className="sound-toggle host-sound"
      aria-pressed={on}
      data-testid="host-sound"
      onClick={() => setOn(!on)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on
          ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          : <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
      <span>{t('host.sound')}</span>
    </button>
  );
}
