/**
 * Shooting damage (spec T21).
 */
import type { TroopClass } from '../tables/classes.js';
import { DAMAGE_MODIFIERS, DAMAGE_TABLE, type DamageResult, type DamageRow } from '../tables/damage.js';

/**
 * T21.1–T21.3: the result of one hit. `d6` is the face rolled (1–6); the shooter's class
 * modifier (Hero +1, Raw −1, T21.2) is added and the sum clamped to 1–6 before the table is
 * read. `modified` is the column actually read.
 */
export function damageResult(
  row: DamageRow,
  shooterClass: TroopClass,
  d6: number,
): { result: DamageResult; modified: number } {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RangeError(`damageResult: d6 must be a face 1–6, got ${d6}`);
  }
  const modified = Math.min(6, Math.max(1, d6 + DAMAGE_MODIFIERS[shooterClass]));
  const result = DAMAGE_TABLE[row][modified - 1];
  if (result === undefined) throw new Error(`damageResult: ${row} column ${modified} missing from DAMAGE_TABLE`);
  return { result, modified };
}
