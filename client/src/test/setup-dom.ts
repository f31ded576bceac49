// What jsdom lacks and the app uses, for every client test.

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
