import seedrandom from 'seedrandom';
import type { Choice, ChooseRequest } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { Policy, PolicySetup } from '../../../src/engine/ruleset.js';
import { ORDERS, tynesideDecision, type Order, type TynesideRequestOf } from '../../../rulesets/tyneside/decisions.js';
import type { TynesideState, UnitState } from '../../../rulesets/tyneside/state.js';
import { declare, followUp, merge, spend, target, type Picked } from './choices.js';
import { orderFor } from './orders.js';
import { broken, makePlan, planText, roleText, turned, type Plan } from './plan.js';
import { DISPOSITIONS } from './temperament.js';
import { enemyGroups, gap, groupsOf } from './situation.js';

/** Every order but holding them all: what a unit would be offered on its own. */
const EVERY_ORDER: ReadonlySet<Order> = new Set(ORDERS.filter((o) => o !== 'hold-all'));

/**
 * The Tyneside commander: at its first choice, and again when the situation turns (a group
 * breaks, the enemy shows itself), it draws a plan from the side's objectives and the ground,
 * weighted by how good each looks and varied by the battle's seed, and gives each group a role;
 * every choice then serves the unit's role, readily or not as its temperament says. Its reasons
 * name the one that decided, then the plan and the unit's role.
 */
export function tynesideCommander(setup: PolicySetup): Policy<TynesideState> {
  const d = DISPOSITIONS[setup.temperament];
  const draw = seedrandom.alea(`${setup.seed}${setup.side}`);
  let plan: Plan | null = null;
  let planChanges = 0;
  let news: Reason | null = null;

  /** Makes, remakes or advances the plan as the table stands. */
  function review(state: TynesideState): Plan {
    if (!plan) return (plan = makePlan(state, setup.side, d, draw));
    const turn = turned(state, setup.side, plan);
    if (turn) {
      plan = makePlan(state, setup.side, d, draw);
      planChanges++;
      news = { rule: 'plan', text: `${turn}: new ${planText(plan)}` };
      return plan;
    }
    if (!plan.committed && commitNow(state, plan)) {
      plan.committed = true;
      planChanges++;
      news = { rule: 'plan', text: 'the reserve goes in' };
    }
    return plan;
  }

  /** The reserve's moment: the turn has come, the enemy is close to it, or the main effort has broken. */
  function commitNow(state: TynesideState, p: Plan): boolean {
    const reserve = groupsOf(state, setup.side).filter((u) => p.roles[u.id] === 'reserve');
    if (reserve.length === 0) return false;
    if (Math.ceil(state.halfTurn / 2) >= d.commitTurn) return true;
    const enemies = enemyGroups(state, setup.side);
    if (reserve.some((r) => enemies.some((e) => (gap(state, r, e) ?? Infinity) <= d.commitDistance))) return true;
    const main = groupsOf(state, setup.side).filter((u) => p.roles[u.id] === 'main-effort');
    return main.length > 0 && main.every((u) => broken(state, u));
  }

  /**
   * T14.1: the unit's own order; or holding them all, when every unit still to be given orders
   * would hold. `advising` a player, also any other order they would all be given, in one choice.
   */
  function order(state: TynesideState, request: TynesideRequestOf<'order'>, p: Plan, advising: boolean): Picked {
    const unit = state.units[request.decision.units[0]!]!;
    const would = (u: UnitState | undefined) => (u === undefined ? null : orderFor(state, u, p.roles[u.id], p.committed, EVERY_ORDER, d, p.roles, advising).order);
    const all = request.options.find((o) => o.meaning.order === 'hold-all');
    if (all && all.meaning.units.every((id) => would(state.units[id]) === 'hold')) {
      return { option: all.id, unit, reason: { rule: 'T17', text: 'every unit still to be given orders holds and fires from where it stands' } };
    }
    const own = request.options.filter((o) => o.meaning.units.length === 1);
    const ordered = orderFor(state, unit, p.roles[unit.id], p.committed, new Set(own.map((o) => o.meaning.order)), d, p.roles, advising);
    const together = advising ? request.options.find((o) => o.meaning.units.length > 1 && o.meaning.order === ordered.order && o.meaning.units.every((id) => would(state.units[id]) === ordered.order)) : undefined;
    if (together) return { option: together.id, unit, reason: { rule: 'T14.1', text: `all ${together.meaning.units.length} units still to be given orders are advised the same order (${unit.name}: ${ordered.reason.text})` } };
    // an advance on the enemy group that is the unit's nearest is offered as its plain advance
    const picked = own.find((o) => o.meaning.order === ordered.order && (ordered.target === undefined || o.meaning.target === ordered.target)) ?? own.find((o) => o.meaning.order === 'advance')!;
    return { option: picked.id, unit, reason: ordered.reason };
  }

  /** A choice for the side; `advising`: for its player, who may give several units one order at once, and buy relays and groups in one choice. */
  function decide(state: TynesideState, raw: ChooseRequest, advising: boolean): Choice {
    const request = tynesideDecision(raw);
    const p = review(state);
    let picked: Picked;
    switch (request.decision.kind) {
      case 'declare': picked = declare(request as TynesideRequestOf<'declare'>); break;
      case 'spend': picked = spend(state, request as TynesideRequestOf<'spend'>, p, advising); break;
      case 'order': picked = order(state, request as TynesideRequestOf<'order'>, p, advising); break;
      case 'target': picked = target(state, request as TynesideRequestOf<'target'>); break;
      case 'follow-up': picked = followUp(state, request as TynesideRequestOf<'follow-up'>, d); break;
      case 'merge': picked = merge(state, request as TynesideRequestOf<'merge'>); break;
    }
    const reasons: Reason[] = [picked.reason, { rule: 'plan', text: `${planText(p)}${picked.unit ? `; ${roleText(p, picked.unit)}` : ''}` }];
    if (news) reasons.push(news);
    news = null;
    return { option: picked.option, reasons };
  }

  return {
    choose: (state, raw) => decide(state, raw, false),
    // the same play, but one choice where the player would give every unit still to be ordered the same order
    advise: (state, raw) => decide(state, raw, true),
    tally: () => ({ planChanges }),
  };
}
