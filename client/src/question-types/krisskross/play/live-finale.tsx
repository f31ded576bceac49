import { useTranslation } from 'react-i18next';
import { Loading } from '../../../ui/loading.tsx';
import {
  Finale,
  type FinaleStanding,
  type LiveGame,
  type PodiumEntry,
  useFinaleExtras,
} from '../../../kits/live-play/index.ts';

// The end of a live kriss-kross round: the live rounds' finale, from the final board the round itself sent, with
// this game's own figure (words right out of all) and its answers shown on the grid below.

export interface LiveFinaleProps {
  game: LiveGame;
  /** The round's final top lines, as its end sent them. */
  top: readonly PodiumEntry[];
  /** The player's final rank and points (the round's end sets them). */
  me: FinaleStanding;
  /** Words locked right, and words in the grid. */
  right: number;
  words: number;
  onShowAnswers: () => void;
}

export function LiveFinale({ game, top, me, right, words, onShowAnswers }: LiveFinaleProps) {
  const { t } = useTranslation();
  const extras = useFinaleExtras(game);
  if (extras === null) return <Loading />;

  const leaderboardHref = `/game/krisskross/leaderboard?${new URLSearchParams({ type: 'RAPID', game: game.game_id }).toString()}`;
  const wordsRight = {
    id: 'words',
    label: t('liveKrissKross.wordsRight'),
    value: t('liveKrissKross.wordsRightValue', { value: right, total: words }),
  };
  return (
    <Finale
      board={top}
      me={me}
      extraStats={[wordsRight]}
      gifts={extras.gifts}
      answers={{ onShow: onShowAnswers }}
      leaderboardHref={leaderboardHref}
      next={extras.next}
      resultTestId="kk-live-result"
      statTestId={(id) => `live-result-${id}`}
    />
  );
}
