/**
 * What ground costs a moving unit (G5.1, G9.5), in the shape the shared `moveAlong` walks:
 * ×2 terrain costs 2 cm of Capacity a centimetre, impassable ground stops the unit (a mover
 * goes round ground of the `impassable` type when it can, detour.ts), a wadi crossing is a flat
 * half Capacity on reaching it (G18.24), and a road cancels the penalties of what it crosses for
 * units in Column or Mass (mule-packed artillery counts as Column). A road across impassable
 * ground is a bridge or ford, open to every unit (the scenario's way of drawing them,
 * tables/terrain.ts).
 */
import type { MoveTerrain } from '../../../src/table/move-along.js';
import { contains, type Point } from '../../../src/table/shapes.js';
import { nearBox, segmentMeetsBox, spansInside, segmentTouchesShape, type Box } from '../../../src/table/segments.js';
import type { ShapeIndex } from '../../../src/table/feature-index.js';
import { containsWithRoom } from '../../../src/table/clearance.js';
import { ROAD_CANCELS_PENALTIES_FOR } from '../tables/terrain.js';
import type { TerrainTroop } from '../tables/terrain.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { UnitState } from '../state.js';
import { capacityOf } from '../procedures/traits.js';
import { moveFor, terrainTroop } from '../rules/ground.js';
import type { Ground } from './ground.js';
import { hypot } from '../../../src/table/hypot.js';

/** Whether a road cancels terrain penalties for the unit (G5.1: Column or Mass; G18.24: packed artillery). */
export function roadCancels(unit: UnitState): boolean {
  return (ROAD_CANCELS_PENALTIES_FOR as readonly string[]).includes(unit.formation) || (unit.type === 'artillery' && unit.packed);
}

/** Cost per cm at a point for one troop column; `whole-phase` wadis are walls here, crossed by the mover's own rule. */
function rate(move: ReturnType<typeof moveFor>): number {
  switch (move) {
    case 'double': return 2;
    case 'impassable':
    case 'whole-phase': return Infinity;
    default: return 1;
  }
}

/** Whether p is on one of the roads (a loop: a closure over p would be made at every step of a walk). */
function onAny(roads: readonly GuaitanaFeature[], p: Point): boolean {
  for (const r of roads) if (contains(r.shape, p)) return true;
  return false;
}

/** The going for each troop column and road rule, built once per battle. */
export class Going {
  private readonly roads: readonly GuaitanaFeature[];
  private readonly rough: readonly GuaitanaFeature[];
  private readonly roadBoxes: readonly Box[];
  private readonly base = new Map<string, MoveTerrain>();
  private readonly impassableTests = new Map<TerrainTroop, (f: GuaitanaFeature) => boolean>();

  constructor(private readonly ground: Ground) {
    this.roads = ground.features.filter((f) => f.type === 'road');
    this.roadBoxes = this.roads.map((r) => nearBox(r.shape));
    this.rough = ground.features.filter((f) => f.type !== 'road' && f.type !== 'open');
  }

  /** The cost of ground along segment a-b for the unit, the wadi crossings on it included. */
  terrain(unit: UnitState, a: Point, b: Point): MoveTerrain {
    const troop = terrainTroop(unit), cancels = roadCancels(unit);
    const base = this.costs(troop, cancels);
    const half = capacityOf(unit) / 2;
    let barriers: { shape: GuaitanaFeature['shape']; cost: number }[] | undefined;
    for (const f of this.rough) {
      if (moveFor(f, troop) !== 'half-capacity' || !segmentTouchesShape(f.shape, a, b)) continue;
      // A road across the wadi (a ford or bridge) spares a Column or Mass the crossing.
      const span = spansInside(f.shape, a, b)[0];
      const mid = span ? { x: a.x + (b.x - a.x) * ((span[0] + span[1]) / 2), y: a.y + (b.y - a.y) * ((span[0] + span[1]) / 2) } : a;
      if (cancels && this.onRoad(mid)) continue;
      (barriers ??= []).push({ shape: f.shape, cost: half });
    }
    // Most segments cross no wadi: then the ground made once for the troop column, not a copy a walk.
    return barriers ? { ...base, barriers } : base;
  }

  /** A wadi that takes artillery or baggage a whole Movement phase to cross, at p (G9.5), unless a road spares it. */
  wholePhaseAt(unit: UnitState, p: Point): GuaitanaFeature | undefined {
    const troop = terrainTroop(unit);
    if (roadCancels(unit) && this.onRoad(p)) return undefined;
    return this.rough.find((f) => moveFor(f, troop) === 'whole-phase' && contains(f.shape, p));
  }

  /** Impassable ground at p for the unit (buildings for horses and wheels, swamps for all), a road being a bridge. */
  impassableAt(unit: UnitState, p: Point): boolean {
    const troop = terrainTroop(unit);
    if (this.onRoad(p)) return false;
    return this.ground.index.any(p, this.impassableTest(troop));
  }

  /** The test `impassableAt` puts to each feature at a point, made once per troop column: it is asked at every spot a search tries. */
  private impassableTest(troop: TerrainTroop): (f: GuaitanaFeature) => boolean {
    let test = this.impassableTests.get(troop);
    if (!test) this.impassableTests.set(troop, (test = (f) => moveFor(f, troop) === 'impassable'));
    return test;
  }

  /** Whether p is on a road: over impassable ground, a bridge or ford. */
  onRoad(p: Point): boolean {
    return onAny(this.roads, p);
  }

  /** The roads near segment a-b: the only ones a point of it can be on. */
  private roadsAlong(a: Point, b: Point): GuaitanaFeature[] {
    return this.roads.filter((_, i) => segmentMeetsBox(a, b, this.roadBoxes[i]!));
  }

  /** The ground for a troop column and road rule, no wadi crossing on it (`terrain` adds those of a segment). */
  private costs(troop: TerrainTroop, cancels: boolean): MoveTerrain {
    const key = `${troop}/${cancels}`;
    const known = this.base.get(key);
    if (known) return known;
    const value = (f: GuaitanaFeature) => rate(moveFor(f, troop));
    const bridged = (f: GuaitanaFeature) => (moveFor(f, troop) === 'impassable' ? 1 : value(f));
    /** The cost at p over this ground and these roads. */
    const costOver = (index: ShapeIndex<GuaitanaFeature>, roads: readonly GuaitanaFeature[]) => (p: Point): number => {
      if (onAny(roads, p)) {
        if (cancels) return 1;
        // A bridge or ford: the impassable ground under the road is crossed; other penalties stand.
        return index.max(p, bridged, 1);
      }
      return index.max(p, value, 1);
    };
    /** costOver's answer at p and how far on along `ahead` it surely holds (roads' outlines and the ground's, ShapeIndex.maxWithRoom). */
    const runOver = (index: ShapeIndex<GuaitanaFeature>, roads: readonly GuaitanaFeature[], ahead: Point) => (p: Point): { cost: number; room: number } => {
      let onRoad = false, room = Infinity;
      for (const r of roads) {
        const known = containsWithRoom(r.shape, p);
        room = Math.min(room, known.room);
        onRoad ||= known.inside;
      }
      if (onRoad && cancels) return { cost: 1, room };
      const run = index.maxWithRoom(p, onRoad ? bridged : value, 1, ahead);
      return { cost: run.cost, room: Math.min(room, run.room) };
    };
    const costs: MoveTerrain = {
      barriers: [],
      costAt: costOver(this.ground.index, this.roads),
      // Most moves cross open ground only: then every step costs 1 and the ground need not be looked up.
      costAlong: (a, b) => (this.ground.index.nearSegment(a, b) ? undefined : 1),
      costNear: (a, b) => {
        const near = this.ground.index.along(a, b), roads = this.roadsAlong(a, b), length = hypot(b.x - a.x, b.y - a.y);
        const ahead = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
        return { costAt: costOver(near, roads), runAt: runOver(near, roads, ahead), passable: !near.some((f) => value(f) === Infinity) };
      },
    };
    this.base.set(key, costs);
    return costs;
  }
}
