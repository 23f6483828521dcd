/**
 * How far a unit must go at an enemy, to touch it or to bring it within Close range (G8.5, G9.6),
 * counted in Movement Capacity over the ground it crosses (G9.5): straight at it, or along the
 * way round impassable ground the mover would take (detour.ts).
 */
import { moveAlong } from '../../../src/table/move-along.js';
import { distance, type Point } from '../../../src/table/shapes.js';
import type { Approach } from '../facts.js';
import type { UnitState } from '../state.js';
import { closeCm, firingWeapon } from './arms.js';
import type { Board, Placed } from './board.js';
import { compass, footprintAt, footprintGap, nearestPoint, type Footprint } from './footprint.js';
import { atMost } from '../../../src/table/tolerance.js';

/** Rectangles this close have met: the mover halts touching. */
export const TOUCH_CM = 0.01;
/** A waypoint reached: the centre within this of it. */
export const REACHED_CM = 0.01;
/** Steps of the march towards a threshold, at most (each step is safe: it never overshoots). */
const MAX_STEPS = 200;

/**
 * How far the unit, leaving `from` along the unit vector `dir` and facing that way, goes before
 * its rectangle comes within `within` cm of `target`: the first such distance up to `limit`, or
 * null if it never does. Each step is the gap left less `within`, safe because moving a rectangle
 * by s changes its gap to another by at most s.
 */
export function travelUntil(unit: UnitState, from: Point, dir: Point, limit: number, target: Footprint, within: number): number | null {
  const facing = compass({ x: 0, y: 0 }, dir);
  let s = 0;
  for (let i = 0; i < MAX_STEPS && s <= limit + 1e-9; i++) {
    const fp = footprintAt(unit, { x: from.x + dir.x * s, y: from.y + dir.y * s }, facing);
    const g = footprintGap(fp, target);
    if (atMost(g, within)) return s;
    s += Math.max(g - within, TOUCH_CM / 2);
  }
  return null;
}

/** The unit vector from a to b (north when they coincide). */
export function unitVector(a: Point, b: Point): Point {
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
  return len === 0 ? { x: 0, y: 1 } : { x: dx / len, y: dy / len };
}

/** Capacity spent to travel `s` cm from `from` along `dir`; Infinity when impassable ground is in the way. */
function costOf(board: Board, unit: UnitState, from: Point, dir: Point, s: number): number {
  if (s <= 0) return 0;
  const to = { x: from.x + dir.x * s, y: from.y + dir.y * s };
  const walk = moveAlong(from, to, Infinity, board.going.terrain(unit, from, to));
  return walk.blocked ? Infinity : walk.spent;
}

/**
 * The Capacity spent walking toward the target until its rectangle is within `within` of the
 * unit's: along the way the mover takes (straight at the target's nearest point, or round
 * impassable ground), each leg faced along. Null when the way never comes that near; Infinity
 * when impassable ground stops the unit first.
 */
function spentUntil(board: Board, unit: Placed, target: Footprint, within: number): number | null {
  const legs = board.detours.way(unit, (p) => nearestPoint(target, p), { target, within });
  let from = unit.pos, spent = 0;
  for (let i = 0; i < legs.length; i++) {
    const to = legs[i]!, len = distance(from, to), last = i === legs.length - 1;
    if (!last && len <= REACHED_CM) continue;
    const dir = unitVector(from, to);
    // The last leg is searched a little past the nearest point, as the rectangles meet before the centre gets there.
    const limit = last ? Math.hypot(target.cx - from.x, target.cy - from.y) + target.hw + target.hd : len;
    const s = travelUntil(unit, from, dir, limit, target, within);
    if (s !== null) return spent + costOf(board, unit, from, dir, s);
    if (last) break;
    spent += costOf(board, unit, from, dir, len);
    from = to;
  }
  return null;
}

/**
 * G8.5: the Capacity needed to touch the target and to bring it within the weapon's Close range
 * (`close` null for no missile weapon or the lance; 0 when already in range), each along the
 * way the mover would take there. Infinity when impassable ground bars the way and there is no
 * way round.
 */
export function approach(board: Board, unit: Placed, target: Placed): Approach {
  const tfp = board.footprint(target);
  const contact = spentUntil(board, unit, tfp, TOUCH_CM) ?? Infinity;
  const reach = closeCm(firingWeapon(unit));
  if (reach === null) return { contact, close: null };
  if (atMost(board.gap(unit, target), reach)) return { contact, close: 0 };
  return { contact, close: spentUntil(board, unit, tfp, reach) ?? contact };
}
