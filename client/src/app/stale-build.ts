// A tab opened on an earlier build asks for that build's files at its next lazy import (a page, a live round's
// play). After a deploy, or a client rebuilt under a running server, those files are gone and the server answers
// 404: Vite tells it with `vite:preloadError`. The tab then reloads once into the build served now, instead of
// going blank mid-round (a live round picks the player up again on rejoin). Once only within a while: a build that
// really lacks a file shows its error rather than reloading for ever.

const RELOADED_AT_KEY = 'plw:stale-build-reloaded-at';
const RELOAD_GUARD_MS = 60_000;

/** Reloads the page into the current build when a lazy import of the tab's own build fails. */
export function reloadOnStaleBuild(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    const last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return;
    event.preventDefault();
    win.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    win.location.reload();
  });
}
