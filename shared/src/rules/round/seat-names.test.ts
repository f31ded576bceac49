import { describe, expect, it } from 'vitest';
import { chosenSeatName, givenSeatName, isReservedName, seatKeys } from './seat-names.ts';

describe('seat names in a round', () => {
  it.each([
    ['Teacher (host)', true], ['ＡＤＭＩＮ', true], ['Тeacher', true], ['T.e.a.c.h.e.r', true], ['Lehrerin', true],
    ['शिक्षक', true], ['المعلم', true], ['Ghost', false], ['Hostetler', false], ['Asha', false],
  ])('%s is a host word: %s', (name, reserved) => {
    expect(isReservedName(name)).toBe(reserved);
  });

  it('refuses a chosen name that looks like a seated one, and numbers a given one', () => {
    const taken = seatKeys(['Alice', 'Meera']);
    expect(chosenSeatName('Аlice', taken)).toEqual({ ok: false, why: 'taken' });
    expect(chosenSeatName('Admin', taken)).toEqual({ ok: false, why: 'reserved' });
    expect(chosenSeatName('Ravi', taken)).toEqual({ ok: true, name: 'Ravi' });
    expect(givenSeatName('MEERA', 0, taken)).toBe('MEERA 2');
    expect(givenSeatName('Teacher', 0, taken)).not.toMatch(/teacher/i);
  });
});
