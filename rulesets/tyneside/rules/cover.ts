/**
 * Where cover is (spec T28 COVER, A-50): the features a "take cover" result or order may send a
 * group to.
 */
import { distanceToShape, type Point } from '../../../src/table/shapes.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { TerrainFeature } from '../terrain.js';

/** A feature a group can take cover in: it gives soft or hard cover and can be entered. */
export function givesCover(feature: TerrainFeature): boolean {
  return feature.cover !== 'open' && !feature.impassable;
}

/** T28 COVER: the nearest feature giving cover within `move` cm of the point (a group's middle), or null. */
export function nearestCoverWithin(terrain: readonly TerrainFeature[], at: Point, move: number): TerrainFeature | null {
  const near = terrain.filter(givesCover).map((t) => ({ t, d: distanceToShape(t.shape, at) })).filter((o) => atMost(o.d, move)).sort((a, b) => a.d - b.d);
  return near[0]?.t ?? null;
}
