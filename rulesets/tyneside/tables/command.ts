/**
 * Command, source section "Figure Activation" (spec T8–T10).
 */
import type { TroopClass } from './classes.js';

/** T8.1: command dice (D6) by the class of the command figure. */
export const COMMAND_DICE = {
  hero: 4, //    "Heroes throw 4D6 a turn."
  veteran: 3, // "Veterans throw 3D6 a turn."
  raw: 2, //     "Raw figures throw 2D6."
} as const satisfies Record<TroopClass, number>;

/** T8.2, T8.3: changes to the number of command dice. Each applies at most once. */
export const COMMAND_DICE_MODIFIERS = {
  /** T8.2, braced across all three classes. */
  officerBusy: { dice: -1, text: '- 1 Dice if Officer loading/Firing or in Melee' },
  /** T8.3 */
  musician: { dice: +1, text: 'Throw an extra D6 if at least 1 Drummer and/or Bugler is commanded.' },
} as const;

/** T9.1: "Command distance is 50cms in the open, 25cms in enclosed terrain." */
export const COMMAND_DISTANCE_CM = {
  open: 50,
  enclosed: 25,
} as const;

/**
 * T10: "Loyal figures require 1 pt to activate them. Disloyal figures and Routers require
 * 2 pts to activate them." The two 2-point costs do not add up.
 */
export const ACTIVATION_COST = {
  loyal: 1,
  disloyal: 2,
  router: 2,
} as const;
