import type { GiftAward } from '@plw/protocol/rest/player';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResultCard } from '../../ui/result-card.tsx';
import { type BoardEntry, Podium } from './podium.tsx';
import './finale.css';

// A live round's finale: the podium, the player's own final rank and points, the gifts they just won in this
// round, and the ways on: the answers, the full leaderboard and a next game to play.

export interface NextGame {
  name: string;
  href: string;
}

export interface FinaleProps {
  board: readonly BoardEntry[];
  me: BoardEntry;
  gifts: readonly GiftAward[];
  answersHref: string;
  leaderboardHref: string;
  next: NextGame | null;
}

export function Finale({ board, me, gifts, answersHref, leaderboardHref, next }: FinaleProps) {
  const { t, i18n } = useTranslation();
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const stats = [
    { id: 'rank', label: t('mcq.rank'), value: t('mcq.rankValue', { rank: me.rank }) },
    { id: 'score', label: t('mcq.score'), value: points.format(me.score) },
  ];
  return (
    <div className="finale" data-testid="finale">
      <Podium board={board} me={me.player_id} />
      <ResultCard title={t('mcq.finalResult')} stats={stats} testId="mcq-result">
        <Link href={answersHref} className="button button--primary" data-testid="finale-answers">
          {t('mcq.seeAnswers')}
        </Link>
        <Link href={leaderboardHref} className="button button--ghost" data-testid="finale-leaderboard">
          {t('finale.fullLeaderboard')}
        </Link>
        {next && (
          <Link href={next.href} className="button button--ghost" data-testid="finale-next">
            {t('finale.playNext')}
            <span className="finale__next-name">
              <bdi>{next.name}</bdi>
            </span>
          </Link>
        )}
      </ResultCard>
      {gifts.length > 0 && <WonGifts gifts={gifts} />}
    </div>
  );
}

function WonGifts({ gifts }: { gifts: readonly GiftAward[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="finale__gifts" aria-labelledby={headingId} data-testid="finale-gifts">
      <h2 id={headingId} className="finale__gifts-title">{t('finale.giftsWon', { count: gifts.length })}</h2>
      <ul className="finale__gift-list">
        {gifts.map((award) => (
          <li key={award.award_id} className="finale__gift" data-testid="finale-gift">
            {award.gift.image && <img className="finale__gift-image" src={award.gift.image} alt="" />}
            <span className="finale__gift-name">
              <bdi>{award.gift.name}</bdi>
            </span>
            {award.rank !== null && <span className="finale__gift-rank">{t('finale.giftForRank', { rank: award.rank })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
