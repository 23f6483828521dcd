import type { Temperament } from '../../../src/engine/ruleset.js';

/** What a temperament changes in a Tyneside commander's play: how readily it charges, commits, retreats and attacks. */
export interface Disposition {
  /** The least melee favour (share of the hits it expects to land, 0-1) at which a unit charges or follows up. */
  readonly chargeFavour: number;
  /** The turn from which the reserve is committed whatever happens. */
  readonly commitTurn: number;
  /** An enemy this close (cm) to the reserve commits it at once. */
  readonly commitDistance: number;
  /** A unit that has lost this share of its strength and has the enemy close pulls back to save the army's morale. */
  readonly remnantLosses: number;
  /** How much more an attacking plan weighs against a holding one. */
  readonly attackBias: number;
}

/** Per temperament (bold, measured, cautious): the thresholds above. */
export const DISPOSITIONS: Readonly<Record<Temperament, Disposition>> = {
  bold: { chargeFavour: 0.45, commitTurn: 3, commitDistance: 70, remnantLosses: 0.75, attackBias: 2 },
  measured: { chargeFavour: 0.55, commitTurn: 5, commitDistance: 50, remnantLosses: 0.6, attackBias: 1 },
  cautious: { chargeFavour: 0.65, commitTurn: 7, commitDistance: 35, remnantLosses: 0.45, attackBias: 0.5 },
};
