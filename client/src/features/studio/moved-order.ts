// Reordering by one step, for questions and playlist games alike.

/** The ids in their new order after moving one from one place to another. */
export function movedOrder(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
