/**
 * Morale Tests (spec G13.2, G13.3).
 */
import { MORALE_BASE, MORALE_MINIMUM, MORALE_MODIFIERS, type MoraleModifierId } from '../tables/morale.js';
import { checkD6, checkModifiers, type Exclusive } from './dice.js';

export type { MoraleModifierId } from '../tables/morale.js';

/** G13.3: modifiers that cannot describe one unit together. */
const EXCLUSIVE: readonly Exclusive[] = [
  ['veteran', 'recruit', 'a unit is Veteran or Recruit, not both (G4.9)'],
  ['lost-third', 'lost-half', 'the losses modifiers are tiers, not cumulative (G18.40): give lost-half alone for more than 1/2, lost-third for more than 1/3 up to 1/2'],
];

/** G13.2–G13.3: the success chance, 4 plus the modifiers, never under 1. */
export function moraleChance(mods: readonly MoraleModifierId[]): number {
  checkModifiers('moraleChance', mods, MORALE_MODIFIERS, EXCLUSIVE);
  const modified = mods.reduce<number>((sum, id) => sum + MORALE_MODIFIERS[id].value, MORALE_BASE);
  return Math.max(MORALE_MINIMUM, modified);
}

/** G13.2: the test is passed on a d6 equal to or under the success chance. */
export function moralePassed(chance: number, d6: number): boolean {
  if (!Number.isInteger(chance) || chance < MORALE_MINIMUM) {
    throw new RangeError(`moralePassed: chance must be a whole number ≥ ${MORALE_MINIMUM}, got ${chance}`);
  }
  checkD6('moralePassed', d6);
  return d6 <= chance;
}
