import { useTranslation } from 'react-i18next';
import { McqTryout } from './mcq-tryout.tsx';
import { PlayFrame } from '../../../features/studio/play/play-frame.tsx';
import { usePlayedGame } from '../../../features/studio/play/use-played-game.ts';
import '../../../features/studio/play/tryout.css';

/** /creator/game/mcq/play-demo?gameIds=...: the first game, played without scoring, its answers at hand. */
export function McqPlayDemoPage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.mcqPlayDemo')} played={usePlayedGame(false)}>
      {(game) => <McqTryout gameId={game.game_id} showKey />}
    </PlayFrame>
  );
}

/** /creator/game/mcq/play-game?gameIds=...&gameLanguage=...: the variant in that language, as a player plays it. */
export function McqPlayGamePage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.mcqPlayGame')} played={usePlayedGame(true)}>
      {(game) => <McqTryout key={game.game_id} gameId={game.game_id} showKey={false} />}
    </PlayFrame>
  );
}
