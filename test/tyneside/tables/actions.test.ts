/**
 * T26, T27: both Actions Tables, every cell, checked against the spec's coded grids written
 * out here independently of the table under test.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIONS_TABLE_BY_ID,
  FIREARMS_ACTIONS_TABLE,
  MELEE_ACTIONS_TABLE,
  rf0RowCountsAsItalic,
  type ActionsTable,
} from '../../../rulesets/tyneside/tables/actions.js';

// Spec T26 / T27 "Coded form": N = roman, I = italic, C = "(Charge?)".
// prettier-ignore
const FIREARMS = [
  //           D6: 1           2           3            4            5            6
  ['Up to RF0', ['RF0 N',     'RF0 N',    'RF0 N',     'RF0 N',     'RF0 N',     'RF0-6 N' ]],
  ['RF1-2',     ['COVER N',   'HALT I',   'CONT IC',   'CONT IC',   'CONT IC',   'ADV IC'  ]],
  ['RF3-5',     ['WDRAW N',   'COVER I',  'HALT I',    'CONT IC',   'CONT IC',   'ADV IC'  ]],
  ['RF6-8',     ['RUN N',     'WDRAW N',  'COVER N',   'COVER I',   'HALT I',    'CONT IC' ]],
  ['RF9+',      ['RUN N',     'RUN N',    'WDRAW N',   'COVER N',   'COVER I',   'HALT I'  ]],
] as const;

// prettier-ignore
const MELEE = [
  //           D6: 1           2           3            4            5            6
  ['Up to RF0', ['RF0 N',     'RF0 N',    'RF0 N',     'RF0 N',     'RF0 N',     'RF0-6 N' ]],
  ['RF1-2',     ['HALT I',    'CONT I',   'CONT I',    'CONT IC',   'ADV IC',    'ADV IC'  ]],
  ['RF3-6',     ['COVER N',   'HALT I',   'CONT I',    'CONT I',    'CONT IC',   'ADV IC'  ]],
  ['RF7-8',     ['RUN N',     'COVER N',  'COVER N',   'HALT I',    'HALT I',    'CONT IC' ]],
  ['RF9+',      ['RUN N',     'RUN N',    'COVER N',   'COVER N',   'COVER N',   'HALT I'  ]],
] as const;

// Source wording, typed out from the rulebook.
const RF0_TEXT =
  'Continue current actions, unless a 6 (D6) is thrown, in which case they will move towards the nearest visible enemy. They will not move however, from fortified positions they are defending.';
const WORDS: Record<string, string> = {
  RF0: RF0_TEXT,
  'RF0-6': RF0_TEXT,
  CONT: 'Continue current actions facing the nearest enemy',
  HALT: 'Halt in position facing the nearest enemy',
  ADV: 'Advance towards nearest enemy',
  COVER: 'Move to take cover in the nearest terrain within 1 move, or away from all enemies',
  WDRAW: 'Withdraw towards cover further from enemy',
  RUN: 'Run from nearest enemy',
};

function expectedCells(grid: typeof FIREARMS | typeof MELEE) {
  return grid.flatMap(([label, cells], row) =>
    cells.map((coded, col) => {
      const [code = '', flags = ''] = coded.split(' ');
      const charge = flags.includes('C');
      return {
        row,
        label,
        d6: col + 1,
        code,
        italic: flags.includes('I'),
        charge,
        text: (WORDS[code] ?? `unknown code ${code}`) + (charge ? ' (Charge?)' : ''),
      };
    }),
  );
}

function describeTable(name: string, table: ActionsTable, grid: typeof FIREARMS | typeof MELEE) {
  describe(name, () => {
    it('has five rows of six cells', () => {
      expect(table.rows).toHaveLength(5);
      for (const r of table.rows) expect(r.cells).toHaveLength(6);
    });

    it.each(grid.map(([label], row) => ({ row, label })))('row $row is printed "$label"', ({ row, label }) => {
      expect(table.rows[row]?.label).toBe(label);
    });

    it.each(expectedCells(grid))(
      '$label, D6 $d6 → $code italic=$italic charge=$charge',
      ({ row, d6, code, italic, charge, text }) => {
        const cell = table.rows[row]?.cells[d6 - 1];
        expect(cell).toEqual({ code, italic, charge, text });
      },
    );
  });
}

describeTable('T26 Firearms, bows and other long range weapons', FIREARMS_ACTIONS_TABLE, FIREARMS);
describeTable('T27 Spears, swords and other short range/melee weapons', MELEE_ACTIONS_TABLE, MELEE);

describe('T25.3 RF bands', () => {
  // prettier-ignore
  const bands = {
    firearms: [[-Infinity, 0], [1, 2], [3, 5], [6, 8], [9, Infinity]],
    melee:    [[-Infinity, 0], [1, 2], [3, 6], [7, 8], [9, Infinity]],
  } as const;
  it.each(['firearms', 'melee'] as const)('%s bands', (id) => {
    expect(ACTIONS_TABLE_BY_ID[id].rows.map((r) => [r.min, r.max])).toEqual(bands[id]);
  });
});

describe('A-44', () => {
  it('the RF ≤ 0 row stays roman in the data', () => {
    for (const t of [FIREARMS_ACTIONS_TABLE, MELEE_ACTIONS_TABLE]) {
      expect(t.rows[0]?.cells.every((c) => !c.italic)).toBe(true);
    }
  });
  it('the recommended reading (treat it as italic) is the default', () => {
    expect(rf0RowCountsAsItalic).toBe(true);
  });
});

describe('T27 notes', () => {
  it('the Melee table has no WDRAW', () => {
    const codes = MELEE_ACTIONS_TABLE.rows.flatMap((r) => r.cells.map((c) => c.code));
    expect(codes).not.toContain('WDRAW');
  });
  it('every Firearms CONT carries (Charge?)', () => {
    const conts = FIREARMS_ACTIONS_TABLE.rows.flatMap((r) => r.cells.filter((c) => c.code === 'CONT'));
    expect(conts.length).toBe(6); // RF1-2 ×3, RF3-5 ×2, RF6-8 ×1
    expect(conts.every((c) => c.charge)).toBe(true);
  });
});
