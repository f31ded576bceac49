import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { usePlayerStats } from '../stats/index.ts';
import { answersShareText, gameLink } from './answers-share-text.ts';
import { ShareButton } from './share-button.tsx';
import { streakLine } from './streak-line.ts';

// "Share" on a daily result of right and wrong answers (a quiz, typed answers): the spoiler-free text
// (answers-share-text.ts) and a card image of right and wrong per question, never a question or an answer.

export function AnswersShareButton({ game, answers }: { game: GameSummary; answers: readonly boolean[] }) {
  const { t, i18n } = useTranslation();
  const stats = usePlayerStats();
  const streak = stats.data?.streak.current ?? null;
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const summary = (right: number, total: number) =>
    t('dailyTools.shareQuizSummary', { right: number.format(right), total: number.format(total) });
  const text = answersShareText(
    { gameName: game.game_name, answers, streak, url: gameLink(window.location.origin, game.type, game.game_id) },
    { summary, streak: (days) => `🔥 ${streakLine(t, locale, days)}` },
  );
  const right = answers.filter(Boolean).length;
  const lines = [summary(right, answers.length)];
  if (streak !== null && streak > 0) lines.push(streakLine(t, locale, streak));
  const card = {
    title: game.game_name,
    gameLanguage: game.language,
    locale,
    dir: i18n.dir(locale),
    marks: { kind: 'quiz' as const, answers: [...answers] },
    lines,
    footer: `${t('app.name')} · ${window.location.host}`,
  };
  return <ShareButton text={text} card={card} fileName="result.png" />;
}
