/**
 * Range bands (spec G11.5).
 */
import { BANDS, RANGES, type Band, type WeaponId } from '../tables/weapons.js';
import { atMost } from '../../../src/table/tolerance.js';

/**
 * G11.5: the band of a target `cm` away, or `null` if it is out of range (beyond Extreme) or
 * the weapon has no range (the lance). Limits are inclusive, within the one tolerance (src/table/tolerance.ts): a rifle at 30 cm exactly
 * is Close, and so at 30.000000000000004 cm.
 * A band the weapon lacks is skipped: a javelin reaches only Long, up to 5 cm, so from 0 cm.
 */
export function rangeBand(weapon: WeaponId, cm: number): Band | null {
  if (!Object.hasOwn(RANGES, weapon)) throw new RangeError(`rangeBand: unknown weapon "${weapon}"`);
  if (!Number.isFinite(cm) || cm < 0) {
    throw new RangeError(`rangeBand: distance must be a finite number of cm ≥ 0, got ${cm}`);
  }
  const limits = RANGES[weapon];
  for (const band of BANDS) {
    const max = limits[band];
    if (max !== null && atMost(cm, max)) return band;
  }
  return null;
}

/**
 * G11.5: the Close band's limit in cm. Javelins have no Close band; their nearest band, Long at
 * 5 cm, stands for it (the range at which they can be used at all).
 */
export function closeCm(weapon: WeaponId | null): number | null {
  if (weapon === null) return null;
  const r = RANGES[weapon];
  return r.close ?? r.long ?? r.extreme;
}

/** G11.5: the farthest the weapon reaches at all, cm; null for the lance. */
export function reachCm(weapon: WeaponId | null): number | null {
  if (weapon === null) return null;
  const r = RANGES[weapon];
  return r.extreme ?? r.long ?? r.close;
}
