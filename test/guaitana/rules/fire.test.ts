/** G11.6–G11.8 firing figures, halvings, hit chance; G11.7.2 hits. */
import { describe, expect, it } from 'vitest';
import { fireHits, firePlan, type FireInputs } from '../../../rulesets/guaitana/rules/fire.js';

const plan = (inputs: Partial<FireInputs> & Pick<FireInputs, 'firers' | 'band'>) =>
  firePlan({ weapon: 'rifle', surprised: false, mods: [], ...inputs });

// prettier-ignore
const CASES: [label: string, inputs: Parameters<typeof plan>[0], base: number, halvings: string[], chance: number, firing: number][] = [
  ['12 rifles, close',                         { firers: 12, band: 'close' },                                          12, [],                                                   3, 12],
  ['12 rifles, long',                          { firers: 12, band: 'long' },                                           12, ['range'],                                            2, 6 ],
  ['12 rifles, extreme',                       { firers: 12, band: 'extreme' },                                        12, ['range'],                                            1, 6 ],
  ['12 in Mass at long range: ¼',              { firers: 12, band: 'long', formation: 'mass' },                        12, ['mass-or-square', 'range'],                          2, 3 ],
  ['10 in Mass at long range: 2.5 → 3',        { firers: 10, band: 'long', formation: 'mass' },                        10, ['mass-or-square', 'range'],                          2, 3 ],
  ['7 in Square, close: 3.5 → 4',              { firers: 7, band: 'close', formation: 'square' },                      7,  ['mass-or-square'],                                   3, 4 ],
  ['7 in Square, surprised: not halved again', { firers: 7, band: 'close', formation: 'square', surprised: true },     7,  ['mass-or-square'],                                   3, 4 ],
  ['7 in line, surprised',                     { firers: 7, band: 'close', surprised: true },                          7,  ['surprised'],                                        3, 4 ],
  ['9 in Mass, surprised, long: ⅛',            { firers: 9, band: 'long', formation: 'mass', surprised: true },        9,  ['mass-or-square', 'range', 'surprised'],             2, 1 ],
  ['2 machine guns, close',                    { firers: 2, weapon: 'mg', band: 'close' },                             20, [],                                                   3, 20],
  ['2 machine guns, long',                     { firers: 2, weapon: 'mg', band: 'long' },                              20, ['range'],                                            2, 10],
  ['1 mountain gun, extreme: 2.5 → 3',         { firers: 1, weapon: 'cannon', band: 'extreme' },                       5,  ['range'],                                            1, 3 ],
  ['8 javelins at long range',                 { firers: 8, weapon: 'javelin', band: 'long' },                         8,  ['range'],                                            2, 4 ],
  ['recruits at extreme: 0 → halve, hit on 1', { firers: 12, band: 'extreme', mods: ['recruit'] },                     12, ['range', 'chance-zero'],                             1, 3 ],
  ['−2 at close: 1, no extra halving',         { firers: 12, band: 'close', mods: ['recruit', 'target-cover'] },       12, [],                                                   1, 12],
  ['−3 at close: 0 → halve, hit on 1',         { firers: 12, band: 'close', mods: ['recruit', 'mounted', 'target-skirmish'] }, 12, ['chance-zero'],                              1, 6 ],
  ['every halving: 1/16',                      { firers: 16, band: 'extreme', formation: 'mass', surprised: true, mods: ['retreating'] }, 16, ['mass-or-square', 'range', 'surprised', 'chance-zero'], 1, 1],
  ['close +3: hits on 6',                      { firers: 6, band: 'close', mods: ['veteran', 'target-square', 'target-mounted'] }, 6, [],                                    6, 6 ],
  ['1 rifle in Mass at long range: 0 dice',    { firers: 1, band: 'long', formation: 'mass' },                         1,  ['mass-or-square', 'range'],                          2, 0 ],
];

describe('firePlan', () => {
  it.each(CASES)('%s', (_label, inputs, base, halvings, chance, firing) => {
    const result = plan(inputs);
    expect(result.base).toBe(base);
    expect(result.halvings.map((h) => h.id)).toEqual(halvings);
    expect(result.chance).toBe(chance);
    expect(result.firing).toBe(firing);
  });

  it('keeps the modified chance and cites each halving', () => {
    expect(plan({ firers: 12, band: 'extreme', mods: ['recruit', 'target-cover'] })).toEqual({
      base: 12,
      modified: -1,
      chance: 1,
      firing: 3,
      halvings: [
        { id: 'range', why: 'the target is at Long or Extreme range', rule: 'G11.6 (b)' },
        { id: 'chance-zero', why: 'the modified hit chance is 0 or less: hit only on a 1', rule: 'G11.6 (d), G11.8' },
      ],
    });
  });

  it.each([
    [{ firers: 8, weapon: 'javelin', band: 'close' }, /javelin has no close range; it fires only at long range/],
    [{ firers: 8, weapon: 'javelin', band: 'extreme' }, /javelin has no extreme range/],
    [{ firers: 8, weapon: 'lance', band: 'long' }, /lance is not a missile weapon/],
    [{ firers: 0, band: 'close' }, /firers must be a whole number ≥ 1, got 0/],
    [{ firers: 2.5, band: 'close' }, /firers .* got 2.5/],
    [{ firers: 4, band: 'point-blank' }, /unknown range band "point-blank"/],
    [{ firers: 4, band: 'close', formation: 'column' }, /formation must be mass, square or absent, got "column"/],
    [{ firers: 4, band: 'close', mods: ['drunk'] }, /unknown modifier "drunk" \(allowed: veteran, recruit, mounted/],
    [{ firers: 4, band: 'close', mods: ['veteran', 'veteran'] }, /"veteran" given twice/],
    [{ firers: 4, band: 'close', mods: ['veteran', 'recruit'] }, /"veteran" and "recruit" cannot both apply/],
    [{ firers: 4, band: 'close', mods: ['target-skirmish', 'target-square'] }, /cannot both apply/],
  ] as const)('%j throws', (inputs, message) => {
    const run = () => plan(inputs as Parameters<typeof plan>[0]);
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });
});

describe('fireHits', () => {
  it.each([
    [3, [1, 4, 3, 6, 2, 5], 3],
    [1, [1, 1, 2, 6], 2],
    [2, [3, 4, 5], 0],
    [6, [1, 6, 6, 3], 4],
    [7, [6, 6], 2],
    [3, [], 0],
  ])('chance %i, faces %j → %i hits', (chance, faces, hits) => {
    expect(fireHits(chance, faces)).toBe(hits);
  });

  it.each([
    [0, [1], /chance/],
    [3, [0], /1–6, got 0/],
    [3, [7], /1–6, got 7/],
  ])('chance %s, faces %j throws', (chance, faces, message) => {
    expect(() => fireHits(chance, faces)).toThrow(message);
  });
});
