import { TYPED_ANSWER_ALTERNATIVES_MAX } from '@plw/shared/question-types/typed-answer/question-schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field.tsx';

// The other spellings a question accepts beside its answer: a list the creator grows one field at a time, up to
// the schema's limit, each with its own remove button and its own message from the schema.

export function AlternativesField({
  values,
  errors,
  listError,
  lang,
  onChange,
}: {
  values: readonly string[];
  errors: readonly (string | undefined)[];
  /** A message about the list as a whole (too many). */
  listError: string | undefined;
  lang: string | undefined;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const full = values.length >= TYPED_ANSWER_ALTERNATIVES_MAX;
  const max = TYPED_ANSWER_ALTERNATIVES_MAX;

  return (
    <fieldset className="typed-alternatives" aria-labelledby={titleId}>
      <legend id={titleId} className="typed-alternatives__title">
        {t('typedAnswerStudio.alternatives')}
      </legend>
      <p className="studio-card__hint">{t('typedAnswerStudio.alternativesHint', { max })}</p>
      {values.map((value, index) => (
        <div key={index} className="typed-alternatives__row">
          <TextField
            label={t('typedAnswerStudio.alternative', { number: index + 1 })}
            name={`alternatives.${index}`}
            value={value}
            lang={lang}
            dir="auto"
            autoComplete="off"
            error={errors[index]}
            onChange={(event) => onChange(values.map((v, i) => (i === index ? event.target.value : v)))}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('typedAnswerStudio.removeAlternative', { number: index + 1 })}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            {t('studio.remove')}
          </button>
        </div>
      ))}
      {listError && <p className="studio-error" role="alert">{listError}</p>}
      {full
        ? <p className="studio-muted">{t('typedAnswerStudio.alternativesFull', { max })}</p>
        : (
            <button type="button" className="button button--ghost button--small" onClick={() => onChange([...values, ''])}>
              <span aria-hidden="true">+</span>
              <span>{t('typedAnswerStudio.addAlternative')}</span>
            </button>
          )}
    </fieldset>
  );
}
