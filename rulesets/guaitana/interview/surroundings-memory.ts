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
 * Of each unit's surroundings last answered with nothing moved since (told.ts `lastSurroundings`),
 * what still holds: its ground (it has not moved); "no enemy within 60 cm", "no friend within
 * 15 cm", "no flank contact" (nobody has come nearer); its C-in-C near or not, while he stands.
 * A friend or enemy near may have gone since (broken, in Retreat), so that is asked again.
 * `known` (what the fact already carries) wins.
 */
export function rememberedSurroundings(state: GuaitanaState, history: readonly LogEntry[], units: readonly UnitState[], known: Readonly<Record<string, Partial<Surroundings>>> = {}): Record<string, Partial<Surroundings>> {
  const merged: Record<string, Partial<Surroundings>> = { ...known };
  for (const unit of units) {
    const last = lastSurroundings(history, unit);
    if (last === null) continue;
    const cinc = sideOf(state, unit.side).cinc;
    const cincStands = cinc !== null && !state.units[cinc]!.eliminated;
    const kept: Partial<Surroundings> = {
      inClosed: last.inClosed,
      ...(last.enemyNear ? {} : { enemyNear: false }),
      ...(last.friendNear ? {} : { friendNear: false }),
      ...(last.flanked ? {} : { flanked: false }),
      ...(cincStands || !last.cincNear ? { cincNear: last.cincNear && cincStands } : {}),
    };
    merged[unit.id] = { ...kept, ...known[unit.id] };
  }
  return merged;
}
