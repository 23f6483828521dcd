import { capacity, chargeBonus } from '../rules/movement.js';
import { closeCm } from '../rules/range.js';
import { GUNS, SHOTS, ITALIAN_RESERVE_SHOTS, type WeaponId } from '../tables/weapons.js';
import type { TroopType } from '../tables/troops.js';
import type { UnitState } from '../state.js';

/** The troop type a unit counts as: dismounted Italian cavalry as Italian infantry (G4.3), irregular bands as natives (G4.8(2)). */
export function countsAs(unit: UnitState): TroopType {
  if (unit.type === 'italian-cavalry' && unit.dismounted) return 'italian-infantry';
  if (unit.irregular) return unit.type === 'italian-cavalry' || unit.type === 'native-cavalry' ? 'native-cavalry' : 'native-infantry';
  return unit.type;
}

/** G9.4: the movement table's inputs for the unit as it stands (the Bersaglieri row applies on foot only, packing to guns only). */
function moverOf(unit: UnitState) {
  const type = countsAs(unit);
  return { type, formation: unit.formation, bersaglieriOrAscari: unit.fast && type === 'italian-infantry', packed: unit.packed && type === 'artillery' };
}

/** G4.5: a company with a single machine gun or mountain gun attached (G18 reading 29). */
export function hasAttachedGun(unit: UnitState): boolean {
  return unit.type !== 'artillery' && unit.guns.length > 0;
}

/** G9.4: the unit's Movement Capacity in cm, as it stands now; a company keeps to its attached gun's pace (manhandled). */
export function capacityOf(unit: UnitState): number {
  const own = capacity(moverOf(unit));
  if (!hasAttachedGun(unit)) return own;
  return Math.min(own, capacity({ type: 'artillery', formation: 'line', bersaglieriOrAscari: false, packed: false }));
}

/** G9.4, G9.6: the unit's Charge Bonus in cm (0: none). */
export function bonusOf(unit: UnitState): number {
  return chargeBonus(moverOf(unit));
}

/**
 * The missile weapon the unit fires now (G4.10, G11.5): artillery its working guns' (cannon if
 * a mountain gun works), the crew's carbines when no gun can fire or the guns are on the mules
 * (G4.5, G18.28); dismounted Italian cavalry count as Italian infantry, who carry rifles (G4.3 in
 * the original); null for the lance or no missile weapon.
 */
export function firingWeapon(unit: UnitState): Exclude<WeaponId, 'lance'> | null {
  if (unit.type === 'artillery') {
    const working = unit.packed ? [] : unit.guns.filter((g) => g.state === 'ok');
    if (working.length === 0) return 'carbine';
    return working.some((g) => GUNS[g.gun].weapon === 'cannon') ? 'cannon' : 'mg';
  }
  if (unit.type === 'italian-cavalry' && unit.dismounted && !unit.irregular) return 'rifle';
  return unit.weapon === null || unit.weapon === 'lance' ? null : unit.weapon;
}

/** Mounted: cavalry on horseback (G11.8 "mounted" for the firer and the target). */
export function mounted(unit: UnitState): boolean {
  return (unit.type === 'italian-cavalry' || unit.type === 'native-cavalry') && !unit.dismounted;
}

/**
 * G8.5: a unit "armed with firearms" attacks at half speed and stops at Close range. Lancers on
 * horseback charge instead (G18.15), and so do javelin men, whose only band is 5 cm.
 */
export function attacksWithFirearms(unit: UnitState): boolean {
  if (unit.lance && mounted(unit)) return false;
  return unit.weapon !== null && unit.weapon !== 'javelin' && unit.weapon !== 'lance';
}

/**
 * G8.5, G9.6: how far off an enemy may be for the unit's Attack to strike it this phase: contact
 * at full capacity plus Charge Bonus; with firearms, half capacity and then Close range, or
 * contact with the Charge Bonus, whichever is farther.
 */
export function attackReach(unit: UnitState): number {
  const full = capacityOf(unit), bonus = bonusOf(unit);
  if (!attacksWithFirearms(unit)) return full + bonus;
  return full / 2 + Math.max(bonus, closeCm(firingWeapon(unit)) ?? 0);
}

/**
 * G9.10: the unit has moved more than half of its Movement Capacity this turn (formation and
 * facing changes counted), so it may not fire (javelins excepted) and counts as a mover in
 * melee (G12.4). Exactly half, as a formation change alone, is not more than half.
 */
export function movedOverHalf(unit: UnitState): boolean {
  return unit.turn.used > 0.5 + 1e-9;
}

/** G9.4, G9.7: the centimetres of Movement Capacity the unit has left this turn. */
export function capacityLeft(unit: UnitState): number {
  return capacityOf(unit) * Math.max(0, 1 - unit.turn.used);
}

/** G11.10: shots the unit may still fire, basic and reserve; `stood` = did not move this turn. */
export function shotsLeft(unit: UnitState, stood: boolean): { basic: number; reserve: number } {
  if (unit.weapon === null || unit.weapon === 'lance') return { basic: 0, reserve: 0 };
  const basic = Math.max(0, SHOTS[unit.weapon] - unit.shots);
  const reserve = unit.mule && stood ? Math.max(0, ITALIAN_RESERVE_SHOTS - unit.reserveShots) : 0;
  return { basic, reserve };
}

/** G11.10(5): out of ammunition for the morale test (javelin men exempt). */
export function outOfAmmunition(unit: UnitState): boolean {
  if (unit.weapon === null || unit.weapon === 'lance' || unit.weapon === 'javelin') return false;
  const reserveLeft = unit.mule ? ITALIAN_RESERVE_SHOTS - unit.reserveShots : 0;
  return unit.shots >= SHOTS[unit.weapon] && reserveLeft <= 0;
}

/** G13.3: the losses tier, against the figures at the start of the game. */
export function lossTier(unit: UnitState): 'lost-half' | 'lost-third' | null {
  const lost = unit.original - unit.figures;
  if (lost * 2 > unit.original) return 'lost-half';
  if (lost * 3 > unit.original) return 'lost-third';
  return null;
}
