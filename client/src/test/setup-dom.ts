// What jsdom lacks and the app uses, for every client test.
import { configure } from '@testing-library/react';

// A page's first render loads its route and text lazily: on a machine busy with other suites that can take more
// than testing-library's default second to appear. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

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
