/**
 * The Italian forced-fire test at the end of the Fire phase (spec G11.13).
 */
import { checkD6 } from './dice.js';

/** G11.13: the lowest face on which the unit must fire at the nearest enemy ("4, 5 o 6"). */
export const FORCED_FIRE_FROM = 4;

/** G11.13.2: an Italian infantry or artillery unit that held fire must fire on a 4, 5 or 6. */
export function mustFire(d6: number): boolean {
  checkD6('mustFire', d6);
  return d6 >= FORCED_FIRE_FROM;
}
