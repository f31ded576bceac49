import { SPLASH_SNOWFLAKES } from '@plw/shared/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';
import './splash-screen.css';

// The start-up screen (spec 2, "Pending"): the logo over a winter sky with 20 falling snowflakes and drifting clouds.

type FlakeStyle = CSSProperties & Record<`--${string}`, string>;

/** Spread the flakes evenly but not in lockstep: position, size, speed and delay vary with the index. */
const FLAKES: { id: number; style: FlakeStyle }[] = Array.from({ length: SPLASH_SNOWFLAKES }, (_, index) => ({
  id: index,
  style: {
    '--flake-x': `${((index * 37 + 7) % 97) + 1.5}%`,
    '--flake-size': `${10 + ((index * 7) % 12)}px`,
    '--flake-duration': `${7 + ((index * 13) % 6)}s`,
    '--flake-delay': `${-((index * 1.7) % 9).toFixed(2)}s`,
    '--flake-sway': `${index % 2 === 0 ? 14 : -14}px`,
    '--flake-opacity': `${0.55 + ((index * 11) % 5) / 10}`,
  },
}));

const CLOUDS = ['splash__cloud--one', 'splash__cloud--two', 'splash__cloud--three'] as const;

export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-label={t('splash.label')}>
      <div className="splash__sky" aria-hidden="true">
        {CLOUDS.map((cloud) => (
          <span key={cloud} className={`splash__cloud ${cloud}`} />
        ))}
        {FLAKES.map((flake) => (
          <svg
            key={flake.id}
            className="splash__snowflake"
            style={flake.style}
            viewBox="0 0 24 24"
            aria-hidden="true"
            data-testid="snowflake"
          >
            <path
              d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M12 2l-2.5 2.5M12 2l2.5 2.5M12 22l-2.5-2.5M12 22l2.5-2.5"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        ))}
      </div>
      <div className="splash__brand">
        <div className="splash__logo">
          <Logo size={96} />
        </div>
        <p className="splash__name">{t('app.name')}</p>
        <span className="splash__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}
