/**
 * ½d6 (spec G3), used for the C-in-C's replacement delay (G8.8).
 */
import { checkD6 } from './dice.js';

/** G3, G18.1: half of 1d6, rounded up: 1–2 → 1, 3–4 → 2, 5–6 → 3 (never 0). */
export function halfDie(d6: number): number {
  checkD6('halfDie', d6);
  return Math.ceil(d6 / 2);
}
