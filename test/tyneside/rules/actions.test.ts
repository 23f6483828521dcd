/** T25: reading the Actions Tables; A-44 for commanded troops; TC-RF1, TC-RF2 (spec 13.1). */
import { describe, expect, it } from 'vitest';
import { actionFor, actionsRow, commandedMayIgnore } from '../../../rulesets/tyneside/rules/actions.js';
import type { ActionCell } from '../../../rulesets/tyneside/tables/actions.js';

describe('T25.3 RF → row', () => {
  // prettier-ignore
  const cases = [
    // rf   firearms          melee
    [-2,   [0, 'Up to RF0'], [0, 'Up to RF0']],
    [-1,   [0, 'Up to RF0'], [0, 'Up to RF0']],
    [0,    [0, 'Up to RF0'], [0, 'Up to RF0']],
    [1,    [1, 'RF1-2'],     [1, 'RF1-2']],
    [2,    [1, 'RF1-2'],     [1, 'RF1-2']],
    [3,    [2, 'RF3-5'],     [2, 'RF3-6']],
    [5,    [2, 'RF3-5'],     [2, 'RF3-6']],
    [6,    [3, 'RF6-8'],     [2, 'RF3-6']],
    [7,    [3, 'RF6-8'],     [3, 'RF7-8']],
    [8,    [3, 'RF6-8'],     [3, 'RF7-8']],
    [9,    [4, 'RF9+'],      [4, 'RF9+']],
    [17,   [4, 'RF9+'],      [4, 'RF9+']],
  ] as const;

  it.each(cases)('RF %i: firearms %j, melee %j', (rf, [fRow, fLabel], [mRow, mLabel]) => {
    expect(actionsRow('firearms', rf)).toBe(fRow);
    expect(actionsRow('melee', rf)).toBe(mRow);
    expect(actionFor('firearms', rf, 1)).toMatchObject({ row: fRow, rowLabel: fLabel });
    expect(actionFor('melee', rf, 1)).toMatchObject({ row: mRow, rowLabel: mLabel });
  });

  it('rejects a fractional RF', () => {
    expect(() => actionsRow('firearms', 1.5)).toThrow(/whole number/);
  });
});

describe('T25.1 the D6 must be a face 1–6', () => {
  it.each([0, 7, 2.5])('d6 %s throws', (d6) => {
    expect(() => actionFor('melee', 3, d6)).toThrow(/1–6/);
  });
});

describe('T25.1 cross-reference', () => {
  it('Firearms RF 6, D6 3 → COVER, roman; D6 4 → COVER, italic (italic belongs to the cell)', () => {
    expect(actionFor('firearms', 6, 3).cell).toMatchObject({ code: 'COVER', italic: false });
    expect(actionFor('firearms', 6, 4).cell).toMatchObject({ code: 'COVER', italic: true });
  });
  it('Up to RF0, D6 6 → RF0-6; D6 1–5 → RF0', () => {
    for (const d6 of [1, 2, 3, 4, 5]) expect(actionFor('firearms', -1, d6).cell.code).toBe('RF0');
    expect(actionFor('firearms', -1, 6).cell.code).toBe('RF0-6');
  });
  it('Firearms RF 9, D6 3 → WDRAW; Melee RF 9, D6 3 → COVER', () => {
    expect(actionFor('firearms', 9, 3).cell.code).toBe('WDRAW');
    expect(actionFor('melee', 9, 3).cell.code).toBe('COVER');
  });
});

describe('T25.5 commanded troops ignore italic cells (A-44 for RF ≤ 0)', () => {
  const cell = (code: ActionCell['code'], italic: boolean): ActionCell => ({ code, italic, charge: false, text: '' });

  it('italic: ignored, under either RF0 reading', () => {
    expect(commandedMayIgnore(cell('HALT', true))).toBe(true);
    expect(commandedMayIgnore(cell('HALT', true), { literalRf0: true })).toBe(true);
  });
  it.each(['COVER', 'WDRAW', 'RUN'] as const)('roman %s binds them', (code) => {
    expect(commandedMayIgnore(cell(code, false))).toBe(false);
    expect(commandedMayIgnore(cell(code, false), { literalRf0: false })).toBe(false);
  });
  it.each(['RF0', 'RF0-6'] as const)('%s: ignored under A-44, binding under the literal switch', (code) => {
    expect(commandedMayIgnore(cell(code, false))).toBe(true);
    expect(commandedMayIgnore(cell(code, false), { literalRf0: true })).toBe(false);
  });
  it('on the real tables: every non-RF0 roman cell binds, every italic cell does not', () => {
    for (const table of ['firearms', 'melee'] as const) {
      for (const rf of [1, 4, 7, 9]) {
        for (const d6 of [1, 2, 3, 4, 5, 6]) {
          const c = actionFor(table, rf, d6).cell;
          expect(commandedMayIgnore(c)).toBe(c.italic);
        }
      }
    }
  });
});

describe('TC-RF1 (uncommanded spear group, RF 4)', () => {
  it('uses Melee row RF3-6', () => {
    expect(actionFor('melee', 4, 5).rowLabel).toBe('RF3-6');
  });
  it('D6 5 → Continue current actions facing the nearest enemy (Charge?), italic', () => {
    expect(actionFor('melee', 4, 5).cell).toEqual({
      code: 'CONT',
      italic: true,
      charge: true,
      text: 'Continue current actions facing the nearest enemy (Charge?)',
    });
  });
  it('D6 1 → Move to take cover …, not italic', () => {
    expect(actionFor('melee', 4, 1).cell).toEqual({
      code: 'COVER',
      italic: false,
      charge: false,
      text: 'Move to take cover in the nearest terrain within 1 move, or away from all enemies',
    });
  });
});

describe('TC-RF2 (commanded group at RF −1)', () => {
  it('Up to RF0 row; D6 6 → move towards the nearest visible enemy', () => {
    const { cell, rowLabel } = actionFor('firearms', -1, 6);
    expect(rowLabel).toBe('Up to RF0');
    expect(cell.code).toBe('RF0-6');
  });
  it('A-44: the commanded group ignores it; literal switch: it must move', () => {
    const { cell } = actionFor('firearms', -1, 6);
    expect(commandedMayIgnore(cell)).toBe(true);
    expect(commandedMayIgnore(cell, { literalRf0: true })).toBe(false);
  });
});
