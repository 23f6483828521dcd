import type { Fact } from '../../../src/engine/requests.js';
import { FACT_QUESTIONS, type TynesideFact } from '../facts.js';
import { unitById, type TynesideState } from '../state.js';
import { list } from './words.js';

/** The heading of a fact's interview in words, without its rule. */
function heading(state: TynesideState, fact: TynesideFact): string {
  const name = (id: string) => unitById(state, id).name;
  switch (fact.id) {
    case 'attached-to': return fact.leaders.length === 1 ? `Which group ${name(fact.leaders[0]!)} is with` : 'Which groups the leaders are with';
    case 'risk-situations': return fact.units.length === 1 ? `Risk Factor of ${name(fact.units[0]!)}` : `Risk Factors of the ${fact.units.length} units about to roll`;
    case 'in-terrain': return fact.units.length === 1 ? `Is ${name(fact.units[0]!)} in terrain?` : 'Which units are in terrain?';
    case 'nearest-enemy': return fact.units.length === 1 ? `Nearest enemy of ${name(fact.units[0]!)}` : `Nearest enemies of ${fact.units.length} units`;
    case 'command-reach': return fact.units.length === 1 ? `Command distance to ${name(fact.units[0]!)}` : `Command distance to ${fact.units.length} units`;
    case 'in-contact': return `Is ${name(fact.unit)} in melee?`;
    case 'fire-targets': return `Targets of ${name(fact.unit)}`;
    case 'fire-count': return `Who of ${name(fact.unit)} can shoot at ${name(fact.aim.unit)}`;
    case 'in-sight': return `Figures of ${name(fact.target)} in sight of ${name(fact.unit)}`;
    case 'charge-reach': return `Who ${name(fact.unit)} can charge`;
    case 'can-shoot': {
      const [one] = fact.units;
      if (fact.units.length > 1 || !one) return 'Which units can shoot at their nearest enemy?';
      return one.at === null ? `Can ${name(one.unit)} shoot at its nearest enemy?` : `Can ${name(one.unit)} shoot at ${name(one.at)}?`;
    }
    case 'contacts': return 'Melees on the table';
    case 'cover-within-move': return `Cover within a move of ${name(fact.unit)}`;
    case 'cover-further-away': return `Cover further from the enemy for ${name(fact.unit)}`;
    case 'marker-sees-enemy': return fact.markers.length === 1 ? `Does hidden marker ${fact.markers[0]} see the enemy?` : 'Which hidden markers see the enemy?';
    case 'platoon-formed': return `Is ${list(fact.units.map(name), 'and')} one formed platoon?`;
  }
}

/** A one-line heading for a fact's interview and the rule that asks it: "T24 Risk Factor of uThulwana". */
export function describeFact(state: TynesideState, fact: Fact): { title: string; rule: string } {
  const f = fact as TynesideFact;
  const entry = FACT_QUESTIONS[f.id];
  if (!entry) throw new Error(`"${fact.id}" is not a Tyneside fact: see TynesideFact in rulesets/tyneside/facts.ts`);
  return { title: `${entry.rule} ${heading(state, f)}`, rule: entry.rule };
}
