/**
 * T33.3: a follow-up moves up to 5 cm to regain base contact with the group beaten. The
 * group moves as a block (move-units.ts); then each man touching no enemy takes the free place in
 * contact with a man of the beaten group that he reaches within 5 cm of where he stood, nearest
 * the beaten group first: the places round his foe tried as a charger tries them (T31, A-51), from
 * his line of approach. A man who reaches none keeps his place in the block.
 */
import { distance, type Point } from '../../../src/table/shapes.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { FigureState, TynesideState } from '../state.js';
import type { Board } from './board.js';
import { basesOnTable, contactSpot } from './contact-spots.js';

type Placed = FigureState & { pos: Point };

/** T33.3: how far a follow-up goes, cm, measured on the table. */
const FOLLOW_UP_CM = 5;

/** The gap (cm) between the base of a man standing at `p` and the nearest base of `others`. */
function gapFrom(p: Point, f: Placed, others: readonly Placed[]): number {
  let best = Infinity;
  for (const o of others) best = Math.min(best, distance(p, o.pos) - (f.base + o.base) / 2);
  return best;
}

/**
 * Each man of a group following up who touches no enemy steps into contact with the group
 * beaten where a free place in contact lies within 5 cm of where he stood (see the file's comment).
 */
export function closeIn(state: TynesideState, board: Board, men: readonly Placed[], origins: ReadonlyMap<string, Point>, beaten: readonly Placed[], enemies: readonly Placed[]): void {
  // nearest the beaten group first (a stable sort: equal gaps keep the group's order)
  const order = [...men].sort((a, b) => gapFrom(origins.get(a.id)!, a, beaten) - gapFrom(origins.get(b.id)!, b, beaten));
  for (const f of order) {
    if (board.inContact(f, enemies)) continue;
    const origin = origins.get(f.id)!;
    const bases = basesOnTable(state).filter((o) => o !== f);
    const foes = beaten.filter((d) => atMost(distance(origin, d.pos) - (f.base + d.base) / 2, FOLLOW_UP_CM)).sort((a, b) => distance(origin, a.pos) - distance(origin, b.pos));
    for (const d of foes) {
      const spot = contactSpot(state, board, { ...f, pos: origin }, d, bases, FOLLOW_UP_CM);
      if (!spot) continue;
      f.pos = spot;
      break;
    }
  }
}
