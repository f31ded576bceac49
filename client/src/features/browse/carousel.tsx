import useEmblaCarousel from 'embla-carousel-react';
import { Children, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// A row of cards that scrolls by page with buttons or a swipe, and never loops (spec 2). It runs in the reading
// direction: in Arabic the first card is on the right and "next" moves left.

export interface CarouselProps {
  /** The row's heading; also names the carousel and its buttons. */
  title: string;
  /** Shown beside the heading, e.g. the channel a playlist belongs to. */
  aside?: ReactNode;
  children: ReactNode;
}

export function Carousel({ title, aside, children }: CarouselProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const direction = i18n.dir(i18n.language);
  const [viewportRef, embla] = useEmblaCarousel({
    loop: false,
    direction,
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });

  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section className="carousel" aria-roledescription={t('browse.carousel')} aria-labelledby={headingId}>
      <div className="carousel__header">
        <div className="carousel__heading">
          <h2 id={headingId} className="carousel__title">
            <bdi>{title}</bdi>
          </h2>
          {aside}
        </div>
        <div className="carousel__buttons">
          <button
            type="button"
            className="carousel__button"
            onClick={previous}
            disabled={!canScroll.prev}
            aria-label={t('browse.previous', { name: title })}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="carousel__button carousel__button--next"
            onClick={next}
            disabled={!canScroll.next}
            aria-label={t('browse.next', { name: title })}
          >
            <Chevron />
          </button>
        </div>
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__track">
          {Children.map(children, (child) => (
            <li className="carousel__slide">{child}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Points to the start of the line; CSS turns it for "next" and mirrors both in right-to-left. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
