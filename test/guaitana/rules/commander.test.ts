/** G11.9, G12.5 commander casualties, with the worked odds of G11.9.5. */
import { describe, expect, it } from 'vitest';
import { commanderDice, commanderLost, commanderTotal } from '../../../rulesets/guaitana/rules/commander.js';

describe('commanderDice', () => {
  it('Italian 1d6, native 2d6−2', () => {
    expect(commanderDice('italian')).toMatchObject({ count: 1, sides: 6, modifier: 0, half: false });
    expect(commanderDice('native')).toMatchObject({ count: 2, sides: 6, modifier: -2, half: false });
  });
});

describe('G11.9.5 worked odds', () => {
  it('an Italian unit losing 3 loses its officer on 1–2 (2 in 6)', () => {
    const lostOn = [1, 2, 3, 4, 5, 6].filter((d6) => commanderLost('italian', 3, commanderTotal('italian', [d6])));
    expect(lostOn).toEqual([1, 2]);
  });

  it('a native unit losing 3 loses its leader on a 2d6 total of 2–4 (6 in 36)', () => {
    const pairs = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b]));
    const lost = pairs.filter((faces) => commanderLost('native', 3, commanderTotal('native', faces)));
    expect(lost).toHaveLength(6);
    expect(new Set(lost.map(([a, b]) => a! + b!))).toEqual(new Set([2, 3, 4]));
  });
});

describe('commanderLost', () => {
  it('is strictly less than the losses', () => {
    expect(commanderLost('italian', 3, 2)).toBe(true);
    expect(commanderLost('italian', 3, 3)).toBe(false);
    expect(commanderLost('native', 1, 0)).toBe(true); // 2d6−2 of 0: double 1
    expect(commanderLost('native', 10, 10)).toBe(false);
    expect(commanderLost('italian', 7, 6)).toBe(true); // 7 or more losses: always
  });

  it('no losses never lose him', () => {
    for (let total = 1; total <= 6; total++) expect(commanderLost('italian', 0, total)).toBe(false);
    for (let total = 0; total <= 10; total++) expect(commanderLost('native', 0, total)).toBe(false);
  });

  it.each([
    ['italian', 3, 0, /totals 1–6, got 0/],
    ['italian', 3, 7, /totals 1–6, got 7/],
    ['native', 3, -1, /totals 0–10, got -1/],
    ['native', -1, 4, /losses .* got -1/],
    ['italian', 1.5, 4, /losses .* got 1.5/],
  ] as const)('%s, %s losses, total %s throws', (side, losses, total, message) => {
    expect(() => commanderLost(side, losses, total)).toThrow(message);
  });
});

describe('commanderTotal', () => {
  it('adds the faces and the modifier', () => {
    expect(commanderTotal('italian', [4])).toBe(4);
    expect(commanderTotal('native', [1, 1])).toBe(0);
    expect(commanderTotal('native', [6, 5])).toBe(9);
  });

  it('wants one face for Italians and two for natives', () => {
    expect(() => commanderTotal('italian', [1, 2])).toThrow(/1d6 needs 1 faces/);
    expect(() => commanderTotal('native', [3])).toThrow(/2d6-2 needs 2 faces/);
    expect(() => commanderTotal('native', [3, 7])).toThrow(RangeError);
  });
});
