/** The trace checker's hold on how a Guaitana battle ends (G17 with the scenario's `victory`). */
import { owedResult, type Broken } from '../../src/audit/check-trace.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { atLeast } from '../../src/table/tolerance.js';
import { isCombatUnit, type GuaitanaState } from './state.js';

/**
 * G17, a scenario parameter: a side is broken once its combat units (the baggage not counted)
 * gone or in Retreat reach `victory.breakAt`; hidden units count as standing. The battle ends at
 * the first end of turn that finds a side broken, which loses (both: a draw); at the turn limit
 * with neither broken, `victory.atTurnLimit` wins. Read from the trace: a unit is gone once a
 * line removes it whole, in Retreat while the last positions line says so. A trace without
 * positions (a real table, where opfor does not see the table) is not checked.
 */
export function breakChecks(battle: GuaitanaState): (line: TraceLine) => Broken[] {
  const counted = Object.values(battle.units).filter((u) => isCombatUnit(u) && u.type !== 'baggage');
  const gone = new Set<string>();
  let retreating = new Set<string>();
  let traced = false;
  let turn = 0;
  const broken = () =>
    battle.sides.flatMap((side) => {
      const units = counted.filter((u) => u.side === side.id);
      const out = units.filter((u) => gone.has(u.id) || retreating.has(u.id)).length;
      return units.length > 0 && atLeast(out, units.length * battle.victory.breakAt) ? [{ side: side.id, tally: `${out} of its ${units.length} units gone or in Retreat` }] : [];
    });
  const share = `the scenario breaks a side at ${Math.round(battle.victory.breakAt * 100)}%`;
  return (line) => {
    const ended = turn;
    turn = line.turn;
    switch (line.kind) {
      case 'removed':
        if (line.id === undefined) gone.add(line.unit);
        return [];
      case 'positions':
        traced = true;
        retreating = new Set(line.bases.filter((b) => b.order === 'retreat').map((b) => b.unit));
        return [];
      case 'step': {
        if (!traced || ended === 0 || line.turn === ended) return [];
        return broken().map((b) => ({ code: 'break' as const, message: `${b.side} had ${b.tally} at the end of turn ${ended} (${share}), but the battle went on (G17)` }));
      }
      case 'end': {
        if (!traced) return [];
        const sides = broken();
        const due = owedResult(battle.sides, sides.map((b) => b.side), line.turns, battle.turnLimit, battle.victory.atTurnLimit);
        if (due === line.winner) return [];
        const state = sides.length === 0 ? 'neither side broken' : sides.map((b) => `${b.side} with ${b.tally}`).join(' and ');
        return [{ code: 'break', message: `the battle ended after turn ${line.turns} won by ${line.winner}, with ${state} (${share}, turn limit ${battle.turnLimit}): ${due === null ? 'it should have gone on' : `${due} should have it`} (G17)` }];
      }
      default:
        return [];
    }
  };
}
