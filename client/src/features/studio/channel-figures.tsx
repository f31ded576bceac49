import { useTranslation } from 'react-i18next';
import { useFigures } from './studio-queries.ts';
import './studio.css';
import { numberFormat } from '../../ui/number-format.ts';

/** The dashboard's figures: the channel's games, plays and subscribers. */
export function ChannelFigures() {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const number = numberFormat(i18n.language);
  const items = [
    { key: 'games', label: t('studio.figureGames') },
    { key: 'plays', label: t('studio.figurePlays') },
    { key: 'subscribers', label: t('studio.figureSubscribers') },
  ] as const;
  return (
    <section className="studio-figures" aria-label={t('studio.figuresLabel')}>
      {items.map((item) => (
        <div key={item.key} className="studio-figures__item" data-testid={`figure-${item.key}`}>
          <span className="studio-figures__value">
            {figures.data ? number.format(figures.data.figures[item.key]) : '–'}
          </span>
          <span className="studio-figures__label">{item.label}</span>
        </div>
      ))}
    </section>
  );
}
