import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AfterRoundPage, AnswersReport } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { typedAnswerBase, useTypedAnswerGame } from './use-typed-answer-game.ts';
import './typed-answer.css';

// /game/typed-answer/:gameId/answers: the kit's answers page, with what the player typed and this type's words.

export default function TypedAnswerAnswersPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [game, reload] = useTypedAnswerGame(gameId);
  return (
    <AfterRoundPage page="answers" game={game} reload={reload} title={t('pages.answers')} loadFailed={t('typedAnswer.loadFailed')}>
      {(loaded) => <Report game={loaded} />}
    </AfterRoundPage>
  );
}

function Report({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <AnswersReport
      game={game}
      read={(signal) => client.call(api.typedAnswerReport, { params: { id: gameId }, signal })}
      base={typedAnswerBase(gameId)}
      className="typed-play"
      testId="typed-answers"
      words={{
        answersLater: t('typedAnswer.answersLater'),
        playIt: t('typedAnswer.playIt'),
        summary: (values) => t('typedAnswer.answersSummary', values),
        rankValue: (rank) => t('typedAnswer.rankValue', { rank }),
        rightAnswer: t('typedAnswer.rightAnswer'),
        yourAnswer: t('typedAnswer.yourAnswer'),
        noAnswer: t('typedAnswer.noAnswer'),
        markRight: t('typedAnswer.markRight'),
        markWrong: t('typedAnswer.markWrong'),
        seeLeaderboard: t('typedAnswer.seeLeaderboard'),
      }}
    />
  );
}
