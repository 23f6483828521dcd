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

describe('G4.6: the baggage marches in Column and stands in Mass', () => {
  it('forms column to move, and closes up in Mass when the phase ends', () => {
    const state = battle({ italians: [company('a', [100, 20])], natives: [band('n', [20, 110])] });
    const baggage = state.units['italians-baggage']!;
    expect(baggage.formation).toBe('mass');
    baggage.order = { kind: 'move', path: [{ x: 14, y: 60 }] };
    const seen: string[] = [];
    const run = drive(state, movementPhase(state), { choose: () => null });
    for (const i of run.told) if (i.type !== 'note' && 'unit' in i && i.unit === baggage.id) seen.push(i.type === 'form' ? `form ${i.formation}` : i.type);
    expect(seen).toEqual(['form column', 'move', 'form mass']);
    expect(baggage.pos!.y).toBeGreaterThan(4);
    expect(baggage.formation).toBe('mass');
  });

  it('a train standing still stays in Mass', () => {
    const state = battle({ italians: [company('a', [100, 20])], natives: [band('n', [20, 110])] });
    const run = drive(state, movementPhase(state));
    expect(run.told.some((i) => i.type === 'form' && i.unit === 'italians-baggage')).toBe(false);
    expect(state.units['italians-baggage']!.formation).toBe('mass');
  });
});

describe('G9.4: the C-in-C moves 40 cm', () => {
  it('rides to a unit of his in Retreat, to be within 15 cm of it for the Orders phase', () => {
    const state = battle({ italians: [company('a', [60, 40])], natives: [band('n', [180, 110])] });
    state.units.a!.order = { kind: 'retreat' };
    const cinc = state.units['italians-cinc']!;
    const start = { ...cinc.pos! };
    const run = drive(state, movementPhase(state));
    expect(cinc.pos).not.toEqual(start);
    expect(Math.hypot(cinc.pos!.x - start.x, cinc.pos!.y - start.y)).toBeLessThanOrEqual(40 + 1e-6);
    expect(cinc.turn.moved).toBe(true);
    expect(run.told.some((i) => i.type === 'move' && i.unit === 'italians-cinc' && i.reasons.some((r) => r.rule === 'G9.4'))).toBe(true);
  });

  it('may ride to any of his units, or stay; with nobody needing him he stays', () => {
    const state = battle({ italians: [company('a', [60, 40])], natives: [band('n', [180, 110])] });
    const cinc = state.units['italians-cinc']!;
    const start = { ...cinc.pos! };
    const run = drive(state, movementPhase(state));
    const offered = run.requests.flatMap((r) => (r.kind === 'choose' ? r.options.map((o) => o.id) : []));
    expect(offered).toContain('activate/italians-cinc');
    expect(cinc.pos).toEqual(start);
  });
});

describe('G8.10: the change to Defend is made as the next Orders phase opens', () => {
  it('an Attack unit whose target fell in melee is on Defend before any order is weighed', async () => {
    const { ordersPhase } = await import('../../../rulesets/guaitana/procedures/orders-phase.js');
    const state = battle({ italians: [company('a', [100, 40]), company('b', [60, 40])], natives: [band('n', [100, 70])] });
    state.units.n!.order = { kind: 'attack', target: 'a' };
    state.units.a!.eliminated = true;
    state.units.a!.pos = null;
    const run = drive(state, ordersPhase(state));
    expect(state.units.n!.order).toEqual({ kind: 'defend', point: { x: 100, y: 70 } });
    expect(run.told[0]!.reasons[0]!.rule).toBe('G8.5(5)');
  });
});
