import { describe, expect, it } from 'vitest';
import { checkTrace, type TraceRules } from '../../src/audit/check-trace.js';
import type { TraceBase, TraceEvent, TraceLine } from '../../src/engine/trace.js';

const RULES: TraceRules = { contactCm: 0.5, meleeStep: 'M', fights: () => true, check: () => [] };

const at = (turn: number, step: string) => (event: TraceEvent): TraceLine => ({ turn, step, ...event });
const fig = (unit: string, side: string, x: number, y: number): TraceBase => ({ unit, side, id: `${unit}/1`, x, y, w: 2, d: 2, facing: 0, leader: false, round: true });
const start: TraceLine = at(0, 'deployment')({ kind: 'start', ruleset: 'test', scenario: 'test', seed: 1, table: { width: 100, depth: 100 }, units: [{ id: 'a', side: 'red', type: 'foot' }, { id: 'b', side: 'blue', type: 'foot' }] });
const positions = (...bases: TraceBase[]) => at(1, 'S')({ kind: 'positions', bases });
const move = (unit: string, path: [number, number][], allowance: number, spent: number, charge = false) =>
  at(1, 'S')({ kind: 'move', unit, side: unit === 'a' ? 'red' : 'blue', bases: [{ id: `${unit}/1`, path, allowance, spent }], allowance, spent, charge });
const codes = (lines: TraceLine[]) => checkTrace(lines, RULES).map((v) => v.code);

describe('the trace checker', () => {
  it('finds nothing wrong in a battle that keeps the rules', () => {
    expect(codes([start, positions(fig('a', 'red', 10, 10), fig('b', 'blue', 50, 10)), move('a', [[10, 10], [20, 10]], 25, 10), at(1, 'S')({ kind: 'end', winner: 'red', turns: 1 })])).toEqual([]);
  });
  it('finds overlapping bases but lets bases touch', () => {
    expect(codes([start, positions(fig('a', 'red', 10, 10), fig('b', 'blue', 11, 10))])).toEqual(['overlap']);
    expect(codes([start, positions(fig('a', 'red', 10, 10), fig('b', 'blue', 12, 10))])).toEqual([]);
  });
  it('finds a base off the table', () => {
    expect(codes([start, positions(fig('a', 'red', -1, 10))])).toEqual(['off-table']);
  });
  it('finds a move that spent more than its allowance, however little more', () => {
    expect(codes([start, positions(fig('a', 'red', 10, 10)), move('a', [[10, 10], [36, 10]], 25, 26)])).toEqual(['allowance']);
    expect(codes([start, positions(fig('a', 'red', 10, 10)), move('a', [[10, 10], [35, 10]], 25, 25 + 1e-12)])).toEqual([]);
  });
  it('finds a move whose path does not start where the base stood', () => {
    expect(codes([start, positions(fig('a', 'red', 10, 10)), move('a', [[12, 10], [20, 10]], 25, 8)])).toEqual(['path-start']);
  });
  it('finds a charge that ends out of contact', () => {
    const lines = [start, positions(fig('a', 'red', 10, 10), fig('b', 'blue', 40, 10))];
    expect(codes([...lines, move('a', [[10, 10], [30, 10]], 25, 20, true)])).toEqual(['charge-contact']);
    expect(codes([...lines, move('a', [[10, 10], [38, 10]], 25, 24, true)])).toEqual([]);
  });
  it('finds a contact left unfought through the melee step, and is content when it is fought', () => {
    const touching = [start, positions(fig('a', 'red', 10, 10), fig('b', 'blue', 12.2, 10)), at(1, 'M')({ kind: 'step', title: 'melee', active: 'red' })];
    const next = at(2, 'S')({ kind: 'step', title: 'next', active: 'red' });
    expect(codes([...touching, next])).toEqual(['unfought']);
    expect(codes([...touching, at(1, 'M')({ kind: 'melee', attackers: ['b'], defenders: ['a'], result: 'drawn' }), next])).toEqual([]);
  });
  it('reports the ruleset’s own findings with the line they were found on', () => {
    const rules: TraceRules = { ...RULES, check: (line) => (line.kind === 'fire' ? [{ code: 'band', message: 'wrong band' }] : []) };
    const fire = at(3, 'F')({ kind: 'fire', unit: 'a', side: 'red', weapon: 'rifle', target: 'b/1', targetUnit: 'b', distance: 10, band: 'long', dice: [4], hits: 0 });
    expect(checkTrace([start, fire], rules)).toEqual([{ line: 2, turn: 3, step: 'F', code: 'band', message: 'wrong band' }]);
  });
});
