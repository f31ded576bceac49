import type { StudioKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/studio-api';
import type { Direction } from '@plw/shared/constants';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPanel } from './grid-panel.tsx';
import { useKrissKrossQuestions } from './use-krisskross-questions.ts';
import { useGameIds } from '../../../features/studio/use-game-ids.ts';
import { KrissKrossQuestionForm } from './krisskross-question-form.tsx';
import { QuestionDrafts } from '../../../features/studio/questions/question-drafts.tsx';
import { QuestionsCard, useQuestionEditor } from '../../../features/studio/questions/question-list.tsx';
import { QuestionsFrame } from '../../../features/studio/questions/questions-frame.tsx';

/**
 * /creator/game/krisskross/add-question?gameIds=...: the first game's clues, added, edited, deleted and reordered,
 * with the grid laid out live as they are typed, and directions the engine can suggest.
 */
export default function KrissKrossQuestionsPage() {
  const { t } = useTranslation();
  const ids = useGameIds();
  const gameId = ids[0] ?? '';
  const loaded = useKrissKrossQuestions(gameId);
  const editor = useQuestionEditor<StudioKrissKrossQuestion>();
  const { editing } = editor;
  const [typed, setTyped] = useState<{ answer: string; direction: Direction | undefined }>({ answer: '', direction: undefined });
  const onTyping = useCallback((next: typeof typed) => setTyped(next), []);
  const questions = useMemo(() => loaded.data?.questions ?? [], [loaded.data]);
  const game = loaded.data?.game;
  const locked = game?.status === 'RELEASED';

  const saved = useMemo(
    () => questions.map((q) => ({ id: q.question_id, answer: q.answer, direction: q.direction })),
    [questions],
  );
  // The preview shows the saved words, with the one being typed in its place (or at the end when it is new).
  const words = useMemo(() => {
    const shown = saved.map((word) => (editing?.question_id === word.id ? { id: word.id, ...typed } : word));
    return !editing && typed.answer.trim() ? [...shown, { id: 'typing', ...typed }] : shown;
  }, [saved, editing, typed]);

  return (
    <QuestionsFrame title={t('pages.krissKrossAddQuestion')} game={game} ids={ids} pending={loaded.isPending} failed={loaded.isError}>
      {game && <GridPanel gameId={gameId} language={game.language} words={words} saved={saved} locked={locked} />}
      {!locked && (
        <KrissKrossQuestionForm
          gameId={gameId}
          editing={editing}
          draft={editor.draft}
          onTyping={onTyping}
          onDone={editor.done}
        />
      )}
      {!locked && game?.question_source === 'Chatgpt' && <QuestionDrafts gameId={gameId} onReview={editor.review} />}
      <QuestionsCard
        gameId={gameId}
        questions={questions}
        editingId={editing?.question_id ?? null}
        locked={locked}
        detail={(q) => <span>{` · ${t(`studio.direction.${q.direction}`)}`}</span>}
        onEdit={editor.edit}
      />
    </QuestionsFrame>
  );
}
