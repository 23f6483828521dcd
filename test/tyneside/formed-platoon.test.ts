import { describe, expect, it } from 'vitest';
import { tynesideScenarioSchema } from '../../rulesets/tyneside/scenario-schema.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import { commandStep } from '../../rulesets/tyneside/procedures/command-step.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';

/**
 * T29: an uncommanded platoon of Formed troops, its groups within 5 cm of each other and
 * an NCO within 5 cm, rolls once as one group; if the cell is not italic the roll is discarded
 * and each group rolls for itself.
 */
function platoonBattle() {
  const rifles = [{ weapon: 'rifle', loading: 'breech' }];
  const section = (id: string, x: number) => ({ id, name: `Section ${id}`, figures: 5, at: [x, 20], frontage: 5, spacing: 3, class: 'veteran', weapons: rifles, platoon: 'p1' });
  const state = newBattle(tynesideScenarioSchema.parse({
    ruleset: 'tyneside', title: 'T29', history: 'A platoon without its officer.', table: { width: 200, depth: 200 }, turnLimit: 1, terrain: [],
    victory: { atTurnLimit: 'draw' },
    sides: [
      { id: 'platoon', name: 'Platoon', player: 'opfor', baseline: 'south',
        leaders: [{ id: 'sgt', name: 'Sergeant', role: 'nco', class: 'veteran', at: [50, 14], weapons: rifles }],
        groups: [section('a', 35), section('b', 50), section('c', 65)] },
      { id: 'foe', name: 'Foe', player: 'opfor', baseline: 'north', groups: [{ id: 'f', name: 'Foe', figures: 4, at: [50, 190], class: 'raw', weapons: [{ weapon: 'spear' }], native: true }] },
    ],
  }));
  // Two of fifteen hit: 13% of the platoon, +1 RF (T24), so the platoon rolls on the RF 1-2 row.
  state.figures['a/1']!.alive = false;
  state.figures['b/1']!.wounds = 1;
  return state;
}

function step(faces: number[]) {
  const state = platoonBattle();
  const driven = drive(commandStep(state, 'platoon'), { faces, table: new TynesideTable(state), choose: () => 'stop' });
  return { state, rolls: driven.rolls };
}

describe('T29 uncommanded formed troops acting as one group', () => {
  it('an italic result (RF 1, D6 2: Halt) is one roll for the whole platoon and its NCO', () => {
    const { state, rolls } = step([2]);
    expect(rolls).toHaveLength(1);
    expect(rolls[0]!.purpose).toContain('Section a + Section b + Section c (RF 1)');
    for (const id of ['a', 'b', 'c', 'sgt']) expect(state.units[id]!.result!.cell.code).toBe('HALT');
  });

  it('a non-italic result (RF 1, D6 1: take cover) is discarded and each group rolls for itself', () => {
    const { state, rolls } = step([1, 2, 3, 6]);
    expect(rolls).toHaveLength(4);
    expect(rolls.slice(1).map((r) => r.purpose)).toEqual([
      expect.stringContaining('Section a (RF 2)'), // 1 of 5 killed: 20%
      expect.stringContaining('Section b (RF 2)'), // 1 of 5 wounded: 20%
      expect.stringContaining('Section c (RF 0)'),
    ]);
    expect(['a', 'b', 'c'].map((id) => state.units[id]!.result!.cell.code)).toEqual(['HALT', 'CONT', 'RF0-6']);
  });

  it('groups spread more than 5 cm apart are not a formed platoon: each rolls for itself', () => {
    const state = platoonBattle();
    for (const id of state.units.c!.figures) state.figures[id]!.pos = { x: state.figures[id]!.pos!.x + 30, y: 20 };
    const driven = drive(commandStep(state, 'platoon'), { faces: [2, 2, 2], table: new TynesideTable(state), choose: () => 'stop' });
    expect(driven.rolls).toHaveLength(3);
  });
});
