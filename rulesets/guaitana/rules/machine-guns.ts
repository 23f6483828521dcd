/**
 * Machine-gun jams and unjamming (spec G11.11).
 */
import { JAM_FACES, UNJAM_TABLE, type UnjamResult } from '../tables/machine-guns.js';
import type { GunId } from '../tables/weapons.js';
import { checkD6 } from './dice.js';

/** G11.11.1: does the gun jam on this roll before firing? Mountain guns never jam (G11.11.6). */
export function jammed(gun: GunId, d6: number): boolean {
  if (!Object.hasOwn(JAM_FACES, gun)) throw new RangeError(`jammed: unknown gun "${gun}"`);
  checkD6('jammed', d6);
  return (JAM_FACES[gun] as readonly number[]).includes(d6);
}

/** G11.11.3: a jammed gun's roll at the start of the next Fire phase. */
export function unjam(d6: number): UnjamResult {
  checkD6('unjam', d6);
  return UNJAM_TABLE[d6 - 1]!;
}
