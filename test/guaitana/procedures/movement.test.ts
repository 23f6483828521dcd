import { describe, expect, it } from 'vitest';
import { moveByOrder } from '../../../rulesets/guaitana/procedures/move-unit.js';
import { movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { band, battle, company } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

describe('G8.5(5), G8.10: an Attack whose target is eliminated', () => {
  it('becomes Defend where the unit stands, though other enemies are near', () => {
    const state = battle({ italians: [company('a', [100, 40]), company('b', [60, 40])], natives: [band('n', [100, 70], { order: 'attack' })] });
    state.units.n!.order = { kind: 'attack', target: 'a' };
    state.units.a!.eliminated = true;
    const run = drive(state, moveByOrder(state, state.units.n!, 1));
    expect(state.units.n!.order).toEqual({ kind: 'defend', point: { x: 100, y: 70 } });
    expect(state.units.n!.pos).toEqual({ x: 100, y: 70 });
    expect(run.told.some((i) => i.reasons.some((r) => r.rule === 'G8.5(5)'))).toBe(true);
  });

  it('a target still standing is pursued', () => {
    const state = battle({ italians: [company('a', [100, 40]), company('b', [60, 40])], natives: [band('n', [100, 70])] });
    state.units.n!.order = { kind: 'attack', target: 'b' };
    drive(state, moveByOrder(state, state.units.n!, 1));
    expect(state.units.n!.order).toEqual({ kind: 'attack', target: 'b' });
    expect(state.units.n!.pos!.x).toBeLessThan(100);
  });
});

describe('G8.4, G18.13: a scenario Defend point away from the unit', () => {
  it('is walked to in the first Movement phase, and then held', () => {
    const state = battle({ italians: [company('a', [100, 20], { order: { defend: [100, 32] } })], natives: [band('n', [20, 110])] });
    expect(state.units.a!.goingToPoint).toBe(true);
    drive(state, movementPhase(state));
    expect(state.units.a!.pos!.y).toBeCloseTo(32, 5);
    expect(state.units.a!.goingToPoint).toBe(false);
  });

  it('a bare "defend" holds where the unit stands', () => {
    const state = battle({ italians: [company('a', [100, 20])] });
    expect(state.units.a!.goingToPoint).toBe(false);
  });
});
