import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../constants.ts';
import { playerProfileSchema } from '../schemas/player.ts';
import { guestName, guestNamesOf } from './guest-names.ts';
import { isReservedName, seatKey } from './round/seat-names.ts';

// A guest's first name: friendly, in their language, the same for them every time, and a name they could have
// chosen themselves (the profile's name rules, no host's word).

describe('guest names', () => {
  it.each(LOCALE_CODES)('gives in %s only names a player could choose, none a host\'s word, none alike', (language) => {
    const names = guestNamesOf(language);
    expect(names.length).toBeGreaterThanOrEqual(150);
    for (const name of names) {
      expect(playerProfileSchema.safeParse({ name }).success, name).toBe(true);
      expect(isReservedName(name), name).toBe(false);
    }
    expect(new Set(names.map(seatKey)).size).toBe(names.length);
  });

  it('names a guest the same way every time, in the language asked for', () => {
    expect(guestName('01JGUEST0001', 'en')).toBe(guestName('01JGUEST0001', 'en'));
    expect(guestName('01JGUEST0001', 'en')).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(guestName('01JGUEST0001', 'ar')).toMatch(/^[\u0600-\u06FF]+ [\u0600-\u06FF]+$/);
    expect(guestName('01JGUEST0001', 'ml')).toMatch(/^[\u0D00-\u0D7F\u200C\u200D]+ [\u0D00-\u0D7F\u200C\u200D]+$/);
    expect(guestName('01JGUEST0001', 'hi')).toMatch(/^[\u0900-\u097F]+ [\u0900-\u097F]+$/);
    expect(guestName('01JGUEST0001', 'ta')).toMatch(/^[\u0B80-\u0BFF]+ [\u0B80-\u0BFF]+$/);
  });

  it('spreads guests over the names: a hundred guests share few', () => {
    const names = new Set(Array.from({ length: 100 }, (_, i) => guestName(`01JGUEST${String(i).padStart(4, '0')}`, 'en')));
    expect(names.size).toBeGreaterThan(80);
  });
});
