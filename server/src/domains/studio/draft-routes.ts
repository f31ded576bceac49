import { api } from '@plw/protocol/api';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { completeChat, type LlmConfig, LlmError } from '../../llm/chat-completions.ts';
import { ownedGame, questionTexts } from './repository.ts';
import { draftPrompt, readDrafts } from './question-drafts.ts';

// Question source "Chatgpt": drafts from an OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
// Without them the option says what to set.

export default async function studioDraftRoutes(app: FastifyInstance, { llm }: { llm: LlmConfig | undefined }) {
  route(app, api.questionDraftsStatus, async () =>
    llm ? { configured: true, message: null } : { configured: false, message: STUDIO_MESSAGES.draftsNotConfigured },
  );

  route(app, api.draftQuestions, async ({ auth, params, body, request }) => {
    const game = await ownedGame(app.db, auth, params.id);
    if (!llm) throw new HttpError(503, 'DRAFTS_OFF', STUDIO_MESSAGES.draftsNotConfigured);
    const messages = draftPrompt({
      type: game.type,
      language: game.language,
      gameName: game.game_name,
      topic: body.topic,
      count: body.count,
      existing: await questionTexts(app.db, game),
    });
    let text: string;
    try {
      text = await completeChat(llm, messages, { json: true });
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      request.log.warn({ reason: error.message }, 'question drafts failed');
      throw new HttpError(502, 'DRAFTS_FAILED', STUDIO_MESSAGES.draftsFailed);
    }
    const result = readDrafts(game.type, text);
    if (result.drafts.length === 0) throw new HttpError(502, 'DRAFTS_FAILED', STUDIO_MESSAGES.draftsFailed);
    return { drafts: result.drafts.slice(0, body.count), rejected: result.rejected };
  });
}
