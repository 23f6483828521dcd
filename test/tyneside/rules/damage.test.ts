/** T21 shooting damage: every cell for every shooter class, clamping, TC-S1. */
import { describe, expect, it } from 'vitest';
import { damageResult } from '../../../rulesets/tyneside/rules/damage.js';

// prettier-ignore
const GRID = {
  //            1        2        3        4        5        6
  gunpowder:   ['graze', 'graze', 'wound', 'wound', 'kill',  'kill' ],
  'bow-spear': ['graze', 'graze', 'wound', 'wound', 'wound', 'kill' ],
  other:       ['graze', 'graze', 'graze', 'wound', 'wound', 'kill' ],
} as const;

// Hero +1, Raw −1 (T21.2); the column read, clamped to 1–6, for faces 1..6.
// prettier-ignore
const COLUMN = {
  veteran: [1, 2, 3, 4, 5, 6],
  hero:    [2, 3, 4, 5, 6, 6],
  raw:     [1, 1, 2, 3, 4, 5],
} as const;

describe('T21.1–T21.3 damage for every row, class and face', () => {
  const cases = (['gunpowder', 'bow-spear', 'other'] as const).flatMap((row) =>
    (['veteran', 'hero', 'raw'] as const).flatMap((cls) =>
      COLUMN[cls].map((modified, i) => ({ row, cls, d6: i + 1, modified, result: GRID[row][modified - 1] })),
    ),
  );
  it.each(cases)('$row, $cls shooter, D6 $d6 → column $modified → $result', ({ row, cls, d6, modified, result }) => {
    expect(damageResult(row, cls, d6)).toEqual({ result, modified });
  });
});

describe('A-27 clamping', () => {
  it('a Hero 6 + 1 counts as 6', () => {
    expect(damageResult('other', 'hero', 6)).toEqual({ result: 'kill', modified: 6 });
  });
  it('a Raw 1 − 1 counts as 1', () => {
    expect(damageResult('gunpowder', 'raw', 1)).toEqual({ result: 'graze', modified: 1 });
  });
  it.each([0, 7, 1.5])('D6 %s throws', (d6) => {
    expect(() => damageResult('gunpowder', 'veteran', d6)).toThrow(/1–6/);
  });
});

describe('TC-S1 damage', () => {
  it('Veteran, D6 5, gunpowder → Kill', () => {
    expect(damageResult('gunpowder', 'veteran', 5).result).toBe('kill');
  });
  it('Raw, D6 5 → 4 → Wound', () => {
    expect(damageResult('gunpowder', 'raw', 5)).toEqual({ result: 'wound', modified: 4 });
  });
  it('Hero, D6 2 → 3 → Wound', () => {
    expect(damageResult('gunpowder', 'hero', 2)).toEqual({ result: 'wound', modified: 3 });
  });
  it('Hero, D6 6 → 7, clamped to 6 → Kill', () => {
    expect(damageResult('gunpowder', 'hero', 6)).toEqual({ result: 'kill', modified: 6 });
  });
});
