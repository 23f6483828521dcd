import type { Choice, Request } from '../../src/engine/requests.js';
import { living, type TynesideState, type UnitState } from '../../rulesets/tyneside/state.js';
import { actionsTableOf } from '../../rulesets/tyneside/procedures/actions-roll.js';
import { firesOnTheMove } from './policy.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

const choice = (option: string, rule: string, text: string): Choice => ({ option, reasons: [{ rule, text }] });

/**
 * T14.1: orders for a commanded unit or a PC. Melee troops charge when anyone is in reach and
 * otherwise close in; shooters hold a defended position, take cover when badly hurt, and
 * otherwise move on their objective at the pace that still lets them fire (T17).
 */
export function pickOrder(state: TynesideState, request: ChooseRequest, unit: UnitState | undefined): Choice {
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
