import { api } from '@plw/protocol/api';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { type GameType, LANGUAGE_NAMES } from '@plw/shared/constants';
import { defaultRoundStyle, type RoundStyle, roundStyleProblem } from '@plw/shared/rules/round/round-style';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { insertGame } from '../games/repository.ts';
import {
  channelFigures,
  insertLanguageRequest,
  languageRequestsOf,
  requestedLanguages,
  updateGameFields,
  variantIds,
  variantInLanguage,
} from './game-repository.ts';
import { assertOwnMedia, channelOf, ownedGame, studioGame, studioGames } from './repository.ts';
import { INITIAL_STATUS, recordEdit } from './status-policy.ts';

// A creator's games: the channel's figures, one game with its language variants, creating a game or a variant,
// editing one, and requests for languages the product does not offer yet.

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export default async function studioGameRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.studioFigures, async ({ auth }) => {
    return { figures: await channelFigures(db, channelOf(auth)) };
  });

  route(app, api.studioGame, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    const variants = await variantIds(db, game.group_id);
    return { game: await studioGame(db, game.id), variants: await studioGames(db, variants) };
  });

  route(app, api.createGame, async ({ auth, body }) => {
    const channelId = channelOf(auth);
    const { image, variant_of, ...form } = body;
    if (image) await assertOwnMedia(db, auth, image, 'image', 'image');
    let groupId: string | undefined;
    let type = form.type;
    if (variant_of) {
      const original = await ownedGame(db, auth, variant_of);
      await assertLanguageFree(original.group_id, form.language);
      groupId = original.group_id;
      // Every variant of a game is the same kind of puzzle.
      type = original.type;
    }
    // Left out, the type's own style (in step for a quiz), as every insert of a game gives it.
    const roundStyle = form.round_style ?? defaultRoundStyle(type);
    assertRoundStyle(type, roundStyle);
    const now = dateOf(app.clock);
    const { gameId } = await db.transaction().execute((trx) =>
      insertGame(
        trx,
        channelId,
        {
          ...form,
          type,
          round_style: roundStyle,
          ...(groupId ? { group_id: groupId } : {}),
          paid: flag(form.paid),
          local_circle: flag(form.local_circle),
          transit_game: flag(form.transit_game),
          supporting_lesson: flag(form.supporting_lesson),
          image_media_id: image ?? null,
          status: INITIAL_STATUS,
        },
        now,
      ),
    );
    return { game: await studioGame(db, gameId) };
  });

  route(app, api.updateGame, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id);
    const { image, ...form } = body;
    if (image) await assertOwnMedia(db, auth, image, 'image', 'image');
    // Left out, the style stays as stored (a creator's choice is never rewritten), or the type's own if it changes.
    const roundStyle = form.round_style ?? (form.type === game.type ? game.round_style : defaultRoundStyle(form.type));
    assertRoundStyle(form.type, roundStyle);
    if (form.language !== game.language) await assertLanguageFree(game.group_id, form.language);
    if (form.type !== game.type) {
      const held = await studioGame(db, game.id);
      if (held.question_count > 0) throw conflict("A game's type cannot change once it has questions");
    }
    await db.transaction().execute(async (trx) => {
      await recordEdit(trx, game, 'game', dateOf(app.clock));
      await updateGameFields(trx, game.id, {
        ...form,
        round_style: roundStyle,
        paid: flag(form.paid),
        local_circle: flag(form.local_circle),
        transit_game: flag(form.transit_game),
        supporting_lesson: flag(form.supporting_lesson),
        image_media_id: image ?? null,
      });
    });
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.languageRequests, async ({ auth }) => {
    const rows = await languageRequestsOf(db, channelOf(auth));
    return { requests: rows.map(toLanguageRequest) };
  });

  route(app, api.requestLanguage, async ({ auth, body }) => {
    const channelId = channelOf(auth);
    const language = body.language;
    const wanted = language.toLocaleLowerCase('en');
    if (LANGUAGE_NAMES.some((offered) => offered.toLowerCase() === wanted)) {
      throw conflict(STUDIO_MESSAGES.languageOffered);
    }
    const asked = await requestedLanguages(db, channelId);
    if (asked.some((name) => name.toLocaleLowerCase('en') === wanted)) {
      throw conflict(STUDIO_MESSAGES.languageRequested);
    }
    const row = await insertLanguageRequest(db, { channelId, creatorUserId: auth.sub, language }, dateOf(app.clock));
    return { request: toLanguageRequest(row) };
  });

  /** One variant per language in a game's group. */
  async function assertLanguageFree(groupId: string, language: string) {
    if (await variantInLanguage(db, groupId, language)) throw conflict(STUDIO_MESSAGES.variantExists);
  }
}

/** Kriss-kross rounds are always free (rules/round/round-style): refused before anything is written. */
function assertRoundStyle(type: GameType, style: RoundStyle) {
  const problem = roundStyleProblem(type, style);
  if (problem) throw badRequest(problem, { round_style: problem });
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

function toLanguageRequest(row: { id: string; language: string; status: 'PENDING' | 'APPROVED' | 'REJECTED'; created_at: string }) {
  return { request_id: row.id, language: row.language, status: row.status, created_at: row.created_at };
}
