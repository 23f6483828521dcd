import { describe, expect, it } from 'vitest';
import { centre, nearestEnemy } from '../../ai/tyneside/commander/situation.js';
import { orderFor } from '../../ai/tyneside/commander/orders.js';
import { DISPOSITIONS } from '../../ai/tyneside/commander/temperament.js';
import { ORDERS } from '../../rulesets/tyneside/decisions.js';
import { revealMarkers } from '../../rulesets/tyneside/procedures/hidden-markers.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { drive } from '../helpers/drive.js';
import { execute, row, table } from './table-fixture.js';

/**
 * T35.2: a hidden group is revealed when its marker sees the enemy, its figures placed within
 * 20 cm of the marker. At a real table the player places them and opfor's books hold no place
 * for them: the commander takes the marker's place for the group, so the enemy just revealed is
 * on its table (before, it read "no enemy in sight").
 */

const wood = { name: 'Kloof bush', type: 'woods', shape: { rect: { x: 80, y: 120, width: 40, depth: 40 } } };

/** The British section 'b' facing the Zulu group 'impi' hidden behind marker-1 at (100, 120). */
function hiddenImpi(): TynesideState {
  const state = table([wood], [{ id: 'b', at: row(4, 95, 95) }], [{ id: 'impi', at: row(12, 80, 190) }]);
  const impi = state.units.impi!;
  impi.marker = 'marker-1';
  for (const f of impi.figures) state.figures[f]!.pos = null;
  state.markers.push({ id: 'marker-1', pos: { x: 100, y: 120 }, unit: 'impi', revealed: false });
  return state;
}

/** Reveals every marker as a real table does: the books learn it sees the enemy; the player, not opfor, places the figures. */
function revealAtRealTable(state: TynesideState): void {
  drive(revealMarkers(state), { faces: [], table: { answer: () => ['marker-1'], execute: () => undefined }, choose: () => { throw new Error('no choice expected'); } });
}

describe('T35.2 at a real table: a group revealed from its marker stands where the marker stood, in the commander\'s books', () => {
  it('its figures have no place in the books, and the commander takes the marker\'s', () => {
    const state = hiddenImpi();
    revealAtRealTable(state);
    expect(state.units.impi!.marker).toBeNull();
    expect(state.units.impi!.figures.every((f) => state.figures[f]!.pos === null)).toBe(true);
    expect(centre(state, state.units.impi!)).toEqual({ x: 100, y: 120 });
    const nearest = nearestEnemy(state, state.units.b!);
    expect(nearest?.unit.id).toBe('impi');
    expect(nearest!.distance).toBeCloseTo(25, 0);
  });

  it('a British section with the Zulus just revealed 25 cm off is advised to pin them with fire, not told no enemy is in sight', () => {
    const state = hiddenImpi();
    revealAtRealTable(state);
    const advised = orderFor(state, state.units.b!, 'fixing', false, new Set(ORDERS), DISPOSITIONS.measured, {}, true);
    expect(advised.reason.text).not.toMatch(/no enemy in sight/);
    expect(advised).toMatchObject({ order: 'hold', reason: { rule: 'T16.1' } });
    expect(advised.reason.text).toMatch(/^pin the enemy/);
  });

  it('on the virtual table the figures are placed, and their middle is the group\'s, not the marker\'s', () => {
    const state = hiddenImpi();
    execute(state, { type: 'reveal', marker: 'marker-1', unit: 'impi', face: null, text: 'reveal', reasons: [] });
    state.markers[0]!.revealed = true;
    state.units.impi!.marker = null;
    const placed = state.units.impi!.figures.map((f) => state.figures[f]!.pos!);
    const middle = { x: placed.reduce((n, p) => n + p.x, 0) / placed.length, y: placed.reduce((n, p) => n + p.y, 0) / placed.length };
    expect(centre(state, state.units.impi!)).toEqual(middle);
    expect(middle).not.toEqual({ x: 100, y: 120 });
  });
});
