/**
 * G9.8: what halts a unit on the move, and where along its way. Touching an enemy unit halts it,
 * but the C-in-C, messengers and baggage it goes through (G9.8(2)); so does touching the unit it
 * goes to, friend or foe (a retreat reaching its C-in-C or baggage, G18.16). The mover
 * (movement.ts) halts so, and approach.ts finds where the move toward a target halts the same
 * way, so that a charge is declared only where the move ends in contact (G9.6).
 */
import { segmentDistanceSq, type Point } from '../../../src/table/shapes.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { UnitState } from '../state.js';
import { TOUCH_CM, travelUntil } from './approach.js';
import { Board, CONTACT_CM, type Placed } from './board.js';
import { compass, footprintAt, footprintGap, layout } from './footprint.js';
import { hypot } from '../../../src/table/hypot.js';

/** G9.8(2): units whose contact does not stop a mover. */
export function passable(unit: UnitState): boolean {
  return unit.type === 'cinc' || unit.type === 'messenger' || unit.type === 'baggage';
}

/** The units on the table that halt the unit on touching them, going to `goal` (null: to a point or along a line). */
export function haltingUnits(board: Board, unit: UnitState, goal: UnitState | null): Placed[] {
  const enemies = board.enemiesOf(unit.side).filter((e) => !passable(e) || e === goal);
  return goal && Board.placed(goal) && goal.side === unit.side && goal.id !== unit.id ? [...enemies, goal] : enemies;
}

/** The halting units that touch the unit's rectangle standing at `at` facing `facing`: those a mover ends in contact with. */
export function touchingAt(board: Board, unit: UnitState, at: Point, facing: number, halting: readonly Placed[]): Placed[] {
  const fp = footprintAt(unit, at, facing);
  return halting.filter((e) => atMost(footprintGap(fp, board.footprint(e)), CONTACT_CM));
}

/**
 * How far along the leg from `from` (unit vector `dir`, `len` cm) the unit first touches one of
 * `halting`; null if it touches none. A unit already touching that the mover moves away from (a
 * retreat breaking off, G18.30) does not hold it.
 */
export function firstHalt(board: Board, unit: UnitState, from: Point, dir: Point, len: number, halting: readonly Placed[]): number | null {
  const to = { x: from.x + dir.x * len, y: from.y + dir.y * len };
  let first: number | null = null;
  for (const e of halting) {
    if (!near(board, unit, from, to, e)) continue;
    const s = contactAlong(board, unit, from, dir, len, e);
    if (s !== null && (first === null || s < first)) first = s;
  }
  return first;
}

/** Whether unit e is anywhere near the leg from-to (its rectangle within reach of the swept rectangle). */
export function near(board: Board, unit: UnitState, from: Point, to: Point, e: Placed): boolean {
  const { width, depth } = layout(unit), fp = board.footprint(e);
  const r = hypot(width / 2, depth / 2) + hypot(fp.hw, fp.hd) + CONTACT_CM;
  return segmentDistanceSq(fp.cx, fp.cy, from.x, from.y, to.x, to.y) <= r * r;
}

/** How far along the leg the unit touches unit e; null if it never does, or already touches it and moves away. */
function contactAlong(board: Board, unit: UnitState, from: Point, dir: Point, len: number, e: Placed): number | null {
  const fp = board.footprint(e), facing = compass({ x: 0, y: 0 }, dir);
  const at = (s: number) => footprintGap(footprintAt(unit, { x: from.x + dir.x * s, y: from.y + dir.y * s }, facing), fp);
  const start = at(0);
  if (start <= TOUCH_CM) return at(Math.min(len, 0.1)) > start ? null : 0;
  return travelUntil(unit, from, dir, len, fp, TOUCH_CM);
}

