import type { Choice } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import { living, type TynesideState } from '../../rulesets/tyneside/state.js';
import { actionsTableOf } from '../../rulesets/tyneside/procedures/actions-roll.js';
import { tynesideDecision, type TynesideDecisionKind, type TynesideRequest } from '../../rulesets/tyneside/decisions.js';
import { pickOrder } from './orders.js';

/** A request of one decision kind, its options' meanings typed. */
export type RequestOf<K extends TynesideDecisionKind> = Extract<TynesideRequest, { decision: { kind: K } }>;

const pick = (option: string, rule: string, text: string): Choice => ({ option, reasons: [{ rule, text }] });

/** T8.2: command with full dice; a PC's own shot is worth less than the troops his points buy. */
function declare(request: RequestOf<'declare'>): Choice {
  return pick(request.options.find((o) => !o.meaning.fire)!.id, 'T8.2', 'full command dice: the troops a point buys outweigh one pistol shot');
}

/** T11–T12: relays first (each adds his dice for a point or two), then the biggest groups, then stop. */
function spendPoints(state: TynesideState, request: RequestOf<'spend'>): Choice {
  const of = (spend: string) => request.options.filter((o) => o.meaning.spend === spend);
  const [allRelays] = of('all-relays');
  if (allRelays) return pick(allRelays.id, 'T12', 'the pool pays for every relay in reach: each adds 2-4 dice to the pool and his command distance to the chain');
  const [relay] = of('relay');
  if (relay) return pick(relay.id, 'T12', 'a relay costs 1-2 points and adds 2-4 dice to the pool and his command distance to the chain');
  // Every group in reach is paid for: commanding them one by one, largest first, would take them all.
  const [allGroups] = of('all-groups');
  if (allGroups) return pick(allGroups.id, 'T11', 'the pool pays for every group in reach: commanded troops ignore italic results and choose their targets');
  const sized = of('group').map((option) => ({ option, id: option.meaning.units[0]!, size: living(state, state.units[option.meaning.units[0]!]!).length }));
  const best = sized.sort((a, b) => b.size - a.size || a.id.localeCompare(b.id))[0];
  if (best) return pick(best.option.id, 'T11', `command the largest group in reach (${best.size} figures): commanded troops ignore italic results and choose their targets`);
  return pick(of('stop')[0]!.id, 'T10.4', 'nothing else is affordable and in reach');
}

/** T16.2: the nearest target offered: shorter range, better odds on the D8 (T20). */
function target(state: TynesideState, request: RequestOf<'target'>): Choice {
  const targets = request.options.filter((o) => o.meaning.target !== null);
  const nearest = [...targets].sort((a, b) => a.meaning.distance! - b.meaning.distance!)[0]!;
  const { target: unit, shots, distance, cover } = nearest.meaning;
  return pick(nearest.id, 'T20.1', `nearest target: the best to-hit numbers (${state.units[unit!]!.name}, ${shots} shots at ${Math.round(distance!)} cm, ${cover === 'open' ? 'in the open' : `${cover} cover`})`);
}

/** T6.3: a group of 3 or fewer joins the largest similar group offered: alone it barely shoots (A-21 rounds 1 per 2 down). */
function mergeSmall(request: RequestOf<'merge'>): Choice {
  const joins = request.options.filter((o) => o.meaning.into !== null);
  const best = [...joins].sort((a, b) => b.meaning.size - a.meaning.size || a.meaning.into!.localeCompare(b.meaning.into!))[0]!;
  return pick(best.id, 'T6.3', `a group of 3 or fewer fires at most 1 shot (A-21) and breaks easily; join ${best.meaning.size} similar troops`);
}

/** T33.3: melee troops follow up to keep the enemy engaged; firearm troops stay and shoot. */
function followUp(state: TynesideState, request: RequestOf<'follow-up'>): Choice {
  const unit = state.units[request.decision.units[0]!]!;
  const follow = actionsTableOf(state, unit) === 'melee';
  const option = request.options.find((o) => o.meaning.follow === follow)!;
  return follow ? pick(option.id, 'T33.3', 'melee troops follow up to finish the fight') : pick(option.id, 'T33.3', 'firearm troops keep their distance and shoot');
}

/** opfor's choices for a Tyneside side it plays: every choice names its rule and reason. */
export const tynesidePolicy: Policy<TynesideState> = {
  choose(state, raw) {
    const request = tynesideDecision(raw);
    switch (request.decision.kind) {
      case 'declare':
        return declare(request as RequestOf<'declare'>);
      case 'spend':
        return spendPoints(state, request as RequestOf<'spend'>);
      case 'target':
        return target(state, request as RequestOf<'target'>);
      case 'follow-up':
        return followUp(state, request as RequestOf<'follow-up'>);
      case 'merge':
        return mergeSmall(request as RequestOf<'merge'>);
      case 'order':
        return pickOrder(state, request as RequestOf<'order'>);
    }
  },
};
