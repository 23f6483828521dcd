/**
 * Rates of fire and loading (spec T16, T17).
 */
import type { LoadingType } from '../tables/weapons.js';

/** T17.2, A-21: "only 1 per 3 shooting figures count as shooting each turn", rounded down. */
export function handHurledShots(n: number): number {
  assertCount('handHurledShots', n);
  return Math.floor(n / 3);
}

/**
 * T16.1: shots from an uncommanded group (or a commanded one that cannot fire volleys,
 * T14.3). `eligibleFigures` counts only figures with sight and range. 1 per 2 if
 * stationary, 1 per 3 if it moved, rounded down; hand-hurled always 1 per 3.
 */
export function uncommandedShots(eligibleFigures: number, moved: boolean, handHurled: boolean): number {
  assertCount('uncommandedShots', eligibleFigures);
  if (handHurled || moved) return Math.floor(eligibleFigures / 3);
  return Math.floor(eligibleFigures / 2);
}

/**
 * T17, T17.1: may a commanded figure or PC fire this turn, given how far it moved (0, up to
 * half speed, or more) and, for muzzle-loaders, whether it is loaded? Muzzle: loaded and
 * no more than half speed. Breech (and bows, A-5): no more than half speed. Magazine and
 * hand-hurled: always (hand-hurled shots are then thinned by `handHurledShots`).
 */
export function commandedMayFire(loading: LoadingType, movedFraction: 0 | 0.5 | 1, loaded: boolean): boolean {
  switch (loading) {
    case 'muzzle':
      return loaded && movedFraction <= 0.5;
    case 'breech':
      return movedFraction <= 0.5;
    case 'magazine':
    case 'hand-hurled':
      return true;
  }
}

function assertCount(fn: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${fn}: figure count must be a whole number ≥ 0, got ${n}`);
}
