/**
 * How near the Italians a hidden unit's spot in a hiding place could be, at best (hiding.ts):
 * cheap, so that places that cannot beat the best spot found so far are not searched.
 */
import { distanceToShape } from '../../../src/table/shapes.js';
import type { GuaitanaFeature } from '../terrain.js';
import type { Placed } from './board.js';
import type { Footprint } from './footprint.js';
import { hypot } from '../../../src/table/hypot.js';

/** Kept off every floor (cm): far above the rounding of the distances it is made of. */
const FLOOR_MARGIN = 1e-6;
/** A spot behind a feature stands at most this far (cm) beyond its half diagonal out from the outline (hiding.ts `behind`). */
const BEHIND_SPARE_CM = 1;

/**
 * No spot of a unit `width` by `depth` in the feature lies nearer any Italian unit (the gap
 * between rectangles, as spots are measured) than this. A spot's centre is in the feature
 * (Closed for the unit: `inside`) or at most its half diagonal and a centimetre out from a point
 * of the outline (`behind`), so it is no nearer an Italian's centre than the feature is, less
 * that; each rectangle lies within its half diagonal of its centre.
 */
export function spotFloor(feature: GuaitanaFeature, inside: boolean, width: number, depth: number, italians: readonly Placed[], watchers: readonly Footprint[]): number {
  const half = hypot(width / 2, depth / 2);
  const out = inside ? 0 : half + BEHIND_SPARE_CM;
  let floor = Infinity;
  italians.forEach((i, n) => {
    const w = watchers[n]!;
    floor = Math.min(floor, distanceToShape(feature.shape, i.pos) - hypot(w.hw, w.hd));
  });
  return floor - half - out - FLOOR_MARGIN;
}
