import { describe, expect, it } from 'vitest';
import { howToRoll } from '../../src/dice/how-to-roll.js';

describe('how to throw a die no player owns', () => {
  it('says nothing of the dice players own', () => {
    for (const sides of [4, 6, 8, 10, 12, 20]) expect(howToRoll(sides)).toBeNull();
  });
  it('makes a d2 and a d3 of a d6, a d100 of two d10', () => {
    expect(howToRoll(2)).toBe('a d2 is a d6: 1-3 counts 1, 4-6 counts 2');
    expect(howToRoll(3)).toBe('a d3 is a d6: 1-2 counts 1, 3-4 counts 2, 5-6 counts 3');
    expect(howToRoll(100)).toBe('a d100 is two d10, tens then units (0 0 counts 100)');
  });
  it('makes any other size of the next larger die, thrown again above it', () => {
    expect(howToRoll(5)).toBe('a d5 is a d6, thrown again on 6');
    expect(howToRoll(7)).toBe('a d7 is a d8, thrown again on 8');
    expect(howToRoll(15)).toBe('a d15 is a d20, thrown again on 16-20');
    expect(howToRoll(30)).toBe('a d30 is two d10 as a d100, thrown again above 30');
    expect(howToRoll(120)).toBe('no die has 120 faces: press r and opfor throws it');
  });
});
