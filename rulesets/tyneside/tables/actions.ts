/**
 * The two Actions Tables, source section "Actions Table" (spec T25–T27).
 *
 * Rows are Risk Factor bands (T25.3), columns the D6 (T25.1). Every cell records its code
 * (T28), whether it is printed in italics (T25.5: PCs and commanded troops ignore italic
 * cells), whether it carries "(Charge?)" (T31.2), and its wording as printed.
 *
 * Cell shorthand in the grids, as in the spec's coded tables:
 *   N  = roman (binds everybody)     I  = italic (PCs and commanded troops ignore it)
 *   NC / IC = the same, carrying "(Charge?)"
 */

/** T25.2: which table a group rolls on. */
export const ACTIONS_TABLES = ['firearms', 'melee'] as const;
export type ActionsTableId = (typeof ACTIONS_TABLES)[number];

/** T28: instruction codes. RF0-6 is the "unless a 6 is thrown" branch of the Up to RF0 row. */
export const ACTION_CODES = ['RF0', 'RF0-6', 'CONT', 'HALT', 'ADV', 'COVER', 'WDRAW', 'RUN'] as const;
export type ActionCode = (typeof ACTION_CODES)[number];

/** One printed cell of an Actions Table. */
export interface ActionCell {
  readonly code: ActionCode;
  /** Printed in italics in the source. For the A-44 reading of the RF ≤ 0 row see `rf0RowCountsAsItalic`. */
  readonly italic: boolean;
  /** The cell ends in "(Charge?)". */
  readonly charge: boolean;
  /** The cell's wording as printed. */
  readonly text: string;
}

/** One printed row: its Risk Factor label and band (inclusive), and its six cells (D6 = 1..6). */
export interface ActionsRow {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly cells: readonly [ActionCell, ActionCell, ActionCell, ActionCell, ActionCell, ActionCell];
}

/** One printed Actions Table. */
export interface ActionsTable {
  readonly rule: 'T26' | 'T27';
  readonly heading: string;
  readonly rows: readonly [ActionsRow, ActionsRow, ActionsRow, ActionsRow, ActionsRow];
}

/**
 * T26, T27: the wording of each instruction, as printed (without "(Charge?)").
 *
 * The "Up to RF0" row is one cell spanning all six columns; both of its codes carry its
 * whole wording. (The Firearms copy is printed with a doubled full stop, "defending..";
 * the Melee copy with a single one. Both are stored with one.)
 */
export const ACTION_WORDING = {
  RF0: 'Continue current actions, unless a 6 (D6) is thrown, in which case they will move towards the nearest visible enemy. They will not move however, from fortified positions they are defending.',
  'RF0-6': 'Continue current actions, unless a 6 (D6) is thrown, in which case they will move towards the nearest visible enemy. They will not move however, from fortified positions they are defending.',
  CONT: 'Continue current actions facing the nearest enemy',
  HALT: 'Halt in position facing the nearest enemy',
  ADV: 'Advance towards nearest enemy',
  COVER: 'Move to take cover in the nearest terrain within 1 move, or away from all enemies',
  WDRAW: 'Withdraw towards cover further from enemy',
  RUN: 'Run from nearest enemy',
} as const satisfies Record<ActionCode, string>;

/** Printed suffix of the cells that carry a charge (T28, T31.2). */
export const CHARGE_SUFFIX = ' (Charge?)';

type Style = 'N' | 'I' | 'NC' | 'IC';

function c(code: ActionCode, style: Style): ActionCell {
  const charge = style === 'NC' || style === 'IC';
  return {
    code,
    italic: style === 'I' || style === 'IC',
    charge,
    text: ACTION_WORDING[code] + (charge ? CHARGE_SUFFIX : ''),
  };
}

/** T26: "For troops armed with Firearms, bows and other long range weapons." */
// prettier-ignore
export const FIREARMS_ACTIONS_TABLE: ActionsTable = {
  rule: 'T26',
  heading: 'For troops armed with Firearms, bows and other long range weapons.',
  rows: [
    // RISK FACTOR                              D6: 1                2                  3                  4                  5                  6
    { label: 'Up to RF0', min: -Infinity, max: 0, cells: [c('RF0', 'N'),    c('RF0', 'N'),     c('RF0', 'N'),     c('RF0', 'N'),     c('RF0', 'N'),     c('RF0-6', 'N')] },
    { label: 'RF1-2',     min: 1,  max: 2,        cells: [c('COVER', 'N'),  c('HALT', 'I'),    c('CONT', 'IC'),   c('CONT', 'IC'),   c('CONT', 'IC'),   c('ADV', 'IC')  ] },
    { label: 'RF3-5',     min: 3,  max: 5,        cells: [c('WDRAW', 'N'),  c('COVER', 'I'),   c('HALT', 'I'),    c('CONT', 'IC'),   c('CONT', 'IC'),   c('ADV', 'IC')  ] },
    { label: 'RF6-8',     min: 6,  max: 8,        cells: [c('RUN', 'N'),    c('WDRAW', 'N'),   c('COVER', 'N'),   c('COVER', 'I'),   c('HALT', 'I'),    c('CONT', 'IC') ] },
    { label: 'RF9+',      min: 9,  max: Infinity, cells: [c('RUN', 'N'),    c('RUN', 'N'),     c('WDRAW', 'N'),   c('COVER', 'N'),   c('COVER', 'I'),   c('HALT', 'I')  ] },
  ],
};

/** T27: "For Troops armed with Spears, swords and other short range/melee weapons". */
// prettier-ignore
export const MELEE_ACTIONS_TABLE: ActionsTable = {
  rule: 'T27',
  heading: 'For Troops armed with Spears, swords and other short range/melee weapons',
  rows: [
    // RISK FACTOR                              D6: 1                2                  3                  4                  5                  6
    { label: 'Up to RF0', min: -Infinity, max: 0, cells: [c('RF0', 'N'),    c('RF0', 'N'),     c('RF0', 'N'),     c('RF0', 'N'),     c('RF0', 'N'),     c('RF0-6', 'N')] },
    { label: 'RF1-2',     min: 1,  max: 2,        cells: [c('HALT', 'I'),   c('CONT', 'I'),    c('CONT', 'I'),    c('CONT', 'IC'),   c('ADV', 'IC'),    c('ADV', 'IC')  ] },
    { label: 'RF3-6',     min: 3,  max: 6,        cells: [c('COVER', 'N'),  c('HALT', 'I'),    c('CONT', 'I'),    c('CONT', 'I'),    c('CONT', 'IC'),   c('ADV', 'IC')  ] },
    { label: 'RF7-8',     min: 7,  max: 8,        cells: [c('RUN', 'N'),    c('COVER', 'N'),   c('COVER', 'N'),   c('HALT', 'I'),    c('HALT', 'I'),    c('CONT', 'IC') ] },
    { label: 'RF9+',      min: 9,  max: Infinity, cells: [c('RUN', 'N'),    c('RUN', 'N'),     c('COVER', 'N'),   c('COVER', 'N'),   c('COVER', 'N'),   c('HALT', 'I')  ] },
  ],
};

/** T25.2: both tables by id. */
export const ACTIONS_TABLE_BY_ID = {
  firearms: FIREARMS_ACTIONS_TABLE,
  melee: MELEE_ACTIONS_TABLE,
} as const satisfies Record<ActionsTableId, ActionsTable>;

/**
 * the "Up to RF0" row is printed in roman type, so read literally it binds PCs and
 * commanded troops. The recommended reading treats it as italic (it holds only "continue"
 * and "advance" behaviour, italic everywhere else). The tables above keep the printed
 * `italic: false`; this switch holds the reading applied by `commandedMayIgnore` (rules).
 */
export const rf0RowCountsAsItalic = true;
