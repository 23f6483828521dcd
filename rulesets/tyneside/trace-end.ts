/** The trace checker's hold on how a Tyneside battle ends (T34 with the scenario's `victory`). */
import { owedResult, type Broken } from '../../src/audit/check-trace.js';
import type { TraceLine } from '../../src/engine/trace.js';
import type { TynesideState } from './state.js';

/**
 * T34: at the end of every half-turn (the step of rule T34), a side whose groups are all in
 * retreat or gone has lost, unless a group of it is still hidden (not yet on the field, T35);
 * both at once is a draw; at the turn limit with neither lost, `victory.atTurnLimit` wins. Read
 * from the trace: a group is on the field once a positions line shows its figures, gone once they
 * are no longer shown, and in retreat while the last positions line marks it so. A trace without
 * positions (a real table, where opfor does not see the table) is not checked.
 */
export function endChecks(battle: TynesideState): (line: TraceLine) => Broken[] {
  const groups = Object.values(battle.units).filter((u) => u.kind === 'group');
  const seen = new Set<string>();
  let shown = new Set<string>();
  let retreating = new Set<string>();
  // the sides that had lost as the last T34 step began; null outside that step
  let due: readonly string[] | null = null;
  const losers = () =>
    battle.sides.filter((side) => {
      const mine = groups.filter((g) => g.side === side.id);
      const standing = mine.filter((g) => !seen.has(g.id) || shown.has(g.id));
      if (standing.length === 0) return true;
      return standing.every((g) => seen.has(g.id) && retreating.has(g.id));
    }).map((side) => side.id);
  return (line) => {
    switch (line.kind) {
      case 'positions': {
        const bases = line.bases.filter((b) => !b.marker && !b.leader);
        shown = new Set(bases.map((b) => b.unit));
        retreating = new Set(bases.filter((b) => b.retreat).map((b) => b.unit));
        for (const unit of shown) seen.add(unit);
        return [];
      }
      case 'step': {
        const lost = due;
        due = line.step === 'T34' && seen.size > 0 ? losers() : null;
        return lost !== null && lost.length > 0 ? [{ code: 'break', message: `${lost.join(' and ')} had every group in retreat or gone at the end of the half-turn, but the battle went on (T34)` }] : [];
      }
      case 'end': {
        due = null;
        if (seen.size === 0) return [];
        const lost = losers();
        const owed = owedResult(battle.sides, lost, line.turns, battle.turnLimit, battle.victory.atTurnLimit);
        if (owed === line.winner) return [];
        return [{ code: 'break', message: `the battle ended after turn ${line.turns} won by ${line.winner}, with ${lost.length === 0 ? 'neither side' : lost.join(' and ')} in retreat or gone (turn limit ${battle.turnLimit}): ${owed === null ? 'it should have gone on' : `${owed} should have it`} (T34)` }];
      }
      default:
        return [];
    }
  };
}
