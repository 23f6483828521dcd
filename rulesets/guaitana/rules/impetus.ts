/**
 * Native impetuosity and the ambush roll at the end of movement (spec G9.9).
 */
import { checkD6 } from './dice.js';

/** G9.9: the face on which the unit must change its order to Attack and move at once. */
export const IMPETUS_FACE = 6;

/** G9.9: "con un risultato di 6 l'unità cambierà obbligatoriamente i suoi ordini in 'Attacco'". */
export function impetuousAttack(d6: number): boolean {
  checkD6('impetuousAttack', d6);
  return d6 === IMPETUS_FACE;
}
