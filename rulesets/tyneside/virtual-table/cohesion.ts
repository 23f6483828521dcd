import { distance, type Point } from '../../../src/table/shapes.js';
import { atLeast } from '../../../src/table/tolerance.js';
import type { FigureState, UnitState } from '../state.js';
import type { Board } from './board.js';

type Placed = FigureState & { pos: Point };

/** How finely a straggler's path is searched for a spot in sight of a comrade (cm). */
const SEARCH_STEP = 0.5;
/** Besides its own path and the paths to its comrades, a straggler tries this many directions, evenly spread. */
const RAYS = 24;
/** Far enough for a ray to outrun any move: the walk stops it. */
const RAY_LENGTH = 1000;

/** How one figure of a moving group may move: where it started, where the block move put it, how far it may go. */
export interface FigureMove {
  readonly origin: Point;
  /** Where the block move put it: a straggler ends as near to this as it can. */
  readonly planned: Point;
  /** Where its legal path from `origin` towards `to` ends: its allowance, the ground, the length of the group's move. */
  walk(to: Point): Point;
  /** Whether the figure may end at `p` (e.g. not in contact with an enemy unless charging). */
  allowed(p: Point): boolean;
}

/**
 * T6.2: every figure of a group "should always attempt to remain in line of sight of at
 * least one other member of their group". At the end of every move the virtual table makes,
 * each figure that sees no other living member of its group (a straggler) re-joins: it ends
 * instead at the point of its legal move nearest to where the group's move put it from which
 * it sees a comrade who is not himself a straggler (when there is one).
 */
export class Cohesion {
  constructor(private readonly board: Board) {}

  /**
   * T6.2: two members of a group are in line of sight: blocking terrain and the woods' limits
   * (T18.2, T30.2: 20 cm inside one wood, 10 cm across its edge) apply; T30.1's concealment
   * does not (it is about spotting the enemy), nor do other figures' bases.
   */
  inSight(a: Point, b: Point): boolean {
    return this.board.sees(a, b, null);
  }

  /** The figures of a group that see no other living member of it; none for a leader or a group of one. */
  stragglers(unit: UnitState): Placed[] {
    const own = this.board.placed(unit);
    if (unit.kind !== 'group' || own.length < 2) return [];
    const seen = new Set<Placed>();
    for (const f of own) {
      if (seen.has(f)) continue;
      // Sight is symmetric, so a comrade found in sight is settled as well.
      const c = own.find((g) => g !== f && this.inSight(f.pos, g.pos));
      if (c) seen.add(f).add(c);
    }
    return own.filter((f) => !seen.has(f));
  }

  /**
   * Re-joins the stragglers of `unit` that took part in the move (`moves`), one at a time in
   * the group's order. Returns whether the group ends the move with no straggler.
   */
  rejoin(unit: UnitState, moves: ReadonlyMap<string, FigureMove>): boolean {
    const stuck = new Set<string>();
    for (;;) {
      const loose = this.stragglers(unit);
      if (loose.length === 0) return true;
      const f = loose.find((x) => moves.has(x.id) && !stuck.has(x.id));
      if (!f) return false;
      const others = this.board.placed(unit).filter((c) => c !== f);
      const steady = others.filter((c) => !loose.includes(c));
      const spot = this.spot(f, moves.get(f.id)!, steady.length > 0 ? steady : others);
      if (spot) f.pos = spot;
      else stuck.add(f.id);
    }
  }

  /**
   * The point nearest the figure's planned end, on its legal paths towards that end, towards each
   * anchor and in RAYS directions, that is on the table, overlaps no base and sees an anchor.
   */
  private spot(f: Placed, move: FigureMove, anchors: readonly Placed[]): Point | null {
    const { width, depth } = this.board.state.table;
    const bases = this.board.discs().filter((d) => d.id !== f.id);
    const free = (p: Point) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= depth && bases.every((d) => atLeast(distance(p, d.c), d.r + f.base / 2));
    const rays = Array.from({ length: RAYS }, (_, i) => ({ x: move.origin.x + Math.cos((2 * Math.PI * i) / RAYS) * RAY_LENGTH, y: move.origin.y + Math.sin((2 * Math.PI * i) / RAYS) * RAY_LENGTH }));
    const aims = [move.planned, ...[...anchors].sort((a, b) => distance(a.pos, move.planned) - distance(b.pos, move.planned)).map((c) => c.pos), ...rays];
    let best: { p: Point; d: number } | null = null;
    for (const aim of aims) {
      const end = move.walk(aim);
      const length = distance(move.origin, end);
      for (let s = length; s > -SEARCH_STEP; s -= SEARCH_STEP) {
        // From the end of the path back to its start (s clamped to 0 last): the start itself is a legal place to stay.
        const k = length > 0 ? Math.max(0, s) / length : 0;
        const p = k === 1 ? end : { x: move.origin.x + (end.x - move.origin.x) * k, y: move.origin.y + (end.y - move.origin.y) * k };
        const d = distance(p, move.planned);
        if (best && d >= best.d) continue;
        if (move.allowed(p) && free(p) && anchors.some((c) => this.inSight(p, c.pos))) best = { p, d };
      }
    }
    return best?.p ?? null;
  }
}
