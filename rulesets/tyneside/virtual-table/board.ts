import { contains, depthInside, distance, distanceToShape, type Point } from '../../../src/table/shapes.js';
import { ShapeIndex } from '../../../src/table/feature-index.js';
import { lengthInside, nearBox, segmentMeetsBox, segmentTouchesShape, type Box } from '../../../src/table/segments.js';
import { lineClear, obstacle, wholeBaseVisible, type Disc, type Obstacle } from '../../../src/table/line-of-sight.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';
import { PlaceMemo } from '../../../src/table/place-memo.js';
import { maxMove } from '../rules/movement.js';
import { WEAPONS } from '../tables/weapons.js';
import type { TerrainFeature } from '../terrain.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';

/** Contact: bases within half a centimetre count as touching. */
export const CONTACT_CM = 0.5;
/** T18.1: an object within this distance of the shooter (or, for a wall, of the target lining it) does not spoil a shot. */
const OVER_CM = 2;
/** A-33 extension: how far figures in terrain are seen when no T30 roll was made for them this half-turn. */
const UNROLLED_SIGHT_CM = 30;

/** A living figure on the table. */
function isPlaced(f: FigureState): f is FigureState & { pos: Point } {
  return f.alive && f.pos !== null;
}

/**
 * The virtual table's geometry over a Tyneside battle: where figures are, what they can see
 * (T18, T30), how far apart they are (A-4: between base edges), and what terrain they stand in.
 */
export class Board {
  readonly obstacles: Obstacle[];
  /** T15.3, T18.1, T20.2: walls, barricades and hedges drawn as lines, which hide a base behind them and give cover. */
  private readonly walls: { wall: TerrainFeature; box: Box }[];
  private readonly woods: { wood: TerrainFeature; box: Box }[];
  private readonly concealing: ShapeIndex<TerrainFeature>;
  private readonly terrain: ShapeIndex<TerrainFeature>;
  /** What the ground says of the places figures stand on, for sight (the terrain never changes in a battle). */
  private readonly hidingPlaces = new PlaceMemo((p) => this.hidingPlace(p));

  constructor(readonly state: TynesideState) {
    this.obstacles = state.terrain.filter((t) => t.blocksSight).map((t) => obstacle(t.shape, true));
    this.walls = state.terrain.filter((t) => t.shape.kind === 'polyline' && t.barrier && t.cover !== 'open').map((wall) => ({ wall, box: nearBox(wall.shape) }));
    this.woods = state.terrain.filter((t) => t.wood).map((wood) => ({ wood, box: nearBox(wood.shape) }));
    this.concealing = new ShapeIndex(state.terrain.filter((t) => t.concealing && !t.wood));
    this.terrain = new ShapeIndex(state.terrain);
  }

  /** Placed, living figures. */
  placed(unit: UnitState): (FigureState & { pos: Point })[] {
    return this.collect(unit, []);
  }

  /** Placed, living figures of every unit of a side. */
  sideFigures(side: string): (FigureState & { pos: Point })[] {
    const found: (FigureState & { pos: Point })[] = [];
    for (const id in this.state.units) {
      const unit = this.state.units[id]!;
      if (unit.side === side && !unit.marker) this.collect(unit, found);
    }
    return found;
  }

  /** Appends a unit's placed, living figures to `into`, in the unit's order (plain loops: this runs for every fact). */
  private collect(unit: UnitState, into: (FigureState & { pos: Point })[]): (FigureState & { pos: Point })[] {
    for (const id of unit.figures) {
      const f = this.state.figures[id]!;
      if (isPlaced(f)) into.push(f);
    }
    return into;
  }

  /** distance between base edges. */
  gap(a: FigureState & { pos: Point }, b: FigureState & { pos: Point }): number {
    return Math.max(0, distance(a.pos, b.pos) - a.base / 2 - b.base / 2);
  }

  /** The features a point stands in. */
  featuresAt(p: Point): TerrainFeature[] {
    return this.terrain.at(p);
  }

  /** T20.2: the best cover a point stands in. */
  coverAt(p: Point): 'open' | 'soft' | 'hard' {
    const covers = this.featuresAt(p).map((t) => t.cover);
    return covers.includes('hard') ? 'hard' : covers.includes('soft') ? 'soft' : 'open';
  }

  /** T9: whether a point is in enclosed terrain. */
  enclosedAt(p: Point): boolean {
    return this.terrain.any(p, (t) => t.enclosed);
  }

  /** T30.1: whether a figure stands in terrain that hides it (not open ground or road). */
  inTerrain(p: Point): boolean {
    return this.terrain.any(p, (t) => t.concealing);
  }

  /**
   * T18.2, T30: whether `target` at `to` can be seen from `from`. Woods: 20 cm
   * inside one wood, 10 cm across its edge; other terrain hides figures deeper than 10 cm and
   * shows the rest only within the half-turn's D6 × 10 cm, unless they fired.
   */
  sees(from: Point, to: Point, target: FigureState | null): boolean {
    // The target's hiding place first: it hides most of the figures looked for, and costs less than the line.
    // The line is drawn afresh: remembering lines by their ends cost more than it saved once hidden figures were passed over first.
    if (target && this.hides(from, to, target)) return false;
    return this.terrainClear(from, to);
  }

  /** T30: whether the terrain `target` stands in at `to` hides it from `from`, whatever lies between. */
  private hides(from: Point, to: Point, target: FigureState): boolean {
    const unit = this.state.units[target.unit]!;
    const firedRecently = unit.firedAt !== null && unit.firedAt >= this.state.halfTurn - 1;
    if (firedRecently) return false;
    const place = this.hidingPlaces.at(to);
    return place !== 'open' && (place === 'deep' || beyond(distance(from, to), unit.seenWithin ?? UNROLLED_SIGHT_CM));
  }

  /** T30: whether a point is in terrain that hides figures, and whether deeper than 10 cm inside it (seen by nobody). */
  private hidingPlace(p: Point): 'open' | 'edge' | 'deep' {
    const hiding = this.concealing.first(p);
    if (!hiding) return 'open';
    return beyond(depthInside(hiding.shape, p), 10) ? 'deep' : 'edge';
  }

  /** T18.2, A-32: what the ground alone says of the line from `from` to `to`: not too deep through woods, and past every blocking feature. */
  private terrainClear(from: Point, to: Point): boolean {
    for (const { wood, box } of this.woods) {
      // Measuring the stretch inside a wood is costly; a line that misses its box has none.
      if (!segmentMeetsBox(from, to, box)) continue;
      const inside = lengthInside(wood.shape, from, to);
      if (inside === 0) continue;
      const a = contains(wood.shape, from);
      const b = contains(wood.shape, to);
      if (beyond(inside, a && b ? 20 : 10)) return false;
    }
    return lineClear(from, to, this.obstacles, [], 0);
  }

  /** Whether the table has any wall lines (most do not, and then cover is the ground's alone). */
  get hasWalls(): boolean {
    return this.walls.length > 0;
  }

  /**
   * The wall line a figure lines (its base within 2 cm of the wall) that the line from `from` to it
   * crosses, if any: the wall hides the base of a man farther behind it (T18.1) and covers the man
   * lining it (T20.2).
   */
  private wallBetween(from: Point, f: FigureState & { pos: Point }, lining: boolean): TerrainFeature | null {
    for (const { wall, box } of this.walls) {
      if (!segmentMeetsBox(from, f.pos, box) || !segmentTouchesShape(wall.shape, from, f.pos)) continue;
      if (atMost(distanceToShape(wall.shape, f.pos) - f.base / 2, OVER_CM) === lining) return wall;
    }
    return null;
  }

  /**
   * T20.2: the cover a figure has against fire from `from`: the ground it stands in, or
   * the wall line it lines between it and `from`; without `from`, the ground alone.
   */
  coverFrom(from: Point | null, f: FigureState & { pos: Point }): 'open' | 'soft' | 'hard' {
    const ground = this.coverAt(f.pos);
    const wall = ground === 'hard' || !from ? 'open' : this.wallBetween(from, f, true)?.cover ?? 'open';
    return ground === 'hard' || wall === 'hard' ? 'hard' : ground === 'soft' || wall === 'soft' ? 'soft' : 'open';
  }

  /**
   * T18.1: a clear shot — in sight, and the entire base visible past other figures and walls
   * (2 cm exception: the shooter fires over what is within 2 cm of him; a man lining a wall is
   * seen over it, in its cover; a man farther behind a wall is hidden by it).
   */
  clearShot(from: FigureState & { pos: Point }, target: FigureState & { pos: Point }, discs: readonly Disc[]): boolean {
    if (!this.sees(from.pos, target.pos, target)) return false;
    const wall = this.wallBetween(from.pos, target, false);
    if (wall && beyond(distanceToShape(wall.shape, from.pos) - from.base / 2, OVER_CM)) return false;
    // The shooter's own base is within 2 cm of him and so never in the way; the target's is skipped by id.
    return wholeBaseVisible(from.pos, { c: target.pos, r: target.base / 2, id: target.id }, this.obstacles, discs, 2);
  }

  /** Every placed, living figure as a disc, for figure obstruction. */
  discs(): Disc[] {
    // A plain loop (in the figures' order, as Object.values gives them): this runs for every fire fact.
    const found: Disc[] = [];
    for (const id in this.state.figures) {
      const f = this.state.figures[id]!;
      if (f.alive && f.pos) found.push({ c: f.pos, r: f.base / 2, id: f.id });
    }
    return found;
  }

  /** T4.2, T23: how far a figure can shoot (a wounded figure only at short range). */
  reach(f: FigureState, weapon: keyof typeof WEAPONS): number {
    const range = WEAPONS[weapon].range;
    return (f.wounds > 0 ? range.short : range.long) ?? 0;
  }

  /** T15.1: a figure's full move; horsed figures get 40 cm only when `allOpen`. */
  allowance(f: FigureState, allOpen: boolean): number {
    return maxMove({ horsed: f.horsed, wounded: f.wounds > 0, civilian: f.civilian, skirtsHitched: f.skirtsHitched, allOpen });
  }

  /** Whether a figure is in base contact with any enemy figure. */
  inContact(f: FigureState & { pos: Point }, enemies: readonly (FigureState & { pos: Point })[]): boolean {
    // a loop, not `some` with a closure over f: asked for every figure of every fire fact
    for (const e of enemies) if (atMost(this.gap(f, e), CONTACT_CM)) return true;
    return false;
  }

  /** The centroid of some figures. */
  static centroid(figures: readonly { pos: Point }[]): Point {
    const n = figures.length;
    return { x: figures.reduce((s, f) => s + f.pos.x, 0) / n, y: figures.reduce((s, f) => s + f.pos.y, 0) / n };
  }
}
