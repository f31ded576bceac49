import { type Language, LANGUAGES } from '@plw/shared/constants';
import { judgeTypedAnswer, typedAnswerKey } from '@plw/shared/question-types/typed-answer/answer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../features/studio/language-name.ts';
import { TextField } from '../../../ui/text-field.tsx';

// Beside the answer while it is written: the creator types a spelling a player might use and sees at once whether
// the one shared rule (judgeTypedAnswer, the same the server scores with) accepts it in the game's language, and
// which accepted spelling it matched. It teaches how strict the rule is before a player meets it.

export type CheckVerdict =
  | { kind: 'no-answer' }
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'refused' }
  | { kind: 'accepted'; spelling: string };

/** What the check says of `typed` against the answer and the other accepted spellings, as the form holds them. */
export function checkVerdict(
  typed: string,
  answer: string,
  alternatives: readonly string[],
  language: Language,
): CheckVerdict {
  if (typedAnswerKey(answer, language) === '') return { kind: 'no-answer' };
  if (typed.trim() === '') return { kind: 'idle' };
  const verdict = judgeTypedAnswer(typed, { answer, alternatives }, language);
  if (verdict === 'empty') return { kind: 'empty' };
  if (verdict === 'wrong') return { kind: 'refused' };
  const key = typedAnswerKey(typed, language);
  const spelling = [answer, ...alternatives].find((text) => typedAnswerKey(text, language) === key) ?? answer;
  return { kind: 'accepted', spelling: spelling.trim() };
}

export function AnswerCheck({
  language,
  answer,
  alternatives,
}: {
  language: Language;
  answer: string;
  alternatives: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const verdict = checkVerdict(typed, answer, alternatives, language);
  const script = LANGUAGES.find((entry) => entry.name === language);

  return (
    <section className="typed-check" aria-labelledby={titleId} data-testid="answer-check">
      <h3 id={titleId} className="typed-check__title">
        {t('typedAnswerStudio.checkTitle')}
      </h3>
      <p className="studio-card__hint">
        {t('typedAnswerStudio.checkHint', { language: languageName(language, i18n.language) })}
      </p>
      <ul className="typed-check__rules">
        <li>{t('typedAnswerStudio.ruleEverywhere')}</li>
        <li>{t(`typedAnswerStudio.rule.${language}`)}</li>
      </ul>
      <TextField
        label={t('typedAnswerStudio.checkLabel')}
        value={typed}
        lang={script?.code}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
        // Not a field of the question: Enter here checks nothing more and must not save the form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p role="status" className={`typed-check__verdict typed-check__verdict--${verdict.kind}`} data-testid="check-verdict">
        <VerdictText verdict={verdict} />
      </p>
    </section>
  );
}

function VerdictText({ verdict }: { verdict: CheckVerdict }) {
  const { t } = useTranslation();
  switch (verdict.kind) {
    case 'no-answer':
      return t('typedAnswerStudio.checkNoAnswer');
    case 'idle':
      return null;
    case 'empty':
      return t('typedAnswerStudio.checkEmpty');
    case 'refused':
      return t('typedAnswerStudio.checkRefused');
    case 'accepted':
      // The spelling is isolated (FSI … PDI): a Latin answer in an Arabic sentence keeps its own direction.
      return t('typedAnswerStudio.checkAccepted', { spelling: `\u2068${verdict.spelling}\u2069` });
  }
}
