import { DIRECTIONS, type Direction } from '@plw/shared/constants';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClueMedia } from './clue-media.tsx';
import type { Puzzle } from './use-puzzle.ts';

// The clues as real text beside the grid: Across and Down under their headings, each with its enumeration, its
// picture, sound or video, and once the game is finished its verdict and answer. The selected clue is marked and
// kept in view inside the list (never by scrolling the page away from the grid).

export type Clue = Puzzle['questions'][number];

export interface ClueListProps {
  clues: readonly Clue[];
  selectedId: string | null;
  onSelect: (questionId: string) => void;
  /** The game's language, which the clues are written in. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Once finished: which clues were answered right, and every answer. */
  correct: ReadonlySet<string> | null;
  answers: ReadonlyMap<string, string> | null;
  /** While a live round runs: the verdicts of the words locked so far (the others have none yet). */
  locked?: ReadonlyMap<string, 'right' | 'wrong'>;
  /** Daily play: the words the player revealed, marked "revealed" (they score nothing) while playing and after. */
  revealed?: ReadonlySet<string>;
}

export function ClueList(props: ClueListProps) {
  const { clues, selectedId, onSelect, lang, dir, correct, answers, locked, revealed } = props;
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = list.current;
    const item = container?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!container || !item) return;
    // The list is positioned, so offsetTop is measured from its top.
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    const visibleBottom = container.scrollTop + container.clientHeight;
    if (top < container.scrollTop) container.scrollTop = top;
    else if (bottom > visibleBottom) container.scrollTop = bottom - container.clientHeight;
  }, [selectedId]);

  return (
    <div className="kk-clues" ref={list}>
      {DIRECTIONS.map((direction) => (
        <ClueGroup
          key={direction}
          direction={direction}
          clues={clues.filter((clue) => clue.direction === direction)}
          {...{ selectedId, onSelect, lang, dir, correct, answers, locked, revealed }}
        />
      ))}
    </div>
  );
}

function ClueGroup({
  direction, clues, selectedId, onSelect, lang, dir, correct, answers, locked, revealed,
}: ClueListProps & {
  direction: Direction;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (clues.length === 0) return null;
  const heading = t(direction === 'Across' ? 'krissKross.across' : 'krissKross.down');
  return (
    <section className="kk-clues__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="kk-clues__heading">
        {heading}
      </h2>
      <ul className="kk-clues__list">
        {clues.map((clue) => {
          const selected = clue.question_id === selectedId;
          const verdict = revealed?.has(clue.question_id)
            ? 'revealed'
            : correct
              ? (correct.has(clue.question_id) ? 'right' : 'wrong')
              : (locked?.get(clue.question_id) ?? null);
          const answer = answers?.get(clue.question_id);
          const name = t('krissKross.clueName', { number: clue.number, direction: heading });
          return (
            <li
              key={clue.question_id}
              className={`kk-clue${selected ? ' kk-clue--selected' : ''}${verdict ? ` kk-clue--${verdict}` : ''}`}
              aria-current={selected ? 'true' : undefined}
            >
              <button type="button" className="kk-clue__button" onClick={() => onSelect(clue.question_id)}>
                <span className="kk-clue__number">{clue.number}</span>
                <span className="kk-clue__text" lang={lang} dir={dir}>
                  {clue.question}
                  {' '}
                  <span className="kk-clue__enumeration">{`(${clue.enumeration})`}</span>
                </span>
                {verdict && (
                  <span className={`kk-clue__verdict kk-clue__verdict--${verdict}`}>
                    {verdict === 'revealed'
                      ? t('dailyTools.revealed')
                      : (
                          <>
                            <span aria-hidden="true">{verdict === 'right' ? '✓' : '✗'}</span>
                            <span className="visually-hidden">{t(`krissKross.${verdict}`)}</span>
                          </>
                        )}
                  </span>
                )}
              </button>
              {clue.mediaFile && clue.mediaType && (
                <ClueMedia file={clue.mediaFile} type={clue.mediaType} clue={name} />
              )}
              {answer !== undefined && (
                <p className="kk-clue__answer">
                  {t('krissKross.answer')}
                  {': '}
                  <strong lang={lang} dir={dir}>
                    {answer}
                  </strong>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
