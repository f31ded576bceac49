import { useEffect, useRef } from 'react';
import { usePlayCue } from '../../lib/use-sound-cues.ts';
import type { LiveRound } from '../live-play/index.ts';

/**
 * The live round's sound cues beyond its countdown: a click as each answer locks (in step, as it locks in), the
 * reveal of each in-step question, and the finale as the round ends. Answers restored by a rejoin (several at
 * once) stay silent: they were heard when they locked.
 */
export function useRoundCues(round: Pick<LiveRound, 'answers' | 'status' | 'inStep'>) {
  const play = usePlayCue();
  const inStep = round.inStep !== null;
  const locked = round.answers.size;
  const heard = useRef(locked);
  useEffect(() => {
    if (!inStep && locked === heard.current + 1) play('lock');
    heard.current = locked;
  }, [inStep, locked, play]);

  const lockedIn = round.inStep?.locked?.questionId ?? null;
  useEffect(() => {
    if (lockedIn !== null) play('lock');
  }, [lockedIn, play]);
  const revealed = round.inStep?.reveal?.questionId ?? null;
  useEffect(() => {
    if (revealed !== null) play('reveal');
  }, [revealed, play]);

  const ended = round.status === 'ended';
  useEffect(() => {
    if (ended) play('finale');
  }, [ended, play]);
}
