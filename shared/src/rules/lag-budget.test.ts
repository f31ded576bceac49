import { describe, expect, it } from 'vitest';
import { LAG_RULES, newLagBudget, refundLag } from './lag-budget.ts';

describe('lag budget', () => {
  it('refunds the measured delay of an honest slow link', () => {
    const { refundMs } = refundLag(newLagBudget(), 120);
    expect(refundMs).toBe(120);
  });

  it('never refunds more than the per-answer cap', () => {
    expect(refundLag(newLagBudget(), 5_000).refundMs).toBe(LAG_RULES.maxRefundMs);
  });

  it('bounds what a client faking a slow link gains over a whole round', () => {
    let budget = newLagBudget();
    let total = 0;
    const answers = 20;
    for (let i = 0; i < answers; i += 1) {
      const step = refundLag(budget, 10_000);
      total += step.refundMs;
      budget = step.budget;
    }
    expect(total).toBeLessThanOrEqual(LAG_RULES.initialQuotaMs + answers * LAG_RULES.gainPerAnswerMs);
    expect(total).toBeLessThan(answers * LAG_RULES.maxRefundMs);
  });

  it('refunds nothing for a negative measurement', () => {
    expect(refundLag(newLagBudget(), -50).refundMs).toBe(0);
  });
});

it('refunds whole milliseconds', () => {
  expect(refundLag(newLagBudget(), 2.5).refundMs).toBe(3);
});
