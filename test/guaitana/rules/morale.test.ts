/** G13.2–G13.3 success chance (minimum 1, tiered losses) and the pass test. */
import { describe, expect, it } from 'vitest';
import { moraleChance, moralePassed, type MoraleModifierId } from '../../../rulesets/guaitana/rules/morale.js';

// prettier-ignore
const SINGLE: [MoraleModifierId, number][] = [
  ['veteran',        5],
  ['recruit',        3],
  ['cinc-near',      5],
  ['commander-lost', 3],
  ['lost-third',     3],
  ['lost-half',      2],
  ['no-enemy',       6],
  ['square',         6],
  ['closed',         5],
  ['flanked',        3],
  ['no-ammo',        3],
  ['friend-near',    5],
  ['retreating',     2],
  ['baggage-lost',   2],
];

describe('moraleChance', () => {
  it('is 4 with no modifier', () => {
    expect(moraleChance([])).toBe(4);
  });

  it.each(SINGLE)('%s alone: %i', (mod, chance) => {
    expect(moraleChance([mod])).toBe(chance);
  });

  it.each([
    [['veteran', 'square', 'no-enemy'], 9],
    [['retreating', 'commander-lost'], 1],
    [['retreating', 'lost-half'], 1], // 0 → 1
    [['retreating', 'lost-half', 'baggage-lost', 'recruit'], 1], // −3 → 1
    [['cinc-near', 'friend-near', 'closed', 'flanked'], 6],
  ] as [MoraleModifierId[], number][])('%j: %i', (mods, chance) => {
    expect(moraleChance(mods)).toBe(chance);
  });

  it('G18.40: more than ⅓ and more than ½ are tiers, not −3', () => {
    expect(() => moraleChance(['lost-third', 'lost-half'])).toThrow(RangeError);
    expect(() => moraleChance(['lost-third', 'lost-half'])).toThrow(/"lost-third" and "lost-half" cannot both apply: .*tiers/);
  });

  it('rejects unknown and repeated modifiers', () => {
    expect(() => moraleChance(['brave' as MoraleModifierId])).toThrow(/unknown modifier "brave"/);
    expect(() => moraleChance(['square', 'square'])).toThrow(/"square" given twice/);
  });
});

describe('moralePassed', () => {
  it.each([
    [4, 1, true], [4, 4, true], [4, 5, false], [1, 1, true], [1, 2, false], [6, 6, true], [9, 6, true],
  ])('chance %i, d6 %i → %s', (chance, d6, passed) => {
    expect(moralePassed(chance, d6)).toBe(passed);
  });

  it.each([[4, 0], [4, 7], [0, 3]])('chance %i, d6 %i throws', (chance, d6) => {
    expect(() => moralePassed(chance, d6)).toThrow(RangeError);
  });
});
