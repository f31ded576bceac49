// Fair play over slow links, after lichess's lag compensation: the server refunds each answer the network
// delay it measured for that player, but only out of a per-player quota that refills slowly. A client that
// fakes a slow link gains at most the quota, never open-ended time.

export const LAG_RULES = {
  /** Quota a player starts a round with. */
  initialQuotaMs: 1_000,
  /** The quota never grows beyond this. */
  maxQuotaMs: 2_000,
  /** Each answer refills the quota by this much. */
  gainPerAnswerMs: 250,
  /** No single answer is refunded more than this. */
  maxRefundMs: 500,
} as const;

export interface LagBudget {
  quotaMs: number;
}

export function newLagBudget(): LagBudget {
  return { quotaMs: LAG_RULES.initialQuotaMs };
}

/** The refund for one answer, given the measured one-way delay, and the quota left after it. */
export function refundLag(budget: LagBudget, measuredLagMs: number): { refundMs: number; budget: LagBudget } {
  const wanted = Math.round(Math.max(0, Math.min(measuredLagMs, LAG_RULES.maxRefundMs)));
  const refundMs = Math.min(wanted, budget.quotaMs);
  const quotaMs = Math.min(LAG_RULES.maxQuotaMs, budget.quotaMs - refundMs + LAG_RULES.gainPerAnswerMs);
  return { refundMs, budget: { quotaMs } };
}
