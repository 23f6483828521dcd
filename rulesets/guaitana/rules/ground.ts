/**
 * What the ground means for a unit (G5.1, G10.2): Closed, cover, movement cost, how near it is
 * seen in Closed ground. The terrain tables are read by troop column; this file says which
 * column a unit reads. Both the virtual table and the questions at a real table use it.
 */
import { capacityOf, countsAs } from '../procedures/traits.js';
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

/**
 * G5.1, G9.5: what the scenario's ground costs the unit, in words for a real table: the features
 * it pays double for, and the wadis, whose crossing costs half its capacity (infantry, cavalry)
 * or its whole Movement phase (artillery, baggage). Null when it crosses everything at no cost.
 */
export function goingWords(terrain: readonly GuaitanaFeature[], unit: UnitState): string | null {
  const troop = terrainTroop(unit);
  const named = (move: TerrainMove) => terrain.filter((f) => moveFor(f, troop) === move).map((f) => f.name);
  const parts: string[] = [];
  const double = named('double'), half = named('half-capacity'), phase = named('whole-phase');
  if (double.length > 0) parts.push(`ground that costs it double (${double.join(', ')}) counts twice`);
  if (half.length > 0) parts.push(`crossing a wadi (${half.join(', ')}) costs ${Math.round(capacityOf(unit) * 5) / 10} cm, half its capacity`);
  if (phase.length > 0) parts.push(`crossing a wadi (${phase.join(', ')}) takes its whole Movement phase`);
  return parts.length > 0 ? parts.join('; ') : null;
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
