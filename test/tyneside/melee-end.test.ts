import { describe, expect, it } from 'vitest';
import { meleeStep } from '../../rulesets/tyneside/procedures/melee-step.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';
import { overlaps, table } from './table-fixture.js';

/** T33: the end of a melee gives each group one result: moved back 5 cm once, or free to follow up. */
describe('T33.1: a group fighting two enemy groups is moved back 5 cm once, not once per enemy', () => {
  it('a rifleman drawn against two warriors from two groups goes back once; each of them goes back once', () => {
    // a/1 touches b/1 (north) and c/1 (east); all roll 1: a/1 scores 0 (two opponents), nobody is hurt, both melees are drawn.
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }, { id: 'c', at: [[102.5, 100]] }]);
    state.meleeUnits = ['a', 'b', 'c']; // the charge that brought them into contact booked them (T31)
    const run = drive(meleeStep(state, 'british'), { faces: [1, 1, 1], table: new TynesideTable(state), choose: () => 'stay' });
    const moves = run.told.filter((t): t is Extract<TynesideInstruction, { type: 'move' }> => (t as TynesideInstruction).type === 'move');
    expect(moves.map((m) => m.unit).sort()).toEqual(['a', 'b', 'c']);
    expect(run.choices).toEqual([]);
    expect(overlaps(state)).toEqual([]);
  });
});

describe('T33: after a melee, who may still be in contact (books for the real table)', () => {
  it('the units of the contacts, and every enemy of a unit moved back or following up, may touch; nobody else is asked about', () => {
    const state = table([], [{ id: 'a', at: [[100, 100]] }, { id: 'd', at: [[40, 40]] }], [{ id: 'b', at: [[100, 102.5]] }, { id: 'c', at: [[102.5, 100]] }]);
    state.meleeUnits = ['a', 'b', 'c'];
    drive(meleeStep(state, 'british'), { faces: [1, 1, 1], table: new TynesideTable(state), choose: () => 'stay' });
    // a was moved back: it may now touch any Zulu unit; b and c were moved back: any British unit, d included
    expect([...state.meleeUnits].sort()).toEqual(Object.keys(state.units).sort());
  });

  it('with nobody booked as charging or in a melee, the melee step asks nothing', () => {
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }]);
    const run = drive(meleeStep(state, 'british'), { faces: [], table: new TynesideTable(state), choose: () => 'stay' });
    expect(run.told).toEqual([]);
    expect(state.meleeUnits).toEqual([]);
  });
});

describe('T32.2 with real dice', () => {
  it('the melee throw names the figures its dice go to, in order, as a player finds them (a group\'s by how many, no number)', () => {
    const state = table([], [{ id: 'a', at: [[100, 100], [97.5, 100]] }], [{ id: 'b', at: [[100, 102.5], [97.5, 102.5]] }, { id: 'c', at: [[102.5, 100]] }]);
    state.meleeUnits = ['a', 'b', 'c'];
    const run = drive(meleeStep(state, 'british'), { faces: [1, 1, 1, 1, 1], table: new TynesideTable(state), choose: () => 'stay' });
    expect(run.rolls[0]!.purpose).toBe('T32.2: melee dice for 5 figures in contact, one each in this order: 2 figures of a, 2 figures of b and a figure of c');
  });
});
