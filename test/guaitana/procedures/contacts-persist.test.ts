import { describe, expect, it } from 'vitest';
import { meleePhase } from '../../../rulesets/guaitana/procedures/melee-phase.js';
import { movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { ask, band, battle, company, GuaitanaTable } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

/** A band 20 cm off charges a company in column end on; the company is then cut down to 3 figures. */
function chargedAndShrunk() {
  const state = battle({ italians: [company('a', [100, 40], { facing: 'north' })], natives: [band('n', [100, 70], { facing: 'south' })] });
  state.units.n!.order = { kind: 'attack', target: 'a' };
  drive(state, movementPhase(state));
  expect(ask(new GuaitanaTable(state), { id: 'contacts' }).map((c) => `${c.a}-${c.b}`)).toEqual(['a-n']);
  // casualties shorten the column about its centre: its head draws back off the band
  state.units.a!.figures = 3;
  return state;
}

describe('G9.8, G12.1: a contact made persists to melee', () => {
  it('though the footprint shrinks and the rectangles no longer touch', () => {
    const state = chargedAndShrunk();
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([]);
    const run = drive(state, meleePhase(state));
    const rolls = run.requests.filter((r) => r.kind === 'roll').map((r) => r.purpose);
    expect(rolls.some((p) => p.startsWith('G12.3: Band n fights Company a'))).toBe(true);
    expect(rolls.some((p) => p.startsWith('G12.3: Company a fights Band n'))).toBe(true);
  });

  it('and holds both units in place next turn (G9.8): the company does not march off', () => {
    const state = chargedAndShrunk();
    state.units.a!.order = { kind: 'move', path: [{ x: 100, y: 0 }] };
    for (const u of Object.values(state.units)) u.turn = { ...u.turn, moved: false, contacted: false, used: 0 };
    drive(state, movementPhase(state));
    expect(state.units.a!.pos).toEqual({ x: 100, y: 40 });
  });

  it('a unit in Retreat that moves away breaks it off', () => {
    const state = chargedAndShrunk();
    state.units.a!.order = { kind: 'retreat' };
    for (const u of Object.values(state.units)) u.turn = { ...u.turn, moved: false, contacted: false, used: 0 };
    drive(state, movementPhase(state));
    expect(state.units.a!.pos!.y).toBeLessThan(40);
    expect(state.engaged).toEqual([]);
  });
});
