import { describe, expect, it } from 'vitest';
import { tynesideScenarioSchema } from '../../rulesets/tyneside/scenario-schema.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import { mergeSmallGroups } from '../../rulesets/tyneside/procedures/merge-groups.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { tynesideDecision } from '../../rulesets/tyneside/decisions.js';
import { living } from '../../rulesets/tyneside/state.js';
import { drive } from '../helpers/drive.js';

/** The side merges whenever it may: the first group offered to join. */
const joinFirst = (r: Parameters<typeof tynesideDecision>[0]) => {
  const request = tynesideDecision(r);
  if (request.decision.kind !== 'merge') throw new Error(`only merges are asked here, not ${request.decision.kind}`);
  return request.options.find((o) => (o.meaning as { into: string | null }).into !== null)!.id;
};

/** T6.3: groups reduced to 3 or fewer may combine with similar troops. */
function battle(remnantAt: number) {
  const rifles = [{ weapon: 'rifle', loading: 'breech' }];
  const group = (id: string, figures: number, x: number, cls = 'veteran') => ({ id, name: `Group ${id}`, figures, at: [x, 20], class: cls, weapons: rifles });
  const state = newBattle(tynesideScenarioSchema.parse({
    ruleset: 'tyneside', title: 'T6.3', history: 'After the first volleys.', table: { width: 300, depth: 200 }, turnLimit: 1, terrain: [],
    victory: { atTurnLimit: 'draw' },
    sides: [
      { id: 'column', name: 'Column', player: 'opfor', baseline: 'south',
        groups: [group('remnant', 6, remnantAt), group('company', 10, 60), group('recruits', 8, 100, 'raw'), group('veterans', 25, 200)] },
      { id: 'foe', name: 'Foe', player: 'opfor', baseline: 'north', groups: [{ id: 'f', name: 'Foe', figures: 4, at: [50, 190], class: 'raw', weapons: [{ weapon: 'spear' }], native: true }] },
    ],
  }));
  for (const n of [1, 2, 3]) state.figures[`remnant/${n}`]!.alive = false; // 3 of 6 left
  for (const n of [1, 2, 3, 4, 5, 6]) state.figures[`recruits/${n}`]!.alive = false; // 2 Raw left
  const driven = drive(mergeSmallGroups(state, 'column'), { faces: [], table: new TynesideTable(state), choose: joinFirst });
  return { state, driven };
}

describe('T6.3 merging small groups', () => {
  it('a remnant of 3 joins a similar group within command distance; strengths and casualties add up', () => {
    const { state, driven } = battle(30);
    // The 25 veterans are too far away, and 25 + 3 would be allowed but out of reach; the Raw recruits are not similar.
    expect(driven.choices[0]!.options).toEqual(['merge:company', 'keep']);
    const company = state.units.company!;
    expect(living(state, company)).toHaveLength(13);
    expect(company.originalStrength).toBe(16);
    expect(company.figures.filter((id) => !state.figures[id]!.alive)).toHaveLength(3);
    expect(state.figures['remnant/4']!.unit).toBe('company');
    expect(living(state, state.units.remnant!)).toHaveLength(0);
  });

  it('the Raw recruits have no similar group to join and carry on as a group of 2', () => {
    const { state, driven } = battle(30);
    expect(driven.choices.map((c) => c.purpose)).not.toContainEqual(expect.stringContaining('Group recruits'));
    expect(living(state, state.units.recruits!)).toHaveLength(2);
  });

  it('a remnant beyond command distance of every similar group is offered no merge', () => {
    const { driven } = battle(290);
    expect(driven.choices).toHaveLength(0);
  });
});
