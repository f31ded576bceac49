import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../ui/number-format.ts';

// How many answered the question open now, as the big screen says it under a question of any type.

export function HostAnswered({ answered, players }: { answered: number; players: number }) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  return (
    <p className="host-question__answered" aria-live="polite" data-testid="host-answered">
      {t('host.answered', { answered: format.format(answered), players: format.format(players) })}
    </p>
  );
}
