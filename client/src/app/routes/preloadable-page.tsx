import { type ComponentType, type ReactNode, use } from 'react';

// A page in its own chunk, like React.lazy, that can also be loaded ahead: once loaded it renders at once, where a
// lazy page suspends for a moment on its first render even when its chunk is there (the layout would flash
// "Loading..." between two pages).

export interface PreloadablePage {
  (): ReactNode;
  preload: () => Promise<void>;
}

export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failed = false;
  const preload = () => {
    // A chunk that failed (offline, or gone after a rebuild) is fetched again when asked for ahead again.
    if (!loading || failed) {
      failed = false;
      const pending: Promise<void> = load().then(
        (module) => {
          Page = module.default;
          // Settled the way React's use() reads a promise, so it renders the page without suspending first.
          Object.assign(pending, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          // Kept, settled, for the render that waited on it to throw to the page's error boundary: a render that
          // started a new attempt instead would wait on attempt after attempt, never showing the failure.
          failed = true;
          Object.assign(pending, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = pending;
    }
    return loading;
  };
  function LoadedPage() {
    use(loading ?? preload());
    return Page ? <Page /> : null;
  }
  LoadedPage.preload = preload;
  return LoadedPage;
}
