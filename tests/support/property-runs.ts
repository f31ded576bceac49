import fc from 'fast-check';

// Every property test of the unit suite runs this many cases unless it names its own count (the krisskross engine's
// do): fast-check's default, stated here as a decision, so a change of library default cannot thin the suite.
// The unit project's test timeout (vitest.config.ts) is the time budget: several times what the slowest property
// takes on a quiet machine, so a loaded 2-core machine does not time one out.
fc.configureGlobal({ numRuns: 100 });
