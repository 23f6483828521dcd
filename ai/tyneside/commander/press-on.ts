import { centroid, distance, type Point } from '../../../src/table/shapes.js';
import type { TynesideState, UnitState } from '../../../rulesets/tyneside/state.js';
import { centre, enemyGroups, retreating } from './situation.js';

/** An enemy still standing on the way to the objective: a group on the table, or a hidden marker (which may hide one, T35.2). */
export interface Ahead {
  readonly name: string;
  readonly at: Point;
}

/**
 * T34: the enemy breaks only when every group of it is in retreat at once. A unit whose nearest
 * enemy is in retreat already, and whose objective lies towards enemy groups still standing (or
 * hidden markers not yet seen), presses on towards the objective (the move its scenario gives it,
 * T14.1) to reach them, rather than chase the group already beaten. Returns the nearest such enemy
 * ahead, or null when the unit has no objective, its nearest enemy stands, or nothing stands ahead.
 */
export function aheadOnTheWay(state: TynesideState, unit: UnitState, nearest: UnitState): Ahead | null {
  if (!unit.objective || !retreating(state, nearest)) return null;
  const goal = state.terrain.find((t) => t.name === unit.objective);
  const here = centre(state, unit);
  if (!goal || !here) return null;
  const target = centroid(goal.shape);
  const standing: Ahead[] = enemyGroups(state, unit.side).filter((e) => !retreating(state, e)).flatMap((e) => {
    const at = centre(state, e);
    return at ? [{ name: e.name, at }] : [];
  });
  const hidden: Ahead[] = state.markers.filter((m) => !m.revealed).map((m) => ({ name: 'a hidden marker', at: m.pos }));
  const ahead = [...standing, ...hidden].filter((a) => distance(a.at, target) < distance(here, target));
  return ahead.sort((a, b) => distance(here, a.at) - distance(here, b.at))[0] ?? null;
}
