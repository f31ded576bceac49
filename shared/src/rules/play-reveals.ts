// The answers a player had revealed on a daily play, as the play keeps them: what the statistics, the daily
// habit and a type's own reveal rules (question-types/krisskross/reveal.ts) all read.

/** The revealed words kept on a play (JSON list of question ids, or null before any reveal). */
export function revealedOf(stored: string | null | undefined): string[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}
