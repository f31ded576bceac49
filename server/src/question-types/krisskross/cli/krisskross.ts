import { readFile } from 'node:fs/promises';
import { guessLanguage } from '@plw/shared/question-types/krisskross/guess-language';
import { LayoutTimeoutError, layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { InputError, parseCommand, parseQuestions } from './krisskross-input.ts';

// Lays out a kriss-kross from a JSON file of questions and prints the grid as one JSON object:
//   npm run --silent krisskross -- layout FILE.json [--seed N] [--auto] [--language NAME]
// Bad input prints a message on stderr and exits 2; a layout past the engine's safety cap on wall time
// (a minute: only a machine all but stopped reaches it) exits 1, never printing a different grid.

/** The printed shape: placements refer to questions by their position in the file. */
function toOutput(layout: KrissKrossLayout) {
  return {
    rows: layout.rows,
    cols: layout.cols,
    cells: layout.cells.map(({ row, col, letter }) => ({ row, col, letter })),
    placements: layout.placements.map((p) => ({
      index: Number(p.questionId),
      row: p.row,
      col: p.col,
      direction: p.direction,
      number: p.number,
    })),
    metrics: layout.metrics,
  };
}

async function readInput(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseCommand(argv);
    const questions = parseQuestions(await readInput(command.file), command.auto);
    const layout = layoutKrissKross(questions, {
      language: command.language ?? guessLanguage(questions.map((q) => q.answer)),
      auto: command.auto,
      ...(command.seed === undefined ? {} : { seed: command.seed }),
      now: () => performance.now(),
    });
    process.stdout.write(`${JSON.stringify(toOutput(layout))}\n`);
    return 0;
  } catch (error) {
    if (error instanceof LayoutTimeoutError) {
      process.stderr.write(`krisskross: ${error.message}\n`);
      return 1;
    }
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`krisskross: ${error.message}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
