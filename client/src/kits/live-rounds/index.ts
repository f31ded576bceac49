// The live rounds kit: home's strip of rounds starting soon or running now.

export { LiveRoundsStrip } from './live-rounds-strip.tsx';
