/**
 * G13.3 at a real table: what the books remember of units' surroundings from earlier in the turn,
 * so that the Morale Tests after fire, after melee and at the end of the turn do not ask again what
 * cannot have changed.
 */
import type { LogEntry } from '../../../src/engine/event-log.js';
import type { Surroundings } from '../facts.js';
import { sideOf, type GuaitanaState, type UnitState } from '../state.js';
import { lastSurroundings } from './told.js';

/**
 * Of each unit's surroundings last answered (told.ts `lastSurroundings`), what still holds while
 * neither it nor the units a line is about have moved, appeared or changed shape since: its
 * ground (itself); "no enemy within 60 cm" and "no enemy on its flank or rear" (no enemy); "no
 * friend within 15 cm" (no friend); its C-in-C near or not (him, while he stands). A friend or
 * enemy near may have gone since (broken, in Retreat): that is asked again. `known` (what the fact
 * already carries) wins.
 */
export function rememberedSurroundings(state: GuaitanaState, history: readonly LogEntry[], units: readonly UnitState[], known: Readonly<Record<string, Partial<Surroundings>>> = {}): Record<string, Partial<Surroundings>> {
  const merged: Record<string, Partial<Surroundings>> = { ...known };
  for (const unit of units) {
    const last = lastSurroundings(history, unit);
    if (last === null || last.shifted.has(unit.id)) continue;
    const { around, shifted } = last;
    const sideShifted = (side: string) => [...shifted].some((id) => state.units[id]?.side === side);
    const enemyStill = !state.sides.some((s) => s.id !== unit.side && sideShifted(s.id));
    const friendStill = !sideShifted(unit.side);
    const cinc = sideOf(state, unit.side).cinc;
    const cincStill = cinc !== null && !shifted.has(cinc) && !state.units[cinc]!.eliminated;
    const kept: Partial<Surroundings> = {
      inClosed: around.inClosed,
      ...(enemyStill && !around.enemyNear ? { enemyNear: false } : {}),
      ...(enemyStill && !around.flanked ? { flanked: false } : {}),
      ...(friendStill && !around.friendNear ? { friendNear: false } : {}),
      ...(cincStill ? { cincNear: around.cincNear } : {}),
    };
    merged[unit.id] = { ...kept, ...known[unit.id] };
  }
  return merged;
}
