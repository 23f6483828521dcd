import { describe, expect, it } from 'vitest';
import type { Request } from '../../src/engine/requests.js';
import { distance, type Point } from '../../src/table/shapes.js';
import { moveAlong } from '../../src/table/move-along.js';
import type { FireTarget } from '../../rulesets/tyneside/facts.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { FigureState, TynesideState } from '../../rulesets/tyneside/state.js';
import { Board } from '../../rulesets/tyneside/virtual-table/board.js';
import { moveTerrain } from '../../rulesets/tyneside/virtual-table/walk.js';
import { aiBattle } from '../helpers/battle.js';

/**
 * Whole seeded battles on the virtual table, checked after every request: the faults a player
 * would see at once on a real table (two figures on one base, a man going farther than his
 * move, a horseman galloping through the bush, a sergeant shot alone beside his section, a
 * group moved back twice in one melee step).
 */
function faults(name: string, seed: number): string[] {
  const { session } = aiBattle(name, seed);
  const state = session.state as TynesideState;
  const board = new Board(state);
  const found: string[] = [];
  let backs = new Map<string, number>();
  let step = session.step;
  while (!session.outcome) {
    const request = session.pending ?? (session as unknown as { pendingRequest: Request }).pendingRequest;
    const before = new Map(Object.values(state.figures).map((f) => [f.id, f.pos && { ...f.pos }]));
    const wounds = new Map(Object.values(state.figures).map((f) => [f.id, f.wounds]));
    if (!session.answerNext()) throw new Error('the battle waits for a human');
    if (session.step !== step) [step, backs] = [session.step, new Map()];
    if (request.kind === 'ask' && request.fact.id === 'fire-targets') {
      const answer = ([...session.log].reverse().find((e) => e.kind === 'ask') as { answer: FireTarget[] }).answer;
      for (const t of answer) {
        const [leader] = board.placed(state.units[t.unit]!);
        if (state.units[t.unit]!.kind !== 'leader' || !leader) continue;
        const group = Object.values(state.units).find((g) => g.kind === 'group' && g.side === leader.side && !g.marker && board.placed(g).some((f) => board.gap(f, leader) <= 5 - 1e-6));
        if (group) found.push(`T22.3: ${t.unit} shot at alone beside ${group.id}`);
      }
    }
    if (request.kind !== 'tell') continue;
    const ins = request.instruction as TynesideInstruction;
    if (ins.type !== 'move' && ins.type !== 'charge' && ins.type !== 'reveal') continue;
    if (ins.type === 'move' && ins.ignoreTerrain) {
      backs.set(ins.unit, (backs.get(ins.unit) ?? 0) + 1);
      if (backs.get(ins.unit)! > 1) found.push(`T33.1: ${ins.unit} moved back twice in one melee step`);
    }
    const moved = (f: FigureState) => f.alive && f.pos !== null && (!before.get(f.id) || distance(before.get(f.id)!, f.pos) > 1e-9);
    for (const f of Object.values(state.figures).filter(moved)) {
      const from = before.get(f.id) as Point | null;
      if (from && ins.type !== 'reveal') {
        const was = { ...f, wounds: wounds.get(f.id)! };
        const limit = ins.type === 'move' && ins.distance !== undefined ? ins.distance : board.allowance(was, true) * (ins.type === 'move' ? ins.fraction : 1);
        if (distance(from, f.pos!) > limit + 1e-6) found.push(`T15.1: ${f.id} ${ins.type} ${distance(from, f.pos!).toFixed(2)} cm, more than ${limit}`);
        const walk = moveAlong(from, f.pos!, 1000, moveTerrain(state, board.allowance(was, false)));
        if (f.horsed && !(ins.type === 'move' && ins.ignoreTerrain) && walk.spent > walk.travelled + 1e-6 && walk.travelled > board.allowance(was, false) + 1e-6) found.push(`A-19: ${f.id} rode ${walk.travelled.toFixed(2)} cm over difficult ground`);
      }
      for (const o of Object.values(state.figures)) {
        if (o === f || !o.alive || !o.pos || state.units[o.unit]!.marker) continue;
        if (distance(f.pos!, o.pos) < (f.base + o.base) / 2 - 1e-6) found.push(`base on base: ${f.id} on ${o.id} after ${ins.type}`);
      }
    }
  }
  return found;
}

describe.each(['tyneside/bush-ambush', 'tyneside/mission-station', 'tyneside/river-crossing'])('%s on the virtual table', (name) => {
  it.each([1, 2, 3])('seed %i: no overlapping bases, overlong moves, lone attached leaders or double move-backs', (seed) => {
    expect(faults(name, seed)).toEqual([]);
  });
});
