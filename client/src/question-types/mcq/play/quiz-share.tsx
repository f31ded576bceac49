import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { ShareButton, streakLine } from '../../../kits/share/index.ts';
import { usePlayerStats } from '../../../kits/stats/index.ts';
import { quizLink, quizShareText } from './share-text.ts';

// "Share" on a daily quiz's result: the spoiler-free text (share-text.ts) and a card image of right and wrong per
// question (kits/share), never a question or an answer.

export function QuizShareButton({ game, answers }: { game: GameSummary; answers: readonly boolean[] }) {
  const { t, i18n } = useTranslation();
  const stats = usePlayerStats();
  const streak = stats.data?.streak.current ?? null;
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const summary = (right: number, total: number) =>
    t('dailyTools.shareQuizSummary', { right: number.format(right), total: number.format(total) });
  const text = quizShareText(
    { gameName: game.game_name, answers, streak, url: quizLink(window.location.origin, game.game_id) },
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
