/** T15.1 maximum move; T15.3 barriers. */
import { describe, expect, it } from 'vitest';
import { barrierCost, maxMove, type MoverInputs } from '../../../rulesets/tyneside/rules/movement.js';

const FOOT: MoverInputs = { horsed: false, wounded: false, civilian: false, skirtsHitched: false, allOpen: false };

describe('T15.1 maximum move', () => {
  // prettier-ignore
  const cases = [
    ['foot figure',                              {},                                          25],
    ['foot figure in the open',                  { allOpen: true },                           25],
    ['horsed, whole move in open clear terrain', { horsed: true, allOpen: true },             40],
    ['horsed, not all open (A-19)',              { horsed: true },                            25],
    ['wounded man',                              { wounded: true },                           20],
    ['wounded rider in the open (A-20)',         { horsed: true, allOpen: true, wounded: true }, 20],
    ['civilian, petticoats hitched up',          { civilian: true, skirtsHitched: true },     20],
    ['civilian, petticoats not hitched up',      { civilian: true },                          15],
    ['wounded civilian, petticoats down (A-20)', { civilian: true, wounded: true },           15],
    ['wounded civilian, petticoats hitched',     { civilian: true, skirtsHitched: true, wounded: true }, 20],
    ['skirts flag ignored for soldiers',         { skirtsHitched: true },                     25],
  ] as const;
  it.each(cases)('%s → %i cm', (_name, change, cm) => {
    expect(maxMove({ ...FOOT, ...change })).toBe(cm);
  });
});

describe('T15.3 a low barrier costs ¼ move', () => {
  it.each([
    [25, 6.25],
    [40, 10],
    [20, 5],
    [15, 3.75],
  ])('max move %i cm → %s cm', (move, cost) => {
    expect(barrierCost(move)).toBe(cost);
  });
});
