import type { Choice, Request } from '../../src/engine/requests.js';
import { living, type TynesideState, type UnitState } from '../../rulesets/tyneside/state.js';
import { actionsTableOf } from '../../rulesets/tyneside/procedures/actions-roll.js';
import { firesOnTheMove } from './policy.js';
import { HOLD_ALL } from '../../rulesets/tyneside/procedures/movement-step.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

const choice = (option: string, rule: string, text: string): Choice => ({ option, reasons: [{ rule, text }] });

/**
 * T14.1: orders for a commanded unit or a PC. Melee troops charge when anyone is in reach and
 * otherwise close in; shooters hold a defended position, take cover when badly hurt, and
 * otherwise move on their objective at the pace that still lets them fire (T17).
 */
export function pickOrder(state: TynesideState, request: ChooseRequest, unit: UnitState | undefined): Choice {
  // Every unit still to be given orders would hold whatever else it were offered: one choice for them all.
  const all = request.options.find((o) => o.id.startsWith(HOLD_ALL));
  if (all && all.id.slice(HOLD_ALL.length).split('+').every((id) => wouldHold(state, state.units[id]))) {
    return choice(all.id, 'T17', 'every unit given orders holds its position and fires from it');
  }
  return pickOne(state, request, unit);
}

/** The order picked for the unit were it offered every order (a unit holding then holds whatever it is offered). */
function wouldHold(state: TynesideState, unit: UnitState | undefined): boolean {
  if (!unit) return false;
  const ids = ['hold', 'advance-half', 'advance', 'objective-half', 'objective', 'cover', 'charge'];
  const request: ChooseRequest = { kind: 'choose', side: unit.side, purpose: 'T14.1', options: ids.map((id) => ({ id, label: `${unit.name}: ${id}` })) };
  return pickOne(state, request, unit).option === 'hold';
}

function pickOne(state: TynesideState, request: ChooseRequest, unit: UnitState | undefined): Choice {
  const offered = (id: string) => request.options.some((o) => o.id === id);
  if (!unit) return choice('hold', 'T14.1', 'hold position');
  const cover = request.options.find((o) => o.id === 'cover');
  const losses = unit.figures.filter((id) => !state.figures[id]!.alive).length / unit.originalStrength;
  if (actionsTableOf(state, unit) === 'melee' && living(state, unit).length > 0) {
    if (offered('charge')) return choice('charge', 'T31.3', 'melee troops charge when the enemy is in reach');
    if (offered('advance')) return choice('advance', 'T15', 'melee troops close the distance at full speed');
  }
  if (unit.defending) return choice('hold', 'T17', `hold ${unit.defending} and fire from cover`);
  if (cover && losses >= 0.3) return choice(cover.id, 'T20.2', `${Math.round(losses * 100)}% lost: get into cover before the next volley`);
  const pace = firesOnTheMove(state, unit) ? '' : '-half';
  const why = pace ? 'half speed, so breech-loaders can still fire this turn (T17)' : 'magazine rifles fire at full speed (T17)';
  if (unit.currentAction.kind === 'objective' && offered(`objective${pace}`)) return choice(`objective${pace}`, 'T17', `move on ${unit.currentAction.feature} at ${why}`);
  if (unit.currentAction.kind === 'advance' && offered(`advance${pace}`)) return choice(`advance${pace}`, 'T17', `keep advancing at ${why}`);
  return choice('hold', 'T16.1', 'hold and shoot: stationary troops fire at their best');
}
