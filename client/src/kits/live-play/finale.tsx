import type { GiftAward } from '@plw/protocol/rest/player';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResultCard, type ResultStat } from '../../ui/result-card.tsx';
import { Podium, type PodiumEntry } from './podium.tsx';
import './finale.css';
import { pointsFormat } from '../../ui/number-format.ts';

// A live round's finale, whatever the game: the podium, the player's own final rank and points (and any figure
// of the game's own), the gifts they just won in this round, and the ways on: the answers, the full leaderboard
// and a next game to play.

export interface NextGame {
  name: string;
  href: string;
}

/** The player's own end of the round; no rank when the round did not rank them. */
export interface FinaleStanding {
  playerId: string | null;
  rank: number | null;
  score: number;
}

/** Where the answers are: a page of their own, or shown in place (a kriss-kross fills in its own grid). */
export type AnswersWay = { href: string } | { onShow: () => void };

export interface FinaleProps {
  board: readonly PodiumEntry[];
  me: FinaleStanding;
  /** Figures of this game beyond rank and points, shown after them. */
  extraStats?: readonly ResultStat[];
  gifts: readonly GiftAward[];
  answers: AnswersWay;
  leaderboardHref: string;
  next: NextGame | null;
  /** Test ids of the result card and of each of its figures, which tests of each game already know. */
  resultTestId: string;
  statTestId?: (id: string) => string;
}

export function Finale(props: FinaleProps) {
  const { board, me, extraStats = [], gifts, leaderboardHref, next, resultTestId, statTestId } = props;
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);
  const stats = [
    { id: 'rank', label: t('liveRound.rank'), value: me.rank === null ? '–' : t('liveRound.rankValue', { rank: me.rank }) },
    { id: 'score', label: t('liveRound.score'), value: points.format(me.score) },
    ...extraStats,
  ];
  return (
    <div className="finale" data-testid="finale">
      <Podium board={board} me={me.playerId} />
      <ResultCard title={t('finale.title')} stats={stats} testId={resultTestId} statTestId={statTestId}>
        <AnswersButton way={props.answers} />
        <Link href={leaderboardHref} className="button button--ghost" data-testid="finale-leaderboard">
          {t('finale.fullLeaderboard')}
        </Link>
        {next && (
          <Link href={next.href} className="button button--ghost finale__next" data-testid="finale-next">
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

function AnswersButton({ way }: { way: AnswersWay }) {
  const { t } = useTranslation();
  const label = t('finale.seeAnswers');
  if ('href' in way) {
    return (
      <Link href={way.href} className="button button--primary" data-testid="finale-answers">
        {label}
      </Link>
    );
  }
  return (
    <button type="button" className="button button--primary" data-testid="finale-answers" onClick={way.onShow}>
      {label}
    </button>
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
            {award.rank !== null && <span className="finale__gift-rank">{t('finale.giftForPlace', { rank: award.rank })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
