import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import type { GridModel } from './grid-model.ts';
import { gameLink, shareText } from './share-text.ts';

// "Share" on a daily result: the spoiler-free text (share-text.ts) through the Web Share API where there is one
// (phones), else copied to the clipboard with a "Copied" toast.

export interface ShareResultProps {
  gameId: string;
  gameName: string;
  model: GridModel;
  correct: readonly string[];
  revealed: readonly string[];
  timeMs: number;
}

export function ShareResult({ gameId, gameName, model, correct, revealed, timeMs }: ShareResultProps) {
  const { t } = useTranslation();
  const streak = useStreak();

  async function share() {
    const text = shareText(
      { gameName, model, correct, revealed, timeMs, streak, url: gameLink(window.location.origin, gameId) },
      {
        summary: (solved, words, time) => t('dailyTools.shareSummary', { solved, words, time }),
        streak: (days) => t('dailyTools.shareStreak', { count: days }),
      },
    );
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do. Anything else falls back to the clipboard.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('dailyTools.copied'));
    } catch {
      toast.error(t('dailyTools.copyFailed'));
    }
  }

  return (
    <button type="button" className="button button--ghost" onClick={() => void share()}>
      {t('dailyTools.share')}
    </button>
  );
}

/** The player's current streak, when the stats answer; null (left out of the text) otherwise. */
function useStreak(): number | null {
  const client = useApiClient();
  const stats = useQuery({
    queryKey: ['player-stats'],
    queryFn: () => client.call(api.playerStats),
    retry: false,
  });
  return stats.data?.streak.current ?? null;
}
