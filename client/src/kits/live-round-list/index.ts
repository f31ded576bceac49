// The live-round-list kit: home's strip of rounds starting soon or running now.

export { LiveRoundsStrip } from './live-rounds-strip.tsx';
