import type { Interview, QuestionOption } from '../../../src/engine/questions.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { NONE, pickOne, withNone } from '../../../src/engine/ask.js';
import { moveOf } from '../rules/movement.js';
import { givesCover } from '../rules/cover.js';
import { enemyUnits } from './words.js';

/** The terrain features giving soft or hard cover that a unit could enter (T20.2, T28), as options by name. */
function coverOptions(state: TynesideState, unit: UnitState): QuestionOption[] {
  const features = state.terrain.filter(givesCover);
  if (features.length === 0) return [];
  return withNone(features.map((t) => ({ id: t.name, label: `${t.name} (${t.cover} cover)` })), `None: no such cover for ${unit.name}`);
}

/** A unit defending a feature giving cover is likely in it, so that is the nearest cover. */
function likelyCover(options: readonly QuestionOption[], unit: UnitState): string {
  return options.some((o) => o.id === unit.defending) ? unit.defending! : NONE;
}

/** T28 COVER: the nearest terrain giving cover within one move of the unit (its slowest figure's, T15.1), or null. */
export function* coverWithinMoveInterview(state: TynesideState, unit: UnitState): Interview<string | null> {
  const options = coverOptions(state, unit);
  if (options.length === 0) return null;
  const move = Math.min(...living(state, unit).map((f) => moveOf(f, false)));
  const reply = yield* pickOne(`cover-within-move/${unit.id}`, 'T28', `Which terrain giving cover is nearest to ${unit.name} within ${move} cm (one move), if any?`, options, likelyCover(options, unit));
  return reply === NONE ? null : reply;
}

/** T28 WDRAW: the nearest cover lying further from the unit's nearest enemy than the unit is, or null; none without an enemy on the table. */
export function* coverFurtherAwayInterview(state: TynesideState, unit: UnitState): Interview<string | null> {
  const options = coverOptions(state, unit);
  if (options.length === 0 || enemyUnits(state, unit).length === 0) return null;
  const reply = yield* pickOne(`cover-further-away/${unit.id}`, 'T28', `Which cover is nearest to ${unit.name} among those further than it from its nearest enemy, if any?`, options, NONE);
  return reply === NONE ? null : reply;
}
