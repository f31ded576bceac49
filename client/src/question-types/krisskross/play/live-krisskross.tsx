import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import { localeOf } from '@plw/shared/constants';
import { LANGUAGES } from '@plw/shared/constants';
import { MotionConfig } from 'motion/react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayCue } from '../../../lib/use-sound-cues.ts';
import {
  ConnectionNote,
  HostedFinale,
  keepHostedRoundEnd,
  type LiveGame,
  LiveLeaderboard,
  type LiveRound,
  LiveStats,
  readHostedRoundEnd,
  RoundTimer,
  StartingSoon,
  useLiveRound,
  useLiveStanding,
  useMyPlayerId,
} from '../../../kits/live-play/index.ts';
import { useTimeLeft } from '../../../lib/use-time-left.ts';
import { LoadingAfterStart } from '../../../ui/start-countdown.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ClueList } from './clue-list.tsx';
import { CurrentClue, modelInClueOrder, useClueWords } from './current-clue.tsx';
import { GridBoard } from './grid-board.tsx';
import type { GridInputHandle } from './grid-input.tsx';
import { keyOf } from './grid-model.ts';
import type { CellTone } from './grid-palette.ts';
import { LiveFinale } from './live-finale.tsx';
import { completedWords, frozenCells, lockedVerdicts } from './live-words.ts';
import { cellsToEntries, initialPlayState, type PlayAction, type PlayState, reducePlay, selectedWord } from './play-state.ts';
import { displayLetter } from './typed-text.ts';
import { useProgressSaver } from './use-progress-saver.ts';
import type { Puzzle } from './use-puzzle.ts';

// A kriss-kross played as a live round: the grid and clues come from the round, each word goes to the server the
// moment it is complete (the word as typed) and is then locked, right or wrong; the live board stands beside the
// grid, and at the end of the round the live rounds' finale, with its sound cue. Letters are still saved as
// progress, so a reload keeps them and the finished game, read back over REST, shows the same words. A hosted
// round (`roundId`) is the round's alone: no progress saved to the game's play, and its own finale at the end.

type KrissKrossQuestions = Extract<RoundQuestions, { type: 'Kriss_kross_puzzle' }>;

/** What the live play needs over REST: the game and the player's play; a hosted round has the game alone. */
export interface LivePuzzle {
  game: LiveGame;
  play: Puzzle['play'];
}

export interface LiveKrissKrossProps {
  puzzle: LivePuzzle;
  /** Read the game again over REST: after the round, to show it with its answers. */
  onStale: () => void;
  /** A hosted round of the game, rather than its own scheduled round. */
  roundId?: string | undefined;
}

export function LiveKrissKross({ puzzle, onStale, roundId }: LiveKrissKrossProps) {
  const { t } = useTranslation();
  const { game } = puzzle;
  const round = useLiveRound(game.game_id, roundId);
  // Over before we joined: no final board comes, so the game is read again, answers and all (a hosted round shows
  // its end as this tab kept it).
  const over = round.status === 'ended' && round.final === null;
  useEffect(() => {
    if (over && !roundId) onStale();
  }, [over, roundId, onStale]);
  const me = useMyPlayerId();
  const { final, players } = round;
  useEffect(() => {
    if (roundId && final) keepHostedRoundEnd(roundId, { end: final, players });
  }, [roundId, final, players]);

  let body;
  if (over && roundId) body = <HostedFinale ended={readHostedRoundEnd(roundId)} myPlayerId={me} />;
  else if (round.status === 'removed') body = <Notice>{t('liveRound.removed')}</Notice>;
  else if (round.status === 'failed') body = <Notice>{t('liveRound.failed')}</Notice>;
  else if (round.questions?.type === 'Kriss_kross_puzzle' && round.startsAt !== null && round.endsAt !== null) {
    const hosted = roundId !== undefined;
    body = <LiveGrid puzzle={puzzle} questions={round.questions} round={round} onStale={onStale} hosted={hosted} />;
  } else if (round.status === 'waiting' && round.startsAt !== null) {
    body = <StartingSoon startsAt={round.startsAt} now={round.serverNow} />;
  } else body = <LoadingAfterStart now={round.serverNow} />;

  return (
    <MotionConfig reducedMotion="user">
      <div className="kk-play">
        <PageHeader title={game.game_name} subtitle={t('liveKrissKross.subtitle', { channel: game.channel.channel_name })} />
        <ConnectionNote status={round.connection} />
        {body}
      </div>
    </MotionConfig>
  );
}

function LiveGrid({ puzzle, questions, round, onStale, hosted }: {
  puzzle: LivePuzzle;
  questions: KrissKrossQuestions;
  round: LiveRound;
  onStale: () => void;
  hosted: boolean;
}) {
  const { t } = useTranslation();
  const me = useMyPlayerId();
  const standing = useLiveStanding(round, me);
  const { game } = puzzle;
  const clues = questions.questions;
  const locale = localeOf(game.language);
  const dir = LANGUAGES.find((language) => language.name === game.language)?.dir ?? 'ltr';
  const endsAt = round.endsAt ?? 0;
  const timeUp = useTimeLeft(endsAt, round.serverNow) === 0;
  const ended = round.status === 'ended' && round.final !== null;
  const playing = round.status === 'running' && !timeUp;
  const play = usePlayCue();
  useEffect(() => {
    if (ended) play('finale');
  }, [ended, play]);

  const model = useMemo(() => modelInClueOrder(questions.grid, clues), [questions.grid, clues]);

  // Sent words (locked or on their way) keep their letters: typing passes over their cells.
  const sentKey = [...round.answers.keys(), ...round.sealed.keys(), ...round.pending.keys()].sort().join('|');
  const sent = useMemo(() => new Set(sentKey ? sentKey.split('|') : []), [sentKey]);
  const frozen = useMemo(() => frozenCells(model, sent), [model, sent]);
  const reducer = useCallback(
    (state: PlayState, action: PlayAction): PlayState => reducePlay(model, state, action, frozen),
    [model, frozen],
  );
  const [state, dispatch] = useReducer(reducer, puzzle.play?.cells ?? [], (cells) =>
    initialPlayState(model, cellsToEntries(cells)));
  useProgressSaver(game.game_id, state.entries, playing && !hosted);

  const { answer } = round;
  useEffect(() => {
    if (!playing) return;
    for (const word of completedWords(model, state.entries, sent)) answer(word.questionId, word.answer);
  }, [playing, model, state.entries, sent, answer]);

  const input = useRef<GridInputHandle>(null);
  const focusInput = useCallback(() => input.current?.focus(), []);
  const verdicts = useMemo(() => lockedVerdicts(model, round.answers), [model, round.answers]);
  const clueVerdicts = useMemo(
    () => new Map([...round.answers].map(([id, locked]) => [id, locked.correct ? 'right' as const : 'wrong' as const])),
    [round.answers],
  );
  const word = selectedWord(model, state);
  const letters = useMemo(
    () => new Map([...state.entries].map(([key, letter]) => [key, displayLetter(letter, locale)])),
    [state.entries, locale],
  );
  const tones = useMemo(() => {
    const result = new Map<string, CellTone>(verdicts);
    if (!playing) return result;
    for (const cell of word?.cells ?? []) if (!result.has(keyOf(cell))) result.set(keyOf(cell), 'word');
    if (state.selection) result.set(keyOf(state.selection), 'cursor');
    return result;
  }, [playing, verdicts, word, state.selection]);

  const clue = clues.find((q) => q.question_id === word?.questionId);
  const { clueName, inputLabel } = useClueWords();
  // Verdicts are sealed until the round's end: its final standing says how many words were right.
  const rightWords = round.final?.me?.right ?? [...round.answers.values()].filter((locked) => locked.correct).length;

  return (
    <>
      {ended && hosted && (
        <HostedFinale
          ended={round.final ? { end: round.final, players: round.players } : null}
          myPlayerId={me}
          withBoard={false}
          extraStats={[{
            id: 'words',
            label: t('liveKrissKross.wordsRight'),
            value: t('liveKrissKross.wordsRightValue', { value: rightWords, total: model.words.length }),
          }]}
        />
      )}
      {ended && !hosted && (
        <LiveFinale
          game={game}
          top={round.top}
          me={{ playerId: me, rank: round.rank, score: round.score }}
          right={rightWords}
          words={model.words.length}
          onShowAnswers={onStale}
        />
      )}
      {!ended && (
        <div className="kk-live__status">
          <RoundTimer startsAt={round.startsAt ?? 0} endsAt={endsAt} now={round.serverNow} />
          <LiveStats standing={standing} />
          <p className="kk-live__locked" data-testid="words-locked">
            {t('liveKrissKross.locked', { locked: round.answers.size + round.sealed.size, total: model.words.length })}
          </p>
        </div>
      )}
      <div className="kk-play__layout">
        <div className="kk-play__main">
          {playing && clue && (
            <CurrentClue name={clueName(clue.number, clue.direction)} clue={clue} lang={locale} dir={dir} />
          )}
          <GridBoard
            model={model}
            language={game.language}
            locale={locale}
            rtl={dir === 'rtl'}
            letters={letters}
            tones={tones}
            selection={playing ? state.selection : null}
            verdicts={verdicts}
            dispatch={playing ? dispatch : null}
            inputRef={input}
            inputLabel={inputLabel(clue, word, state.selection)}
            gridLabel={t('krissKross.gridLabel')}
            onFocusInput={focusInput}
          />
          {playing && <p className="kk-help">{t('liveKrissKross.help')}</p>}
          {timeUp && !ended && <p className="kk-help" role="status">{t('liveKrissKross.waitingResult')}</p>}
        </div>
        <aside className="kk-play__clues kk-play__clues--live">
          <LiveLeaderboard standing={standing} />
          <ClueList
            clues={clues}
            selectedId={playing ? (word?.questionId ?? null) : null}
            onSelect={(questionId) => {
              if (!playing) return;
              dispatch({ type: 'selectWord', questionId });
              focusInput();
            }}
            lang={locale}
            dir={dir}
            correct={null}
            answers={null}
            locked={clueVerdicts}
          />
        </aside>
      </div>
    </>
  );
}
