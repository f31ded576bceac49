import { type Language, LANGUAGES } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { ShareButton, streakLine } from '../../../kits/share/index.ts';
import { usePlayerStats } from '../../../kits/stats/index.ts';
import { formatDuration } from './format-duration.ts';
import type { GridModel } from './grid-model.ts';
import { gameLink, shareSquares, shareText } from './share-text.ts';

// "Share" on a daily result: the spoiler-free text (share-text.ts) and a card image of the grid's coloured squares
// (kits/share), through the Web Share API where there is one (phones), else the text copied to the clipboard.

export interface ShareResultProps {
  gameId: string;
  gameName: string;
  /** The puzzle's language: its name's script on the card, and an Arabic grid drawn mirrored as it was played. */
  language: Language;
  model: GridModel;
  correct: readonly string[];
  revealed: readonly string[];
  timeMs: number;
}

export function ShareResult({ gameId, gameName, language, model, correct, revealed, timeMs }: ShareResultProps) {
  const { t, i18n } = useTranslation();
  const stats = usePlayerStats();
  const streak = stats.data?.streak.current ?? null;
  const locale = i18n.language;
  const summary = (solved: number, words: number, time: string) => t('dailyTools.shareSummary', { solved, words, time });
  const text = shareText(
    { gameName, model, correct, revealed, timeMs, streak, url: gameLink(window.location.origin, gameId) },
    { summary, streak: (days) => `🔥 ${streakLine(t, locale, days)}` },
  );
  const lines = [summary(correct.length, model.words.length, formatDuration(timeMs))];
  if (streak !== null && streak > 0) lines.push(streakLine(t, locale, streak));
  const card = {
    title: gameName,
    gameLanguage: language,
    locale,
    dir: i18n.dir(locale),
    marks: {
      kind: 'grid' as const,
      rows: shareSquares(model, correct, revealed),
      mirrored: LANGUAGES.find((l) => l.name === language)?.dir === 'rtl',
    },
    lines,
    footer: `${t('app.name')} · ${window.location.host}`,
  };
  return <ShareButton text={text} card={card} fileName="result.png" />;
}
