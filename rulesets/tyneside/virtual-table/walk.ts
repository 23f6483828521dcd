/**
 * How far a Tyneside figure's legal move takes it over the ground (T15): difficult going counts
 * double, a barrier costs ¼ move, impassable ground stops it, and a horseman has 40 cm only when
 * every centimetre of the way is open clear terrain.
 */
import { ShapeIndex } from '../../../src/table/feature-index.js';
import { contains, depthInside, distance, type Point } from '../../../src/table/shapes.js';
import { surelyFallsShort, type GroundFloor } from '../../../src/table/least-spend.js';
import { moveAlong, pointToward, type MoveResult, type MoveTerrain } from '../../../src/table/move-along.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';
import { barrierCost } from '../rules/movement.js';
import type { FigureState, TynesideState } from '../state.js';
import type { TerrainFeature } from '../terrain.js';
import type { Board } from './board.js';
import { hypot } from '../../../src/table/hypot.js';

/** How far short of a barrier's edge a figure that cannot pay to cross it halts (cm). */
const UNPAID_EDGE_CM = 0.01;

const built = new WeakMap<TynesideState, Map<number, MoveTerrain>>();

/** T15.2–T15.3: the cost of ground for a figure with this full move (built once per battle and move). */
export function moveTerrain(state: TynesideState, fullMove: number): MoveTerrain {
  const cache = built.get(state) ?? new Map<number, MoveTerrain>();
  built.set(state, cache);
  const known = cache.get(fullMove);
  if (known) return known;
  const terrain = groundFor(state, fullMove);
  cache.set(fullMove, terrain);
  return terrain;
}

/** T15.2: what 1 cm of open ground costs, and of difficult going (it counts double). */
const OPEN_COST = 1;
const DIFFICULT_COST = 2;

/** T15.2: what 1 cm in a piece of hard ground costs. */
const costOf = (t: TerrainFeature) => (t.impassable ? Infinity : DIFFICULT_COST);

function groundFor(state: TynesideState, fullMove: number): MoveTerrain {
  const hard = new ShapeIndex(state.terrain.filter((t) => t.impassable || t.difficult));
  return {
    costAt: (p) => hard.max(p, costOf, OPEN_COST),
    // Most moves cross open ground only: then every step costs 1 and the ground need not be looked up.
    costAlong: (a, b) => (hard.nearSegment(a, b) ? undefined : OPEN_COST),
    costNear: (a, b) => {
      const near = hard.along(a, b), length = hypot(b.x - a.x, b.y - a.y);
      const ahead = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
      return { costAt: (p) => near.max(p, costOf, OPEN_COST), runAt: (p) => near.maxWithRoom(p, costOf, OPEN_COST, ahead), passable: !near.some((t) => t.impassable) };
    },
    barriers: state.terrain.filter((t) => t.barrier).map((t) => ({ shape: t.shape, cost: barrierCost(fullMove) })),
  };
}

/** a walk in open clear terrain all the way, every centimetre of it costing one (no difficult going, no barrier). */
export function allOpen(walk: Pick<MoveResult, 'spent' | 'travelled'>): boolean {
  return atMost(walk.spent, walk.travelled);
}

/**
 * T15.1: where a figure's legal path from `origin` towards `dest` ends, on `fraction` of
 * its move. A horseman has 40 cm only when the whole move is in open clear terrain: a path that
 * meets difficult going or crosses a barrier gives him 25 cm (20 wounded), and that is walked
 * instead. Difficult going counts double and barriers cost ¼ move either way (T15.2, T15.3).
 */
export function legalWalk(state: TynesideState, board: Board, f: FigureState, origin: Point, dest: Point, fraction: number): Point {
  const full = board.allowance(f, false);
  const terrain = moveTerrain(state, full);
  if (f.horsed) {
    const fast = moveAlong(origin, dest, board.allowance(f, true) * fraction, terrain);
    if (allOpen(fast)) return outsideUnpaid(state, origin, fast);
  }
  return outsideUnpaid(state, origin, moveAlong(origin, dest, full * fraction, terrain));
}

const floors = new WeakMap<TynesideState, GroundFloor>();

/** T15.2: the least the ground costs a centimetre, open and in difficult going, as `groundFor` prices it (built once per battle). */
function groundFloor(state: TynesideState): GroundFloor {
  let floor = floors.get(state);
  if (!floor) {
    floor = { cheapest: OPEN_COST, rough: state.terrain.filter((t) => t.difficult && !t.impassable).map((t) => t.shape), roughCost: DIFFICULT_COST };
    floors.set(state, floor);
  }
  return floor;
}

/**
 * Whether the figure's legal move from where it stands ends on `dest` (a charger reaching a
 * place in contact, T31). A walk that must spend more than the larger of its allowances (its
 * length, the barriers on the way, T15.3, and the difficult going it crosses, T15.2) surely
 * falls short and is not walked: most places behind a wall or across rough ground are out of a
 * charger's reach.
 */
export function legalWalkArrives(state: TynesideState, board: Board, f: FigureState & { pos: Point }, dest: Point): boolean {
  const most = Math.max(board.allowance(f, true), board.allowance(f, false));
  if (surelyFallsShort(f.pos, dest, most, groundFloor(state), moveTerrain(state, board.allowance(f, false)))) return false;
  return atMost(distance(legalWalk(state, board, f, f.pos, dest, 1), dest), 0);
}

/**
 * T15.3: a walk halted at a barrier it could not pay to cross stops on the barrier's edge,
 * which counts as inside the shape; it ends a hair short of it instead, so the figure neither
 * holds the wall (T20.2, T32.2) nor stands in a fortification it never crossed.
 */
function outsideUnpaid(state: TynesideState, origin: Point, walk: MoveResult): Point {
  for (const t of state.terrain) {
    if (!t.barrier || t.shape.kind === 'polyline' || !contains(t.shape, walk.end) || contains(t.shape, origin)) continue;
    if (beyond(depthInside(t.shape, walk.end), 0)) continue;
    return pointToward(walk.end, origin, Math.min(UNPAID_EDGE_CM, walk.travelled));
  }
  return walk.end;
}
