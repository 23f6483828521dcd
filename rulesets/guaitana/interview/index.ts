import type { Interview } from '../../../src/engine/questions.js';
import type { Fact } from '../../../src/engine/requests.js';
import type { LogEntry } from '../../../src/engine/event-log.js';
import type { AmbushesSince, GuaitanaFact } from '../facts.js';
import { placesFor } from '../procedures/reveal.js';
import { attackReach } from '../procedures/traits.js';
import { beyondPlaces, changedSince } from './told.js';
import { rememberedSurroundings } from './surroundings-memory.js';
import { sideOf, unitById, type GuaitanaState, type UnitId } from '../state.js';
import { possessive } from '../../../src/engine/english.js';
import { contactsInterview, meleeGroundInterview, inBuildingsInterview, inContactInterview, afterMoveInterview, surroundingsInterview, surroundingsOfInterview } from './combat.js';
import { fireTargetsInterview } from './fire.js';
import { ambushSpotsInterview, approachInterview, nearestEnemyInterview, pathLeftInterview } from './movement.js';
import { cincReachInterview, horseSpoiledInterview, observedInterview, seeEnemyInterview, seesInterview, sightInterview, threatenedInterview } from './sight.js';

/**
 * How a human at a real table answers a Guaitana fact: a few generic questions naming units and
 * places as the scenario does, with the rules' distances in the text. It returns the fact's
 * answer type (`GuaitanaFactAnswer`), shaped as the virtual table's. `history`: the battle's log so
 * far, from which the books may know an answer without asking (null: not at hand).
 */
export function guaitanaInterview(state: GuaitanaState, fact: Fact, history: readonly LogEntry[] | null = null): Interview<unknown> {
  const f = fact as GuaitanaFact;
  const unit = (id: string) => unitById(state, id);
  switch (f.id) {
    case 'sees': return seesInterview(state, unit(f.unit));
    case 'sight': return sightInterview(state);
    case 'see-enemy': return seeEnemyInterview(state, f.units);
    case 'observed': return observedInterview(state, history);
    case 'horse-spoiled': return horseSpoiledInterview(state, history);
    case 'fire-targets': return fireTargetsInterview(state, f.units.map(unit));
    case 'approach': return approachInterview(state, unit(f.unit), unit(f.target), history);
    case 'nearest-enemy': return nearestEnemyInterview(state, unit(f.unit), f.seen);
    case 'in-contact': return inContactInterview(state, unit(f.unit), f.aimedAt, history);
    case 'after-move': return afterMoveInterview(state, unit(f.unit), f.aimedAt, f.watch, f.line, history);
    case 'contacts': return contactsInterview(state);
    case 'surroundings': return surroundingsInterview(state, unit(f.unit), history === null ? {} : rememberedSurroundings(state, history, [unit(f.unit)]));
    case 'surroundings-of': return surroundingsOfInterview(state, f.units.map(unit), history === null ? f.known : rememberedSurroundings(state, history, f.units.map(unit), f.known));
    case 'melee-ground': return meleeGroundInterview(state, f.units.map(unit));
    case 'in-buildings': return inBuildingsInterview(state, unit(f.unit));
    case 'cinc-reach': return cincReachInterview(state, f.side);
    case 'threatened': return threatenedInterview(state, f.units, history);
    case 'ambush-spots': {
      const since = f.since && history !== null ? { ...f.since, movers: mayHaveComeNear(state, history, f.units, f.since) } : f.since;
      if (since?.movers.length === 0) return answered(since.spots.filter((spot) => f.units.includes(spot.unit)));
      // after a "none", only the Italian units that have activated since can have come near
      return ambushSpotsInterview(state, f.units, f.forced, since?.spots.length === 0 ? since.movers : null, history);
    }
    case 'path-left': return pathLeftInterview(unit(f.unit));
    default: throw new Error(`"${fact.id}" is not a Guaitana fact: see GuaitanaFact in rulesets/guaitana/facts.ts`);
  }
}

/**
 * G9.2: after a "none within reach", the Italian units that have activated since and may have come
 * within the hidden units' reach of one of their places: not those told nothing since the last
 * look, nor those the books show still beyond reach (told.ts). After an answer that found spots,
 * every mover (who is nearest may have changed).
 */
function mayHaveComeNear(state: GuaitanaState, history: readonly LogEntry[], ids: readonly UnitId[], since: AmbushesSince): readonly UnitId[] {
  if (since.spots.length > 0) return since.movers;
  const units = ids.map((id) => unitById(state, id));
  const places = [...new Set(units.flatMap((u) => placesFor(state, u)))];
  if (places.length === 0) return since.movers;
  const reach = Math.max(...units.map(attackReach));
  // a unit told no move, no new formation or facing since the last look has come no nearer
  return since.movers.filter((id) => {
    const mover = unitById(state, id);
    return changedSince(history, mover, (fact) => fact.id === 'ambush-spots') && !beyondPlaces(state, history, mover, places, reach);
  });
}

/** An interview that asks nothing: the answer is known. */
function* answered<T>(answer: T): Interview<T> {
  return answer;
}

/** A one-line heading for a fact's interview and the rule that asks it. */
export function describeFact(state: GuaitanaState, fact: Fact): { title: string; rule: string } {
  const f = fact as GuaitanaFact;
  const name = (id: string) => unitById(state, id).name;
  const [title, rule] = ((): [string, string] => {
    switch (f.id) {
      case 'sees': return [`What ${name(f.unit)} sees`, 'G10'];
      case 'sight': return ['What each unit sees', 'G10'];
      case 'see-enemy': return ['Units in sight of the enemy', 'G9.9'];
      case 'observed': return ['Hiding places the Italians crossed or observed', 'G6.4'];
      case 'horse-spoiled': return ['Woods and buildings the Italians saw into from within 60 cm', 'G10.2'];
      case 'fire-targets': return [f.units[0] === undefined ? 'Fire targets' : `Fire targets: ${sideOf(state, unitById(state, f.units[0]).side).name}`, 'G11.4'];
      case 'approach': return [`How far ${name(f.unit)} is from ${name(f.target)}`, 'G9.5'];
      case 'nearest-enemy': return [`The enemy nearest ${name(f.unit)}`, 'G8.5'];
      case 'in-contact': return [`Whom ${name(f.unit)} touches`, 'G9.8'];
      case 'after-move': return [`After ${possessive(name(f.unit))} move`, 'G9.8'];
      case 'contacts': return ['Melees on the table', 'G12.1'];
      case 'surroundings': return [`Around ${name(f.unit)}`, 'G13.3'];
      case 'surroundings-of': return [f.units.length === 1 ? `Around ${name(f.units[0]!)}` : `Around the ${f.units.length} units testing morale`, 'G13.3'];
      case 'melee-ground': return ['The ground of the melees', 'G12.4'];
      case 'in-buildings': return [`Is ${name(f.unit)} in buildings?`, 'G5.2(1)'];
      case 'cinc-reach': return ['Units within 15 cm of the C-in-C', 'G8.7.1'];
      case 'threatened': return ['Units the heliograph cannot reach (an enemy close)', 'G8.7.1'];
      case 'ambush-spots': return f.forced ? [`Where ${name(f.units[0]!)} must spring its ambush`, 'G9.9'] : ['Hidden units: an ambush?', 'G9.2'];
      case 'path-left': return [`Is ${name(f.unit)} at the end of its line?`, 'G8.3'];
      default: throw new Error(`"${fact.id}" is not a Guaitana fact: see GuaitanaFact in rulesets/guaitana/facts.ts`);
    }
  })();
  return { title: `${rule} ${title}`, rule };
}
