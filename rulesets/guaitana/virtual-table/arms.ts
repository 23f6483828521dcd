/** Which weapon a unit fires and how far it reaches (G4.10, G11.5), as the table measures it. */
import { RANGES, type WeaponId } from '../tables/weapons.js';

export { firingWeapon } from '../procedures/traits.js';

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
