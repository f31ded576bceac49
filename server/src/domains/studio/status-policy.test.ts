import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS, statusAfterEdit } from './status-policy.ts';

describe("a game's status after its creator edits it", () => {
  it.each([
    ['DRAFT', 'DRAFT'],
    ['PENDING_VERIFICATION', 'PENDING_VERIFICATION'],
    ['REJECTED', 'DRAFT'],
    ['VERIFIED', 'PENDING_VERIFICATION'],
    ['RELEASED', null],
  ] as const)('%s becomes %s', (status, next) => {
    expect(statusAfterEdit(status)).toBe(next);
  });

  it('starts every game as a draft', () => {
    expect(INITIAL_STATUS).toBe('DRAFT');
  });
});
