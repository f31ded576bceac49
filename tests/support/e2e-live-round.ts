import { mkdir } from 'node:fs/promises';
import { type LiveQuizOptions, scheduleLiveQuiz } from './fixtures.ts';
import { creator } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// What the browser suites about live rounds start from: the real server serving the built client over the demo
// content, the demo creator's channel to schedule quizzes on, and /tmp/shots ready for their screenshots.

export interface LiveRoundServer extends TestServer {
  /** The demo creator's channel. */
  channelId: string;
  /** A released live quiz on that channel (fixtures' scheduleLiveQuiz) from the server's now: id, start and end. */
  scheduleQuiz(quiz: LiveQuizOptions): ReturnType<typeof scheduleLiveQuiz>;
}

export async function startLiveRoundServer(): Promise<LiveRoundServer> {
  await mkdir('/tmp/shots', { recursive: true });
  const server = await startTestServer({ serveClient: true });
  const me = (await (await creator(server.url)).autoSignIn()).body.user;
  if (me.role !== 'CREATOR') {
    await server.close();
    throw new Error('expected the demo creator');
  }
  const channelId = me.creator.channel_id;
  // Counted from the server's clock, which a test may have moved ahead of real time to end an earlier round.
  const scheduleQuiz = (quiz: LiveQuizOptions) =>
    scheduleLiveQuiz(server.app.db, channelId, { now: server.clock.now(), ...quiz });
  return { ...server, channelId, scheduleQuiz };
}
