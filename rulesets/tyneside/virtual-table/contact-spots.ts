/**
 * Where a figure's base may stand: on no other base (touching is melee contact), and, for a
 * charger, the free place in base contact with his foe that his own legal move reaches (T31,
 * The charge-reach fact and the charge itself read the same places, so a charge the
 * rules declare ends in contact.
 */
import { distance, type Point } from '../../../src/table/shapes.js';
import { atLeast } from '../../../src/table/tolerance.js';
import type { FigureState, TynesideState } from '../state.js';
import type { Board } from './board.js';
import { legalWalkArrives } from './walk.js';

type Placed = FigureState & { pos: Point };

/** A charger tries places round his foe this many to a half circle, from his line of approach out to the far side. */
const CONTACT_TRIES = 24;
/** A place farther than a move by more than this (cm) is out of reach without walking to it. */
const FAR_SPARE_CM = 1e-6;
/** The cosine of each turn from the line of approach, 0 to a half circle: the law of cosines gives a place's distance from the charger. */
const TURN_COSINES = Array.from({ length: CONTACT_TRIES + 1 }, (_, j) => Math.cos((j * Math.PI) / CONTACT_TRIES));
/** A place whose distance by the law of cosines is past the reach by this much (cm) is surely out of reach, rounding and all. */
const PAST_REACH_CM = 1e-3;
/** A base farther from the defender than a place round him and both radii by this much (cm) stands on none of those places. */
const NEAR_SPARE_CM = 1;

/** Every figure with a base on the table (positions are read as they change). */
export function basesOnTable(state: TynesideState): FigureState[] {
  // A plain loop (in the figures' order, as Object.values gives them): this runs for every move and charge.
  const found: FigureState[] = [];
  for (const id in state.figures) {
    const o = state.figures[id]!;
    if (o.alive && o.pos && !state.units[o.unit]!.marker) found.push(o);
  }
  return found;
}

/** Whether a figure's base at `p` would lie on no other figure's base (touching is allowed: melee contact). */
export function freeAt(f: FigureState, p: Point, bases: readonly FigureState[]): boolean {
  for (const o of bases) {
    if (o === f || !o.alive || !o.pos) continue;
    const r = (f.base + o.base) / 2;
    // Most bases are far off: the cheap box test first.
    if (Math.abs(p.x - o.pos.x) >= r || Math.abs(p.y - o.pos.y) >= r) continue;
    if (!atLeast(distance(p, o.pos), r)) return false;
  }
  return true;
}

/**
 * The point in base contact with `d`, clear of every other base, nearest a's line of approach,
 * that a's legal move reaches. `bases`: the figures on the table, found once by a caller that
 * asks for many places (their positions are read as they stand). `within`: a set distance (cm)
 * the place may lie from `a` at most, as a follow-up's 5 cm (T33.3), else his move.
 */
export function contactSpot(state: TynesideState, board: Board, a: Placed, d: Placed, bases: readonly FigureState[] = basesOnTable(state), within?: number): Point | null {
  const r = (a.base + d.base) / 2;
  const approach = Math.atan2(a.pos.y - d.pos.y, a.pos.x - d.pos.x);
  // Ground costs at least 1 cm of move a centimetre, so no walk ends farther off than the larger allowance (a hair spare for noise).
  const reach = within ?? Math.max(board.allowance(a, true), board.allowance(a, false)) + FAR_SPARE_CM;
  // Every place tried lies r from the defender, so only bases within r and both radii of him (a centimetre spare) can stand on one (found once a place is in reach).
  let near: FigureState[] | undefined;
  // The places are tried turning ever further from the line of approach, so ever farther from the charger: once one is surely out of reach, so is every later one.
  const apart = distance(a.pos, d.pos), farthest = (reach + PAST_REACH_CM) ** 2;
  for (let k = 0; k <= 2 * CONTACT_TRIES; k++) {
    if (apart * apart + r * r - 2 * apart * r * TURN_COSINES[Math.ceil(k / 2)]! > farthest) break;
    const turn = (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / CONTACT_TRIES);
    const x = d.pos.x + Math.cos(approach + turn) * r, y = d.pos.y + Math.sin(approach + turn) * r;
    if (x < 0 || y < 0 || x > state.table.width || y > state.table.depth) continue;
    const p = { x, y };
    if (distance(a.pos, p) > reach) continue;
    near ??= bases.filter((o) => o.alive && o.pos && distance(o.pos, d.pos) < r + (a.base + o.base) / 2 + NEAR_SPARE_CM);
    if (freeAt(a, p, near) && legalWalkArrives(state, board, a, p)) return p;
  }
  return null;
}
