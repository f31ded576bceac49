import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  globalThis.addEventListener('online', onChange);
  globalThis.addEventListener('offline', onChange);
  return () => {
    globalThis.removeEventListener('online', onChange);
    globalThis.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network connection, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.navigator?.onLine ?? true, () => true);
}
