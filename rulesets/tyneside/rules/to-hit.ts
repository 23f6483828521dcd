/**
 * Range and to-hit (spec T4.2, T19, T20).
 */
import { atMost } from '../../../src/table/tolerance.js';
import { TO_HIT, type Cover, type RangeBand } from '../tables/to-hit.js';
import { WEAPONS, type WeaponId } from '../tables/weapons.js';

/**
 * T4.2: the range band of a target `distanceCm` away, or `null` if it is beyond long range
 * or the weapon cannot shoot (T4.3). Band limits are inclusive: 30 cm exactly is
 * short range for a rifle.
 */
export function rangeBand(weapon: WeaponId, distanceCm: number): RangeBand | null {
  if (!Number.isFinite(distanceCm) || distanceCm < 0) {
    throw new RangeError(`rangeBand: distance must be a finite number of cm ≥ 0, got ${distanceCm}`);
  }
  const { short, medium, long } = WEAPONS[weapon].range;
  if (short === null || medium === null || long === null) return null;
  if (atMost(distanceCm, short)) return 'short';
  if (atMost(distanceCm, medium)) return 'medium';
  if (atMost(distanceCm, long)) return 'long';
  return null;
}

/** T20.1: the lowest D8 score that hits at this range band against this cover. */
export function toHitNeeded(band: RangeBand, cover: Cover): number {
  return TO_HIT[band][cover];
}

/** T20.1: does the D8 face `d8` (1–8) hit? */
export function isHit(band: RangeBand, cover: Cover, d8: number): boolean {
  if (!Number.isInteger(d8) || d8 < 1 || d8 > 8) {
    throw new RangeError(`isHit: d8 must be a face 1–8, got ${d8}`);
  }
  return d8 >= toHitNeeded(band, cover);
}
