import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../src/engine/trace.js';
import { distance } from '../../src/table/shapes.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import { meleeStep } from '../../rulesets/tyneside/procedures/melee-step.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { CLEAR_OF_CONTACT_CM } from '../../rulesets/tyneside/virtual-table/move-back.js';
import { drive } from '../helpers/drive.js';
import { overlaps, row, table } from './table-fixture.js';

/** T33.2: the group with the worse result goes 5 cm directly away from the group it fought, out of the melee. */
const moveBack = (unit: string, from: string): TynesideInstruction => ({ type: 'move', unit, with: [], goal: { kind: 'away-from-unit', unit: from }, fraction: 1, distance: 5, ignoreTerrain: true, stopShort: false, meleeBack: [from], text: `${unit} is moved back 5 cm from ${from}`, reasons: [] });
const at = (state: TynesideState, id: string) => state.figures[id]!.pos!;
/** The gap between two figures' 2.5 cm bases (A-4: edge to edge). */
const gap = (state: TynesideState, a: string, b: string) => distance(at(state, a), at(state, b)) - 2.5;

describe('T33.2: a man whose straight line back is blocked slides aside, out of the melee', () => {
  it('a Zulu with two of another group standing in line behind him takes the nearest clear spot 5 cm back, clear of the rifleman he fought', () => {
    // b/1 touches a/1 (south of him); c/1 and c/2 stand right behind b/1, so his 5 cm straight north ends on them.
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }, { id: 'c', at: [[100, 105], [100, 107.5]] }]);
    const [line] = new TynesideTable(state).execute(moveBack('b', 'a')) as TraceEvent[];
    expect(gap(state, 'b/1', 'a/1')).toBeGreaterThanOrEqual(CLEAR_OF_CONTACT_CM);
    expect(distance({ x: 100, y: 102.5 }, at(state, 'b/1'))).toBeLessThanOrEqual(5 + 1e-9);
    // aside, not straight back through his friends, and still going away (north)
    expect(at(state, 'b/1').x).not.toBeCloseTo(100, 3);
    expect(at(state, 'b/1').y).toBeGreaterThanOrEqual(102.5);
    expect(overlaps(state)).toEqual([]);
    expect(line).toMatchObject({ kind: 'move', unit: 'b', awayFrom: 'a' });
    expect(line).not.toHaveProperty('noRoom');
  });

  it('the same slide is the same spot every time (a fixed order of tries, no float deciding)', () => {
    const spot = () => {
      const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }, { id: 'c', at: [[100, 105], [100, 107.5]] }]);
      new TynesideTable(state).execute(moveBack('b', 'a'));
      return at(state, 'b/1');
    };
    expect(spot()).toEqual(spot());
  });

  it('a group whose rear men stand against friends of another group all end out of contact (the old rule left the front rank touching)', () => {
    // three Zulus in contact with three riflemen; a second Zulu group packed 3 cm behind them
    const state = table([], [{ id: 'a', at: row(3, 100, 100) }], [{ id: 'b', at: row(3, 100, 102.5) }, { id: 'c', at: row(3, 100, 105.5) }]);
    new TynesideTable(state).execute(moveBack('b', 'a'));
    for (const z of ['b/1', 'b/2', 'b/3']) for (const r of ['a/1', 'a/2', 'a/3']) expect(gap(state, z, r), `${z}-${r}`).toBeGreaterThanOrEqual(CLEAR_OF_CONTACT_CM);
    expect(overlaps(state)).toEqual([]);
  });

  it('a man with truly no room (his back to the table\'s edge, his friends along it either side) stays touching, and the trace says so', () => {
    // b stands in a row along the north edge (y = 200); b/4 at (100, 200) touches a/1. Straight back is off the
    // table; turned aside, every spot within 5 cm lies on a friend's base; turned farther would be toward the enemy.
    const state = table([], [{ id: 'a', at: [[100, 197.5]] }], [{ id: 'b', at: row(7, 92.5, 200, 2.5) }]);
    const [line] = new TynesideTable(state).execute(moveBack('b', 'a')) as TraceEvent[];
    expect(at(state, 'b/4')).toEqual({ x: 100, y: 200 });
    expect(gap(state, 'b/4', 'a/1')).toBeCloseTo(0, 9);
    // nobody moved, yet the move back has its line, naming the man with no room
    expect(line).toMatchObject({ kind: 'move', unit: 'b', bases: [], awayFrom: 'a', noRoom: ['b/4'] });
  });
});

describe('T33.3 (A-56): the follow-up', () => {
  it('is not offered against a group with nobody left: there is no contact to regain', () => {
    // a/1 scores 6 and kills b/1, b's only man (T32.4); c/1, untouched, is not part of this melee.
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }, { id: 'c', at: [[150, 150]] }]);
    state.meleeUnits = ['a', 'b'];
    const run = drive(meleeStep(state, 'british'), { faces: [6, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(state.figures['b/1']!.alive).toBe(false);
    expect(run.choices).toEqual([]);
    // the only move is b's own move back (with nobody in it, no figure moves); a stays
    expect(run.told.filter((t) => (t as TynesideInstruction).type === 'move').map((t) => (t as Extract<TynesideInstruction, { type: 'move' }>).unit)).toEqual(['b']);
    expect(at(state, 'a/1')).toEqual({ x: 100, y: 100 });
  });

  it('regains base contact: each man steps up to the free place in contact with the beaten man he reaches within 5 cm, not only where the block move points', () => {
    // b/1 stands 1.5 cm north of a/1, b/2 3.5 cm north of a/2, 10 cm east. The block move goes from
    // a's centroid toward b/1, north-west, and would leave both riflemen short of contact.
    const state = table([], [{ id: 'a', at: [[100, 100], [110, 100]] }], [{ id: 'b', at: [[100, 104], [110, 106]] }]);
    const followUp: TynesideInstruction = { type: 'move', unit: 'a', with: [], goal: { kind: 'toward-unit', unit: 'b' }, fraction: 1, distance: 5, stopShort: false, followUp: true, text: 'a follows up 5 cm', reasons: [] };
    const [line] = new TynesideTable(state).execute(followUp) as TraceEvent[];
    expect(gap(state, 'a/1', 'b/1')).toBeCloseTo(0, 9);
    expect(gap(state, 'a/2', 'b/2')).toBeCloseTo(0, 9);
    expect(at(state, 'a/1')).toMatchObject({ x: 100 });
    expect(at(state, 'a/2')).toMatchObject({ x: 110 });
    expect(overlaps(state)).toEqual([]);
    // each stepped straight up to his man: 1.5 and 3.5 cm of the 5
    expect(line).toMatchObject({ kind: 'move', allowance: 5 });
    expect((line as Extract<TraceEvent, { kind: 'move' }>).bases.map((b) => b.spent)).toEqual([expect.closeTo(1.5, 9), expect.closeTo(3.5, 9)]);
  });

  it('goes no farther from the group beaten than it stood: a block move that would carry the man in contact off his foe is shortened', () => {
    // a/1 touches b/1 from the west; a/2 stands 20 cm north of a/1. The block move goes from a's
    // centroid toward b's nearest man, b/1, that is south-east: a/1 would step off b/1 (2.5 cm apart).
    const state = table([], [{ id: 'a', at: [[97.5, 100], [97.5, 120]] }], [{ id: 'b', at: [[100, 100], [100, 140]] }]);
    const followUp: TynesideInstruction = { type: 'move', unit: 'a', with: [], goal: { kind: 'toward-unit', unit: 'b' }, fraction: 1, distance: 5, stopShort: false, followUp: true, text: 'a follows up 5 cm', reasons: [] };
    new TynesideTable(state).execute(followUp);
    expect(gap(state, 'a/1', 'b/1')).toBeCloseTo(0, 9);
    // shortened until a/1's step would end on b/1's base, so he stays by him; a/2 comes up that far
    expect(at(state, 'a/1')).toEqual({ x: 97.5, y: 100 });
    expect(distance(at(state, 'a/2'), { x: 97.5, y: 120 })).toBeLessThan(5);
    expect(overlaps(state)).toEqual([]);
  });

  it('is offered against a beaten group with men left, and regains contact with the man moved back', () => {
    // a/1 scores 5 and wounds b/1 (he scores 1): b is moved back 5 cm, and a follows up 5 cm (T33.3).
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }]);
    state.meleeUnits = ['a', 'b'];
    const run = drive(meleeStep(state, 'british'), { faces: [5, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(run.choices.map((c) => c.purpose)).toEqual(['T33.3: does a follow up b?']);
    expect(gap(state, 'a/1', 'b/1')).toBeCloseTo(0, 6);
  });
});
