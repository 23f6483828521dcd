/** G12.2–G12.4 fighting figures, halvings and hit chance; hits as for fire. */
import { describe, expect, it } from 'vitest';
import { meleeHits, meleePlan } from '../../../rulesets/guaitana/rules/melee.js';
import type { MeleeModifierId } from '../../../rulesets/guaitana/tables/melee.js';

// prettier-ignore
const CASES: [fighters: number, mods: MeleeModifierId[], halvings: string[], chance: number, fighting: number][] = [
  [10, [],                                                                         [],                         2, 10],
  [10, ['veteran'],                                                                [],                         3, 10],
  [10, ['flanked'],                                                                ['flanked'],                1, 5 ],
  [3,  ['flanked'],                                                                ['flanked'],                1, 2 ], // 1.5 → 2
  [10, ['flanked', 'recruit'],                                                     ['flanked', 'chance-zero'], 1, 3 ], // ¼ of 10 = 2.5 → 3
  [10, ['recruit', 'target-square'],                                               ['chance-zero'],            1, 5 ],
  [10, ['recruit'],                                                                [],                         1, 10],
  [9,  ['surprised', 'retreating', 'target-closed'],                               ['chance-zero'],            1, 5 ], // −1: 4.5 → 5
  [10, ['veteran', 'lance-charge', 'target-skirmish', 'stationary-vs-mover'],     [],                         6, 10],
  [12, ['flanked', 'surprised', 'retreating', 'recruit'],                          ['flanked', 'chance-zero'], 1, 3 ],
];

describe('meleePlan', () => {
  it.each(CASES)('%i fighters, %j → halvings %j, chance %i, %i dice', (fighters, mods, halvings, chance, fighting) => {
    const result = meleePlan({ fighters, mods });
    expect(result.halvings.map((h) => h.id)).toEqual(halvings);
    expect(result.chance).toBe(chance);
    expect(result.fighting).toBe(fighting);
  });

  it('keeps the modified chance and cites G12.2', () => {
    expect(meleePlan({ fighters: 8, mods: ['flanked', 'recruit', 'target-closed'] })).toEqual({
      modified: -1,
      chance: 1,
      fighting: 2,
      halvings: [
        { id: 'flanked', why: 'contacted on the flank or rear: half the figures fight', rule: 'G12.2' },
        { id: 'chance-zero', why: 'the modified hit chance is 0 or less: hit only on a 1', rule: 'G12.2' },
      ],
    });
  });

  it.each([
    [0, [], /fighters must be a whole number ≥ 1, got 0/],
    [10, ['charge'], /unknown modifier "charge"/],
    [10, ['veteran', 'recruit'], /cannot both apply/],
    [10, ['flanked', 'flanked'], /given twice/],
  ] as const)('%i fighters, %j throws', (fighters, mods, message) => {
    expect(() => meleePlan({ fighters, mods: mods as unknown as MeleeModifierId[] })).toThrow(message);
  });
});

describe('meleeHits', () => {
  it('counts faces equal to or under the chance', () => {
    expect(meleeHits(2, [1, 2, 3, 4, 5, 6, 2])).toBe(3);
    expect(meleeHits(1, [1, 2, 1])).toBe(2);
  });
});
