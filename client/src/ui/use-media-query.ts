import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window changes. Used where a layout renders a
 * different structure (not just different styles) on a phone, so only one of the two is in the page and in the
 * accessibility tree. Where there is no matchMedia the query does not match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false, () => false);
}
