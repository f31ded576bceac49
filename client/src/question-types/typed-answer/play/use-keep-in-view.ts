import { type RefObject, useEffect } from 'react';

// With the phone's keyboard up, the screen left above it must still show the question, the field and Submit: the
// player types what the question asks. When the field takes the focus, and whenever the visible part of the page
// changes size (the keyboard rising, turning the phone), the page scrolls so the whole card shows when it fits,
// and else so the field and its button sit at the bottom of what shows, under as much of the question as fits.

type Box = RefObject<HTMLElement | null>;

export function useKeepInView(card: Box, field: Box, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const input = field.current;
    if (!input) return;
    const viewport = window.visualViewport;
    let frame = 0;
    const keep = () => {
      if (document.activeElement !== input) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = card.current;
        if (!box) return;
        const height = viewport?.height ?? window.innerHeight;
        const fits = box.getBoundingClientRect().height <= height;
        (fits ? box : (input.closest('form') ?? input)).scrollIntoView({ block: fits ? 'nearest' : 'end', inline: 'nearest' });
      });
    };
    input.addEventListener('focus', keep);
    viewport?.addEventListener('resize', keep);
    window.addEventListener('resize', keep);
    return () => {
      cancelAnimationFrame(frame);
      input.removeEventListener('focus', keep);
      viewport?.removeEventListener('resize', keep);
      window.removeEventListener('resize', keep);
    };
  }, [card, field, active]);
}
