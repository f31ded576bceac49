import type { AnswerLocked, QuestionOpen, QuestionReveal } from '@plw/protocol/socket/round-events';
import { typedAnswerKey, typedSpelling } from '@plw/shared/question-types/typed-answer/answer';
import { describe, expect, it } from 'vitest';
import { type Found, scanFor } from '../support/answer-scan.ts';
import { TestClient } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { insertTypedGame, TYPED_CAPITALS } from '../support/typed-answer-game.ts';
import { first, handle, join, second, useInStepCluster } from './in-step-round-setup.ts';

// A "type the answer" round in step with its players split over two processes sharing Redis. Each process counts
// the spellings its own players typed; the counts meet in Redis, so a wrong answer typed once on each process is
// shown to everyone with 2, while one typed by a single player is never shown. Spellings that differ only in case,
// spacing or accents are one answer; every accepted spelling of the right one counts as right; an answer with
// nothing to judge is refused and the player may still answer. Nobody, on either process, is told the answer or
// the spellings it accepts before its question locks.

useInStepCluster();

/** Time to seat the players before the start. */
const LEAD_MS = 8_000;
/** Three questions of 6 s each: open for 4 s, then revealed for 2 s. */
const DURATION_S = 18;

interface Typist {
  name: string;
  round: RoundClient;
  /** What the player types for each question (null: nothing). */
  typed: (string | null)[];
}

async function seat(name: string, server: ServerProcess, gameId: string, typed: (string | null)[]): Promise<Typist> {
  const http = new TestClient(server.url);
  await http.autoSignIn();
  const round = await connectRound(server.url, http.accessToken ?? '');
  expect((await join(round, gameId)).phase).toBe('waiting');
  return { name, round, typed };
}

const isQuestion = (question: number) => (open: QuestionOpen) => open.question === question;

/** The reveal's wrong answers by their key, each with its count and the spelling shown. */
function wrongAnswers(reveal: QuestionReveal) {
  return reveal.counts
    .filter(({ choice }) => choice !== reveal.answer)
    .map(({ choice, count }) => ({ key: typedAnswerKey(choice, 'English'), count, choice }));
}

describe('a typed-answer round in step on two processes', () => {
  it('sums the spellings typed on both processes into each reveal, shows only wrong answers several typed, and tells no answer before its lock', async () => {
    const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const now = new Date();
    const round = { startsAt: now.getTime() + LEAD_MS, durationS: DURATION_S, style: 'IN_STEP' as const };
    const name = 'Typed capitals on two processes';
    const gameId = await insertTypedGame(handle.db, channel.id, { name, mode: 'RAPID', status: 'RELEASED', round }, now);
    // Paris; Washington, D.C. (or Washington); Berlin.
    const typists = [
      await seat('ana', first, gameId, ['Lyon', 'washington dc', 'Bonn']),
      await seat('ben', first, gameId, ['Paris', 'Washington D.C.', 'Munich']),
      await seat('cy', first, gameId, ['Marseille', 'Bogotá', 'Berlin']),
      await seat('dee', second, gameId, ['lyon ', 'WASHINGTON', 'bonn']),
      await seat('eve', second, gameId, ['  PARIS', 'BOGOTA', 'munich']),
      await seat('fay', second, gameId, ['paris', 'New York', null]),
    ];
    // One player on each process who answers nothing: what they are sent is what everyone is sent.
    const watchers = [await seat('gil', first, gameId, []), await seat('hal', second, gameId, [])];
    const everyone = [...typists, ...watchers];
    const fay = typists[5];
    if (!fay) throw new Error('players missing');

    const reveals: QuestionReveal[][] = [];
    for (const [question, asked] of TYPED_CAPITALS.entries()) {
      // What the watchers are sent from the last reveal on: this question's part of the round.
      const since = watchers.map((watcher) => watcher.round.received.length);
      const opened = (p: Typist) => p.round.waitFor<QuestionOpen>('round:question', isQuestion(question), 20_000);
      const opens = await Promise.all(everyone.map(opened));
      const { item, locksAt } = opens[0] as QuestionOpen;
      // The question alone, the same on both processes: nothing of its answer.
      const sent = { question_id: item.question_id, question: asked.question, mediaFile: null, mediaType: null };
      for (const open of opens) expect(open.item).toEqual(sent);
      if (question === 0) {
        // Nothing to judge is no answer: refused in the rule's words, and the player may still answer.
        for (const empty of ['   ', '?!', '']) {
          const refused = await fay.round.call('round:answer', { gameId, questionId: item.question_id, answer: empty });
          expect(refused, JSON.stringify(empty)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
          if (empty !== '') expect(refused).toMatchObject({ error: { message: 'Type an answer' } });
        }
      }
      for (const typist of typists) {
        const answer = typist.typed[question];
        if (answer === null || answer === undefined) continue;
        const ack = await typist.round.call<AnswerLocked>('round:answer', { gameId, questionId: item.question_id, answer });
        expect(ack, `${typist.name}: ${answer}`).toEqual({ ok: true, data: { questionId: item.question_id, locked: true } });
      }
      // While it is open, a player back on either process is told their own answer locked in, and nobody anything
      // of the right one: not the answer, nor a spelling it accepts.
      const back = await join(fay.round, gameId);
      expect(back.inStep?.locked?.answer ?? null).toBe(fay.typed[question] === null ? null : typedSpelling(fay.typed[question] ?? ''));
      for (const watcher of watchers) await join(watcher.round, gameId);
      expect(Date.now()).toBeLessThan(locksAt);
      const early: Found = { answers: new Set(), verdicts: [] };
      const texts = [asked.answer, ...asked.alternatives];
      for (const [i, watcher] of watchers.entries()) {
        for (const [event, payload] of watcher.round.received.slice(since[i])) scanFor('Typed_answer', texts, payload, event, early);
      }
      expect([...early.answers], `question ${question}`).toEqual([]);
      expect(early.verdicts).toEqual([]);
      reveals.push(await Promise.all(everyone.map((p) => p.round.revealed((r) => r.question === question, 20_000))));
    }

    // Every player on both processes was told the same facts of each reveal.
    for (const told of reveals) {
      const facts = told.map(({ me: _me, ...shared }) => shared);
      for (const other of facts) expect(other).toEqual(facts[0]);
      expect(told[0]?.players).toBe(everyone.length);
    }
    const [paris, washington, berlin] = reveals.map((told) => told[0] as QuestionReveal);
    // The right answer with every accepted spelling typed, in any case or spacing: Paris 3 (Paris, "  PARIS", paris),
    // then Lyon, typed once on each process in two cases, summed to 2; Marseille, typed once, is never shown.
    expect(paris?.answer).toBe('Paris');
    expect(paris?.counts[0]).toEqual({ choice: 'Paris', count: 3 });
    expect(paris && wrongAnswers(paris)).toEqual([{ key: 'LYON', count: 2, choice: expect.stringMatching(/^(Lyon|lyon)$/) }]);
    // "washington dc", "Washington D.C." and the accepted "WASHINGTON" are all right; Bogotá and BOGOTA, one
    // answer apart from case and accent, typed on each process: 2. New York, typed once: not shown.
    expect(washington?.counts[0]).toEqual({ choice: 'Washington, D.C.', count: 3 });
    expect(washington && wrongAnswers(washington)).toEqual([
      { key: 'BOGOTA', count: 2, choice: expect.stringMatching(/^(Bogotá|BOGOTA)$/) },
    ]);
    expect(berlin?.counts[0]).toEqual({ choice: 'Berlin', count: 1 });
    expect(berlin && wrongAnswers(berlin).map(({ key, count }) => [key, count]).sort()).toEqual([['BONN', 2], ['MUNICH', 2]]);
    for (const reveal of [paris, washington, berlin]) {
      expect(JSON.stringify(reveal?.counts)).not.toMatch(/Marseille|New York/);
    }

    // Each player's own line: their answer as kept (its spelling, trimmed), and its verdict.
    const right = (question: number, text: string) => {
      const asked = TYPED_CAPITALS[question];
      const keys = [asked?.answer ?? '', ...(asked?.alternatives ?? [])].map((t) => typedAnswerKey(t, 'English'));
      return keys.includes(typedAnswerKey(text, 'English'));
    };
    for (const [i, typist] of typists.entries()) {
      for (const [question, told] of reveals.entries()) {
        const typed = typist.typed[question] ?? null;
        const me = told[i]?.me;
        expect(me, `${typist.name}, question ${question}`).toMatchObject({
          chosen: typed === null ? null : typedSpelling(typed),
          correct: typed !== null && right(question, typed),
        });
      }
    }
    // Stored as kept: each answer by its spelling.
    const stored = await handle.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select('answers.answer')
      .where('plays.game_id', '=', gameId)
      .execute();
    const typed = typists.flatMap((t) => t.typed.filter((text): text is string => text !== null).map(typedSpelling));
    expect(stored.map((row) => row.answer).sort()).toEqual(typed.sort());
    for (const player of everyone) player.round.close();
  }, 60_000);
});
