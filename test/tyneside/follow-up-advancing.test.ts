import { describe, expect, it } from 'vitest';
import { distance } from '../../src/table/shapes.js';
import { meleeStep } from '../../rulesets/tyneside/procedures/melee-step.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { CONTACT_CM } from '../../rulesets/tyneside/virtual-table/board.js';
import { drive } from '../helpers/drive.js';
import { facts, row, table } from './table-fixture.js';

/** T33.3 and T24.1: a group that follows up has advanced, for its next Risk Factor. */
describe('T24.1: a follow-up counts as advancing', () => {
  it('a group that follows up a beaten group one of whose men had no room to get clear of it is advancing, though its nearest gap stays 0 cm', () => {
    // b stands in a row along the north edge (y = 200); b/4 at (100, 200) touches a/1. Straight back
    // is off the table and every spot aside within 5 cm is a friend's base: b/4 has no room to get
    // clear on his 5 cm move back (T33.2) and stays touching a/1.
    const state = table([], [{ id: 'a', at: [[100, 197.5]] }], [{ id: 'b', at: row(7, 92.5, 200, 2.5) }]);
    state.meleeUnits = ['a', 'b'];
    // a/1 scores 5 and wounds b/4, who scores 1 (T32.2-T32.4): b lost 1, a none, b is moved back.
    const run = drive(meleeStep(state, 'british'), { faces: [5, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(run.choices.map((c) => c.purpose)).toEqual(['T33.3: does a follow up b?']);
    const at = (id: string) => state.figures[id]!.pos!;
    // the table's measure: a/1 touched b/4 before the follow-up and still does, so the gap did not shrink
    expect(at('b/4')).toEqual({ x: 100, y: 200 });
    expect(distance(at('a/1'), at('b/4')) - 2.5).toBeLessThanOrEqual(CONTACT_CM);
    expect(state.units.a!.advanced).toBe(true);
    expect(facts(state).riskSituation(state.units.a!).advancing).toBe(true);
  });

  it('no follow-up is offered against a group with nobody left: the winner is not advancing', () => {
    // a/1 scores 6 and kills b/1, b's only man (T32.4).
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }]);
    state.meleeUnits = ['a', 'b'];
    const run = drive(meleeStep(state, 'british'), { faces: [6, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(state.figures['b/1']!.alive).toBe(false);
    expect(run.choices).toEqual([]);
    expect(state.units.a!.advanced).toBe(false);
  });
});
