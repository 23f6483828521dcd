import { describe, expect, it } from 'vitest';
import { contains, distance } from '../../src/table/shapes.js';
import { actionFor } from '../../rulesets/tyneside/rules/actions.js';
import { movementStep } from '../../rulesets/tyneside/procedures/movement-step.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';
import { execute, overlaps, row, table } from './table-fixture.js';

/** T35.2: hidden markers, revealed when they see the enemy and placed in cover. */

const wood = { name: 'Kloof bush', type: 'woods', shape: { rect: { x: 80, y: 120, width: 40, depth: 40 } } };

/** Hides the Zulu group `id` behind a marker at `at`. */
function hide(state: TynesideState, id: string, at: [number, number]): void {
  const unit = state.units[id]!;
  unit.marker = 'marker-1';
  for (const f of unit.figures) state.figures[f]!.pos = null;
  state.markers.push({ id: 'marker-1', pos: { x: at[0], y: at[1] }, unit: id, revealed: false });
}

describe('T35.2: a revealed group is placed within 20 cm of its marker, in cover where possible', () => {
  it('twelve warriors revealed at the wood\'s front edge all stand in the wood, none on another\'s base', () => {
    const state = table([wood], [{ id: 'b', at: row(4, 95, 60) }], [{ id: 'impi', at: row(12, 80, 190) }]);
    hide(state, 'impi', [100, 120]);
    execute(state, { type: 'reveal', marker: 'marker-1', unit: 'impi', face: null, text: 'reveal', reasons: [] });
    for (const id of state.units.impi!.figures) {
      const pos = state.figures[id]!.pos!;
      expect(contains({ kind: 'rect', ...wood.shape.rect }, pos)).toBe(true);
      expect(distance(pos, { x: 100, y: 120 })).toBeLessThanOrEqual(20);
    }
    expect(overlaps(state)).toEqual([]);
  });
});

describe('T35.2: a group with no room within 60 cm of its marker', () => {
  it('is placed on the nearest spots apart from each other, over the figures in the way, rather than stop the game', () => {
    // a 12 cm table packed with British figures base to base: opfor's books at a real table may believe this
    const packed: [number, number][] = [];
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) packed.push([1.25 + 2.5 * x, 1.25 + 2.5 * y]);
    const state = table([], [{ id: 'b', at: packed.slice(0, 25) }], [{ id: 'impi', at: row(6, 80, 190) }]);
    (state as { table: { width: number; depth: number } }).table = { width: 12.5, depth: 12.5 };
    hide(state, 'impi', [6, 6]);
    execute(state, { type: 'reveal', marker: 'marker-1', unit: 'impi', face: null, text: 'reveal', reasons: [] });
    const placed = state.units.impi!.figures.map((id) => state.figures[id]!.pos!);
    expect(placed).toHaveLength(6);
    for (const p of placed) expect(distance(p, { x: 6, y: 6 })).toBeLessThanOrEqual(60);
    // apart from each other: the Zulus' own bases do not overlap
    expect(overlaps(state).filter((pair) => pair.split('+').every((id) => id.startsWith('impi/')))).toEqual([]);
  });
});

describe('T35.2: "when they see the enemy" the hidden figures are placed, also in the middle of the enemy\'s half-turn', () => {
  it('a section advancing over a ridge into the marker\'s sight meets the hidden group at the end of its movement step, before it shoots', () => {
    const ridge = { name: 'Ridge', type: 'hill', shape: { rect: { x: 0, y: 30, width: 200, depth: 5 } } };
    const state = table([wood, ridge], [{ id: 'b', at: row(4, 95, 20) }], [{ id: 'impi', at: row(6, 90, 190) }, { id: 'bait', at: [[100, 190]] }]);
    hide(state, 'impi', [100, 120]);
    // Firearms RF 1, D6 6: "Advance towards nearest enemy (Charge?)", nobody in reach.
    state.units.b!.result = { cell: actionFor('firearms', 1, 6).cell, rf: 1, d6: 6, binding: true, inCover: false };
    const run = drive(movementStep(state, 'british'), { faces: [], table: new TynesideTable(state), choose: () => { throw new Error('no choice expected'); } });
    expect(run.told.map((t) => (t as { type: string }).type)).toEqual(['move', 'reveal']);
    expect(state.markers[0]!.revealed).toBe(true);
  });
});
