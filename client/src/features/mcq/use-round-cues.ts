import { useEffect, useRef } from 'react';
import { usePlayCue } from '../../lib/use-sound-cues.ts';
import type { LiveRound } from '../live-round/use-live-round.ts';

/**
 * The live round's sound cues beyond its countdown: a click as each answer locks, and the finale as the round ends.
 * Answers restored by a rejoin (several at once) stay silent: they were heard when they locked.
 */
export function useRoundCues(round: Pick<LiveRound, 'answers' | 'status'>) {
  const play = usePlayCue();
  const locked = round.answers.size;
  const heard = useRef(locked);
  useEffect(() => {
    if (locked === heard.current + 1) play('lock');
    heard.current = locked;
  }, [locked, play]);

  const ended = round.status === 'ended';
  useEffect(() => {
    if (ended) play('finale');
  }, [ended, play]);
}
