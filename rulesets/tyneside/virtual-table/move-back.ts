/**
 * T33.2: the 5 cm move back after a melee, for the men whose straight line back left them
 * touching the group they fought (friends behind them, the table's edge, the enemy round them).
 * The rules move the group out of the melee; a player slides such a man aside. Here he takes the
 * nearest clear spot to where the straight move would have put him, within 5 cm of where he
 * stood, turned at most a right angle from straight back: on the table, on no other base, not in
 * impassable ground (T15.2) and clear of every enemy base.
 */
import { distance, type Point } from '../../../src/table/shapes.js';
import { atLeast, atMost, under } from '../../../src/table/tolerance.js';
import type { FigureState, TynesideState } from '../state.js';
import { basesOnTable, freeAt } from './contact-spots.js';
import { CONTACT_CM, type Board } from './board.js';

type Placed = FigureState & { pos: Point };

/**
 * A man moved back is clear of an enemy when their bases stand this far apart (cm): out of
 * contact (0.5 cm) by a margin, so no rounding of a trace or a tape decides whether he still touches.
 */
export const CLEAR_OF_CONTACT_CM = CONTACT_CM + 0.5;
/** T33.2: the move back, cm; no slide goes farther from where the man stood. */
const MOVE_BACK_CM = 5;
/** The slide's lengths are tried down from 5 cm in these steps (cm). */
const LENGTH_STEP_CM = 0.5;
/** The slide's turns from straight back, in steps of this many degrees, out to a right angle either way. */
const TURN_STEP_DEG = 15;
const MOST_TURN_DEG = 90;

/**
 * The places a man may slide to, from `origin` with `back` the unit vector straight away from the
 * group fought: each length and turn, nearest the straight move's end first; on a tie the
 * longer, then the smaller turn, then the turn to the right (a fixed order, so the same battle
 * gives the same spots).
 */
function slideSpots(origin: Point, back: Point): Point[] {
  const ideal = { x: origin.x + back.x * MOVE_BACK_CM, y: origin.y + back.y * MOVE_BACK_CM };
  const spots: { p: Point; off: number }[] = [];
  for (let length = MOVE_BACK_CM; length > 0; length -= LENGTH_STEP_CM) {
    for (let k = 0; k <= (2 * MOST_TURN_DEG) / TURN_STEP_DEG; k++) {
      const turn = ((k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * TURN_STEP_DEG * Math.PI) / 180;
      const dx = back.x * Math.cos(turn) - back.y * Math.sin(turn), dy = back.x * Math.sin(turn) + back.y * Math.cos(turn);
      const p = { x: origin.x + dx * length, y: origin.y + dy * length };
      spots.push({ p, off: distance(p, ideal) });
    }
  }
  // a stable sort: equal offsets keep the order they were made in
  return spots.sort((a, b) => (under(a.off, b.off) ? -1 : under(b.off, a.off) ? 1 : 0)).map((s) => s.p);
}

/** Whether a man stands clear of every one of `enemies` (their bases at least CLEAR_OF_CONTACT_CM apart). */
export function clearOf(board: Board, f: Placed, enemies: readonly Placed[]): boolean {
  for (const e of enemies) if (!atLeast(board.gap(f, e), CLEAR_OF_CONTACT_CM)) return false;
  return true;
}

/**
 * The men of a group moved back from `fought` who still stand within contact of it slide to the
 * nearest clear spot (see the file's comment), in the group's order, again while a slide makes
 * room for another. Returns the men for whom there is truly no room: every spot within 5 cm back
 * or aside is on a base, off the table, in impassable ground or touching an enemy. They stay
 * where they are, still touching, and the melee goes on at the next step 4 (T33.4).
 */
export function slideClear(state: TynesideState, board: Board, men: readonly Placed[], origins: ReadonlyMap<string, Point>, back: Point, fought: readonly Placed[], enemies: readonly Placed[]): string[] {
  const impassable = state.terrain.filter((t) => t.impassable).length > 0;
  const allowed = (f: Placed, p: Point, bases: readonly FigureState[]) =>
    atLeast(p.x, 0) && atLeast(p.y, 0) && atMost(p.x, state.table.width) && atMost(p.y, state.table.depth) &&
    freeAt(f, p, bases) && clearOf(board, { ...f, pos: p }, enemies) &&
    (!impassable || !board.featuresAt(p).some((t) => t.impassable));
  let stuck = men.filter((f) => !clearOf(board, f, fought));
  for (let pass = 0; pass < men.length && stuck.length > 0; pass++) {
    const bases = basesOnTable(state);
    const left = stuck.filter((f) => {
      const spot = slideSpots(origins.get(f.id)!, back).find((p) => allowed(f, p, bases));
      if (spot) f.pos = spot;
      return !spot;
    });
    if (left.length === stuck.length) break;
    stuck = left;
  }
  return stuck.map((f) => f.id);
}
