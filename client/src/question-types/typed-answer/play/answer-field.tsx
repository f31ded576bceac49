import { TEXT_MAX } from '@plw/shared/text-limits';
import type { Language } from '@plw/shared/constants';
import { typedAnswerKey } from '@plw/shared/question-types/typed-answer/answer';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepInView } from './use-keep-in-view.ts';

// The answer's one large text field and its Submit button. The field types the game's language (its `lang` picks
// the keyboard and the font, its `dir` makes Arabic run right to left), with nothing a phone adds on its own
// (capitals, corrections, suggestions) as the answer is judged as typed. Submit (or the keyboard's "done") locks
// the answer: the field then keeps what was sent, read-only. A text with no letter or digit is not sent: the
// player is told to type an answer, as the server would refuse it.

export type FieldState = 'open' | 'sending' | 'locked' | 'right' | 'wrong' | 'closed';

export interface AnswerFieldProps {
  /** The text locked or being sent; the field shows it once it is no longer open. */
  sent: string | null;
  state: FieldState;
  onSubmit: (text: string) => void;
  language: Language;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The question's heading, which the field is described by. */
  questionId: string;
  /** The card the field sits in, kept in view above the phone's keyboard. */
  card: React.RefObject<HTMLElement | null>;
}

export function AnswerField({ sent, state, onSubmit, language, lang, dir, questionId, card }: AnswerFieldProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const open = state === 'open';
  useKeepInView(card, field, open);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!open) return;
    if (typedAnswerKey(text, language) === '') {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setEmpty(false);
    onSubmit(text.trim());
  }

  return (
    <form className={`typed-form typed-form--${state}`} onSubmit={submit} noValidate data-state={state}>
      <label className="typed-form__label" htmlFor={fieldId}>
        {t('typedAnswer.yourAnswer')}
      </label>
      <div className="typed-form__row">
        <input
          id={fieldId}
          ref={field}
          className="typed-form__field"
          data-testid="typed-field"
          type="text"
          value={open ? text : sent ?? text}
          onChange={(event) => {
            setText(event.target.value);
            if (empty) setEmpty(false);
          }}
          readOnly={!open}
          aria-readonly={!open}
          aria-invalid={empty}
          aria-describedby={empty ? `${questionId} ${errorId}` : questionId}
          lang={lang}
          dir={dir}
          maxLength={TEXT_MAX.answer}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          inputMode="text"
          autoFocus
        />
        {(open || state === 'sending') && (
          <button type="submit" className="button button--primary typed-form__submit" disabled={!open} data-testid="typed-submit">
            {state === 'sending' ? t('typedAnswer.sending') : t('typedAnswer.submit')}
          </button>
        )}
      </div>
      {empty && (
        <p id={errorId} className="typed-form__error" role="alert">
          {t('typedAnswer.typeSomething')}
        </p>
      )}
    </form>
  );
}
