/**
 * Hidden units and their hiding places (G6, G9.2, G9.9), by the spec's recommended model
 * (G6 implementation note, G18.9, G18.44): each named hiding place is a whole feature, marked
 * compromised for good once an Italian unit crosses or observes it.
 *
 * - Crossed: an Italian unit's centre moves into or through it (tracked as units move).
 * - Observed, a feature Closed for some type (woods, buildings, rocky ground, wadis): an Italian
 *   unit has a clear line to some part of it within 30 cm (G10.2's infantry distance).
 * - Observed, a feature that only blocks sight (hills, undulations): an Italian unit has stood on
 *   it, or has a clear line into its dead ground: the ground it hides from the Italians where they
 *   stand, read as the point 2 cm beyond it straight behind it as seen from the centre of the
 *   Italian units on the table. The point is found afresh at every Observation phase, so a unit
 *   that goes round the feature, or out to a flank far enough to look behind it, spoils it; the
 *   Italians' own table edge plays no part (a column marching along the table has no "back").
 */
import { boundingBox, contains, distanceToShape, type Point, type Shape } from '../../../src/table/shapes.js';
import type { AmbushSpot } from '../facts.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { GuaitanaState, UnitState } from '../state.js';
import { Board, type Placed } from './board.js';
import { compass, everyOutlinePoint, footprintAt, footprintGap, layout, overlap, pointGap, rectangle, surelyApart, type Footprint } from './footprint.js';
import { closedFor, closedForSome, closedSightCm, terrainTroop } from '../rules/ground.js';
import { rim } from './outline.js';
import { footprintKey, RankedSpots, RankedSpotsCache } from './ranked-spots.js';
import type { Sight } from './sight.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';
import { spotFloor } from './spot-floor.js';
import type { TerrainTroop } from '../tables/terrain.js';
import { hypot } from '../../../src/table/hypot.js';
import { cornerX, cornerY } from './rectangle.js';

/** G6, G18.9: an Italian unit this close to a Closed feature, with a clear line to it, has observed it. */
const OBSERVE_CLOSED_CM = 30;
/** G10.2: this close, it would have seen horsemen standing there, so none may hide there after. */
const OBSERVE_HORSE_CM = 60;
/** How far outside a sight-blocking feature its dead ground is looked for, cm. */
const DEAD_GROUND_CM = 2;
/** Spacing of the points tried inside a Closed feature, cm. */
const GRID_CM = 1;
/** Step along the line through a sight-blocking feature when looking for its far side, cm. */
const STEP_CM = 0.5;

/** Hiding places crossed during moves and not yet reported by `observed`. */
const crossedUnreported = new WeakMap<GuaitanaState, string[]>();

/**
 * A sight-blocking feature's dead ground as the Italians stand now: the point 2 cm beyond it,
 * straight behind it as seen from the centre of the Italian units on the table (the farthest
 * part of the feature on the line from that centre through the middle of the feature's box,
 * then 2 cm on). Null if the Italians' centre is the feature's middle, or the line misses it.
 */
export function deadGround(feature: GuaitanaFeature, italians: readonly Placed[]): Point | null {
  if (italians.length === 0) return null;
  const box = boundingBox(feature.shape);
  const mid = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  let x = 0, y = 0;
  for (const u of italians) [x, y] = [x + u.pos.x, y + u.pos.y];
  const from = { x: x / italians.length, y: y / italians.length };
  const len = hypot(mid.x - from.x, mid.y - from.y);
  if (len < STEP_CM) return null;
  const dir = { x: (mid.x - from.x) / len, y: (mid.y - from.y) / len };
  const half = hypot(box.maxX - box.minX, box.maxY - box.minY) / 2;
  let far = -1;
  for (let t = Math.max(0, len - half); t <= len + half; t += STEP_CM) {
    if (contains(feature.shape, { x: from.x + dir.x * t, y: from.y + dir.y * t })) far = t;
  }
  if (far < 0) return null;
  return { x: from.x + dir.x * (far + DEAD_GROUND_CM), y: from.y + dir.y * (far + DEAD_GROUND_CM) };
}

/** G6 "crossed": marks every uncompromised hiding place segment a-b of an Italian unit's move touches. */
export function markCrossed(board: Board, mover: UnitState, a: Point, b: Point, touches: (f: GuaitanaFeature, a: Point, b: Point) => boolean): void {
  const side = board.state.sides.find((s) => s.id === mover.side);
  if (side?.nation !== 'italian') return;
  for (const place of board.state.hiding) {
    if (place.compromised) continue;
    const feature = board.ground.byName.get(place.feature);
    if (!feature || !touches(feature, a, b)) continue;
    place.compromised = true;
    const list = crossedUnreported.get(board.state) ?? [];
    list.push(place.feature);
    crossedUnreported.set(board.state, list);
  }
}

/** The Italian unit whose centre is nearest the feature. */
function nearestTo(feature: GuaitanaFeature, italians: readonly Placed[]): Placed {
  let best = italians[0]!, bestD = Infinity;
  for (const u of italians) {
    const d = distanceToShape(feature.shape, u.pos);
    if (d < bestD || (d === bestD && u.id < best.id)) [best, bestD] = [u, d];
  }
  return best;
}

const grids = new WeakMap<Shape, readonly Point[]>();

/** The points of a 1 cm grid (from the box's corner, half a step in) that lie in the shape: made once per shape, as terrain never moves. */
function gridInside(shape: Shape): readonly Point[] {
  const known = grids.get(shape);
  if (known) return known;
  const box = boundingBox(shape);
  const points: Point[] = [];
  for (let x = box.minX + GRID_CM / 2; x <= box.maxX; x += GRID_CM) {
    for (let y = box.minY + GRID_CM / 2; y <= box.maxY; y += GRID_CM) {
      if (contains(shape, { x, y })) points.push({ x, y });
    }
  }
  grids.set(shape, points);
  return points;
}

/** The units on the table as a hidden unit's search sees them: the Italians (and their rectangles), who must not see it; every other unit's rectangle, which it must not overlap. */
interface Onlookers {
  readonly italians: readonly Placed[];
  readonly watchers: readonly Footprint[];
  readonly others: readonly Footprint[];
}

/** Hiding places on one battle's table: what the Italians have spoiled, and where a hidden unit could appear. */
export class Hiding {
  private readonly searches = new RankedSpotsCache();

  constructor(private readonly board: Board, private readonly sight: Sight) {}

  /**
   * G6: the hiding places crossed or observed since last asked, each reported once and marked
   * compromised in the state.
   */
  observed(): string[] {
    const state = this.board.state;
    const found = crossedUnreported.get(state) ?? [];
    crossedUnreported.delete(state);
    const italians = this.board.italians();
    if (italians.length === 0) return found;
    for (const place of state.hiding) {
      if (place.compromised) continue;
      const feature = this.board.ground.byName.get(place.feature);
      if (!feature || !this.spoiledNow(feature, italians)) continue;
      place.compromised = true;
      found.push(place.feature);
    }
    return found;
  }

  /**
   * G6.4, G10.2: the Closed hiding places an Italian unit now sees into from within 60 cm, not
   * yet reported: marked in the state, as no longer hiding horsemen.
   */
  horseSpoiled(): string[] {
    const italians = this.board.italians();
    const found: string[] = [];
    for (const place of this.board.state.hiding) {
      if (place.compromised || place.horseSpoiled) continue;
      const feature = this.board.ground.byName.get(place.feature);
      if (!feature || !closedFor(feature, 'native-cavalry') || !this.closedSeen(feature, italians, OBSERVE_HORSE_CM)) continue;
      place.horseSpoiled = true;
      found.push(place.feature);
    }
    return found;
  }

  /**
   * G6.4: an Italian unit stands in the place, or observes it now: a Closed feature seen from within
   * 30 cm, the dead ground behind one that blocks sight seen at all.
   */
  private spoiledNow(feature: GuaitanaFeature, italians: readonly Placed[]): boolean {
    return italians.some((u) => contains(feature.shape, u.pos))
      || (closedForSome(feature) ? this.closedSeen(feature, italians, OBSERVE_CLOSED_CM) : feature.blocksSight && this.deadGroundSeen(feature, italians));
  }

  /** An Italian unit sees some part of the Closed feature from within `cm`. */
  private closedSeen(feature: GuaitanaFeature, italians: readonly Placed[], cm: number): boolean {
    const points = rim(feature.shape);
    for (const u of italians) {
      const fp = this.board.footprint(u);
      // The rectangle reaches at most its half diagonal beyond the centre.
      if (beyond(distanceToShape(feature.shape, u.pos), cm + hypot(fp.hw, fp.hd))) continue;
      for (const { p } of points) {
        if (atMost(pointGap(fp, p), cm) && this.sight.linePoint(u.pos, p, feature)) return true;
      }
    }
    return false;
  }

  /**
   * An Italian unit has a clear line into the feature's dead ground: 2 cm beyond it, straight
   * behind it from the centre of the Italian units. A grazing view past its shoulder from afar
   * does not count; standing on it, or going round it, does.
   */
  private deadGroundSeen(feature: GuaitanaFeature, italians: readonly Placed[]): boolean {
    const q = deadGround(feature, italians);
    return q !== null && italians.some((u) => this.sight.linePoint(u.pos, q));
  }

  /**
   * G6.4, G9.2, G9.9, G18.44: where a hidden unit could appear, nearest the Italians first: in
   * each uncompromised hiding place that is Closed for its type (wholly inside it) or blocks
   * sight (just behind its edge, on the side away from the nearest Italian unit), at the point
   * nearest that Italian unit from which no Italian unit sees it and where it overlaps no unit.
   */
  spots(unit: UnitState, spoiled: Map<string, boolean> = new Map()): AmbushSpot[] {
    const italians = this.board.italians();
    if (!unit.hidden || italians.length === 0) return [];
    const search = new PlaceSearch(this, unit, italians, spoiled);
    const found: AmbushSpot[] = [];
    for (const place of this.board.state.hiding) {
      const spot = search.spotIn(place);
      if (spot) found.push(spot);
    }
    return found.sort(nearerFirst);
  }

  /**
   * The first of `spots` (the one nearest the Italians), found without searching the places that
   * cannot hold a spot as near as the best found so far (spot-floor.ts), nearest floor first.
   */
  nearest(unit: UnitState, spoiled: Map<string, boolean> = new Map()): AmbushSpot | null {
    const italians = this.board.italians();
    if (!unit.hidden || italians.length === 0) return null;
    const search = new PlaceSearch(this, unit, italians, spoiled);
    const { width, depth } = layout(unit);
    const watchers = italians.map((i) => this.board.footprint(i));
    const floors = this.board.state.hiding.map((place, index) => {
      const feature = this.board.ground.byName.get(place.feature);
      return { place, index, floor: feature ? spotFloor(feature, closedFor(feature, search.troop), width, depth, italians, watchers) : Infinity };
    }).sort((a, b) => a.floor - b.floor || a.index - b.index);
    let best: { spot: AmbushSpot; index: number } | null = null;
    for (const { place, index, floor } of floors) {
      // Floors come in rising order: once one is beyond the best, so are the rest.
      if (best && beyond(floor, best.spot.distance)) break;
      const spot = search.spotIn(place);
      // As the stable sort of `spots` would put them: nearer first, then by name, then in the places' order.
      if (spot && (!best || nearerFirst(spot, best.spot) < 0 || (nearerFirst(spot, best.spot) === 0 && index < best.index))) best = { spot, index };
    }
    return best?.spot ?? null;
  }

  /**
   * The unit's spot in one hiding place, or null: none if the place is compromised, spoiled for
   * it (G6.4, G10.2), or neither Closed for its type nor blocking sight.
   */
  spotIn(unit: UnitState, place: GuaitanaState['hiding'][number], search: PlaceSearch): AmbushSpot | null {
    // G10.2: a place seen into from within 60 cm hides no horsemen, in it or behind it
    if (place.compromised || (place.horseSpoiled && search.horse)) return null;
    const feature = this.board.ground.byName.get(place.feature);
    if (!feature) return null;
    // G6.4: a place the Italians observe now is spoiled, though no Observation phase has marked it yet
    const { italians, horse, spoiled } = search;
    const key = `${feature.name}${horse ? '/horse' : ''}`;
    if (!spoiled.has(key)) spoiled.set(key, this.spoiledNow(feature, italians) || (horse && closedFor(feature, 'native-cavalry') && this.closedSeen(feature, italians, OBSERVE_HORSE_CM)));
    if (spoiled.get(key)) return null;
    const closed = closedFor(feature, search.troop);
    if (!closed && !feature.blocksSight) return null;
    const target = nearestTo(feature, italians);
    search.onlookers ??= this.onlookers(unit, italians);
    return closed ? this.inside(unit, feature, target, search.onlookers) : this.behind(unit, feature, target, search.onlookers);
  }

  /** The units a hidden unit's spot must keep clear of and out of sight of, with their rectangles: found once for all its places. */
  private onlookers(unit: UnitState, italians: readonly Placed[]): Onlookers {
    const others: Footprint[] = [];
    for (const u of Object.values(this.board.state.units)) if (u.id !== unit.id && Board.placed(u)) others.push(this.board.footprint(u));
    return { italians, watchers: italians.map((i) => this.board.footprint(i)), others };
  }

  /** The unit's rectangle at a point, facing the Italian unit it is placed against. */
  private stander(unit: UnitState, target: Placed): (c: Point) => Footprint {
    // the size once: a place is searched on a fine grid
    const { width, depth } = layout(unit);
    // the target's place now: the search is kept by its rectangle (ranked-spots.ts) and may be asked again after the unit has gone
    const at = target.pos;
    return (c) => rectangle(c, compass(c, at), width / 2, depth / 2);
  }

  /**
   * The place's candidate centres for the unit, nearest `target` first, with the rectangles of
   * those where it fits and stays on the table: the search kept from an earlier ask when the
   * unit's size and the target's rectangle are the same.
   */
  private ranked(kind: 'inside' | 'behind', unit: UnitState, feature: GuaitanaFeature, target: Placed, candidates: () => readonly Point[], fits: (fp: Footprint) => boolean): RankedSpots {
    const { width, depth } = layout(unit);
    const tfp = this.board.footprint(target);
    const table = this.board.state.table;
    const onTable = (fp: Footprint) => {
      // the corners' coordinates, not `corners`: most spots are tried once and never read again
      for (let i = 0; i < 4; i++) {
        const x = cornerX(fp, i), y = cornerY(fp, i);
        if (x < 0 || y < 0 || x > table.width || y > table.depth) return false;
      }
      return true;
    };
    const key = `${kind}|${feature.name}|${width}|${depth}|${footprintKey(tfp)}`;
    return this.searches.get(key, () => new RankedSpots(candidates(), tfp, this.stander(unit, target), (fp) => fits(fp) && onTable(fp)));
  }

  /** The first of the ranked candidates where the unit fits, stands on passable ground clear of other units, and is unseen. */
  private firstGood(unit: UnitState, feature: GuaitanaFeature, ranked: RankedSpots, target: Placed, { italians, watchers, others }: Onlookers): AmbushSpot | null {
    for (let k = 0, spot = ranked.at(0); spot !== null; spot = ranked.at(++k)) {
      const { c, fp } = spot;
      if (this.board.going.impassableAt(unit, c)) continue;
      if (overlapsAny(fp, others) || this.seen(unit, c, fp, italians, watchers)) continue;
      // Plain loops in this search (no closures or pairs per spot): it runs before every native activation.
      let nearest = target, gap = Infinity;
      for (let n = 0; n < italians.length; n++) {
        const i = italians[n]!, g = footprintGap(watchers[n]!, fp);
        if (g < gap || (g === gap && i.id < nearest.id)) {
          nearest = i;
          gap = g;
        }
      }
      // a copy: the unit will stand on it, and the search is kept for the next ask
      return { unit: unit.id, feature: feature.name, at: { x: c.x, y: c.y }, nearest: nearest.id, distance: gap };
    }
    return null;
  }

  /** Seen by any Italian at `c` (rectangle `fp`): within the distance it could be seen at (the gap is measured only when that is limited), with a clear line. */
  private seen(unit: UnitState, c: Point, fp: Footprint, italians: readonly Placed[], watchers: readonly Footprint[]): boolean {
    const within = this.sight.visibleStanding(unit, c);
    for (let n = 0; n < italians.length; n++) {
      const inView = within === Infinity || (!surelyApart(watchers[n]!, fp, within) && atMost(footprintGap(watchers[n]!, fp), within));
      if (inView && this.sight.lineTo(italians[n]!.pos, fp)) return true;
    }
    return false;
  }

  /** A spot wholly inside a Closed feature. */
  private inside(unit: UnitState, feature: GuaitanaFeature, target: Placed, onlookers: Onlookers): AmbushSpot | null {
    const ranked = this.ranked('inside', unit, feature, target, () => gridInside(feature.shape), (fp) => everyOutlinePoint(fp, (p) => contains(feature.shape, p)));
    return this.firstGood(unit, feature, ranked, target, onlookers);
  }

  /** A spot just outside a sight-blocking feature, on its side away from `target`. */
  private behind(unit: UnitState, feature: GuaitanaFeature, target: Placed, onlookers: Onlookers): AmbushSpot | null {
    const clear = (fp: Footprint) => everyOutlinePoint(fp, (p) => !contains(feature.shape, p));
    const candidates = (): Point[] => {
      const standAt = this.stander(unit, target);
      const fp0 = footprintAt(unit, { x: 0, y: 0 }, 0);
      const reach = hypot(fp0.hw, fp0.hd);
      const found: Point[] = [];
      for (const { p, n } of rim(feature.shape)) {
        if (n.x * (target.pos.x - p.x) + n.y * (target.pos.y - p.y) >= 0) continue;
        // Just behind the edge: the least step out at which the whole rectangle clears the feature.
        for (let out = 0.5; out <= reach + 1; out += 0.5) {
          const c = { x: p.x + n.x * out, y: p.y + n.y * out };
          if (clear(standAt(c))) { found.push(c); break; }
        }
      }
      return found;
    };
    return this.firstGood(unit, feature, this.ranked('behind', unit, feature, target, candidates, clear), target, onlookers);
  }
}

/** Spots nearer the Italians first, then by the place's name (the order `spots` gives). */
function nearerFirst(a: AmbushSpot, b: AmbushSpot): number {
  return a.distance - b.distance || a.feature.localeCompare(b.feature);
}

/** One search of the hiding places for a unit: what every place's search shares. */
class PlaceSearch {
  readonly troop: TerrainTroop;
  readonly horse: boolean;
  /** The units the spot keeps clear of and out of sight of, found at the first place searched. */
  onlookers: Onlookers | undefined;

  constructor(private readonly hiding: Hiding, private readonly unit: UnitState, readonly italians: readonly Placed[], readonly spoiled: Map<string, boolean>) {
    this.troop = terrainTroop(unit);
    this.horse = closedSightCm(unit) === OBSERVE_HORSE_CM;
  }

  spotIn(place: GuaitanaState['hiding'][number]): AmbushSpot | null {
    return this.hiding.spotIn(this.unit, place, this);
  }
}

/** Whether `fp` overlaps any of `others`. */
function overlapsAny(fp: Footprint, others: readonly Footprint[]): boolean {
  for (const o of others) if (overlap(fp, o)) return true;
  return false;
}
