import type { Playable, PolicyFactory, PolicyName, Ruleset } from '../src/engine/ruleset.js';
import type { RefereeBook } from '../src/engine/referee.js';
import { guaitanaPolicies } from '../ai/guaitana/index.js';
import { tynesidePolicies } from '../ai/tyneside/index.js';
import { guaitana } from '../rulesets/guaitana/index.js';
import { guaitanaReferee } from '../rulesets/guaitana/referee.js';
import { tyneside } from '../rulesets/tyneside/index.js';
import { tynesideReferee } from '../rulesets/tyneside/referee.js';

/** A ruleset whose state and scenario types the caller does not need to know. */
// Method parameters are bivariant, so every concrete ruleset is assignable to this.
export type AnyRuleset = Playable<object, unknown>;

/** A ruleset joined to its AI's policies and its referee book: a ruleset never imports its policy. */
function join<S, Sc>(ruleset: Ruleset<S, Sc>, policies: Readonly<Record<PolicyName, PolicyFactory<S>>>, referee: RefereeBook): AnyRuleset {
  return { ...ruleset, policies, referee } as unknown as AnyRuleset;
}

/** Every ruleset opfor plays, one entry each: a new ruleset or a new policy is a line here. */
const RULESETS: readonly AnyRuleset[] = [
  join(tyneside, tynesidePolicies, tynesideReferee),
  join(guaitana, guaitanaPolicies, guaitanaReferee),
];

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
