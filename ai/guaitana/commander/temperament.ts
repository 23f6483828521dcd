import type { Temperament } from '../../../src/engine/ruleset.js';

/**
 * How a temperament plays the Guaitana toolbox (opfor's judgement, not the rulebook's):
 * `commitTurn`, the turn the reserve goes in at the latest; `revealMargin`, how far beyond its
 * Attack's reach (cm) a hidden unit of the reserve may appear once committed; `attackAlone`,
 * whether a unit tries Defend→Attack (G8.7.2) before its group is up; `counterOdds`, the
 * figures a defender must have for each enemy figure before it counter-attacks an unbroken
 * unit; `planBias`, how much more it likes a plan that commits everything at once.
 */
export const TEMPER = {
  bold: { commitTurn: 2, revealMargin: 30, attackAlone: true, counterOdds: 1, planBias: 1.6 },
  measured: { commitTurn: 3, revealMargin: 20, attackAlone: false, counterOdds: 1.5, planBias: 1 },
  cautious: { commitTurn: 5, revealMargin: 10, attackAlone: false, counterOdds: 2.5, planBias: 0.6 },
} as const satisfies Record<Temperament, { commitTurn: number; revealMargin: number; attackAlone: boolean; counterOdds: number; planBias: number }>;

export type Temper = (typeof TEMPER)[Temperament];
