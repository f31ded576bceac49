import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import { apiErrorSchema } from '@plw/protocol/errors';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A client generated from the live OpenAPI document (openapi-typescript for the types, openapi-fetch for the
// calls, as an outside team would) gets named operations, the statuses the server really answers with their
// shapes, the refresh cookie and the media file's byte-range headers; the generated types and a typed call are
// checked by the TypeScript compiler, and the call is made against the server.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Under node_modules, so the generated files resolve openapi-fetch as the repository does, and git ignores them. */
const outDir = path.join(repoRoot, 'node_modules', '.cache', 'plw-openapi-client');

/** What the generated types must allow, and refuse (each @ts-expect-error fails the check if the line is fine). */
const USE = `
import createClient from 'openapi-fetch';
import type { operations, paths } from './schema.ts';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });

export async function moveOn(id: string): Promise<number | string> {
  const { data, error } = await client.POST('/api/host/round/{id}/next', {
    params: { path: { id } },
    body: { question: 0, stage: 'open' },
  });
  if (data) return data.ends_at;
  // @ts-expect-error: no stage of that name
  await client.POST('/api/host/round/{id}/next', { params: { path: { id } }, body: { question: 0, stage: 'later' } });
  return error.error.code;
}

// Named operations, with the statuses the server answers and the error shape under each.
type Next = operations['nextQuestion'];
export const conflict: Next['responses'][409]['content']['application/json']['error']['code'] = 'CONFLICT';
export const unsupported: Next['responses'][415]['content']['application/json']['error']['message'] = 'x';
// @ts-expect-error: a path id too long answers 400, never 414
export const uriTooLong: operations['gameDetails']['responses'][414] = undefined;

// The refresh cookie where it is read, and the headers of a byte range.
export const cookie: NonNullable<operations['autoSignIn']['parameters']['cookie']> = { plw_refresh: 'token' };
export const range: NonNullable<operations['mediaFile']['parameters']['header']> = { Range: 'bytes=0-99' };
export const part: operations['mediaFile']['responses'][206]['headers']['Content-Range'] = 'bytes 0-99/1000';
// A public route's call takes no token (its security is empty); a media id is only ever a path param.
export const publicCall = () => client.GET('/api/media/{id}', { params: { path: { id: 'x' } } });
`;

let server: TestServer;
let document: unknown;
beforeAll(async () => {
  server = await startTestServer();
  const reply = await new TestClient(server.url).request('GET', '/api/docs/json');
  expect(reply.status).toBe(200);
  document = reply.body;
});
afterAll(() => server?.close());

it('generates types a typed client call compiles against: named operations, real statuses, cookie, ranges', async () => {
  const schema = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'schema.ts'), schema);
  await writeFile(path.join(outDir, 'use.ts'), USE);
  const program = ts.createProgram([path.join(outDir, 'use.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : '';
    return `${file}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  expect(problems).toEqual([]);
}, 60_000);

it('calls the server through openapi-fetch and gets the documented status and error shape', async () => {
  const client = createClient({ baseUrl: server.url });
  // The types are generated at run time: the call is written against the path the protocol gives.
  const tooLong = await client.GET(api.mediaFile.path.replace(':id', '{id}') as never, {
    params: { path: { id: 'A'.repeat(150) } },
  } as never);
  expect(tooLong.response.status).toBe(400);
  expect(apiErrorSchema.parse(tooLong.error).error.code).toBe('VALIDATION_FAILED');
});
