/**
 * The way round impassable ground (G9.3: "by the most direct path"). A unit walks straight at its
 * goal unless ground impassable for its type (swamps, true rivers, lakes, cliffs; buildings for
 * horses and wheels, G5.1) would stop it first; then it takes the shortest way round, on the table, keeping its centre half its
 * frontage off that ground (or as far as it stands from it now, if nearer: a unit stopped at the
 * water's edge walks round along it): the corners of the ground's outlines pushed out by that
 * much are where it turns (src/table/shortest-path.ts). Roads across the ground (bridges, fords)
 * are walked when the straight way runs over them; the way round does not look for them. With no
 * way round (the goal enclosed, or the table edge in the way) the unit walks straight and stops
 * before the ground, as it always did.
 */
import { pieces, pushedOut, type Piece } from '../../../src/table/convex-pieces.js';
import { ShapeIndex } from '../../../src/table/feature-index.js';
import { moveAlong, type MoveTerrain } from '../../../src/table/move-along.js';
import { distanceToShape, type Point } from '../../../src/table/shapes.js';
import { shortestPath } from '../../../src/table/shortest-path.js';
import type { UnitState } from '../state.js';
import type { GuaitanaFeature } from '../terrain.js';
import { travelUntil, unitVector } from './approach.js';
import type { Board, Placed } from './board.js';
import { footprintAt, footprintGap, type Footprint } from './footprint.js';
import { compass } from './footprint.js';
import type { TerrainTroop } from '../tables/terrain.js';
import { moveFor, terrainTroop } from '../rules/ground.js';
import { hypot } from '../../../src/table/hypot.js';

/** The least room kept off the ground, cm: a walk along the outline itself would be sampled as on it. */
const MIN_CLEARANCE_CM = 0.05;

/** How far off enemy units a way round them keeps the mover's rectangle, cm. */
const AVOID_MARGIN_CM = 1;
/** Rectangles this near an enemy's are touching it (the mover's halt, approach.ts TOUCH_CM). */
const AVOID_TOUCH_CM = 0.01;

/** A goal unit's rectangle, and how near it the walk ends (touching, or at Close range). */
export interface Until {
  readonly target: Footprint;
  readonly within: number;
}

/** One troop type's impassable ground: the features, as the shared walk samples them (bridges and fords open), and cut into convex pieces. */
interface Barred {
  readonly features: readonly GuaitanaFeature[];
  readonly terrain: MoveTerrain;
  readonly pieces: readonly Piece[];
}

/** The ways round one battle's impassable ground. */
export class Detours {
  private readonly barred = new Map<TerrainTroop, Barred>();

  constructor(private readonly board: Board) {}

  /** The ground impassable for the unit's type, worked out once per type. */
  private barredFor(unit: UnitState): Barred {
    const troop = terrainTroop(unit);
    let found = this.barred.get(troop);
    if (!found) {
      const features = this.board.ground.features.filter((f) => moveFor(f, troop) === 'impassable');
      const index = new ShapeIndex(features);
      const terrain: MoveTerrain = {
        costAt: (p) => (index.any(p) && !this.board.going.onRoad(p) ? Infinity : 1),
        costAlong: (a, b) => (index.nearSegment(a, b) ? undefined : 1),
        barriers: [],
      };
      found = { features, terrain, pieces: features.flatMap((f) => pieces(f.shape)) };
      this.barred.set(troop, found);
    }
    return found;
  }

  /**
   * The points the unit walks to in order, the last being `goal` as seen from the one before (for
   * a unit, its nearest point): the goal alone when impassable ground does not stop the straight
   * walk before it ends (or before the goal unit is within reach, `until`), or when there is no
   * way round.
   */
  way(unit: Placed, goal: (p: Point) => Point, until?: Until, avoid: readonly Footprint[] = []): Point[] {
    const end = goal(unit.pos);
    const barred = this.barredFor(unit);
    const open = (a: Point, b: Point, u?: Until) => this.walks(unit, barred, a, b, u) && this.clearOf(unit, avoid, a, b, u);
    if ((barred.features.length === 0 && avoid.length === 0) || open(unit.pos, end, until)) return [end];
    const { width, depth } = this.board.state.table;
    const bounds = { minX: 0, minY: 0, maxX: width, maxY: depth };
    let near = Infinity;
    for (const f of barred.features) near = Math.min(near, distanceToShape(f.shape, unit.pos));
    const own = this.board.footprint(unit);
    const clearance = Math.max(MIN_CLEARANCE_CM, Math.min(own.hw, near));
    const obstacles = barred.pieces.map((p) => pushedOut(p, clearance));
    // enemy units are gone round with the mover's whole rectangle clear of them, or no nearer than it stands now
    const room = Math.max(own.hw, own.hd) + AVOID_MARGIN_CM;
    for (const fp of avoid) {
      const piece = { points: fp.corners, radius: 0, sides: 8 };
      obstacles.push(pushedOut(piece, Math.max(MIN_CLEARANCE_CM, Math.min(room, distanceToShape({ kind: 'polygon', points: fp.corners }, unit.pos) - MIN_CLEARANCE_CM))));
    }
    return shortestPath(unit.pos, goal, obstacles, bounds, (a, b, toGoal) => open(a, b, toGoal ? until : undefined)) ?? [end];
  }

  /**
   * Whether the unit walks from a to b without touching any of the `avoid` rectangles (one it
   * touches already and walks away from does not count), or reaches `until` first.
   */
  private clearOf(unit: Placed, avoid: readonly Footprint[], a: Point, b: Point, until?: Until): boolean {
    if (avoid.length === 0) return true;
    const len = hypot(b.x - a.x, b.y - a.y);
    if (len === 0) return true;
    const dir = unitVector(a, b), facing = compass({ x: 0, y: 0 }, dir);
    const reached = until ? travelUntil(unit, a, dir, len, until.target, until.within) : null;
    for (const fp of avoid) {
      const gap = (s: number) => footprintGap(footprintAt(unit, { x: a.x + dir.x * s, y: a.y + dir.y * s }, facing), fp);
      const start = gap(0);
      if (start <= AVOID_TOUCH_CM && gap(Math.min(len, 0.1)) > start) continue;
      const s = travelUntil(unit, a, dir, len, fp, AVOID_TOUCH_CM);
      if (s !== null && (reached === null || reached > s)) return false;
    }
    return true;
  }

  /** Whether the unit walks from a to b with no impassable ground stopping it, or reaches `until` before it does. */
  private walks(unit: Placed, barred: Barred, a: Point, b: Point, until?: Until): boolean {
    const walk = moveAlong(a, b, Infinity, barred.terrain);
    if (!walk.blocked) return true;
    return until !== undefined && travelUntil(unit, a, unitVector(a, b), walk.travelled, until.target, until.within) !== null;
  }
}
