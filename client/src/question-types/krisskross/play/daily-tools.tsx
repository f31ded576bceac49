import { api } from '@plw/protocol/api';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { type CellPosition, type GridWord, keyOf } from './grid-model.ts';
import './daily-tools.css';

// "Check word", "Reveal letter" and "Reveal word" for the selected clue, in daily play only (a live or hosted round
// never shows them; the server refuses them there too). The server answers: a check says which squares are right
// or wrong, never a letter; a reveal is recorded before its letters come back, and the word then scores nothing.

export type CheckMark = 'right' | 'wrong';

export interface DailyToolsProps {
  gameId: string;
  word: GridWord | undefined;
  /** The cursor: "Reveal letter" shows this square when it is in the word, else the word's first empty one. */
  selection: CellPosition | null;
  entries: ReadonlyMap<string, string>;
  revealed: ReadonlySet<string>;
  /** Each checked square with the letter that was checked (a mark holds while that letter stays). */
  onChecked: (marks: { key: string; letter: string; mark: CheckMark }[]) => void;
  onRevealed: (questionId: string, cells: { row: number; col: number; letter: string }[], revealed: string[]) => void;
  /** The game moved on under us (finished on another device): load it again. */
  onStale: () => void;
}

export function DailyTools(props: DailyToolsProps) {
  const { gameId, word, selection, entries, revealed, onChecked, onRevealed, onStale } = props;
  const { t } = useTranslation();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 409) onStale();
      else toast.error(serverMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  const check = (target: GridWord) => run(async () => {
    const letters = target.cells.map((cell) => entries.get(keyOf(cell)) ?? '');
    const reply = await client.call(api.krissKrossCheckWord, {
      params: { id: gameId },
      body: { question_id: target.questionId, letters },
    });
    const marks = reply.cells.flatMap((cell) => {
      const key = keyOf(cell);
      return cell.mark === 'empty' ? [] : [{ key, letter: entries.get(key) ?? '', mark: cell.mark }];
    });
    onChecked(marks);
    const wrong = marks.filter((m) => m.mark === 'wrong').length;
    const empty = reply.cells.filter((c) => c.mark === 'empty').length;
    toast(wrong > 0
      ? t('dailyTools.checkedWrong', { count: wrong })
      : empty > 0 ? t('dailyTools.checkedRightSoFar') : t('dailyTools.checkedRight'));
  });

  const reveal = (target: GridWord, cell?: CellPosition) => run(async () => {
    const reply = await client.call(api.krissKrossReveal, {
      params: { id: gameId },
      body: { question_id: target.questionId, ...(cell ? { cell: { row: cell.row, col: cell.col } } : {}) },
    });
    onRevealed(reply.question_id, reply.cells, reply.revealed);
  });

  const letterCell = word && (
    word.cells.find((c) => selection && c.row === selection.row && c.col === selection.col && !entries.get(keyOf(c)))
    ?? word.cells.find((c) => !entries.get(keyOf(c)))
    ?? word.cells.find((c) => selection && c.row === selection.row && c.col === selection.col)
    ?? word.cells[0]
  );

  return (
    <div className="kk-tools" role="group" aria-label={t('dailyTools.label')}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!word || busy}
        onClick={() => word && void check(word)}
      >
        {t('dailyTools.checkWord')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!word || busy}
        onClick={() => word && void reveal(word, letterCell)}
      >
        {t('dailyTools.revealLetter')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!word || busy}
        onClick={() => word && void reveal(word)}
      >
        {t('dailyTools.revealWord')}
      </button>
      <p className="kk-tools__note">
        {word && revealed.has(word.questionId) ? t('dailyTools.wordRevealed') : t('dailyTools.revealCosts')}
      </p>
    </div>
  );
}
