/**
 * Observation (G10): line of sight past "higher" terrain, then the visibility distances.
 * G10.1 and G18.31: hills, undulations, buildings and woods block a line between units on
 * opposite sides of them; a blocking feature that holds the observer or the target does not (a
 * unit inside a wood sees out and is seen out of it, subject to the distances). No height
 * advantage: standing on a hill only means that hill does not block.
 */
import { contains, type Point } from '../../../src/table/shapes.js';
import { lineClear, obstacle, type Obstacle } from '../../../src/table/line-of-sight.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { UnitState } from '../state.js';
import { Board, type Placed } from './board.js';
import type { Footprint } from './footprint.js';
import { closedSightCm } from '../rules/ground.js';
import { beyond } from '../../../src/table/tolerance.js';

/** Masks of blockers to leave out are cached while there are few enough blockers to fit a number's bits. */
const MASK_BITS = 30;

/** Line of sight and sighting on one battle's table. */
export class Sight {
  private readonly blockers: { feature: GuaitanaFeature; obstacle: Obstacle }[];
  private readonly all: Obstacle[];
  private readonly byMask = new Map<number, Obstacle[]>();
  /**
   * Lines already traced from an observer to a rectangle: only terrain decides them, and the
   * same units, standing still, are looked at again and again (the ambush search tries the same
   * spots at every ask). Units keep their rectangle object until they move or change shape.
   */
  private readonly lines = new WeakMap<Footprint, Map<Point, { x: number; y: number; clear: boolean }>>();

  constructor(private readonly board: Board) {
    this.blockers = board.state.terrain.filter((f) => f.blocksSight).map((feature) => ({ feature, obstacle: obstacle(feature.shape, true) }));
    this.all = this.blockers.map((b) => b.obstacle);
  }

  /** The blocking features, but for those holding `a` or `b` (and `skip`, when given). */
  private obstacles(a: Point, b: Point, skip?: GuaitanaFeature): Obstacle[] {
    const many = this.blockers.length > MASK_BITS;
    let mask = 0;
    const kept: Obstacle[] = [];
    for (let i = 0; i < this.blockers.length; i++) {
      const { feature, obstacle: o } = this.blockers[i]!;
      const out = feature === skip || contains(feature.shape, a) || contains(feature.shape, b);
      if (many) { if (!out) kept.push(o); } else if (out) mask |= 1 << i;
    }
    if (many) return kept;
    if (mask === 0) return this.all;
    let list = this.byMask.get(mask);
    if (!list) {
      list = this.all.filter((_, i) => (mask & (1 << i)) === 0);
      this.byMask.set(mask, list);
    }
    return list;
  }

  /**
   * G10.1: a clear line from `from` to the target rectangle's centre or to one of its corners (any
   * clear line suffices). A corner inside a blocking feature that does not hold the target's
   * centre is hidden by it.
   */
  lineTo(from: Point, target: Footprint): boolean {
    // Remembered by the rectangle (never changed once made) and the observer's place (checked, as a point could be moved in place).
    let byFrom = this.lines.get(target);
    const known = byFrom?.get(from);
    if (known && known.x === from.x && known.y === from.y) return known.clear;
    const clear = this.traceLine(from, target);
    if (!byFrom) {
      byFrom = new Map();
      this.lines.set(target, byFrom);
    }
    byFrom.set(from, { x: from.x, y: from.y, clear });
    return clear;
  }

  /** `lineTo`, worked out. */
  private traceLine(from: Point, target: Footprint): boolean {
    const centre = { x: target.cx, y: target.cy };
    const obstacles = this.obstacles(from, centre);
    if (lineClear(from, centre, obstacles, [], 0)) return true;
    for (const corner of target.corners) {
      if (obstacles.some((o) => contains(o.shape, corner))) continue;
      if (lineClear(from, corner, obstacles, [], 0)) return true;
    }
    return false;
  }

  /** G10.1 between two points: no blocking feature between, but for those holding either point and `skip`. */
  linePoint(from: Point, to: Point, skip?: GuaitanaFeature): boolean {
    return lineClear(from, to, this.obstacles(from, to, skip), [], 0);
  }

  /**
   * G10.2: how far off a unit standing at `at` can be seen: at any distance if it moved this turn,
   * fired last turn (G18.31) or stands outside Closed terrain for its type; otherwise 30 cm for
   * infantry, 60 cm for cavalry, artillery and baggage.
   */
  visibleWithin(unit: UnitState, at: Point): number {
    if (unit.turn.moved || unit.firedLastTurn) return Infinity;
    return this.board.ground.closedAt(unit, at) ? closedSightCm(unit) : Infinity;
  }

  /** G10: whether unit a sees unit b. Hidden and eliminated units see nothing and are never seen. */
  sees(a: UnitState, b: UnitState): boolean {
    if (!Board.placed(a) || !Board.placed(b)) return false;
    const within = this.visibleWithin(b, b.pos);
    if (within !== Infinity && beyond(this.board.gap(a, b), within)) return false;
    return this.lineTo(a.pos, this.board.footprint(b));
  }

  /** G10.2: how far off a stationary `unit` standing at `at` can be seen (a hidden unit's spot, G6): Infinity outside Closed terrain for its type. */
  visibleStanding(unit: UnitState, at: Point): number {
    return this.board.ground.closedAt(unit, at) ? closedSightCm(unit) : Infinity;
  }

  /** G10: the enemy units on the table that `unit` sees, nearest first. */
  seenBy(unit: Placed): Placed[] {
    return this.board.enemiesOf(unit.side)
      .map((e) => ({ e, d: this.board.gap(unit, e) }))
      .filter(({ e }) => this.sees(unit, e))
      .sort((x, y) => x.d - y.d || x.e.id.localeCompare(y.e.id))
      .map(({ e }) => e);
  }
}
