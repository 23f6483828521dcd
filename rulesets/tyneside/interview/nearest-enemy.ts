import type { Interview } from '../../../src/engine/questions.js';
import type { NearestEnemy } from '../facts.js';
import { MAX_MOVE_CM } from '../tables/movement.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { measure, pickOne, yesNo } from '../../../src/engine/ask.js';
import { diagonal } from './measures.js';
import { enemyUnits, nearestOf, unitOptions } from './words.js';

/**
 * T24.0, T28 "nearest enemy": whether the unit sees any enemy figure, which enemy unit has the
 * nearest (visible, else known) figure, and how far it is. With no enemy unit on the table
 * there is nothing known (null, nothing asked); with one, only it can be the nearest.
 *
 * Reduction: `figure` is that unit's first living figure in its figure order. The procedures
 * act on the unit (move towards it, face it, shoot at it), never on the figure.
 */
export function* nearestEnemyInterview(state: TynesideState, unit: UnitState): Interview<NearestEnemy | null> {
  const candidates = enemyUnits(state, unit);
  if (candidates.length === 0) return null;
  const key = (part: string) => `nearest-enemy/${unit.id}/${part}`;
  const visible = yield* yesNo(key('visible'), 'T24.0', `Can ${unit.name} see any enemy figure?`, true);
  const within = visible ? `that ${unit.name} can see` : `to ${unit.name}, seen or not`;
  // Likely: a group (leaders mostly stand with one), else the first unit on the table.
  const likely = (candidates.find((u) => u.kind === 'group') ?? candidates[0]!).id;
  const target = candidates.length === 1
    ? candidates[0]!
    : state.units[yield* pickOne(key('unit'), 'T24.0', `Which enemy unit has the nearest figure ${within}?`, unitOptions(candidates), likely)]!;
  const seen = visible ? ` ${unit.kind === 'leader' ? 'he' : 'it'} can see` : '';
  // Likely: an arbitrary plain value, one foot move (T15.1); nothing in opfor reads this distance yet.
  const distance = yield* measure(key('distance'), 'T24.0', `From ${nearestOf(unit)}, how far is ${nearestOf(target)}${seen} (cm, base edge to base edge)?`, diagonal(state), MAX_MOVE_CM.foot);
  return { unit: target.id, figure: living(state, target)[0]!.id, distance, visible };
}
