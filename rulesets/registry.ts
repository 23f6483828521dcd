import type { Ruleset } from '../src/engine/ruleset.js';
import { guaitana } from './guaitana/index.js';
import { tyneside } from './tyneside/index.js';

/** A ruleset whose state and scenario types the caller does not need to know. */
// Method parameters are bivariant, so every concrete ruleset is assignable to this.
export type AnyRuleset = Ruleset<object, unknown>;

const RULESETS: readonly AnyRuleset[] = [tyneside as unknown as AnyRuleset, guaitana as unknown as AnyRuleset];

/** The ids of every ruleset opfor plays, in the order `opfor list` shows them. */
export const RULESET_IDS: readonly string[] = RULESETS.map((r) => r.id);

/** The ruleset with this id, if opfor has it. */
export function findRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.find((r) => r.id === id);
}

/** Every ruleset. */
export function allRulesets(): readonly AnyRuleset[] {
  return RULESETS;
}
