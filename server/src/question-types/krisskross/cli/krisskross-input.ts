import { parseArgs } from 'node:util';
import { DIRECTIONS, type Direction, LANGUAGE_NAMES, type Language } from '@plw/shared/constants';
import { answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { KRISSKROSS_ANSWER_PATTERN } from '@plw/shared/question-types/krisskross/question-schema';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';

// What the kriss-kross command line accepts, checked before any layout work: its arguments and the
// JSON list of questions. Every problem is an InputError with a message for the person at the shell.

export class InputError extends Error {}

export const USAGE = 'usage: npm run --silent krisskross -- layout FILE.json [--seed N] [--auto] [--language NAME]';

export interface LayoutCommand {
  file: string;
  seed?: number;
  auto: boolean;
  language?: Language;
}

const OPTIONS = {
  seed: { type: 'string' },
  auto: { type: 'boolean' },
  language: { type: 'string' },
} as const;

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new InputError(`${(error as Error).message}\n${USAGE}`);
  }
}

export function parseCommand(argv: readonly string[]): LayoutCommand {
  const { values, positionals } = readArgs(argv);
  const [command, file, ...extra] = positionals;
  if (command !== 'layout' || file === undefined || extra.length > 0) throw new InputError(USAGE);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new InputError('--seed must be an integer');
  const language = values.language === undefined ? undefined : LANGUAGE_NAMES.find((l) => l === values.language);
  if (values.language !== undefined && language === undefined) {
    throw new InputError(`--language must be one of ${LANGUAGE_NAMES.join(', ')}`);
  }
  return {
    file,
    auto: values.auto ?? false,
    ...(seed === undefined ? {} : { seed }),
    ...(language === undefined ? {} : { language }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The questions in a file's text; ids are their positions, which is how the output refers to them. */
export function parseQuestions(text: string, auto: boolean): KrissKrossQuestion[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new InputError('The file must hold a JSON array of questions');
  if (data.length === 0) throw new InputError('The list of questions is empty');
  return data.map((entry: unknown, index): KrissKrossQuestion => {
    const at = `Question ${index + 1}`;
    if (!isRecord(entry)) throw new InputError(`${at}: must be an object with an answer`);
    const { answer, direction } = entry;
    if (typeof answer !== 'string' || answerLetters(answer).length === 0) {
      throw new InputError(`${at}: ${QUESTION_MESSAGES.answerRequired}`);
    }
    if (!KRISSKROSS_ANSWER_PATTERN.test(answer)) throw new InputError(`${at}: ${QUESTION_MESSAGES.answerLettersOnly}`);
    if (direction === undefined || direction === null) {
      if (auto) return { id: String(index), answer };
      throw new InputError(`${at}: ${QUESTION_MESSAGES.directionRequired} (or pass --auto)`);
    }
    if (!DIRECTIONS.includes(direction as Direction)) {
      throw new InputError(`${at}: Direction must be ${DIRECTIONS.join(' or ')}`);
    }
    return { id: String(index), answer, direction: direction as Direction };
  });
}
