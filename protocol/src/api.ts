import { TYPE_PLAY_API } from './question-types/registry.ts';
import { authApi } from './rest/auth.ts';
import { catalogApi } from './rest/catalog.ts';
import { channelAccountsApi } from './rest/channel-accounts.ts';
import { discoverApi } from './rest/discover.ts';
import { giftsApi } from './rest/gifts.ts';
import { hostingApi } from './rest/hosting.ts';
import { liveRoundsApi } from './rest/live-rounds.ts';
import { mediaApi } from './rest/media.ts';
import { playerApi } from './rest/player.ts';
import { reviewApi } from './rest/review.ts';
import { roundsApi } from './rest/rounds.ts';
import { statsApi } from './rest/stats.ts';
import { studioApi } from './rest/studio.ts';
import { todayApi } from './rest/today.ts';

// Every REST call of the product (spec 7), with who may make it. The server registers routes from this list;
// each domain's endpoints live in rest/<domain>.ts, each question type's in question-types/<type>/.

export const api = {
  ...catalogApi,
  ...authApi,
  ...TYPE_PLAY_API,
  ...discoverApi,
  ...liveRoundsApi,
  ...playerApi,
  ...channelAccountsApi,
  ...mediaApi,
  ...reviewApi,
  ...giftsApi,
  ...studioApi,
  ...hostingApi,
  ...roundsApi,
  ...statsApi,
  ...todayApi,
} as const;
export type Api = typeof api;

export { type AuthResponse, authResponseSchema, okSchema } from './rest/auth.ts';
