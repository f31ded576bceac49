import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './join-game-entry.css';

/** The home page's way into a hosted round: a host's code takes the player to /join. */
export function JoinGameEntry() {
  const { t } = useTranslation();
  return (
    <Link href="/join" className="join-game-entry">
      <span className="join-game-entry__icon" aria-hidden="true">#</span>
      <span className="join-game-entry__text">
        <span className="join-game-entry__title">{t('browse.joinGame')}</span>
        <span className="join-game-entry__hint">{t('browse.joinGameHint')}</span>
      </span>
    </Link>
  );
}
