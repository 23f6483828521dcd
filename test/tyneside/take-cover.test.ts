import { NearestBook } from '../../rulesets/tyneside/procedures/nearest.js';
import { describe, expect, it } from 'vitest';
import { rollActions } from '../../rulesets/tyneside/procedures/actions-roll.js';
import { carryOut } from '../../rulesets/tyneside/procedures/carry-out.js';
import type { Fact } from '../../src/engine/requests.js';
import type { UnitRisk } from '../../rulesets/tyneside/facts.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';
import { row, table } from './table-fixture.js';

/**
 * T28 COVER, "Move to take cover in the nearest terrain within 1 move": a group
 * already entirely in cover has taken cover. It stays, so it is stationary for its rate of fire
 * (T16.1) and a commanded group keeps the fire its loading allows (T17).
 */
const scrub = { name: 'Scrub', type: 'rough', shape: { rect: { x: 80, y: 80, width: 40, depth: 40 } } };
const noChoice = () => { throw new Error('no choice expected'); };

function forcedCover(inScrub: boolean) {
  // Zulu riflemen in range (+1). In the scrub: entirely in cover (-1) and one man of four wounded
  // (+2), RF 2; in the open, RF 1. The Firearms table's RF 1-2, D6 1 is a forced COVER.
  const state = table([scrub], [{ id: 'b', at: row(4, 95, inScrub ? 100 : 60) }], [{ id: 'z', at: row(4, 95, 150) }]);
  if (inScrub) state.figures['b/1']!.wounds = 1;
  const unit = state.units.b!;
  const board = new TynesideTable(state);
  const situations = new Map((board.answer({ id: 'risk-situations', units: [unit.id] } as Fact) as UnitRisk[]).map((s) => [s.unit, s]));
  drive(rollActions(state, [unit], [], situations), { faces: [1], table: board, choose: noChoice });
  return { state, unit, board };
}

describe('T28 COVER for a group already in cover (A-50)', () => {
  it('the group in the scrub stays where it is and counts as stationary', () => {
    const { state, unit, board } = forcedCover(true);
    expect(unit.result).toMatchObject({ inCover: true, cell: { code: 'COVER' } });
    const before = unit.figures.map((id) => ({ ...state.figures[id]!.pos! }));
    const run = drive(carryOut(state, unit, [], [], new NearestBook()), { faces: [], table: board, choose: noChoice });
    expect(run.told.map((t) => (t as { type: string }).type)).toEqual(['note']);
    expect(unit.figures.map((id) => state.figures[id]!.pos)).toEqual(before);
    expect(unit.moved).toBe(0);
  });

  it('a group in the open moves into the nearest cover within a move', () => {
    const { state, unit, board } = forcedCover(false);
    expect(unit.result).toMatchObject({ inCover: false, cell: { code: 'COVER' } });
    const run = drive(carryOut(state, unit, [], [], new NearestBook()), { faces: [], table: board, choose: noChoice });
    expect(run.told.map((t) => (t as { type: string }).type)).toEqual(['move']);
    expect(unit.moved).toBe(1);
  });
});
