import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostRound } from '@plw/protocol/rest/hosting';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { NAME_MESSAGES } from '@plw/shared/rules/names';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPITALS_QUIZ } from '../../support/fixtures.ts';
import { demoCreator, guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// The attack: in one hosted round `Alice` twice, `Al\u200Dice`, fullwidth `ＡＤＭＩＮ` and `Teacher (host)` all took
// seats, so the big screen showed two Alices and a fake teacher. Names in a round are unique by the TR39 skeleton
// usernames are unique by, a joiner only stands where a script needs one, and the host's words are the host's.

let server: TestServer;
let host: TestClient;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ host, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

async function hostedRound(): Promise<string> {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Class capitals', status: 'VERIFIED' },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, CAPITALS_QUIZ, now);
  const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
  expect(hosted.status).toBe(200);
  return hosted.body.round_id;
}

type Refusal = { error: { message: string; fields?: Record<string, string> } };

async function enter(roundId: string, displayName?: string, player?: TestClient) {
  const client = player ?? (await guest(server.url));
  const body = displayName === undefined ? {} : { display_name: displayName };
  return client.request<{ name: string } & Refusal>('POST', pathOf(api.enterRound, { id: roundId }), body);
}

describe('names on the big screen of a hosted round', () => {
  it('seats one player per look-alike name, refusing copies in the words of the round', async () => {
    const roundId = await hostedRound();
    expect((await enter(roundId, 'Alice')).status).toBe(200);
    for (const copy of ['Alice', 'alice', 'ALICE', '\u0410lice', 'Ａｌｉｃｅ', 'AIice', ' Alice ']) {
      const refused = await enter(roundId, copy);
      expect(refused.status, copy).toBe(409);
      expect(refused.body.error).toMatchObject({
        message: HOSTED_MESSAGES.nameTaken,
        fields: { display_name: HOSTED_MESSAGES.nameTaken },
      });
    }
    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: roundId }));
    expect(view.body.players.map((p) => p.name)).toEqual(['Alice']);
  });

  it('refuses a joiner where no script needs one, and keeps the ones Malayalam, Hindi and Arabic spell with', async () => {
    const roundId = await hostedRound();
    for (const hidden of ['Al\u200Dice', 'Al\u200Cice', '\u200DBob']) {
      const refused = await enter(roundId, hidden);
      expect(refused.status, JSON.stringify(hidden)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(NAME_MESSAGES.forbiddenCharacters);
    }
    for (const spelt of ['അവന്\u200D', 'क्\u200Cषमा', 'علی\u200Cرضا']) {
      const seated = await enter(roundId, spelt);
      expect(seated.status, spelt).toBe(200);
      expect(seated.body.name).toBe(spelt);
    }
    // The joiner is no part of the skeleton: the same letters without it are the same name.
    expect((await enter(roundId, 'अवन्')).status).toBe(200);
    expect((await enter(roundId, 'അവന്')).status).toBe(409);
  });

  it('keeps host, teacher and admin and their translations for the host, however written', async () => {
    const roundId = await hostedRound();
    const posing = [
      'Teacher (host)', 'ＡＤＭＩＮ', 'Admin_1', 'the host', 'T.e.a.c.h.e.r', 'Тeacher', 'Moderator', 'Lehrerin Anna',
      'Gastgeber', 'शिक्षक', 'അധ്യാപിക', 'ஆசிரியர்', 'المعلم',
    ];
    for (const name of posing) {
      const refused = await enter(roundId, name);
      expect(refused.status, name).toBe(409);
      expect(refused.body.error.message, name).toBe(HOSTED_MESSAGES.nameReserved);
    }
    for (const name of ['Ghost Rider', 'Hostetler', 'Adminah']) expect((await enter(roundId, name)).status, name).toBe(200);
  });

  it("gives a player without a chosen name their own, numbered when it looks like a seat's, never a host's word", async () => {
    const roundId = await hostedRound();
    const named = async (name: string) => {
      const player = await guest(server.url);
      const set = await player.request('PATCH', api.updateProfile.path, { name });
      expect(set.status).toBe(200);
      return player;
    };
    expect((await enter(roundId, undefined, await named('Meera'))).body.name).toBe('Meera');
    expect((await enter(roundId, undefined, await named('meera'))).body.name).toBe('meera 2');
    const teacher = (await enter(roundId, undefined, await named('Teacher'))).body.name;
    expect(teacher).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( \d+)?$/);
  });
});
