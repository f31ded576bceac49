import type { QuestionDraft, StudioMcqQuestion } from '@plw/protocol/rest/studio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMcqQuestions } from '../studio-queries.ts';
import { useGameIds } from '../use-game-ids.ts';
import { McqQuestionForm } from './mcq-question-form.tsx';
import { QuestionDrafts } from './question-drafts.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionsFrame } from './questions-frame.tsx';
import { useQuestionActions } from './use-question-actions.ts';

/** /creator/game/mcq/add-question?gameIds=...: the first game's quiz questions, added, edited, deleted, reordered. */
export default function McqQuestionsPage() {
  const { t } = useTranslation();
  const ids = useGameIds();
  const gameId = ids[0] ?? '';
  const loaded = useMcqQuestions(gameId);
  const [editing, setEditing] = useState<StudioMcqQuestion | null>(null);
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  const questions = loaded.data?.questions ?? [];
  const actions = useQuestionActions(gameId, questions.map((q) => q.question_id));
  const game = loaded.data?.game;
  const locked = game?.status === 'RELEASED';

  return (
    <QuestionsFrame title={t('pages.mcqAddQuestion')} game={game} ids={ids} pending={loaded.isPending} failed={loaded.isError}>
      {!locked && (
        <McqQuestionForm
          gameId={gameId}
          editing={editing}
          draft={draft}
          onDone={() => {
            setEditing(null);
            setDraft(null);
          }}
        />
      )}
      {!locked && game?.question_source === 'Chatgpt' && <QuestionDrafts gameId={gameId} onReview={setDraft} />}
      <section className="studio-card" aria-labelledby="questions-title">
        <h2 id="questions-title" className="studio-card__title">
          {t('studio.questionCount', { count: questions.length })}
        </h2>
        <QuestionList
          questions={questions}
          editingId={editing?.question_id ?? null}
          locked={locked}
          busy={actions.busy}
          detail={(q) => (
            <span>
              {` · ${q.answer_options.join(' · ')}`}
            </span>
          )}
          onEdit={(q) => {
            setDraft(null);
            setEditing(q);
          }}
          onDelete={(q) => actions.remove(q.question_id)}
          onMove={actions.move}
        />
      </section>
    </QuestionsFrame>
  );
}
