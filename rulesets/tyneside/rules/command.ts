/**
 * Command dice, distance and activation cost (spec T8–T10).
 */
import type { TroopClass } from '../tables/classes.js';
import { ACTIVATION_COST, COMMAND_DICE, COMMAND_DICE_MODIFIERS, COMMAND_DISTANCE_CM } from '../tables/command.js';

/**
 * T8.1–T8.3: how many D6 a command figure rolls. `officerBusy`: declared loading/firing, or
 * in melee (−1 die, at most once, A-9). `musician`: at least one drummer or bugler is
 * commanded (+1 die, at most once per chain, A-10).
 */
export function commandDiceCount(cls: TroopClass, opts: { officerBusy: boolean; musician: boolean }): number {
  return (
    COMMAND_DICE[cls] +
    (opts.officerBusy ? COMMAND_DICE_MODIFIERS.officerBusy.dice : 0) +
    (opts.musician ? COMMAND_DICE_MODIFIERS.musician.dice : 0)
  );
}

/** T9.1: command distance in cm; `enclosed` when the commander or the commanded figure is in enclosed terrain. */
export function commandDistance(enclosed: boolean): number {
  return enclosed ? COMMAND_DISTANCE_CM.enclosed : COMMAND_DISTANCE_CM.open;
}

/** T10: points to activate one figure. Disloyal and router costs do not add up. */
export function activationCost(figure: { loyal: boolean; router: boolean }): number {
  if (figure.router) return ACTIVATION_COST.router;
  return figure.loyal ? ACTIVATION_COST.loyal : ACTIVATION_COST.disloyal;
}
