import { describe, expect, it } from 'vitest';
import { distance } from '../../src/table/shapes.js';
import { matchChargers } from '../../rulesets/tyneside/rules/charge-matching.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import { tynesideScenarioSchema } from '../../rulesets/tyneside/scenario-schema.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { Board, CONTACT_CM } from '../../rulesets/tyneside/virtual-table/board.js';
import { execute, facts, overlaps, row, table } from './table-fixture.js';

/** The virtual table's moves keep T15's allowances, T31's reach and one figure to a base. */

const marsh = { name: 'Marsh', type: 'river', shape: { rect: { x: 30, y: 0, width: 170, depth: 200 } } };
const advance = (unit: string, toward: string, extra: Partial<Extract<TynesideInstruction, { type: 'move' }>> = {}): TynesideInstruction =>
  ({ type: 'move', unit, with: [], goal: { kind: 'toward-unit', unit: toward }, fraction: 1, stopShort: true, text: `${unit} advances`, reasons: [], ...extra });
const at = (state: TynesideState, id: string) => state.figures[id]!.pos!;

describe('T15.1 (A-19): a horseman has 40 cm only when his whole move is in open clear terrain', () => {
  const horse = { horsed: true };
  it('in the open he moves 40 cm', () => {
    const state = table([], [{ id: 'h', at: [[20, 100]], traits: horse }], [{ id: 'z', at: [[180, 100]] }]);
    execute(state, advance('h', 'z'));
    expect(at(state, 'h/1').x).toBeCloseTo(60, 6);
  });

  it('a move that enters difficult going is 25 cm, the going counting double: 10 cm of open, then 7.5 cm of marsh', () => {
    const state = table([marsh], [{ id: 'h', at: [[20, 100]], traits: horse }], [{ id: 'z', at: [[180, 100]] }]);
    execute(state, advance('h', 'z'));
    expect(at(state, 'h/1').x).toBeCloseTo(37.5, 6);
  });

  it('nor does he reach a charge across difficult going that 40 cm would pay for (A-51): 10 cm open and 10 cm of marsh cost 30', () => {
    const open = table([], [{ id: 'h', at: [[20, 100]], traits: horse }], [{ id: 'z', at: [[53.25, 100]] }]);
    expect(facts(open).chargeReach(open.units.h!)[0]!.defenders.map((d) => d.figure)).toEqual(['z/1']);
    const boggy = table([marsh], [{ id: 'h', at: [[20, 100]], traits: horse }], [{ id: 'z', at: [[43.25, 100]] }]);
    expect(facts(boggy).chargeReach(boggy.units.h!)[0]!.defenders).toEqual([]);
  });
});

describe('T15.3: a figure that cannot pay to cross a barrier halts outside it', () => {
  it('19.25 cm to the barricade leaves 5.75 cm, less than the 6.25 cm to cross: he stops short of it, in the open', () => {
    const barricade = { name: 'Barricade', type: 'fortification', shape: { rect: { x: 0, y: 100, width: 200, depth: 20 } } };
    const state = table([barricade], [{ id: 'b', at: [[100, 80.75]] }], [{ id: 'z', at: [[100, 180]] }]);
    execute(state, advance('b', 'z'));
    expect(at(state, 'b/1').y).toBeCloseTo(100, 1);
    expect(at(state, 'b/1').y).toBeLessThan(100);
    expect(new Board(state).coverAt(at(state, 'b/1'))).toBe('open');
  });
});

describe('T31 (A-51, A-52): chargers end in contact within their move, or advance', () => {
  // Five warriors 22 cm from one rifleman: every charger is matched to him (T31.4); the places
  // round him nearest their lines of approach fill first, the others lie beyond a 25 cm move.
  const charging = () => table([], [{ id: 'r', at: [[100, 124.5]] }], [{ id: 'z', at: row(5, 94, 100), traits: { native: true, weapons: [{ weapon: 'spear' }] } }]);

  it('no charger goes farther than his 25 cm move, and no two bases overlap', () => {
    const state = charging();
    const before = Object.fromEntries(state.units.z!.figures.map((id) => [id, { ...at(state, id) }]));
    const pairs = matchChargers(facts(state).chargeReach(state.units.z!));
    expect(pairs.length).toBeGreaterThan(1);
    execute(state, { type: 'charge', unit: 'z', pairs, text: 'charge', reasons: [] });
    for (const id of state.units.z!.figures) expect(distance(before[id]!, at(state, id))).toBeLessThanOrEqual(25 + 1e-9);
    expect(overlaps(state)).toEqual([]);
    const inContact = state.units.z!.figures.filter((id) => distance(at(state, id), at(state, 'r/1')) - 2.5 <= CONTACT_CM);
    expect(inContact.length).toBeGreaterThanOrEqual(2);
  });
});

describe('No two bases overlap after a move (a figure occupies its base; touching is melee contact)', () => {
  it('a section advancing onto friends standing in its way stops short of their bases', () => {
    const state = table([], [{ id: 'a', at: row(4, 100, 50) }, { id: 'b', at: row(4, 100, 75) }], [{ id: 'z', at: [[104.5, 180]] }]);
    execute(state, advance('a', 'z'));
    expect(overlaps(state)).toEqual([]);
    for (const id of state.units.a!.figures) expect(at(state, id).y).toBeGreaterThan(50);
  });

  it('a follow-up of 5 cm ends in contact with the enemy moved back, not on him (A-56)', () => {
    const state = table([], [{ id: 'b', at: [[100, 100]] }], [{ id: 'z', at: [[100, 105]] }]);
    execute(state, advance('b', 'z', { distance: 5, stopShort: false }));
    expect(overlaps(state)).toEqual([]);
    expect(distance(at(state, 'b/1'), at(state, 'z/1')) - 2.5).toBeLessThanOrEqual(CONTACT_CM);
  });

  it('figures moved back 5 cm together do not end on friends behind them (T33.2)', () => {
    const state = table([], [{ id: 'b', at: row(3, 100, 100) }, { id: 'c', at: row(3, 100, 95) }], [{ id: 'z', at: row(3, 100, 102.5) }]);
    execute(state, { type: 'move', unit: 'b', with: [], goal: { kind: 'away-from-unit', unit: 'z' }, fraction: 1, distance: 5, ignoreTerrain: true, stopShort: false, text: 'moved back', reasons: [] });
    expect(overlaps(state)).toEqual([]);
  });
});

describe('T24, T28: the nearest enemy is the nearest by distance, whatever the ground between', () => {
  it('an enemy 20 cm off across a marsh is nearer than one 30 cm off across open ground', () => {
    const state = table([{ name: 'Marsh', type: 'river', shape: { rect: { x: 105, y: 0, width: 10, depth: 200 } } }], [{ id: 'b', at: [[100, 100]] }], [{ id: 'across', at: [[122.5, 100]] }, { id: 'open', at: [[100, 132.5]] }]);
    expect(facts(state).nearestEnemy(state.units.b!)).toMatchObject({ unit: 'across', figure: 'across/1' });
  });
});

describe('Deployment: no base on another\'s', () => {
  it('a troop of horse laid out at the default spacing stands 4 cm apart, base to base, not 3 cm on 4 cm bases', () => {
    const state = newBattle(tynesideScenarioSchema.parse({
      ruleset: 'tyneside', title: 'test', history: 'Deployment.', table: { width: 200, depth: 200 }, turnLimit: 1, terrain: [], victory: { atTurnLimit: 'draw' },
      sides: [
        { id: 'british', name: 'British', player: 'opfor', baseline: 'south', groups: [{ id: 'horse', name: 'Horse', figures: 12, at: [100, 40], class: 'veteran', horsed: true, weapons: [{ weapon: 'carbine', loading: 'breech' }] }] },
        { id: 'zulus', name: 'Zulus', player: 'opfor', baseline: 'north', groups: [{ id: 'z', name: 'Zulus', figures: 12, at: [100, 160], class: 'veteran', weapons: [{ weapon: 'spear' }] }] },
      ],
    }));
    expect(overlaps(state)).toEqual([]);
  });
});
