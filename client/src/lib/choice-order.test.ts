import { describe, expect, it } from 'vitest';
import { choiceOrder } from './choice-order.ts';

const CHOICES = ['Berlin', 'Bonn', 'Hamburg', 'Munich'];

describe("a player's order of the choices", () => {
  it('is the same for the same seed and question, so a reload shows the same order', () => {
    expect(choiceOrder(CHOICES, 12345, 'q1')).toEqual(choiceOrder(CHOICES, 12345, 'q1'));
  });

  it('holds every choice once and leaves the server list as it was', () => {
    const copy = [...CHOICES];
    const ordered = choiceOrder(CHOICES, 99, 'q1');
    expect([...ordered].sort()).toEqual(CHOICES);
    expect(CHOICES).toEqual(copy);
  });

  it('differs between seeds: players do not share one order', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => choiceOrder(CHOICES, seed, 'q1').join('|')));
    expect(orders.size).toBeGreaterThan(5);
  });

  it('differs between the questions of one play', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, i) => choiceOrder(CHOICES, 7, `q${i}`).join('|')));
    expect(orders.size).toBeGreaterThan(5);
  });

  it('puts the first choice of the sorted list in every place about as often', () => {
    const places = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed += 1) {
      const place = choiceOrder(CHOICES, seed, 'q1').indexOf('Berlin');
      places[place] = (places[place] ?? 0) + 1;
    }
    for (const count of places) expect(count).toBeGreaterThan(850);
  });
});
