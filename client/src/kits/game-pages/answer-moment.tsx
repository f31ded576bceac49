import { useTranslation } from 'react-i18next';
import './answer-moment.css';
import { pointsFormat } from '../../ui/number-format.ts';

// The moment an answer's verdict lands, in full colour with an icon AND words (colour is never the only cue): right
// is green with the points won, wrong is red, no answer is slate, and both of those say the right answer when it
// may be told (a live reveal has it). It grows in briefly, and not at all for readers who ask for reduced motion
// (answer-moment.css).

export type AnswerVerdict = 'right' | 'wrong' | 'none';

export interface AnswerMomentProps {
  verdict: AnswerVerdict;
  /** Points won, told when right. */
  points: number;
  /** The right answer, when it may be told. */
  rightAnswer?: string | null;
  /** The answers' language and direction (the game's, not the page's). */
  lang: string;
  dir: 'ltr' | 'rtl';
  testId?: string;
  /** Test id of the line with the right answer. */
  learnTestId?: string;
  /** Speaks it as it lands: off where the moment sits inside a live region already. */
  live?: boolean;
  /** The verdict and the points won in the type's own words ("Right!", "Wrong", "+5 points"). */
  words: VerdictWords;
}

export interface VerdictWords {
  right: string;
  wrong: string;
  /** The points won, from the number already formatted. */
  points: (points: string) => string;
}

const ICONS: Record<AnswerVerdict, string> = {
  right: 'M5 12.5l4.5 4.5L19 7.5',
  wrong: 'M7 7l10 10M17 7 7 17',
  none: 'M7 12h10',
};

export function AnswerMoment(props: AnswerMomentProps) {
  const { verdict, points, rightAnswer, lang, dir, testId, learnTestId, live = false, words } = props;
  const { t, i18n } = useTranslation();
  const format = pointsFormat(i18n.language);
  return (
    <div
      className={`answer-moment answer-moment--${verdict}`}
      role={live ? 'status' : undefined}
      data-testid={testId}
      data-verdict={verdict}
    >
      <svg className="answer-moment__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="answer-moment-icon">
        <path d={ICONS[verdict]} />
      </svg>
      <div className="answer-moment__words">
        <p className="answer-moment__verdict">
          <strong>{verdict === 'none' ? t('inStep.noAnswer') : words[verdict]}</strong>
          {verdict === 'right' && ` ${words.points(format.format(points))}`}
        </p>
        {verdict !== 'right' && rightAnswer && (
          <p className="answer-moment__learn" data-testid={learnTestId}>
            {t('inStep.learn', { answer: '' })}
            <bdi lang={lang} dir={dir}>
              {rightAnswer}
            </bdi>
          </p>
        )}
      </div>
    </div>
  );
}
