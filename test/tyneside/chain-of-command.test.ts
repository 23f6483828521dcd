import { describe, expect, it } from 'vitest';
import { tynesideScenarioSchema, type TynesideScenario } from '../../rulesets/tyneside/scenario-schema.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import { runChain } from '../../rulesets/tyneside/procedures/command-chain.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { living } from '../../rulesets/tyneside/state.js';
import { drive } from '../helpers/drive.js';

/**
 * T13, the rulebook's worked example (TC-T13): a Veteran officer commands a platoon of 30 in a
 * wood (25 cm command distance) through two NCOs: 12 + 7 + 10 = 29 points pay for N1, N2 and
 * 27 privates in three squads of 9.
 */
function platoon(opts: { farPrivate?: boolean; drummer?: boolean; natives?: boolean; squadsLoyalTo?: string[] } = {}): TynesideScenario {
  const rifles = [{ weapon: 'rifle', loading: 'breech' }];
  const squad = (id: string, x: number) => ({ id, name: `Squad ${id}`, figures: 9, at: [x, 30], frontage: 9, spacing: 2.5, class: 'veteran', native: opts.natives ?? false, weapons: rifles, ...(opts.squadsLoyalTo ? { loyalTo: opts.squadsLoyalTo } : {}) });
  return tynesideScenarioSchema.parse({
    ruleset: 'tyneside', title: 'T13', history: 'The worked example.', table: { width: 200, depth: 120 }, turnLimit: 1,
    terrain: [{ name: 'Wood', type: 'woods', shape: { rect: { x: 0, y: 0, width: 200, depth: 120 } } }],
    victory: { atTurnLimit: 'draw' },
    sides: [
      {
        id: 'british', name: 'British', player: 'human', baseline: 'south',
        leaders: [
          { id: 'o', name: 'Officer O', role: 'pc', class: 'veteran', at: [40, 20], weapons: [{ weapon: 'pistol' }] },
          { id: 'n1', name: 'NCO N1', role: 'nco', class: 'veteran', at: [60, 20], weapons: rifles, loyalTo: ['o'] },
          { id: 'n2', name: 'NCO N2', role: 'nco', class: 'raw', at: [80, 20], weapons: rifles, loyalTo: ['o', 'n1'] },
          ...(opts.drummer ? [{ id: 'd', name: 'Drummer D', role: 'drummer', class: 'veteran', at: [40, 10], weapons: [{ weapon: 'sword' }], loyalTo: ['o'] }] : []),
        ],
        groups: [squad('s1', 40), squad('s2', 60), { ...squad('s3', 80), ...(opts.farPrivate ? { figures: 9, frontage: 3, spacing: 20 } : {}) }],
      },
      { id: 'foe', name: 'Foe', player: 'opfor', baseline: 'north', groups: [{ id: 'f', name: 'Foe', figures: 4, at: [100, 115], class: 'raw', weapons: [{ weapon: 'spear' }], native: true }] },
    ],
  });
}

/** The officer commands with full dice, activates N1 then N2 (and D), then buys every squad he can. */
function chain(scenario: TynesideScenario, faces: number[]) {
  const state = newBattle(scenario);
  const order = ['relay:n1', 'relay:n2', 'relay:d', 'group:s1', 'group:s2', 'group:s3'];
  const offered: string[][] = [];
  const driven = drive(runChain(state, state.figures.o!), {
    faces,
    table: new TynesideTable(state),
    choose: (r) => {
      offered.push(r.options.map((o) => o.label));
      return r.options.some((o) => o.id === 'command') ? 'command' : order.find((id) => r.options.some((o) => o.id === id)) ?? 'stop';
    },
  });
  const commanded = ['s1', 's2', 's3'].filter((id) => state.units[id]!.commanded);
  return { ...driven, state, commanded, offered };
}

const O = [4, 4, 4]; // 3D6 = 12
const N1 = [2, 2, 3]; // 3D6 = 7
const N2 = [5, 5]; // 2D6 = 10

describe('T13 chain of command, the worked example', () => {
  it('commands the whole platoon with 12 + 7 + 10 = 29 points and none left over', () => {
    const { result, commanded, rolls, state } = chain(platoon(), [...O, ...N1, ...N2]);
    expect(rolls.map((r) => r.faces.reduce((a, b) => a + b))).toEqual([12, 7, 10]);
    expect(commanded).toEqual(['s1', 's2', 's3']);
    expect(state.units.n1!.commanded && state.units.n2!.commanded).toBe(true);
    expect(result.pointsLost).toBe(0);
  });

  it('12 points alone would pay for one squad but not two', () => {
    const { choices } = chain(platoon(), [...O, ...N1, ...N2]);
    const first = choices.find((c) => c.purpose.includes('12 points'))!;
    expect(first.options).toContain('group:s1');
    expect(first.options).not.toContain('relay:n2'); // N2 is beyond 25 cm of O
  });

  it('V1: a private of S3 beyond 25 cm of O, N1 and N2 makes S3 uncommandable; 9 points are lost', () => {
    const { commanded, result } = chain(platoon({ farPrivate: true }), [...O, ...N1, ...N2]);
    expect(commanded).toEqual(['s1', 's2']);
    expect(result.pointsLost).toBe(9);
  });

  it('V2: N2 rolls 9, so only two squads are commanded and 8 points are lost', () => {
    const { commanded, result } = chain(platoon(), [...O, ...N1, 4, 5]);
    expect(commanded).toHaveLength(2);
    expect(result.pointsLost).toBe(8);
  });

  it('V3: activating a drummer adds his 3D6 and the extra D6 of T8.3, once', () => {
    const { rolls, result } = chain(platoon({ drummer: true }), [...O, ...N1, ...N2, 1, 1, 1, 6]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      expect.stringContaining("Officer O's command dice"),
      expect.stringContaining('N1 relays'),
      expect.stringContaining('N2 relays'),
      expect.stringContaining('Drummer D relays'),
      expect.stringContaining('T8.3'),
    ]);
    expect(result.pointsLost).toBe(12 + 7 + 10 + 3 + 6 - (1 + 1 + 1) - 27); // N1, N2 and D cost a point each
  });

  it('V4: natives loyal only to their own leaders cost 2 points each, 18 a squad', () => {
    const { commanded, result, state } = chain(platoon({ natives: true }), [...O, ...N1, ...N2]);
    expect(living(state, state.units.s1!)[0]!.loyalTo).toEqual([]);
    expect(commanded).toEqual(['s1']);
    expect(result.pointsLost).toBe(27 - 18);
  });

  it('V6 (A-14): loyalty counts only towards a command figure within command distance of the figure', () => {
    // The privates are loyal to N2 alone, at (80, 20). S3 (x 70-90) is within 25 cm of him; S1
    // (x 30-50) is not: loyal to nobody in reach, 2 points each. Of S2 (x 50-70, y 30) the men
    // at x 55 and beyond are within 25 cm of his base (x ≥ 54.38), the two at 50 and 52.5 are not.
    const { offered, commanded, result } = chain(platoon({ squadsLoyalTo: ['n2'] }), [...O, ...N1, ...N2]);
    expect(offered.find((labels) => labels.includes('Stop (27 points left are lost)'))).toEqual([
      // the pool pays for every squad but S1, or every squad but S2 (not for all but S3: 29 pts)
      'Command Squad s2, Squad s3 (20 pts): all but Squad s1',
      'Command Squad s1, Squad s3 (27 pts): all but Squad s2',
      'Command Squad s1: 9 figures, 18 pts',
      'Command Squad s2: 9 figures, 11 pts',
      'Command Squad s3: 9 figures, 9 pts',
      'Stop (27 points left are lost)',
    ]);
    // 27 points: S1 (18) then S3 (9); S2 (11) no longer fits.
    expect(commanded).toEqual(['s1', 's3']);
    expect(result.pointsLost).toBe(0);
  });
});
