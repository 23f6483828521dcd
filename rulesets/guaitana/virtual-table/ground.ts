/**
 * What the ground under a unit means for it (G5.1): Closed, cover, movement cost. The terrain
 * tables are read by troop column; this file says which column a unit reads.
 */
import type { Point } from '../../../src/table/shapes.js';
import { ShapeIndex } from '../../../src/table/feature-index.js';
import { countsAs } from '../procedures/traits.js';
import { CLOSED, COVER, GUAITANA_TERRAIN_TYPES, MOVEMENT, type GuaitanaTerrain, type TerrainMove, type TerrainTroop } from '../tables/terrain.js';
import { CLOSED_SIGHTING_OF, VISIBLE_AT } from '../tables/visibility.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { UnitState } from '../state.js';

/**
 * The terrain-table column a unit reads. Italian infantry in Skirmish line has its own column.
 * The C-in-C and messengers, whom G5.1 does not name, ride: they read as cavalry.
 */
export function terrainTroop(unit: UnitState): TerrainTroop {
  const type = countsAs(unit);
  switch (type) {
    case 'italian-infantry': return unit.formation === 'skirmish' ? 'italian-skirmish' : 'italian-infantry';
    case 'cinc':
    case 'messenger': return 'italian-cavalry';
    default: return type;
  }
}

/** Whether the shared terrain type means anything in Guaitana (`fortification` does not: open ground). */
function guaitanaType(feature: GuaitanaFeature): GuaitanaTerrain {
  return (GUAITANA_TERRAIN_TYPES as readonly string[]).includes(feature.type) ? (feature.type as GuaitanaTerrain) : 'open';
}

/** G5.1: the feature is Closed for this troop column. */
export function closedFor(feature: GuaitanaFeature, troop: TerrainTroop): boolean {
  return CLOSED[guaitanaType(feature)][troop];
}

/** G5.1: the feature gives cover against fire to this troop column (G11.8). */
export function coverFor(feature: GuaitanaFeature, troop: TerrainTroop): boolean {
  return COVER[guaitanaType(feature)][troop];
}

/** G5.1, G9.5: what moving through the feature costs this troop column. */
export function moveFor(feature: GuaitanaFeature, troop: TerrainTroop): TerrainMove {
  return MOVEMENT[guaitanaType(feature)][troop];
}

/** Whether a feature is Closed for any troop type (a G6 hiding place of kind (a)). */
export function closedForSome(feature: GuaitanaFeature): boolean {
  return Object.values(CLOSED[guaitanaType(feature)]).some(Boolean);
}

/**
 * G10.2: how far a unit stationary in Closed terrain is seen: infantry 30 cm, cavalry,
 * artillery and baggage 60 cm. The C-in-C and messengers ride, so read as cavalry.
 */
export function closedSightCm(unit: UnitState): number {
  const row = CLOSED_SIGHTING_OF[countsAs(unit)] ?? 'other-closed';
  return VISIBLE_AT[row].cm;
}

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

  /** G5.1, G11.8: a unit standing at `p` is in cover for its type. */
  coverAt(unit: UnitState, p: Point): boolean {
    const troop = terrainTroop(unit);
    return this.index.any(p, (f) => coverFor(f, troop));
  }
}
