// What jsdom lacks and the app uses, for every client test.
import { configure } from '@testing-library/react';

// A page's first render loads its route, its type's pages and its text lazily: on two cores busy with the other
// suites that has taken over 5 s to appear. A wait ends as soon as what it waits for shows; no assertion changes.
configure({ asyncUtilTimeout: 12_000 });

// jsdom has no matchMedia; toasts ask it whether to animate.
globalThis.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// jsdom lays nothing out, so it has no scrollIntoView; the grid brings a tapped clue's word into view with it.
Element.prototype.scrollIntoView ??= () => undefined;
