import { describe, expect, it } from 'vitest';
import { distance } from '../../src/table/shapes.js';
import { meleeStep } from '../../rulesets/tyneside/procedures/melee-step.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { CONTACT_CM } from '../../rulesets/tyneside/virtual-table/board.js';
import { drive } from '../helpers/drive.js';
import { facts, table } from './table-fixture.js';

/** T33.3 and T24.1: a group that follows up has advanced, for its next Risk Factor. */
describe('T24.1: a follow-up counts as advancing', () => {
  it('a group that follows up a beaten group one of whose men could not get clear of it is advancing, though its nearest gap stays 0 cm', () => {
    // a/1 touches b/1 and a/2 touches b/2; behind b/1 two Zulus of c stand in line, so b/1 has no
    // clear spot on his 5 cm move back (T33.2) and stays touching a/1; b/2 goes back 5 cm.
    const state = table([], [{ id: 'a', at: [[100, 100], [97.5, 100], [102.5, 100]] }], [{ id: 'b', at: [[100, 102.5], [97.5, 102.5]] }, { id: 'c', at: [[100, 105], [100, 107.5]] }]);
    state.meleeUnits = ['a', 'b'];
    // a/1 and a/2 score 5 and wound b/1 and b/2, who score 1 (T32.2-T32.4): b lost 2, a none, b is moved back.
    const run = drive(meleeStep(state, 'british'), { faces: [5, 5, 1, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(run.choices.map((c) => c.purpose)).toEqual(['T33.3: does a follow up b?']);
    const at = (id: string) => state.figures[id]!.pos!;
    // the table's measure: a/1 touched b/1 before the follow-up and still does, so the gap did not shrink
    expect(at('b/1')).toEqual({ x: 100, y: 102.5 });
    expect(distance(at('a/1'), at('b/1')) - 2.5).toBeLessThanOrEqual(CONTACT_CM);
    // a/2 stepped up after b/2's move back: the group did follow up
    expect(at('a/2').y).toBeGreaterThan(100);
    expect(state.units.a!.advanced).toBe(true);
    expect(facts(state).riskSituation(state.units.a!).advancing).toBe(true);
  });

  it('a "follow-up" of a group with nobody left is no move: the winner is not advancing', () => {
    // a/1 scores 6 and kills b/1, b's only man (T32.4).
    const state = table([], [{ id: 'a', at: [[100, 100]] }], [{ id: 'b', at: [[100, 102.5]] }]);
    state.meleeUnits = ['a', 'b'];
    drive(meleeStep(state, 'british'), { faces: [6, 1], table: new TynesideTable(state), choose: () => 'follow' });
    expect(state.figures['b/1']!.alive).toBe(false);
    expect(state.units.a!.advanced).toBe(false);
  });
});
