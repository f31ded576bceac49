import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { GameSummary } from '@plw/shared/schemas/game';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from './load-failed.tsx';
import { useLoad } from './use-load.ts';

// A daily game's page over REST, whatever its questions: the play read once (and again when it went stale), the
// game not yet open by the server's clock asked for again shortly, a daily paused while a live round of the same
// game runs, and a game already played in its live round sent to its game-over. The type plays what it read.

/** The server has not opened the game by its clock yet, though ours says it has: ask again shortly. */
const OPENING_RETRY_MS = 2000;

export interface DailyPageProps<P> {
  game: GameSummary;
  read: (signal: AbortSignal) => Promise<P>;
  /** The type's game-over page. */
  gameOverHref: string;
  subtitle: string;
  /** The type's play class. */
  className: string;
  words: { opening: string; loadFailed: string };
  /** The play, given what was read and a way to read it again. */
  children: (play: P, reload: () => void) => ReactNode;
}

export function DailyPage<P>({ game, read, gameOverHref, subtitle, className, words, children }: DailyPageProps<P>) {
  const { t } = useTranslation();
  const [loaded, reload] = useLoad(`play:${game.game_id}`, read);
  const header = <PageHeader title={game.game_name} subtitle={subtitle} />;

  const refused = loaded.status === 'failed' && loaded.error.status === 409;
  // Played in the game's live round (RAPID_THEN_DAILY): that was the player's one scored play.
  const playedRound = refused && loaded.error.message === ERROR_MESSAGES.alreadyFinished;
  // Paused while a live round of the same game runs: kept, and asked for again until the round is over.
  const paused = refused && loaded.error.message === ERROR_MESSAGES.dailyPaused;
  const opening = refused && !playedRound;
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(reload, OPENING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [opening, reload]);

  if (loaded.status === 'loading') return (
    <>
      {header}
      <Loading />
    </>
  );
  if (playedRound) return <Redirect to={gameOverHref} replace />;
  if (loaded.status === 'failed') {
    if (opening) return (
      <>
        {header}
        <Notice tone="info">{paused ? serverMessage(t, loaded.error) : words.opening}</Notice>
        {paused && (
          <p>
            <Link href="/home" className="button button--ghost">
              {t('common.goHome')}
            </Link>
          </p>
        )}
      </>
    );
    return <LoadFailed title={game.game_name} error={loaded.error} onRetry={reload} message={words.loadFailed} />;
  }
  return (
    <div className={className}>
      {header}
      {children(loaded.data, reload)}
    </div>
  );
}
