import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FreeCard, FreeQuestions, gameText, LiveRoundPage } from '../../../kits/game-pages/index.ts';
import type { LiveGame } from '../../../kits/live-play/index.ts';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { InStepQuestions, inStepStage } from './in-step-questions.tsx';
import { type McqQuestion, QuestionCard } from './question-card.tsx';

// A live quiz round: the kit's live round page around the quiz's questions, asked with their choice tiles (in step,
// a phone shows only the question and its tiles while it is open; mcq.css tightens the tiles there).

/** `roundId`: a hosted round of the game, rather than its own scheduled round. */
export function LivePlay({ game, roundId }: { game: LiveGame; roundId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <LiveRoundPage
      game={game}
      roundId={roundId}
      gameOverHref={`/game/mcq/${encodeURIComponent(game.game_id)}/game-over`}
      subtitle={t('mcq.liveSubtitle', { channel: game.channel.channel_name })}
      className="mcq-play mcq-play--live"
      questionType="Mcq"
      wrongType={t('mcq.notMcq')}
      inStepStage={inStepStage}
      inStep={(round, inStep) => <InStepQuestions game={game} round={round} inStep={inStep} />}
      free={(round, endsAt) => (
        <FreeQuestions
          round={round}
          endsAt={endsAt}
          questions={round.questions?.type === 'Mcq' ? round.questions.questions : []}
          words={{ allAnswered: t('mcq.allAnswered'), next: t('mcq.next'), finish: t('mcq.finish') }}
          cardClass="mcq-card"
          card={(card) => (
            <FreeCardOf key={card.question.question_id} card={card} game={game} seed={round.shuffleSeed} />
          )}
        />
      )}
    />
  );
}

/** One free question, its choices in the player's order. */
function FreeCardOf({ card, game, seed }: { card: FreeCard<McqQuestion>; game: LiveGame; seed: number }) {
  const { question } = card;
  const choices = useMemo(() => choiceOrder(question.choices, seed, question.question_id), [question, seed]);
  return (
    <QuestionCard
      question={question}
      number={card.number}
      total={card.total}
      choices={choices}
      pending={card.pending}
      locked={card.locked}
      lockedIn={card.lockedIn}
      closed={card.closed}
      onChoose={card.onAnswer}
      {...gameText(game.language)}
    >
      {card.children}
    </QuestionCard>
  );
}
