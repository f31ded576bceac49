import { api } from '@plw/protocol/api';
import { LANGUAGES } from '@plw/shared/constants';
import { localeOf } from '@plw/shared/constants';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ClueList } from './clue-list.tsx';
import { CurrentClue, modelInClueOrder, useClueWords } from './current-clue.tsx';
import { type CheckMark, DailyTools } from './daily-tools.tsx';
import { GridBoard } from './grid-board.tsx';
import type { GridInputHandle } from './grid-input.tsx';
import { keyOf } from './grid-model.ts';
import {
  cellsToEntries,
  entriesToCells,
  initialPlayState,
  type PlayAction,
  type PlayState,
  reducePlay,
  selectedWord,
} from './play-state.ts';
import { answerEntries, cellVerdicts } from './result-grid.ts';
import { playTones } from './play-tones.ts';
import { PlayToolbar } from './play-toolbar.tsx';
import { type PlayResult, ResultSummary } from './result-summary.tsx';
import { useRevealedSquares } from './revealed-squares.ts';
import { ShareResult } from './share-result.tsx';
import { SolveTimer } from './solve-timer.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { displayLetter } from './typed-text.ts';
import { useProgressSaver } from './use-progress-saver.ts';
import type { Puzzle } from './use-puzzle.ts';

// One kriss-kross game on screen: the grid, its clues and the player's letters while they play; after they submit
// (or when they come back to a finished game), the result, right and wrong words, and the answers.

interface Outcome {
  result: PlayResult;
  answers: Puzzle['answers'];
  /** Submitted on this screen (not a finished game opened again). */
  now: boolean;
}

export interface KrissKrossPlayProps {
  gameId: string;
  puzzle: Puzzle;
  /** The game changed under us (finished on another device): load it again. */
  onStale: () => void;
}

export function KrissKrossPlay({ gameId, puzzle, onStale }: KrissKrossPlayProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { game, questions, play } = puzzle;
  const locale = localeOf(game.language);
  const dir = LANGUAGES.find((language) => language.name === game.language)?.dir ?? 'ltr';
  const rtl = dir === 'rtl';

  const model = useMemo(() => modelInClueOrder(puzzle.grid, questions), [puzzle.grid, questions]);
  // Daily helpers: the words revealed (they score nothing), the squares revealed, and the squares checked with the
  // letter checked.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set(play?.revealed ?? []));
  const [revealedSquares, setRevealedSquares] = useRevealedSquares(gameId, model, revealed);
  const [checked, setChecked] = useState<ReadonlyMap<string, { letter: string; mark: CheckMark }>>(new Map());
  // Letters known right (the squares revealed, or checked right and unchanged) are never typed over. Only those
  // squares: the rest of a word with a revealed letter stays the player's to type.
  const fixed = useMemo(() => {
    const known = new Set(revealedSquares);
    for (const [key, check] of checked) if (check.mark === 'right') known.add(key);
    return known;
  }, [revealedSquares, checked]);
  const reducer = useCallback(
    (state: PlayState, action: PlayAction) => reducePlay(model, state, action, fixed),
    [model, fixed],
  );
  const [state, dispatch] = useReducer(reducer, play?.cells ?? [], (cells) =>
    initialPlayState(model, cellsToEntries(cells)),
  );

  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    play?.status === 'FINISHED' && play.result ? { result: play.result, answers: puzzle.answers, now: false } : null,
  );
  const playing = outcome === null && play?.status === 'IN_PROGRESS';
  const saver = useProgressSaver(gameId, state.entries, playing, { onStale });
  const [showAnswers, setShowAnswers] = useState(play === null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<GridInputHandle>(null);
  const [wordRequest, setWordRequest] = useState(0);
  const focusInput = useCallback(() => input.current?.focus(), []);

  const answers = outcome?.answers ?? puzzle.answers;
  const answersById = useMemo(() => answers && new Map(answers.map((a) => [a.question_id, a.answer])), [answers]);
  const verdicts = useMemo(() => outcome && cellVerdicts(model, outcome.result.correct), [model, outcome]);
  const word = selectedWord(model, state);

  const letters = useMemo(() => {
    const source = showAnswers && answers ? answerEntries(model, answers) : state.entries;
    return new Map([...source].map(([key, letter]) => [key, displayLetter(letter, locale)]));
  }, [showAnswers, answers, model, state.entries, locale]);

  const shownRevealed = useMemo(() => (outcome ? new Set(outcome.result.revealed) : revealed), [outcome, revealed]);
  const revealedCells = useMemo(
    () => new Set(model.words.filter((w) => shownRevealed.has(w.questionId)).flatMap((w) => w.cells.map(keyOf))),
    [model, shownRevealed],
  );

  const tones = useMemo(
    () => playTones({
      playing,
      solved: outcome?.result.solved ?? false,
      model,
      verdicts,
      word,
      selection: state.selection,
      entries: state.entries,
      checked,
      revealedCells,
      revealedSquares,
    }),
    [playing, outcome, model, verdicts, word, state.selection, state.entries, checked, revealedCells, revealedSquares],
  );

  function onChecked(marks: { key: string; letter: string; mark: CheckMark }[]) {
    setChecked((before) => {
      const after = new Map(before);
      for (const { key, letter, mark } of marks) after.set(key, { letter, mark });
      return after;
    });
  }

  function onRevealed(_questionId: string, cells: { row: number; col: number; letter: string }[], all: string[]) {
    const entries = new Map(state.entries);
    for (const cell of cells) entries.set(keyOf(cell), cell.letter);
    dispatch({ type: 'restore', entries });
    setRevealed(new Set(all));
    setRevealedSquares(cells.map(keyOf));
    focusInput();
  }

  const clue = questions.find((q) => q.question_id === word?.questionId);
  const { clueName, inputLabel } = useClueWords();

  const filled = model.cells.filter((cell) => state.entries.has(keyOf(cell))).length;
  const empty = model.cells.length - filled;

  async function submit() {
    setConfirming(false);
    setSubmitting(true);
    await saver.stop();
    try {
      const reply = await client.call(api.krissKrossSubmit, {
        params: { id: gameId },
        body: { cells: entriesToCells(state.entries) },
      });
      setOutcome({ result: reply.result, answers: reply.answers, now: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      saver.resume();
      if (error.status === 409) onStale();
      else toast.error(serverMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  }

  const leaderboardHref = `/game/krisskross/leaderboard?${new URLSearchParams({
    type: game.mode === 'RAPID' ? 'RAPID' : 'DAILY',
    game: gameId,
  }).toString()}`;

  return (
    <div className="kk-play">
      <PageHeader title={game.game_name} subtitle={t('krissKross.subtitle', { channel: game.channel.channel_name })} />
      {outcome && (
        <ResultSummary
          gameId={gameId}
          result={outcome.result}
          words={model.words.length}
          leaderboardHref={leaderboardHref}
          celebrate={outcome.now}
          share={(
            <ShareResult
              gameId={gameId}
              gameName={game.game_name}
              language={game.language}
              model={model}
              correct={outcome.result.correct}
              revealed={outcome.result.revealed}
              timeMs={outcome.result.time_ms}
            />
          )}
        />
      )}
      {!play && <p className="kk-play__over">{t('krissKross.over')}</p>}
      <div className="kk-play__layout">
        <div className="kk-play__main">
          {playing && play && <SolveTimer startedAt={play.started_at} />}
          {playing && clue && (
            <CurrentClue name={clueName(clue.number, clue.direction)} clue={clue} lang={locale} dir={dir} />
          )}
          <GridBoard
            model={model}
            language={game.language}
            locale={locale}
            rtl={rtl}
            letters={letters}
            tones={tones}
            selection={playing ? state.selection : null}
            verdicts={verdicts}
            dispatch={playing && !submitting ? dispatch : null}
            inputRef={input}
            inputLabel={inputLabel(clue, word, state.selection)}
            gridLabel={t('krissKross.gridLabel')}
            onFocusInput={focusInput}
            wordRequest={wordRequest}
          />
          {playing && (
            <DailyTools
              gameId={gameId}
              word={word}
              selection={state.selection}
              entries={state.entries}
              revealed={revealed}
              onChecked={onChecked}
              onRevealed={onRevealed}
              onStale={onStale}
            />
          )}
          {playing && (
            <PlayToolbar
              filled={filled}
              total={model.cells.length}
              saveStatus={saver.status}
              submitting={submitting}
              onSubmit={() => (empty > 0 ? setConfirming(true) : void submit())}
            />
          )}
          {playing && <p className="kk-help">{t('krissKross.help')}</p>}
          {!playing && answers && (
            <button type="button" className="button button--ghost button--small" onClick={() => setShowAnswers(!showAnswers)}>
              {showAnswers ? t('krissKross.showMine') : t('krissKross.showAnswers')}
            </button>
          )}
        </div>
        <aside className="kk-play__clues">
          <ClueList
            clues={questions}
            selectedId={playing ? (word?.questionId ?? null) : null}
            onSelect={(questionId) => {
              if (!playing) return;
              dispatch({ type: 'selectWord', questionId });
              setWordRequest((count) => count + 1);
              focusInput();
            }}
            lang={locale}
            dir={dir}
            correct={outcome && new Set(outcome.result.correct)}
            answers={answersById}
            revealed={shownRevealed}
          />
        </aside>
      </div>
      <SubmitDialog
        empty={empty}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
