/** T21.1 damage table, every cell; T21.2 modifiers. */
import { describe, expect, it } from 'vitest';
import { DAMAGE_MODIFIERS, DAMAGE_ROW_NAMES, DAMAGE_TABLE } from '../../../rulesets/tyneside/tables/damage.js';

// prettier-ignore
const GRID = {
  //            1        2        3        4        5        6
  gunpowder:   ['graze', 'graze', 'wound', 'wound', 'kill',  'kill' ],
  'bow-spear': ['graze', 'graze', 'wound', 'wound', 'wound', 'kill' ],
  other:       ['graze', 'graze', 'graze', 'wound', 'wound', 'kill' ],
} as const;

describe('T21.1 shooting damage', () => {
  const cells = Object.entries(GRID).flatMap(([row, results]) =>
    results.map((result, i) => ({ row: row as keyof typeof GRID, d6: i + 1, result })),
  );
  it.each(cells)('$row, D6 $d6 → $result', ({ row, d6, result }) => {
    expect(DAMAGE_TABLE[row][d6 - 1]).toBe(result);
  });

  it('rows are printed "Gunpowder weapons", "Bow / spear", "Other"', () => {
    expect(DAMAGE_ROW_NAMES).toEqual({ gunpowder: 'Gunpowder weapons', 'bow-spear': 'Bow / spear', other: 'Other' });
  });
});

describe('T21.2 modifiers', () => {
  it('+1 Hero, 0 Veteran, −1 Raw', () => {
    expect(DAMAGE_MODIFIERS).toEqual({ hero: 1, veteran: 0, raw: -1 });
  });
});
