import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { DailyPage, gameText, NextButton, useDailyAnswers } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { PlayProgress } from './play-progress.tsx';
import { ReportResult } from './report-result.tsx';
import { TypedQuestionCard } from './typed-question-card.tsx';
import { typedAnswerBase } from './use-typed-answer-game.ts';

// A daily "type the answer" game over REST (the kit's daily page and answers): the questions without answers, each
// with its field and the play's progress above, the verdict at once, and after the last one the player's result.

type Play = ResponseOf<typeof api.typedAnswerQuestions>;

export function DailyPlay({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <DailyPage
      game={game}
      read={(signal) => client.call(api.typedAnswerQuestions, { params: { id: gameId }, signal })}
      gameOverHref={`${typedAnswerBase(gameId)}/game-over`}
      subtitle={t('typedAnswer.subtitle', { channel: game.channel.channel_name })}
      className="typed-play typed-play--daily"
      words={{ opening: t('typedAnswer.opening'), loadFailed: t('typedAnswer.loadFailed') }}
    >
      {(play, reload) => <DailyQuestions game={game} play={play} onStale={reload} />}
    </DailyPage>
  );
}

function DailyQuestions({ game, play, onStale }: { game: GameSummary; play: Play; onStale: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const daily = useDailyAnswers(play, (questionId, answer) => client.call(api.typedAnswerAnswer, {
    params: { id: gameId },
    body: { question_id: questionId, answer },
    keepalive: true,
  }), onStale);
  const { current } = daily;

  if (!current) return <ReportResult game={game} />;
  return (
    <>
      <PlayProgress questions={daily.questions} locked={daily.locked} current={current.question_id} />
      <TypedQuestionCard
        key={current.question_id}
        question={current}
        number={daily.number}
        total={daily.questions.length}
        pending={daily.pending}
        locked={daily.lockedHere}
        closed={false}
        onSubmit={daily.answer}
        language={game.language}
        {...gameText(game.language)}
      >
        {daily.lockedHere && (
          <NextButton
            className="typed-card__next"
            label={daily.last ? t('typedAnswer.seeResult') : t('typedAnswer.next')}
            onClick={daily.moveOn}
          />
        )}
      </TypedQuestionCard>
    </>
  );
}
