import { TEMPERAMENTS } from '../engine/ruleset.js';
import type { Setup } from './plan.js';

/** The scenario switches `--sweep` can vary: a commander's temperament (the scenarios have no other switch yet). */
export const SWEEPS = ['temperament'] as const;
export type Sweep = (typeof SWEEPS)[number];

/**
 * The set-ups a temperament sweep plays: every combination of the three temperaments over the
 * sides not in `held` (their temperament given on the command line), policies as given. Rows in
 * a fixed order: the first side's temperament varies slowest.
 */
export function temperamentSetups(base: Setup, held: ReadonlySet<string>): Setup[] {
  let setups: Setup[] = [base];
  for (const side of Object.keys(base)) {
    if (held.has(side)) continue;
    setups = setups.flatMap((setup) => TEMPERAMENTS.map((temperament) => ({ ...setup, [side]: { ...setup[side]!, temperament } })));
  }
  return setups;
}
