import { motion } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './number-format.ts';

// One of a quiz question's four answer tiles: big, each in its own colour AND its own shape with its key number,
// so colour is never the only cue. The chosen tile says in words that it is sent, locked in, right or wrong.

export const TILE_SHAPES = ['triangle', 'diamond', 'circle', 'square'] as const;
export type TileShape = (typeof TILE_SHAPES)[number];

/** idle: not chosen; pending: sent, no ack yet; locked: stored, its verdict still to come; right and wrong. */
export type TileState = 'idle' | 'pending' | 'locked' | 'right' | 'wrong';

/** Each shape as an SVG path on a 24 x 24 box; the host's big screen draws the same shapes. */
export const SHAPE_PATHS: Record<TileShape, string> = {
  triangle: 'M12 3 22 20H2Z',
  diamond: 'M12 2 22 12 12 22 2 12Z',
  circle: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20Z',
  square: 'M3 3h18v18H3Z',
};

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
