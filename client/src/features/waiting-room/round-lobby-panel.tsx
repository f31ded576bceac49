import type { RoundLobby } from '@plw/protocol/socket/round-events';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { numberFormat } from '../../ui/number-format.ts';
import { GuestNameCard } from './guest-name-card.tsx';
import { useRoundLobby, useWaitingGame } from './use-round-lobby.ts';

/** The waiting room's round: the guest's name to keep or change, the game, and who is arriving. */
export function WaitingLobby({ gameId }: { gameId: string }) {
  const user = useAtomValue(currentUserAtom);
  const game = useWaitingGame(gameId).data ?? null;
  const lobby = useRoundLobby(gameId, user?.role === 'PLAYER' ? user.player.name : null);
  return (
    <>
      <GuestNameCard />
      <RoundLobbyPanel game={game} lobby={lobby} />
    </>
  );
}

/** What the waiting room says of the round it counts down to: the game, its channel, its questions, who is in. */
export function RoundLobbyPanel({ game, lobby }: { game: GameSummary | null; lobby: RoundLobby | null }) {
  const { t, i18n } = useTranslation();
  const arrivalsId = useId();
  const number = numberFormat(i18n.language);
  if (!game && !lobby) return null;
  return (
    <section className="round-lobby" data-testid="round-lobby">
      {game && (
        <h2 className="round-lobby__game" data-testid="lobby-game">
          <bdi>{game.game_name}</bdi>
        </h2>
      )}
      <dl className="round-lobby__facts">
        {game && (
          <div>
            <dt>{t('waitingRoom.channel')}</dt>
            <dd data-testid="lobby-channel"><bdi>{game.channel.channel_name}</bdi></dd>
          </div>
        )}
        {lobby && (
          <>
            <div>
              <dt>{t('waitingRoom.questions')}</dt>
              <dd data-testid="lobby-questions">{number.format(lobby.questions)}</dd>
            </div>
            <div>
              <dt>{t('waitingRoom.players')}</dt>
              <dd data-testid="lobby-players">{number.format(lobby.players)}</dd>
            </div>
          </>
        )}
      </dl>
      {lobby && lobby.arrivals.length > 0 && (
        <>
          <h3 className="round-lobby__arrivals-title" id={arrivalsId}>{t('waitingRoom.arrivals')}</h3>
          <ul className="round-lobby__arrivals" aria-labelledby={arrivalsId} data-testid="lobby-arrivals">
            {lobby.arrivals.map((name, index) => (
              // Names may repeat (two guests can share one): the place in the list keeps them apart.
              <li key={`${index}:${name}`} className="round-lobby__arrival"><bdi>{name}</bdi></li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
