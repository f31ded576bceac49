import confetti from 'canvas-confetti';
import { useEffect } from 'react';

// The one celebration of the app (a puzzle solved, a quiz won, the podium): a burst of confetti over the page.
// Nothing moves for a player who asks for reduced motion (canvas-confetti's own check), and the burst is
// decoration only, so it is hidden from assistive technology; the page says in words what was won.

const COLOURS = ['#f4b400', '#e8453c', '#3f7cf4', '#2bb673', '#a259ff'];

/** False where there is no 2D canvas to draw on (a test's DOM). */
function canDraw(): boolean {
  try {
    return typeof HTMLCanvasElement !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
  } catch {
    return false;
  }
}

/** Fires one burst of confetti when `when` turns true (once per mount while it stays true). */
export function Celebration({ when, big = false }: { when: boolean; big?: boolean }) {
  useEffect(() => {
    if (!when || !canDraw()) return;
    const burst = confetti.create(undefined, { resize: true, disableForReducedMotion: true });
    const shots = big ? [0.2, 0.5, 0.8] : [0.5];
    for (const x of shots) {
      void burst({
        particleCount: big ? 120 : 80,
        spread: 75,
        startVelocity: 45,
        origin: { x, y: 0.6 },
        colors: COLOURS,
        disableForReducedMotion: true,
      });
    }
    return () => burst.reset();
  }, [when, big]);
  return null;
}
