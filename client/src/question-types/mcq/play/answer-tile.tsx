import { motion } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { SHAPE_PATHS, TILE_SHAPES } from '../../../ui/answer-shapes.ts';
import { numberFormat } from '../../../ui/number-format.ts';

// One of a quiz question's four answer tiles: big, each in its own colour AND its own shape with its key number,
// so colour is never the only cue. The chosen tile says in words that it is sent, locked in, right or wrong.

/** idle: not chosen; pending: sent, no ack yet; locked: stored, its verdict still to come; right and wrong. */
export type TileState = 'idle' | 'pending' | 'locked' | 'right' | 'wrong';

const STATE_TEXT = {
  pending: 'mcq.tileSending',
  locked: 'mcq.tileLocked',
  right: 'mcq.tileRight',
  wrong: 'mcq.tileWrong',
} as const;

const SHAKE = { x: [0, -7, 7, -5, 5, 0] };
const POP = { scale: [1, 1.06, 1] };

export interface AnswerTileProps {
  index: number;
  choice: string;
  state: TileState;
  disabled: boolean;
  onChoose: () => void;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function AnswerTile({ index, choice, state, disabled, onChoose, lang, dir }: AnswerTileProps) {
  const { t, i18n } = useTranslation();
  const shape = TILE_SHAPES[index % TILE_SHAPES.length] ?? 'square';
  const number = numberFormat(i18n.language).format(index + 1);
  return (
    <motion.button
      type="button"
      className={`mcq-choice mcq-choice--${state} mcq-tile mcq-tile--${shape}`}
      data-state={state}
      data-shape={shape}
      aria-pressed={state !== 'idle'}
      aria-keyshortcuts={String(index + 1)}
      disabled={disabled}
      onClick={onChoose}
      animate={state === 'right' ? POP : state === 'wrong' ? SHAKE : {}}
      transition={{ duration: 0.35 }}
    >
      <span className="mcq-tile__badge" aria-hidden="true">
        <svg className="mcq-tile__shape" viewBox="0 0 24 24" focusable="false">
          <path d={SHAPE_PATHS[shape]} />
        </svg>
        <span className="mcq-tile__key">{number}</span>
      </span>
      <span className="mcq-choice__text" lang={lang} dir={dir}>
        {choice}
      </span>
      {state !== 'idle' && (
        <span className="mcq-tile__state" data-testid="mcq-tile-state">
          {state === 'right' && <span aria-hidden="true">✓ </span>}
          {state === 'wrong' && <span aria-hidden="true">✗ </span>}
          {t(STATE_TEXT[state])}
        </span>
      )}
    </motion.button>
  );
}
