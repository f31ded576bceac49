import { useTranslation } from 'react-i18next';
import { FreeQuestions, gameText, LiveRoundPage } from '../../../kits/game-pages/index.ts';
import type { LiveGame } from '../../../kits/live-play/index.ts';
import { InStepQuestions, inStepStage, typedQuestionsOf } from './in-step-questions.tsx';
import { TypedQuestionCard } from './typed-question-card.tsx';
import { typedAnswerBase } from './use-typed-answer-game.ts';

// A live "type the answer" round: the kit's live round page around this type's questions, each with its field (in
// step, a phone shows only the question and its field while it is open; typed-answer.css tightens the card there).

/** `roundId`: a hosted round of the game, rather than its own scheduled round. */
export function LivePlay({ game, roundId }: { game: LiveGame; roundId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <LiveRoundPage
      game={game}
      roundId={roundId}
      gameOverHref={`${typedAnswerBase(game.game_id)}/game-over`}
      subtitle={t('typedAnswer.liveSubtitle', { channel: game.channel.channel_name })}
      className="typed-play typed-play--live"
      questionType="Typed_answer"
      wrongType={t('typedAnswer.notTyped')}
      inStepStage={inStepStage}
      inStep={(round, inStep) => <InStepQuestions game={game} round={round} inStep={inStep} />}
      free={(round, endsAt) => (
        <FreeQuestions
          round={round}
          endsAt={endsAt}
          questions={typedQuestionsOf(round)}
          words={{
            allAnswered: t('typedAnswer.allAnswered'),
            next: t('typedAnswer.next'),
            finish: t('typedAnswer.finish'),
          }}
          cardClass="typed-card"
          card={(card) => (
            <TypedQuestionCard
              key={card.question.question_id}
              question={card.question}
              number={card.number}
              total={card.total}
              pending={card.pending}
              locked={card.locked}
              lockedIn={card.lockedIn}
              closed={card.closed}
              onSubmit={card.onAnswer}
              language={game.language}
              {...gameText(game.language)}
            >
              {card.children}
            </TypedQuestionCard>
          )}
        />
      )}
    />
  );
}
