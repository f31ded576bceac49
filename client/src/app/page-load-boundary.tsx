import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import './page-load-boundary.css';

// A page's code comes in its own file, fetched when the page opens. When that fetch fails (the client was rebuilt
// and the tab still names the old files, or the connection dropped), the page would go blank. Instead the tab
// reloads once, at the same address: the page, and the build served now, load again, and a live round's address
// holds the player's place (the server seats them again by their session). A page that still fails after that
// one reload says so and what to do. The once-only mark lives in sessionStorage, so it survives the reload.

const RELOADED_AT = 'plw:page-load-reloaded';

/** A failed fetch of a page's code: a dynamic import, or the styles Vite loads ahead of it. */
export function isPageLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message);
}

/** How long a new service worker may take to take over before the tab reloads anyway. */
const TAKE_OVER_MS = 5_000;

/**
 * Reloads into the build the server serves now. A service worker holding the old build would answer the reload
 * with the old page again, naming the same missing files: a new worker found waiting (or installing) takes over
 * first, as the update prompt's "Refresh" does.
 */
async function reloadIntoServedBuild(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.update();
      const next = registration.waiting ?? registration.installing;
      if (next) {
        await new Promise<void>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
          setTimeout(resolve, TAKE_OVER_MS);
          next.postMessage({ type: 'SKIP_WAITING' });
        });
      }
    }
  } catch {
    // No worker, or no connection to check for a new one: the reload goes to the network as it can.
  }
  location.reload();
}

function here(): string {
  return `${location.pathname}${location.search}`;
}

function reloadedHere(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_AT) === here();
  } catch {
    return true; // With no storage there is no guard against reloading for ever: no reload.
  }
}

/** Shown with the page, never before it is whole: the page came, so a later failure may reload once again. */
function PageLoaded() {
  useEffect(() => {
    try {
      sessionStorage.removeItem(RELOADED_AT);
    } catch {
      // Nothing was kept.
    }
  }, []);
  return null;
}

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <section className="page-load-failed" role="alert" data-testid="page-load-failed">
      <PageHeader title={t('pageLoad.title')} />
      <p>{t('pageLoad.help')}</p>
      <div className="page-load-failed__actions">
        {/* A whole new load: the build served now, not this tab's. */}
        <button type="button" className="button button--primary" onClick={() => void reloadIntoServedBuild()}>
          {t('pageLoad.tryAgain')}
        </button>
        <a className="button button--ghost" href="/home">
          {t('common.goHome')}
        </a>
      </div>
    </section>
  );
}

interface PageLoadBoundaryProps {
  /** The address: a new one is a new page, given its own chance. */
  address: string;
  /** Shown while the page's code loads. */
  fallback: ReactNode;
  children: ReactNode;
}

interface PageLoadBoundaryState {
  address: string;
  failed: boolean;
  reloading: boolean;
}

/** A lazily loaded page with its fallback while it loads: reloads once when its code fails, then explains. */
export class PageLoadBoundary extends Component<PageLoadBoundaryProps, PageLoadBoundaryState> {
  override state: PageLoadBoundaryState = { address: this.props.address, failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<PageLoadBoundaryState> {
    return { failed: true, reloading: isPageLoadError(error) && !reloadedHere() };
  }

  static getDerivedStateFromProps(props: PageLoadBoundaryProps, state: PageLoadBoundaryState) {
    return props.address === state.address ? null : { address: props.address, failed: false, reloading: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.reloading) {
      sessionStorage.setItem(RELOADED_AT, here());
      void reloadIntoServedBuild();
    } else if (!isPageLoadError(error)) {
      console.error(error, info.componentStack);
    }
  }

  override render() {
    if (this.state.reloading) return <Loading />;
    if (this.state.failed) return <PageLoadFailed />;
    return (
      <Suspense fallback={this.props.fallback}>
        <PageLoaded />
        {this.props.children}
      </Suspense>
    );
  }
}
