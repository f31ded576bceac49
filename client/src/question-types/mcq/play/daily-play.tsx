import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyPage, gameText, NextButton, useDailyAnswers } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { QuestionCard } from './question-card.tsx';
import { ReportResult } from './report-result.tsx';

// A daily quiz over REST (the kit's daily page and answers): the questions without answers, each asked with its
// choice tiles in the player's order, the verdict at once, and after the last one the player's result.

type Play = ResponseOf<typeof api.mcqQuestions>;

export function DailyPlay({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <DailyPage
      game={game}
      read={(signal) => client.call(api.mcqQuestions, { params: { id: gameId }, signal })}
      gameOverHref={`/game/mcq/${encodeURIComponent(gameId)}/game-over`}
      subtitle={t('mcq.subtitle', { channel: game.channel.channel_name })}
      className="mcq-play"
      words={{ opening: t('mcq.opening'), loadFailed: t('mcq.loadFailed') }}
    >
      {(play, reload) => <DailyQuestions game={game} play={play} onStale={reload} />}
    </DailyPage>
  );
}

function DailyQuestions({ game, play, onStale }: { game: GameSummary; play: Play; onStale: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const daily = useDailyAnswers(play, (questionId, answer) => client.call(api.mcqAnswer, {
    params: { id: gameId },
    body: { question_id: questionId, answer },
    keepalive: true,
  }), onStale);
  const { current } = daily;
  const choices = useMemo(
    () => (current ? choiceOrder(current.choices, play.shuffleSeed, current.question_id) : []),
    [current, play.shuffleSeed],
  );

  if (!current) return <ReportResult game={game} />;
  return (
    <QuestionCard
      key={current.question_id}
      question={current}
      number={daily.number}
      total={daily.questions.length}
      choices={choices}
      pending={daily.pending}
      locked={daily.lockedHere}
      closed={false}
      onChoose={daily.answer}
      {...gameText(game.language)}
    >
      {daily.lockedHere && (
        <NextButton
          className="mcq-card__next"
          label={daily.last ? t('mcq.seeResult') : t('mcq.next')}
          onClick={daily.moveOn}
        />
      )}
    </QuestionCard>
  );
}
