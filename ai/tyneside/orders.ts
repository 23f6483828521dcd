import type { Choice } from '../../src/engine/requests.js';
import { living, type TynesideState, type UnitState } from '../../rulesets/tyneside/state.js';
import { actionsTableOf } from '../../rulesets/tyneside/procedures/actions-roll.js';
import type { Order, TynesideRequest } from '../../rulesets/tyneside/decisions.js';
import { firesOnTheMove, lossShare } from './troops.js';

type OrderRequest = Extract<TynesideRequest, { decision: { kind: 'order' } }>;
type Picked = { order: Order; rule: string; text: string };

/** The option of the request that means `order`. */
function optionFor(request: OrderRequest, order: Order) {
  return request.options.find((o) => o.meaning.order === order);
}

const chosen = (request: OrderRequest, picked: Picked): Choice => ({ option: optionFor(request, picked.order)!.id, reasons: [{ rule: picked.rule, text: picked.text }] });

/**
 * T14.1: orders for a commanded unit or a PC. Melee troops charge when anyone is in reach and
 * otherwise close in; shooters hold a defended position, take cover when badly hurt, and
 * otherwise move on their objective at the pace that still lets them fire (T17).
 */
export function pickOrder(state: TynesideState, request: OrderRequest): Choice {
  // Every unit still to be given orders would hold whatever else it were offered: one choice for them all.
  const all = optionFor(request, 'hold-all');
  if (all && all.meaning.units.every((id) => wouldHold(state, state.units[id]))) {
    return { option: all.id, reasons: [{ rule: 'T17', text: 'every unit given orders holds its position and fires from it' }] };
  }
  const offered = new Set(request.options.map((o) => o.meaning.order));
  return chosen(request, pickOne(state, state.units[request.decision.units[0]!], offered));
}

/** Every order a unit could be offered but holding them all. */
const EVERY_ORDER: ReadonlySet<Order> = new Set<Order>(['hold', 'advance-half', 'advance', 'objective-half', 'objective', 'cover', 'charge']);

/** The order picked for the unit were it offered every order (a unit holding then holds whatever it is offered). */
function wouldHold(state: TynesideState, unit: UnitState | undefined): boolean {
  return unit !== undefined && pickOne(state, unit, EVERY_ORDER).order === 'hold';
}

function pickOne(state: TynesideState, unit: UnitState | undefined, offered: ReadonlySet<Order>): Picked {
  const pick = (order: Order, rule: string, text: string): Picked => ({ order, rule, text });
  if (!unit) return pick('hold', 'T14.1', 'hold position');
  const losses = lossShare(state, unit);
  if (actionsTableOf(state, unit) === 'melee' && living(state, unit).length > 0) {
    if (offered.has('charge')) return pick('charge', 'T31.3', 'melee troops charge when the enemy is in reach');
    if (offered.has('advance')) return pick('advance', 'T15', 'melee troops close the distance at full speed');
  }
  if (unit.defending) return pick('hold', 'T17', `hold ${unit.defending} and fire from cover`);
  if (offered.has('cover') && losses >= 0.3) return pick('cover', 'T20.2', `${Math.round(losses * 100)}% lost: get into cover before the next volley`);
  const full = firesOnTheMove(state, unit);
  const why = full ? 'magazine rifles fire at full speed (T17)' : 'half speed, so breech-loaders can still fire this turn (T17)';
  const objective: Order = full ? 'objective' : 'objective-half';
  const advance: Order = full ? 'advance' : 'advance-half';
  if (unit.currentAction.kind === 'objective' && offered.has(objective)) return pick(objective, 'T17', `move on ${unit.currentAction.feature} at ${why}`);
  if (unit.currentAction.kind === 'advance' && offered.has(advance)) return pick(advance, 'T17', `keep advancing at ${why}`);
  return pick('hold', 'T16.1', 'hold and shoot: stationary troops fire at their best');
}
