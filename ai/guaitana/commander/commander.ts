import seedrandom from 'seedrandom';
import type { Choice, ChooseRequest } from '../../../src/engine/requests.js';
import type { Policy, PolicySetup } from '../../../src/engine/ruleset.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { chooseTyped } from '../policy.js';
import { find, pick, typed, type RequestOf } from '../typed.js';
import { cinc, cincActivation, initiative, order, planReason, reveal, ride, type Orders } from './choices.js';
import { choosePlan, type Plan } from './plan.js';
import { eachInTurn, keepsEveryOrder } from '../initiatives.js';
import { situation } from './situation.js';
import { ambush, ambushDeclined } from './ambush.js';
import { basisOf, turned, type Basis } from './turning.js';
import { TEMPER } from './temperament.js';

/**
 * opfor's Guaitana commander for one side in one battle: it draws a plan from the scenario's
 * objective and the ground at its first choice, and again when the situation turns, gives each
 * unit a role, and plays each decision for the plan; what the plan does not touch it plays as
 * the rules-wise policy does (policy.ts). `tally()`: how often it changed its plan.
 */
export function guaitanaCommander(setup: PolicySetup): Policy<GuaitanaState> {
  const draw = seedrandom.alea(`${setup.seed}${setup.side}`);
  const temper = TEMPER[setup.temperament];
  let plan: Plan | null = null;
  let basis: Basis | null = null;
  let planChanges = 0;
  let checkedTurn = 0;
  let intent: Orders['intent'] = null;
  let ambushing: Orders['ambushing'] = null;
  // the turn the side's units first saw the enemy (G10), 0 until then
  let sightedTurn = 0;

  function orders(state: GuaitanaState): Orders {
    const s = situation(state, setup.side);
    if (!plan) {
      plan = choosePlan(state, s, temper, draw);
      basis = basisOf(state, setup.side);
    } else if (checkedTurn !== state.turn) {
      checkedTurn = state.turn;
      const why = turned(state, setup.side, plan, basis!);
      if (why) {
        // the plan is redrawn against what now stands; the same plan drawn again is kept as it was
        const fresh = choosePlan(state, s, temper, draw);
        basis = basisOf(state, setup.side);
        if (fresh.kind !== plan.kind || fresh.effort.join() !== plan.effort.join()) {
          plan = { ...fresh, summary: `${fresh.summary} (new plan: ${why})` };
          planChanges++;
        }
      }
    }
    if (sightedTurn === 0 && s.units.some((u) => (state.sight[u.id] ?? []).length > 0)) sightedTurn = state.turn;
    const melee = s.mustBreak && s.units.some((u) => plan!.roles[u.id] === 'main-effort' && state.engaged.some((c) => c.a === u.id || c.b === u.id));
    // the attack stalls while the enemy is not yet half-way to breaking (G17): the reserve is needed
    const foes = Object.values(state.units).filter((u) => u.side === s.enemy.id && u.type !== 'cinc' && u.type !== 'messenger' && u.type !== 'baggage');
    const broken = foes.filter((u) => u.eliminated || u.order.kind === 'retreat').length;
    const stalling = s.mustBreak && broken < foes.length * state.victory.breakAt / 2;
    return { state, plan, temper, situation: s, committed: state.turn >= plan.commitTurn || melee, melee, stalling, inSightFor: sightedTurn === 0 ? -1 : state.turn - sightedTurn, intent, ambushing };
  }

  function choose(state: GuaitanaState, raw: ChooseRequest): Choice {
    const request = typed(raw);
    const o = orders(state);
    const unit = state.units[request.decision.units[0] ?? ''];
    const decided = ((): Choice | null => {
      switch (request.decision.kind) {
        case 'initiative': return initiative(o, request as RequestOf<'initiative'>, unit!);
        case 'initiatives': return eachInTurn(state, request as RequestOf<'initiatives'>, (one, r) => initiative(o, r, one));
        case 'order': return order(o, request as RequestOf<'order'>, unit!);
        case 'cinc': return cinc(o, request as RequestOf<'cinc'>);
        case 'ride': return ride(o, request as RequestOf<'ride'>);
        case 'activate': return reveal(o, request as RequestOf<'activate'>) ?? ambush(o, request as RequestOf<'activate'>);
        default: return null;
      }
    })();
    intent = o.intent;
    ambushing = o.ambushing;
    if (decided) return decided;
    if (request.decision.kind === 'cinc') {
      // a player at a real table may declare the unit commanders' step with it: when each of them would keep his order
      const cincRequest = request as RequestOf<'cinc'>;
      const kept = find(cincRequest, (m) => 'none' in m && m.kept === true);
      const all = kept && keepsEveryOrder(state, o.situation.side, (one, r) => initiative(o, r, one));
      if (all) return pick(kept, 'G8.7.1', 'no unit needs a new order for the plan this turn, and no unit commander needs to change his unit\'s order (G8.7.2)', [planReason(o, null)]);
      return pick(find(cincRequest, (m) => 'none' in m && m.kept !== true)!, 'G8.7.1', 'no unit needs a new order for the plan this turn', [planReason(o, null)]);
    }
    if (request.decision.kind === 'ride') return pick(find(request as RequestOf<'ride'>, (m) => 'stay' in m)!, 'G9.4', 'no unit needs him: he stays, keeping his place (and a heliograph in use)', [planReason(o, null)]);
    if (request.decision.kind === 'activate') {
      // the commander has weighed every ambush (ambush.ts): the rules-wise policy is asked about the rest
      const activate = request as RequestOf<'activate'>;
      const declined = ambushDeclined(o, activate);
      const rest = chooseTyped(state, { ...raw, options: raw.options.filter((opt) => !('reveal' in (opt as { meaning: object }).meaning)) });
      const chosen = declined && find(activate, (m) => 'none' in m)?.id === rest.option ? { ...rest, reasons: [...rest.reasons, { rule: 'G9.2', text: declined }] } : rest;
      return cincActivation(o, activate, chosen) ?? chosen;
    }
    return chooseTyped(state, raw);
  }

  return { choose, tally: () => ({ planChanges }) };
}
