import { useTranslation } from 'react-i18next';
import { useSoundSetting } from '../lib/use-sound-cues.ts';
import './sound-toggle.css';

/** Turns the show's sound cues on or off (off until the player turns them on); remembered on this device. */
export function SoundToggle() {
  const { t } = useTranslation();
  const [on, setOn] = useSoundSetting();
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-pressed={on}
      aria-label={t('common.soundCues')}
      title={t('common.soundCues')}
      data-testid="sound-toggle"
      onClick={() => setOn(!on)}
    >
      {/* The icon's shape says on or off too, not only the pressed look. */}
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on
          ? (
              <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )
          : (
              <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
      </svg>
    </button>
  );
}
