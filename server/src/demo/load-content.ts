import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@plw/shared/constants';
import type { z } from 'zod';
import {
  type ChannelContent,
  channelsFileSchema,
  type ClassicGame,
  classicsFileSchema,
  type PuzzlesFile,
  puzzlesFileSchema,
} from './content-schema.ts';

// Reads the demo content from its JSON files beside this module (the server runs from source, `npm start`
// and `.ci/run` alike, so the files are where the code is). Every file is checked against its schema and
// a file that fails names itself.

export const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');
export const PICTURES_DIR = path.join(CONTENT_DIR, 'pictures');
const PUZZLES_DIR = path.join(CONTENT_DIR, 'puzzles');

export interface DemoContent {
  channels: ChannelContent[];
  classics: ClassicGame[];
  /** One per language file present, in the order of LANGUAGES. */
  puzzles: PuzzlesFile[];
}

export class DemoContentError extends Error {
  override readonly name = 'DemoContentError';
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  const where = path.relative(CONTENT_DIR, file);
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new DemoContentError(`${where}: ${problems.join('; ')}`);
}

/** The language codes that have a puzzles file, e.g. ['en', 'de']. */
export function puzzleLanguageCodes(): string[] {
  const files = new Set(readdirSync(PUZZLES_DIR).filter((f) => f.endsWith('.json')));
  return LANGUAGES.filter((l) => files.has(`${l.code}.json`)).map((l) => l.code);
}

export function puzzlesFile(code: string): string {
  return path.join(PUZZLES_DIR, `${code}.json`);
}

/**
 * All demo content, read and checked. Strict (the content test) throws on the first file that breaks its
 * schema; otherwise a language's puzzles file that does not pass is left out and named in `skipped`, so one
 * file being written or reviewed never stops a server from starting. Channels and classics are always strict.
 */
export function loadDemoContent(options: { strict?: boolean } = {}): DemoContent & { skipped: string[] } {
  const skipped: string[] = [];
  const puzzles = puzzleLanguageCodes().flatMap((code) => {
    try {
      const file = readJson(puzzlesFile(code), puzzlesFileSchema);
      const expected = LANGUAGES.find((l) => l.code === code)?.name as Language;
      if (file.language !== expected) throw new DemoContentError(`puzzles/${code}.json: language must be ${expected}`);
      return [file];
    } catch (error) {
      if (options.strict || !(error instanceof DemoContentError || error instanceof SyntaxError)) throw error;
      skipped.push(`puzzles/${code}.json: ${error.message}`);
      return [];
    }
  });
  return {
    channels: readJson(path.join(CONTENT_DIR, 'channels.json'), channelsFileSchema),
    classics: readJson(path.join(CONTENT_DIR, 'classics.json'), classicsFileSchema).games,
    puzzles,
    skipped,
  };
}
