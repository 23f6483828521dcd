/**
 * No unit stands on another (touching is allowed): at deployment, at the end of a move, as it
 * appears or changes shape where it stands. The rules say nothing of moving through other units
 * (G17): a unit passes through its friends but never ends a move on one.
 */
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../../src/audit/check-trace.js';
import type { TraceEvent, TraceLine } from '../../../src/engine/trace.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import type { GuaitanaInstruction } from '../../../rulesets/guaitana/instructions.js';
import { newBattle } from '../../../rulesets/guaitana/new-battle.js';
import type { GuaitanaScenario } from '../../../rulesets/guaitana/scenario-schema.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { tracePositions, traceUnits } from '../../../rulesets/guaitana/trace.js';
import { guaitanaTraceRules } from '../../../rulesets/guaitana/trace-rules.js';
import { Board, CONTACT_CM, type Placed } from '../../../rulesets/guaitana/virtual-table/board.js';
import { ask, band, battle, company, GuaitanaTable, rect, tell } from './fixtures.js';

/** Every unit on the table that stands on another, by id. */
function crowded(state: GuaitanaState): string[] {
  const board = new Board(state);
  return Object.values(state.units).filter(Board.placed).filter((u) => board.crowded(u, board.footprint(u))).map((u) => u.id);
}

function execute(table: GuaitanaTable, instruction: Record<string, unknown>): TraceEvent[] {
  return (table.execute({ text: 'test', reasons: [], ...instruction } as unknown as GuaitanaInstruction) ?? []) as TraceEvent[];
}

function dogali(): { scenario: GuaitanaScenario; state: GuaitanaState } {
  const scenario = loadScenarioFile('scenarios/guaitana/dogali.yaml').scenario as GuaitanaScenario;
  return { scenario, state: newBattle(scenario) };
}

describe('deployment', () => {
  it.each(['dogali', 'agordat', 'baggage-train'])('%s deploys no unit on another (messengers wait with their C-in-C, off the table)', (name) => {
    const scenario = loadScenarioFile(`scenarios/guaitana/${name}.yaml`).scenario as GuaitanaScenario;
    const state = newBattle(scenario);
    const stamp = { turn: 0, step: 'deployment' };
    const lines: TraceLine[] = [
      { ...stamp, kind: 'start', ruleset: 'guaitana', scenario: name, seed: 1, ...traceUnits(state) },
      { ...stamp, kind: 'positions', bases: tracePositions(state) },
    ];
    expect(checkTrace(lines, guaitanaTraceRules(scenario))).toEqual([]);
    const messengers = Object.values(state.units).filter((u) => u.type === 'messenger');
    expect(messengers.length).toBeGreaterThan(0);
    expect(messengers.every((m) => m.pos === null && !m.eliminated && !m.hidden)).toBe(true);
  });
});

describe('G8.7.1, G18.21 messengers', () => {
  it('a messenger sent off rides from the free ground beside the C-in-C, and rejoins him (off the table) when back in contact', () => {
    const { state } = dogali();
    const table = new GuaitanaTable(state);
    const m = state.units['italians-messenger-1']!, cinc = state.units['italians-cinc'] as Placed;
    const way = ask(table, { id: 'approach', unit: m.id, target: 'drafts' });
    expect(Number.isFinite(way.contact)).toBe(true);
    const [line] = execute(table, { type: 'move', unit: m.id, goal: { kind: 'toward', unit: 'drafts' }, allowance: Math.min(40, way.contact), stopAtClose: false, roundEnemies: true });
    expect(line?.kind).toBe('move');
    const [x, y] = line!.kind === 'move' ? line!.bases[0]!.path[0]! : [NaN, NaN];
    // he set off beside the C-in-C, not from on top of him
    expect(Math.hypot(x - cinc.pos.x, y - cinc.pos.y)).toBeGreaterThanOrEqual(2);
    expect(m.pos).not.toBeNull();
    expect(crowded(state)).toEqual([]);
    execute(table, { type: 'move', unit: m.id, goal: { kind: 'toward', unit: cinc.id }, allowance: 40, stopAtClose: false, roundEnemies: true });
    expect(m.pos).toBeNull();
    expect(tracePositions(state).map((b) => b.unit)).not.toContain(m.id);
  });
});

describe('G9, G17: moving past friends', () => {
  it('passes through a friend to free ground beyond it', () => {
    const state = battle({ italians: [company('c', [100, 20], { order: { move: [[100, 70]] } }), company('f', [100, 40], { formation: 'line' })] });
    tell(new GuaitanaTable(state), { type: 'move', unit: 'c', goal: { kind: 'path' }, allowance: 50, stopAtClose: false });
    expect(state.units['c']!.pos!.y).toBeCloseTo(70, 5);
    expect(crowded(state)).toEqual([]);
  });

  it('a move whose end stands on a friend ends back along its way, where it first stands clear', () => {
    // c, a column 20 cm deep, would end with its front 10 cm into f's line at y 59-61
    const state = battle({ italians: [company('c', [100, 20], { order: { move: [[100, 60]] } }), company('f', [100, 60], { formation: 'line' })] });
    const table = new GuaitanaTable(state);
    tell(table, { type: 'move', unit: 'c', goal: { kind: 'path' }, allowance: 40, stopAtClose: false });
    const y = state.units['c']!.pos!.y;
    expect(y).toBeLessThanOrEqual(49 + 1e-9);
    expect(y).toBeGreaterThan(48.7);
    expect(crowded(state)).toEqual([]);
  });

  it('a charger whose place in contact a friend holds takes free ground beside it, still in contact, and approach counts the way there', () => {
    const state = battle({
      italians: [company('a', [100, 50], { formation: 'line' })],
      natives: [band('f', [104, 54]), band('n', [100, 70], { order: 'attack' })],
    });
    const table = new GuaitanaTable(state);
    const way = ask(table, { id: 'approach', unit: 'n', target: 'a' });
    // straight on it would touch after 13 cm, on f
    expect(way.contact).toBeGreaterThan(13);
    expect(way.contact).toBeLessThan(20);
    tell(table, { type: 'move', unit: 'n', goal: { kind: 'toward', unit: 'a' }, allowance: way.contact, stopAtClose: false, charge: true });
    const board = new Board(state);
    expect(board.gap(state.units['n'] as Placed, state.units['a'] as Placed)).toBeLessThanOrEqual(CONTACT_CM);
    expect(crowded(state)).toEqual([]);
  });

  it('no charge is in reach where friends fill the enemy front; the mover stops behind them', () => {
    // a's line is x 90-110, y 49-51; the bands (8 × 8) screen it from x 82 to 114, y 51-59
    const state = battle({
      italians: [company('a', [100, 50], { formation: 'line' })],
      natives: [86, 94, 102, 110].map((x, i) => band(`f${i}`, [x, 55], { figures: 16 })).concat([band('n', [100, 75], { order: 'attack' })]),
    });
    expect(crowded(state)).toEqual([]);
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'approach', unit: 'n', target: 'a' }).contact).toBe(Infinity);
    tell(table, { type: 'move', unit: 'n', goal: { kind: 'toward', unit: 'a' }, allowance: 20, stopAtClose: false });
    expect(crowded(state)).toEqual([]);
    expect(state.units['n']!.pos!.y).toBeGreaterThanOrEqual(62 - 1e-9);
    expect(state.units['n']!.pos!.y).toBeLessThan(62.3);
  });
});

describe('G5.1: the C-in-C and buildings', () => {
  it('the C-in-C riding to a company in a fort stops at its walls, which his horse cannot pass', () => {
    const state = battle({ terrain: [rect('Fort', 'buildings', 90, 40, 20, 20)], italians: [company('f', [100, 50], { formation: 'mass' })] });
    const table = new GuaitanaTable(state);
    const cinc = state.units['italians-cinc']!;
    cinc.pos = { x: 100, y: 10 };
    execute(table, { type: 'move', unit: cinc.id, goal: { kind: 'toward', unit: 'f' }, allowance: 40, stopAtClose: false, roundEnemies: true });
    expect(new Board(state).going.impassableAt(cinc, cinc.pos)).toBe(false);
    expect(cinc.pos.y).toBeGreaterThan(30);
    expect(cinc.pos.y).toBeLessThanOrEqual(40);
  });
});

describe('standing up where another unit stands', () => {
  it('a new C-in-C placed on his old unit in a fort stands beside it, off the buildings his horse cannot enter (G5.1, G8.8)', () => {
    const state = battle({ terrain: [rect('Fort', 'buildings', 90, 40, 20, 20)], italians: [company('f', [100, 50])] });
    const table = new GuaitanaTable(state);
    execute(table, { type: 'appear', unit: 'italians-cinc', feature: '', at: { x: 100, y: 50 }, toward: 'f' });
    const cinc = state.units['italians-cinc']!;
    expect(new Board(state).going.impassableAt(cinc, cinc.pos!)).toBe(false);
    expect(crowded(state)).toEqual([]);
  });

  it('a hidden unit appearing on another stands on the nearest free ground', () => {
    const state = battle({ natives: [band('a', [100, 90]), band('b', [40, 100], { hidden: true })] });
    const table = new GuaitanaTable(state);
    const b = state.units['b']!;
    b.hidden = false;
    execute(table, { type: 'appear', unit: 'b', feature: 'Wood', at: { x: 101, y: 91 } });
    expect(crowded(state)).toEqual([]);
    expect(Math.hypot(b.pos!.x - 101, b.pos!.y - 91)).toBeLessThan(7);
  });

  it('a column forming line onto its neighbour steps aside to free ground', () => {
    const state = battle({ italians: [company('c', [100, 40]), company('d', [106, 40])] });
    const table = new GuaitanaTable(state);
    tell(table, { type: 'form', unit: 'c', formation: 'line' });
    expect(crowded(state)).toEqual([]);
  });
});
