/** G9.4 Movement Capacity and Charge Bonus, every row; G9.7 costs. */
import { describe, expect, it } from 'vitest';
import {
  ACTION_COSTS,
  CAPACITY,
  FACING_COST,
  HORSE_HOLDERS_FRACTION,
  ITALIAN_MASS_RECOMMENDED,
} from '../../../rulesets/guaitana/tables/movement.js';

// prettier-ignore
const ROWS = [
  // row                        Normal  Charge bonus
  ['italian-line',              10,     null],
  ['italian-skirmish-column',   15,     5   ],
  ['italian-square',            5,      null],
  ['bersaglieri-ascari',        5,      5   ],
  ['native-infantry',           20,     10  ],
  ['cavalry',                   30,     20  ],
  ['artillery-packed',          15,     null],
  ['artillery-manhandled',      5,      null],
  ['baggage',                   10,     null],
  ['commanders-messengers',     40,     null],
] as const;

describe('G9.4 Movement Capacity', () => {
  it('has the ten printed rows in printed order', () => {
    expect(Object.keys(CAPACITY)).toEqual(ROWS.map((r) => r[0]));
  });

  it.each(ROWS)('%s: %i cm, bonus %s', (row, move, charge) => {
    expect(CAPACITY[row]).toMatchObject({ move, charge });
  });

  it('G18.16: Italian infantry in Mass read as Column, 15 + 5', () => {
    expect(ITALIAN_MASS_RECOMMENDED).toEqual({ move: 15, charge: 5 });
  });
});

describe('G9.7 costs', () => {
  // prettier-ignore
  const COSTS = [
    ['formation-change', { capacity: 0.5 }],
    ['facing-change',    { capacity: 0.5 }],
    ['column-line-turn', { capacity: 0 }],
    ['free-facing',      { capacity: 0 }],
    ['mount-dismount',   { capacity: 0.5 }],
    ['pack-unpack',      { wholePhase: true }],
  ] as const;
  it.each(COSTS)('%s costs %j', (action, cost) => {
    expect(ACTION_COSTS[action].cost).toEqual(cost);
  });

  it('facing: half for Line and Skirmish line, free for Column and Mass, not stated for Square', () => {
    expect(FACING_COST).toEqual({ line: 0.5, skirmish: 0.5, column: 0, square: null, mass: 0 });
  });

  it('a quarter of a dismounting squadron holds the horses', () => {
    expect(HORSE_HOLDERS_FRACTION).toBe(0.25);
  });
});
