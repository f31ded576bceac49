import { useTranslation } from 'react-i18next';

// Grey shapes where cards will be, so a page keeps its layout while it loads (spec 2: skeletons per page).

export function GameCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`game-card game-card--skeleton${compact ? ' game-card--compact' : ''}`} aria-hidden="true">
      <div className="game-card__cover skeleton" />
      <div className="game-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

function LoadingLabel() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('common.loading')}</span>;
}

interface GridSkeletonProps {
  count: number;
  kind?: 'game' | 'channel';
  /** Games as rows with a small cover (the Daily and Rapid tabs). */
  compact?: boolean;
}

/** The class of a grid of game cards, as big covers or as compact rows. */
export const gameGrid = (compact: boolean) => (compact ? 'browse-grid browse-grid--compact' : 'browse-grid');

/** Rows of carousel cards: the home page's 3 rows of 5 (HOME_SKELETON), a playlist's 5 items. */
export function CarouselSkeleton({ rows, cards }: { rows: number; cards: number }) {
  return (
    <div className="browse-stack" role="status" aria-busy="true" data-testid="carousel-skeleton">
      <LoadingLabel />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="playlist" aria-hidden="true">
          <div className="skeleton skeleton--heading" />
          <div className="carousel__skeleton-track">
            {Array.from({ length: cards }, (_, card) => (
              <div key={card} className="carousel__slide">
                <GameCardSkeleton />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function GridSkeleton({ count, kind = 'game', compact = false }: GridSkeletonProps) {
  return (
    <div role="status" aria-busy="true" data-testid="grid-skeleton">
      <LoadingLabel />
      <ul className={kind === 'game' ? gameGrid(compact) : 'channel-grid'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            {kind === 'game'
              ? (
                  <GameCardSkeleton compact={compact} />
                )
              : (
                  <div className="channel-card">
                    <div className="skeleton channel-card__avatar" />
                    <div className="channel-card__text">
                      <div className="skeleton skeleton--line" />
                      <div className="skeleton skeleton--line skeleton--short" />
                    </div>
                  </div>
                )}
          </li>
        ))}
      </ul>
    </div>
  );
}
