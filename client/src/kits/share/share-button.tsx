import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { cardFileOrNull, shareResult } from './share-action.ts';
import type { ShareCard } from './share-card.ts';

// "Share" on a daily result: the card is drawn as soon as the button shows (fonts loaded first), so a tap shares at
// once, within the tap's user activation, with the text beside it; "Copied" when the text went to the clipboard.

export interface ShareButtonProps {
  text: string;
  card: ShareCard;
  /** The PNG's file name, e.g. "result.png". */
  fileName: string;
}

export function ShareButton({ text, card, fileName }: ShareButtonProps) {
  const { t } = useTranslation();
  const file = useCardFile(card, fileName);

  async function share() {
    try {
      const outcome = await shareResult(text, file ?? (await cardFileOrNull(card, fileName)));
      if (outcome === 'copied') toast.success(t('dailyTools.copied'));
    } catch {
      toast.error(t('dailyTools.copyFailed'));
    }
  }

  return (
    <button type="button" className="button button--ghost" data-testid="share-result" onClick={() => void share()}>
      {t('dailyTools.share')}
    </button>
  );
}

/** The card's PNG, drawn again when what it shows changes; null until drawn (or when it cannot be). */
function useCardFile(card: ShareCard, fileName: string): File | null {
  const [file, setFile] = useState<File | null>(null);
  const key = JSON.stringify(card);
  useEffect(() => {
    let live = true;
    setFile(null);
    void cardFileOrNull(JSON.parse(key) as ShareCard, fileName).then((drawn) => {
      if (live) setFile(drawn);
    });
    return () => {
      live = false;
    };
  }, [key, fileName]);
  return file;
}
