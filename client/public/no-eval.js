// The app runs under a Content-Security-Policy without 'unsafe-eval'. zod probes `new Function` as its first
// object schema is built, to compile faster parsers; the probe fails quietly, but the browser still reports a
// policy violation. zod reads its settings from this global when it loads, so this plain script, run by
// index.html before any module, turns the probe off (zod's `jitless`: the same parsing, without compiled code).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
