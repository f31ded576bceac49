// What the people who watch a round (its channel's creator, admins) may see of its questions while it runs: how
// many answered each, at any moment, counted over every process (from storage); how many were right only once
// the question's answers are in for everyone (RoundEngine.revealed: in step from its lock, in a free round from
// the round's end). Before that, a right count would tell which answer is right, or how a question is going,
// to someone who could pass it on.

/** A question's answers as storage counts them, removed players left out. */
export interface QuestionCounts {
  answered: number;
  right: number;
}

/** What a watcher is shown of a question's answers: `right` is null while its answers are not all in. */
export interface WatchedCounts {
  answered: number;
  right: number | null;
}

export function watchedCounts(counts: QuestionCounts | undefined, answersIn: boolean): WatchedCounts {
  const answered = counts?.answered ?? 0;
  return { answered, right: answersIn ? (counts?.right ?? 0) : null };
}

/** One player's progress in a free race (a kriss-kross) as the big screen shows it while the race runs. */
export interface RaceProgress {
  playerId: string;
  name: string;
  /** Words locked in so far: right or wrong is not known to anyone until the race ends. */
  words: number;
}

/**
 * A free race's progress for the big screen: every seated player with how many words they locked in, most first
 * (then by name, so equal lines keep still). Only counts: a word's verdict, and so any score, waits for the end
 * (RoundEngine.revealed), or one throwaway player's screen would tell a room the answers.
 */
export function raceProgress(
  seated: readonly { player_id: string; name: string }[],
  wordsOf: ReadonlyMap<string, number>,
): RaceProgress[] {
  return seated
    .map((player) => ({ playerId: player.player_id, name: player.name, words: wordsOf.get(player.player_id) ?? 0 }))
    .sort((a, b) => b.words - a.words || a.name.localeCompare(b.name));
}
