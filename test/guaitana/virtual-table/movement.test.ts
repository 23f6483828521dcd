import { describe, expect, it } from 'vitest';
import type { MoveGoal } from '../../../rulesets/guaitana/instructions.js';
import { ask, band, battle, company, fireTargetsOf, GuaitanaTable, rect, tell } from './fixtures.js';

function move(table: GuaitanaTable, unit: string, goal: MoveGoal, allowance: number, stopAtClose = false): void {
  tell(table, { type: 'move', unit, goal, allowance, stopAtClose });
}

// The table moves the figures; the rules keep the books (turn.used, turn.moved), so these assert positions.
describe('G9.8 moving into contact', () => {
  it('a band attacking a line stops touching it; both are contacted, the line surprised as it had moved', () => {
    const state = battle({ italians: [company('a', [100, 50], { formation: 'line' })], natives: [band('n', [100, 70])] });
    state.units['a']!.turn.moved = true;
    const table = new GuaitanaTable(state);
    move(table, 'n', { kind: 'toward', unit: 'a' }, 20);
    const n = state.units['n']!;
    expect(n.pos!.y).toBeCloseTo(54, 1);
    expect(n.pos!.x).toBeCloseTo(100, 5);
    expect([n.turn.contacted, state.units['a']!.turn.contacted, state.units['a']!.turn.surprised, n.facing]).toEqual([true, true, true, 180]);
    expect(ask(table, { id: 'in-contact', unit: 'n', aimedAt: null })).toEqual(['a']);
  });

  it('with stopAtClose a rifle company halts once the goal is 30 cm off', () => {
    const state = battle({ italians: [company('c', [100, 20])], natives: [band('n', [100, 80])] });
    const table = new GuaitanaTable(state);
    move(table, 'c', { kind: 'toward', unit: 'n' }, 30, true);
    expect(state.units['c']!.pos!.y).toBeCloseTo(37, 1);
    expect(fireTargetsOf(table, 'c')[0]).toMatchObject({ unit: 'n', band: 'close' });
  });

  it('goes through an enemy C-in-C without stopping; in-contact reports him once after the move', () => {
    const state = battle({ italians: [company('c', [100, 20], { order: { move: [[100, 70]] } })] });
    state.units['natives-cinc']!.pos = { x: 100, y: 40 };
    const table = new GuaitanaTable(state);
    move(table, 'c', { kind: 'path' }, 45);
    expect(state.units['c']!.pos!.y).toBeCloseTo(65, 5);
    expect(state.units['natives-cinc']!.turn.contacted).toBe(true);
    expect(ask(table, { id: 'in-contact', unit: 'c', aimedAt: null })).toEqual(['natives-cinc']);
    expect(ask(table, { id: 'in-contact', unit: 'c', aimedAt: null })).toEqual([]);
  });
});

describe('G9.5 ground', () => {
  it('woods cost double: 20 cm of open and 5 cm into the wood for 30 cm of Capacity', () => {
    const state = battle({ terrain: [rect('Wood', 'woods', 80, 40, 40, 20)], italians: [company('c', [100, 20], { order: { move: [[100, 100]] } })] });
    move(new GuaitanaTable(state), 'c', { kind: 'path' }, 30);
    expect(state.units['c']!.pos!.y).toBeCloseTo(45, 1);
  });

  it('impassable ground stops the unit before it', () => {
    const state = battle({ terrain: [rect('Swamp', 'impassable', 80, 40, 40, 10)], italians: [company('c', [100, 20], { order: { move: [[100, 100]] } })] });
    move(new GuaitanaTable(state), 'c', { kind: 'path' }, 30);
    expect(state.units['c']!.pos!.y).toBeCloseTo(40, 1);
  });

  it('a wadi costs infantry half its Capacity to cross, on reaching it', () => {
    // A column moves 15 cm: 8 cm to the wadi's bank at y 38, 7.5 to cross, 4.5 beyond.
    const wadi = { name: 'Wadi', type: 'river', shape: { polyline: [[0, 40], [200, 40]], width: 4 } };
    const state = battle({ terrain: [wadi], italians: [company('c', [100, 30], { order: { move: [[100, 100]] } })] });
    move(new GuaitanaTable(state), 'c', { kind: 'path' }, 20);
    expect(state.units['c']!.pos!.y).toBeCloseTo(42.5, 1);
    const short = battle({ terrain: [wadi], italians: [company('c', [100, 30], { order: { move: [[100, 100]] } })] });
    move(new GuaitanaTable(short), 'c', { kind: 'path' }, 15);
    expect(short.units['c']!.pos!.y).toBeCloseTo(38, 1);
  });

  it('artillery halts at a wadi, and crosses it in the next phase, spending all of it', () => {
    const wadi = { name: 'Wadi', type: 'river', shape: { polyline: [[0, 40], [200, 40]], width: 4 } };
    const state = battle({ terrain: [wadi], italians: [{ id: 'g', name: 'Battery', type: 'artillery', figures: 6, guns: ['gatling'], at: [100, 36], order: { move: [[100, 100]] } }] });
    const table = new GuaitanaTable(state);
    const g = state.units['g']!;
    move(table, 'g', { kind: 'path' }, 5);
    expect(g.pos!.y).toBeCloseTo(38, 1);
    move(table, 'g', { kind: 'path' }, 5);
    expect(g.pos!.y).toBeCloseTo(42.5, 1);
  });
});

describe('G8.3 goals', () => {
  it('follows the Move line, dropping the points reached, and faces the way it went', () => {
    const state = battle({ italians: [company('c', [100, 20], { order: { move: [[100, 30], [130, 30], [130, 100]] } })] });
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'path-left', unit: 'c' })).toBeCloseTo(110);
    move(table, 'c', { kind: 'path' }, 25);
    const c = state.units['c']!;
    expect([c.pos!.x, c.pos!.y, c.facing]).toEqual([115, 30, 90]);
    expect(c.order).toEqual({ kind: 'move', path: [{ x: 130, y: 30 }, { x: 130, y: 100 }] });
    expect(ask(table, { id: 'path-left', unit: 'c' })).toBeCloseTo(85);
  });

  it('to its own table edge, stopping there; to a point', () => {
    const state = battle({ italians: [company('c', [100, 20])], natives: [band('n', [100, 100])] });
    const table = new GuaitanaTable(state);
    move(table, 'n', { kind: 'baseline' }, 30);
    expect(state.units['n']!.pos).toEqual({ x: 100, y: 120 });
    expect(state.units['n']!.facing).toBeCloseTo(0);
    move(table, 'c', { kind: 'point', point: { x: 110, y: 20 } }, 30);
    expect(state.units['c']!.pos).toEqual({ x: 110, y: 20 });
  });
});
