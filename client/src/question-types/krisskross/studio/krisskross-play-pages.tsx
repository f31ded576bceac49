import { useTranslation } from 'react-i18next';
import { KrissKrossTryout } from './krisskross-tryout.tsx';
import { PlayFrame } from '../../../features/studio/play/play-frame.tsx';
import { usePlayedGame } from '../../../features/studio/play/use-played-game.ts';
import './grid-preview.css';
import '../../../features/studio/play/tryout.css';

/** /creator/game/krisskross/play-demo?gameIds=...: the first game's grid to try, answers a tap away, unscored. */
export function KrissKrossPlayDemoPage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.krissKrossPlayDemo')} played={usePlayedGame(false)}>
      {(game) => <KrissKrossTryout gameId={game.game_id} language={game.language} />}
    </PlayFrame>
  );
}

/** /creator/game/krisskross/play-game?gameIds=...&gameLanguage=...: the variant in that language. */
export function KrissKrossPlayGamePage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.krissKrossPlayGame')} played={usePlayedGame(true)}>
      {(game) => <KrissKrossTryout key={game.game_id} gameId={game.game_id} language={game.language} />}
    </PlayFrame>
  );
}
