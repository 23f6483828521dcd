import type { Interview } from '../../../src/engine/questions.js';
import type { NearestEnemy } from '../facts.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { NONE, pickOne, withNone } from '../../../src/engine/ask.js';
import { enemyUnits, unitOptions } from './words.js';

/**
 * T24.0, T28 "nearest enemy": which enemy unit has the nearest figure the unit can see, or that
 * it sees none and then which is nearest unseen: one question in the usual case. With no enemy
 * unit on the table there is nothing known (null, nothing asked).
 *
 * Reduction: `figure` is that unit's first living figure in its figure order. The procedures
 * act on the unit (move towards it, face it, shoot at it), never on the figure.
 */
export function* nearestEnemyInterview(state: TynesideState, unit: UnitState): Interview<NearestEnemy | null> {
  const candidates = enemyUnits(state, unit);
  if (candidates.length === 0) return null;
  const key = (part: string) => `nearest-enemy/${unit.id}/${part}`;
  // Likely: a group (leaders mostly stand with one), else the first unit on the table.
  const likely = (candidates.find((u) => u.kind === 'group') ?? candidates[0]!).id;
  const seen = yield* pickOne(key('seen'), 'T24.0', `Which enemy unit has the nearest figure that ${unit.name} can see?`, withNone(unitOptions(candidates), `${unit.name} sees no enemy figure`), likely);
  const visible = seen !== NONE;
  const target = visible
    ? state.units[seen]!
    : candidates.length === 1
      ? candidates[0]!
      : state.units[yield* pickOne(key('unseen'), 'T24.0', `Which enemy unit has the nearest figure to ${unit.name}, seen or not?`, unitOptions(candidates), likely)]!;
  return { unit: target.id, figure: living(state, target)[0]!.id, visible };
}
