import type { Point } from '../../../src/table/shapes.js';
import { ShapeIndex } from '../../../src/table/feature-index.js';
import { closedFor, coverFor, terrainTroop } from '../rules/ground.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { UnitState } from '../state.js';

/**
 * The terrain of a battle, indexed for point lookups. A unit is "in" a feature when its centre
 * is: a simplification of G18.25 ("at least half of its figures"), exact for a unit wholly in or
 * wholly out, and the usual case on a table of pieces larger than units.
 */
export class Ground {
  readonly index: ShapeIndex<GuaitanaFeature>;
  readonly byName: ReadonlyMap<string, GuaitanaFeature>;

  constructor(readonly features: readonly GuaitanaFeature[]) {
    this.index = new ShapeIndex(features);
    this.byName = new Map(features.map((f) => [f.name, f]));
  }

  /** G5.1: a unit standing at `p` is in terrain Closed for its type. */
  closedAt(unit: UnitState, p: Point): boolean {
    const troop = terrainTroop(unit);
    return this.index.any(p, (f) => closedFor(f, troop));
  }

  /** G5.2(1): a unit standing at `p` is in a building group. */
  buildingsAt(p: Point): boolean {
    return this.index.any(p, (f) => f.type === 'buildings');
  }

  /** G5.1, G11.8: a unit standing at `p` is in cover for its type. */
  coverAt(unit: UnitState, p: Point): boolean {
    const troop = terrainTroop(unit);
    return this.index.any(p, (f) => coverFor(f, troop));
  }
}
