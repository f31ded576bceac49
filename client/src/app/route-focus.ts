import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// After a route change the focus would stay on the link that was followed, or fall to <body> with the old page:
// keyboard and screen-reader users would start the new page from nowhere. It goes to the new page's heading
// instead, once that heading is on screen (a lazy page shows "Loading..." first).

/** The visible top heading of the page's main content; a page suspended again keeps its old one, hidden. */
function shownHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('main h1')) {
    if (heading.getClientRects().length > 0) return heading;
  }
  return null;
}

/** Puts the focus on the main content's heading (else the main content) for the keyboard to go on from. */
export function focusMainContent(): void {
  const target = shownHeading() ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: target.tagName !== 'MAIN' });
}

/**
 * Moves the focus to the new page's heading when it appears, unless the focus went somewhere of the page's or the
 * player's own choosing meanwhile (a field the page focuses, a tap): then it stays there. Returns the stop.
 */
function focusHeadingWhenShown(followed: Element | null): () => void {
  const settle = (): boolean => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== followed && active.isConnected) return true;
    const heading = shownHeading();
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const stop = () => {
    observer.disconnect();
    removeEventListener('pointerdown', stop, true);
    removeEventListener('keydown', stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  // The player acting before the heading is there has the last word.
  addEventListener('pointerdown', stop, true);
  addEventListener('keydown', stop, true);
  return stop;
}

/** Focus follows the route: on every change of address after the first page, to the new page's heading. */
export function useFocusOnRouteChange(): void {
  const [path] = useLocation();
  // What had the focus when the address changed, read while rendering the new address: before the new page's own
  // effects may focus a field of theirs, which is then theirs to keep.
  const route = useRef({ path, followed: null as Element | null, focused: path });
  if (route.current.path !== path) route.current = { ...route.current, path, followed: document.activeElement };
  useEffect(() => {
    if (route.current.focused === path) return;
    route.current.focused = path;
    return focusHeadingWhenShown(route.current.followed);
  }, [path]);
}
