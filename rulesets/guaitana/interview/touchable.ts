/**
 * G9.8: the enemy units a unit may be touching after its move, as far as opfor's books know; the
 * others are not offered in "whom does it touch?", and with none left the question is not asked.
 */
import type { LogEntry } from '../../../src/engine/event-log.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';
import { apart, lastMove } from './told.js';

/**
 * The enemy units on the table the unit may touch after the move just told. None after a Retreat
 * (the table was told to go round enemy units, never through them, G8.6(4)) or an Attack that did
 * not mean to reach contact (the distance measured to its target, or to any enemy unit in its way,
 * was more than its move, G8.5, G9.8). Otherwise not those that stood so far from it where the
 * books placed them that no move told since can have brought them together (told.ts `apart`).
 * Without the history (`null`) every enemy on the table.
 */
export function touchable(state: GuaitanaState, unit: UnitState, history: readonly LogEntry[] | null): UnitState[] {
  const enemies = onTable(state, enemyOf(state, unit.side));
  if (history === null) return enemies;
  const move = lastMove(history, unit);
  const keptClear = move !== null && (move.roundEnemies === true || (move.goal.kind === 'toward' && move.charge !== true && unit.order.kind === 'attack'));
  return keptClear ? [] : enemies.filter((e) => !apart(state, history, unit, e));
}
