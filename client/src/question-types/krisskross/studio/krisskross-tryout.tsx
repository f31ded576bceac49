import { api } from '@plw/protocol/api';
import { LANGUAGES, type Language } from '@plw/shared/constants';
import { letterKey } from '@plw/shared/question-types/krisskross/graphemes';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-context.tsx';
import { Loading } from '../../../ui/loading.tsx';

// A kriss-kross game played as a player would, in a plain grid of inputs: type into the squares, check the letters,
// or reveal them. Nothing is sent or scored.

type Direction = 'Across' | 'Down';
const keyOf = (row: number, col: number) => `${row}:${col}`;

/** The last whole letter typed into a square (a letter can be several code points). */
function lastLetter(text: string): string {
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return letters.at(-1)?.trim() ?? '';
}

export function KrissKrossTryout({ gameId, language }: { gameId: string; language: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const loaded = useQuery({
    queryKey: ['studio', 'krisskross-demo', gameId],
    queryFn: ({ signal }) => client.call(api.krissKrossPlayDemoQuestions, { params: { id: gameId }, signal }),
  });
  const [entries, setEntries] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [direction, setDirection] = useState<Direction>('Across');
  const inputs = useRef(new Map<string, HTMLInputElement>());

  if (loaded.isPending) return <Loading />;
  const data = loaded.data;
  if (!data || data.questions.length === 0) return <p className="studio-muted">{t('studio.noQuestions')}</p>;
  const { grid, questions } = data;
  const solution = new Map(grid.cells.map((c) => [keyOf(c.row, c.col), c.letter]));
  const numbers = new Map(grid.placements.map((p) => [keyOf(p.row, p.col), p.number]));
  const dir = LANGUAGES.find((l) => l.name === language)?.dir ?? 'ltr';
  const same = (a: string, b: string) => letterKey(a, language) === letterKey(b, language);
  const filled = grid.cells.filter((c) => entries[keyOf(c.row, c.col)]).length;
  const correct = grid.cells.filter((c) => same(entries[keyOf(c.row, c.col)] ?? '', c.letter)).length;

  function type(row: number, col: number, text: string) {
    const letter = lastLetter(text);
    setChecked(false);
    setEntries((all) => ({ ...all, [keyOf(row, col)]: letter }));
    if (!letter) return;
    const next = direction === 'Across' ? keyOf(row, col + 1) : keyOf(row + 1, col);
    inputs.current.get(next)?.focus();
  }

  function clear() {
    setEntries({});
    setChecked(false);
  }

  const clues = [...questions].sort((a, b) => a.number - b.number || (a.direction === 'Across' ? -1 : 1));
  return (
    <>
      <section className="studio-card" aria-label={t('studio.gridPreview')}>
        <div className="grid-preview__frame">
          <div
            className="tryout-grid"
            dir={dir}
            data-testid="tryout-grid"
            style={{ gridTemplateColumns: `repeat(${grid.cols}, var(--tryout-cell))` }}
          >
            {grid.cells.map((cell) => {
              const key = keyOf(cell.row, cell.col);
              const value = entries[key] ?? '';
              const verdict = checked && value ? (same(value, cell.letter) ? ' tryout-grid__cell--right' : ' tryout-grid__cell--wrong') : '';
              return (
                <label key={key} className={`tryout-grid__cell${verdict}`} style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}>
                  {numbers.has(key) && <span className="tryout-grid__number">{numbers.get(key)}</span>}
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(key, element);
                      else inputs.current.delete(key);
                    }}
                    className="tryout-grid__input"
                    value={value}
                    autoComplete="off"
                    autoCapitalize="characters"
                    aria-label={t('studio.square', { row: cell.row + 1, col: cell.col + 1 })}
                    onChange={(event) => type(cell.row, cell.col, event.target.value)}
                  />
                </label>
              );
            })}
          </div>
        </div>
        <p className="studio-muted" role="status">
          {checked ? t('studio.lettersRight', { right: correct, total: grid.cells.length }) : t('studio.lettersFilled', { filled, total: grid.cells.length })}
        </p>
        <div className="studio-row">
          <fieldset className="studio-choice">
            <legend>{t('studio.typingDirection')}</legend>
            {(['Across', 'Down'] as const).map((value) => (
              <label key={value} className="studio-choice__option">
                <input type="radio" name="typing-direction" checked={direction === value} onChange={() => setDirection(value)} />
                {t(`studio.direction.${value}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="studio-row">
          <button type="button" className="button button--primary" onClick={() => setChecked(true)}>
            {t('studio.check')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEntries(Object.fromEntries(solution))}>
            {t('studio.reveal')}
          </button>
          <button type="button" className="button button--ghost" onClick={clear}>
            {t('studio.clear')}
          </button>
        </div>
      </section>
      <section className="studio-card" aria-labelledby="clues-title">
        <h2 id="clues-title" className="studio-card__title">
          {t('studio.clues')}
        </h2>
        <ol className="studio-list">
          {clues.map((clue) => (
            <li key={clue.question_id} className="studio-item">
              <span className="studio-item__title">
                {clue.number}
                {' '}
                {t(`studio.direction.${clue.direction}`)}
              </span>
              <span className="studio-item__main">
                {clue.question}
                {' '}
                (
                {clue.enumeration}
                )
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
