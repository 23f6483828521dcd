/** T8 command dice, T9 command distance, T10 activation cost. */
import { describe, expect, it } from 'vitest';
import { activationCost, commandDiceCount, commandDistance } from '../../../rulesets/tyneside/rules/command.js';

describe('T8.1–T8.3 command dice', () => {
  // prettier-ignore
  const GRID = [
    // class      plain  busy  musician  busy+musician
    ['hero',      4,     3,    5,        4],
    ['veteran',   3,     2,    4,        3],
    ['raw',       2,     1,    3,        2],
  ] as const;
  const cases = GRID.flatMap(([cls, plain, busy, musician, both]) => [
    { cls, officerBusy: false, musician: false, dice: plain },
    { cls, officerBusy: true, musician: false, dice: busy },
    { cls, officerBusy: false, musician: true, dice: musician },
    { cls, officerBusy: true, musician: true, dice: both },
  ]);
  it.each(cases)('$cls, busy=$officerBusy, musician=$musician → $dice D6', ({ cls, officerBusy, musician, dice }) => {
    expect(commandDiceCount(cls, { officerBusy, musician })).toBe(dice);
  });

  it('T8.4: a Raw officer who is firing, without a drummer, rolls 1D6', () => {
    expect(commandDiceCount('raw', { officerBusy: true, musician: false })).toBe(1);
  });
  it('T8.4: a Hero with a drummer commanded rolls 5D6', () => {
    expect(commandDiceCount('hero', { officerBusy: false, musician: true })).toBe(5);
  });
});

describe('T9.1 command distance', () => {
  it('open 50 cm', () => expect(commandDistance(false)).toBe(50));
  it('enclosed 25 cm', () => expect(commandDistance(true)).toBe(25));
});

describe('T10 activation cost', () => {
  it.each([
    { loyal: true, router: false, cost: 1 },
    { loyal: false, router: false, cost: 2 },
    { loyal: true, router: true, cost: 2 },
    { loyal: false, router: true, cost: 2 }, // not cumulative
  ])('loyal=$loyal router=$router → $cost', ({ loyal, router, cost }) => {
    expect(activationCost({ loyal, router })).toBe(cost);
  });
});
