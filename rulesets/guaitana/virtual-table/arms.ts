/** Which weapon a unit fires and how far it reaches (G4.10, G11.5), as the table measures it. */
import { GUNS, RANGES, type WeaponId } from '../tables/weapons.js';
import type { UnitState } from '../state.js';

/**
 * The missile weapon the unit fires: artillery its guns' weapon (the longer-ranged when it has
 * both kinds), anyone else its own; null for no missile weapon or the lance.
 */
export function firingWeapon(unit: UnitState): Exclude<WeaponId, 'lance'> | null {
  if (unit.type === 'artillery' && unit.guns.length > 0) {
    return unit.guns.some((g) => GUNS[g.gun].weapon === 'cannon') ? 'cannon' : 'mg';
  }
  return unit.weapon === null || unit.weapon === 'lance' ? null : unit.weapon;
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
