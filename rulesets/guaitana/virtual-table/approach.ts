/**
 * How far a unit must go at an enemy, to touch it or to bring it within Close range (G8.5, G9.6),
 * counted in Movement Capacity over the ground it crosses (G9.5): straight at it, or along the
 * way round impassable ground the mover would take (detour.ts); an enemy in that way halts the
 * mover first (halts.ts), and where it halts the mover must find free ground in contact.
 */
import { moveAlong } from '../../../src/table/move-along.js';
import { distance, type Point } from '../../../src/table/shapes.js';
import type { Approach } from '../facts.js';
import type { UnitState } from '../state.js';
import { closeCm, firingWeapon } from './arms.js';
import { CONTACT_CM, type Board, type Placed } from './board.js';
import { compass, footprintAt, footprintGap, layout, nearestPoint, rectangle, type Footprint } from './footprint.js';
import { atMost } from '../../../src/table/tolerance.js';
import { firstHalt, haltingUnits, touchingAt } from './halts.js';
import { hypot } from '../../../src/table/hypot.js';

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
  // footprintAt's rectangle, its size laid out once for every step
  const { width, depth } = layout(unit);
  let s = 0;
  for (let i = 0; i < MAX_STEPS && s <= limit + 1e-9; i++) {
    const fp = rectangle({ x: from.x + dir.x * s, y: from.y + dir.y * s }, facing, width / 2, depth / 2);
    const g = footprintGap(fp, target);
    if (atMost(g, within)) return s;
    s += Math.max(g - within, TOUCH_CM / 2);
  }
  return null;
}

/** The unit vector from a to b (north when they coincide). */
export function unitVector(a: Point, b: Point): Point {
  const dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy);
  return len === 0 ? { x: 0, y: 1 } : { x: dx / len, y: dy / len };
}

/** Capacity spent to travel `s` cm from `from` along `dir`; Infinity when impassable ground is in the way. */
function costOf(board: Board, unit: UnitState, from: Point, dir: Point, s: number): number {
  if (s <= 0) return 0;
  const to = { x: from.x + dir.x * s, y: from.y + dir.y * s };
  const walk = moveAlong(from, to, Infinity, board.going.terrain(unit, from, to));
  return walk.blocked ? Infinity : walk.spent;
}

/** Where a walk toward a target meets it: the Capacity spent, the point reached, and where its last leg began with what was spent before. */
interface Reached {
  readonly spent: number;
  readonly at: Point;
  readonly from: Point;
  readonly before: number;
  /** One of the halting units stopped the walk before it reached the target. */
  readonly halted: boolean;
}

/**
 * The Capacity spent walking toward the target until its rectangle is within `within` of the
 * unit's, or until the unit touches one of `halting` (G9.8: an enemy in the way halts it, as it
 * halts the mover): along the way the mover takes (straight at the target's nearest point, or
 * round impassable ground), each leg faced along. Null when the way never comes that near;
 * spent Infinity when impassable ground stops the unit first.
 */
function walkUntil(board: Board, unit: Placed, target: Footprint, within: number, halting: readonly Placed[] = []): Reached | null {
  const legs = board.detours.way(unit, (p) => nearestPoint(target, p), { target, within });
  let from = unit.pos, spent = 0;
  for (let i = 0; i < legs.length; i++) {
    const to = legs[i]!, len = distance(from, to), last = i === legs.length - 1;
    if (!last && len <= REACHED_CM) continue;
    const dir = unitVector(from, to);
    // The last leg is searched a little past the nearest point, as the rectangles meet before the centre gets there.
    const limit = last ? hypot(target.cx - from.x, target.cy - from.y) + target.hw + target.hd : len;
    const reached = travelUntil(unit, from, dir, limit, target, within);
    const halt = firstHalt(board, unit, from, dir, reached ?? limit, halting);
    const s = halt !== null && (reached === null || halt < reached) ? halt : reached;
    if (s !== null) return { spent: spent + costOf(board, unit, from, dir, s), at: { x: from.x + dir.x * s, y: from.y + dir.y * s }, from, before: spent, halted: s !== reached };
    if (last) break;
    spent += costOf(board, unit, from, dir, len);
    from = to;
  }
  return null;
}

/** How far (cm) a mover in contact may shift along its enemy to find free ground (movement.ts). */
export const SLIDE_CM = 6;

/**
 * Where a mover that meets its target at `at` (its last leg from `from`, Capacity `before` spent
 * before it) comes to stand: `at` itself when free, else the first free place round it within
 * SLIDE_CM still in contact with one of `touched` (rings, as Board.clearSpot searches), facing
 * along its last leg; null when there is none. The mover (movement.ts) settles the same way.
 */
export function contactPlace(board: Board, unit: UnitState, from: Point, at: Point, touched: readonly Footprint[], fits: (p: Point, spent: number) => boolean): { at: Point; spent: number } | null {
  const facingAt = (p: Point) => compass(from, p);
  const costTo = (p: Point) => {
    const walk = moveAlong(from, p, Infinity, board.going.terrain(unit, from, p));
    return walk.blocked ? Infinity : walk.spent;
  };
  let cost = 0;
  const spot = board.clearSpot(unit, at, facingAt, SLIDE_CM, (p) => {
    const fp = footprintAt(unit, p, facingAt(p));
    if (!touched.some((t) => atMost(footprintGap(fp, t), CONTACT_CM))) return false;
    cost = costTo(p);
    return fits(p, cost);
  });
  return spot ? { at: spot, spent: cost } : null;
}

/**
 * The Capacity that brings the move toward the target (movement.ts) to an end in contact, on
 * free ground: the walk until the unit touches the target, and, where an enemy in its way halts
 * it first (G9.8), that enemy is the one it reaches (G9.6: contact with an enemy unit). Where
 * friends already stand at the place it halts, the nearest free place beside it still in
 * contact (contactPlace) is counted, whichever costs more. Infinity when there is none: the
 * mover would stop back along its way, out of contact, so no charge reaches.
 */
function contactSpent(board: Board, unit: Placed, target: Placed): number {
  const tfp = board.footprint(target);
  // The C-in-C and messengers ride round enemy units (G9.8(2)): their way is not measured into them.
  const halting = unit.type === 'cinc' || unit.type === 'messenger' ? [target] : haltingUnits(board, unit, target);
  const halted = walkUntil(board, unit, tfp, TOUCH_CM, halting);
  // a walk nobody halted is the walk to the target itself: walked once
  const met = halted && !halted.halted ? halted : walkUntil(board, unit, tfp, TOUCH_CM);
  if (!met) return Infinity;
  if (!Number.isFinite(met.spent)) return met.spent;
  const stop = halted ?? met;
  const facing = distance(stop.from, stop.at) > REACHED_CM ? compass(stop.from, stop.at) : unit.facing;
  if (!board.crowded(unit, footprintAt(unit, stop.at, facing))) return met.spent;
  const touched = touchingAt(board, unit, stop.at, facing, halting).map((e) => board.footprint(e));
  const place = touched.length > 0 ? contactPlace(board, unit, stop.from, stop.at, touched, (_, spent) => Number.isFinite(spent)) : null;
  return place ? Math.max(met.spent, stop.before + place.spent) : Infinity;
}

/** G8.5: the Capacity needed to touch the target (approach's `contact`, without its walk to Close range). */
export function contactCost(board: Board, unit: Placed, target: Placed): number {
  return contactSpent(board, unit, target);
}

/**
 * No contact costs less than this: the unit's centre must come within both rectangles' half
 * diagonals (and TOUCH_CM) of the target's, and every centimetre of a walk costs at least one of
 * Capacity (G9.5: ground only doubles it, a crossing adds to it). Cheap, for passing over units
 * too far off to be the nearest without walking to them.
 */
export function contactFloor(board: Board, unit: Placed, target: Placed): number {
  const { width, depth } = layout(unit);
  const tfp = board.footprint(target);
  return hypot(tfp.cx - unit.pos.x, tfp.cy - unit.pos.y) - hypot(width / 2, depth / 2) - hypot(tfp.hw, tfp.hd) - TOUCH_CM;
}

/**
 * G8.5: the Capacity needed to touch the target and to bring it within the weapon's Close range
 * (`close` null for no missile weapon or the lance; 0 when already in range), each along the
 * way the mover would take there. Infinity when impassable ground bars the way and there is no
 * way round, or friends fill every place in contact the mover could take.
 */
export function approach(board: Board, unit: Placed, target: Placed): Approach {
  const tfp = board.footprint(target);
  const contact = contactSpent(board, unit, target);
  const reach = closeCm(firingWeapon(unit));
  if (reach === null) return { contact, close: null };
  if (atMost(board.gap(unit, target), reach)) return { contact, close: 0 };
  return { contact, close: walkUntil(board, unit, tfp, reach)?.spent ?? contact };
}
