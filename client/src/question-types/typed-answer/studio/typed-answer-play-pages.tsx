import { useTranslation } from 'react-i18next';
import { PlayFrame } from '../../../features/studio/play/play-frame.tsx';
import { usePlayedGame } from '../../../features/studio/play/use-played-game.ts';
import { TypedAnswerTryout } from './typed-answer-tryout.tsx';
import '../../../features/studio/play/tryout.css';
import './typed-answer-studio.css';

/** /creator/game/typed-answer/play-demo?gameIds=...: the first game, played without scoring, its answers at hand. */
export function TypedAnswerPlayDemoPage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.typedAnswerPlayDemo')} played={usePlayedGame(false)}>
      {(game) => <TypedAnswerTryout gameId={game.game_id} language={game.language} showKey />}
    </PlayFrame>
  );
}

/** /creator/game/typed-answer/play-game?gameIds=...&gameLanguage=...: the variant in that language, as played. */
export function TypedAnswerPlayGamePage() {
  const { t } = useTranslation();
  return (
    <PlayFrame title={t('pages.typedAnswerPlayGame')} played={usePlayedGame(true)}>
      {(game) => (
        <TypedAnswerTryout key={game.game_id} gameId={game.game_id} language={game.language} showKey={false} />
      )}
    </PlayFrame>
  );
}
