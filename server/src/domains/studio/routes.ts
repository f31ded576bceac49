import type { FastifyInstance } from 'fastify';
import type { LlmConfig } from '../../llm/chat-completions.ts';
import studioDraftRoutes from './draft-routes.ts';
import studioGameRoutes from './game-routes.ts';
import studioMediaRoutes from './media-routes.ts';
import studioPlaylistRoutes from './playlist-routes.ts';
import studioQuestionRoutes from './question-routes.ts';
import studioSettingsRoutes from './settings-routes.ts';

// The creator studio: a creator's own games, questions, playlists, gifts, settings, uploads and drafted questions.
// Every call is the creator's and acts on their own channel only (403 for another channel's things).

export default async function studioRoutes(app: FastifyInstance, { llm }: { llm: LlmConfig | undefined }) {
  await app.register(studioGameRoutes);
  await app.register(studioQuestionRoutes);
  await app.register(studioPlaylistRoutes);
  await app.register(studioSettingsRoutes);
  await app.register(studioDraftRoutes, { llm });
  await app.register(studioMediaRoutes);
}
