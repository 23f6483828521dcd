import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { matchChargers } from '../rules/charge-matching.js';
import type { TynesideState, UnitState } from '../state.js';
import { fact, instruct } from './requests.js';
import type { NearestBook } from './nearest.js';

/**
 * T31: the unit charges the nearest enemy figures in reach, matched as evenly as possible;
 * figures that reach nobody advance. Returns false (nothing done) when nobody is in reach.
 */
export function* charge(state: TynesideState, unit: UnitState, withLeaders: readonly string[], reasons: readonly Reason[], book: NearestBook): Procedure<boolean> {
  const reach = yield* fact({ id: 'charge-reach', unit: unit.id }, `T31.2: which enemy figures can ${unit.name} reach?`);
  const pairs = matchChargers(reach);
  if (pairs.length === 0) return false;
  const targets = new Set(pairs.map((p) => state.figures[p.defender]!.unit));
  const names = [...targets].map((id) => state.units[id]!.name).join(' and ');
  yield* instruct({
    type: 'charge', unit: unit.id, pairs,
    text: `${unit.name} charges ${names}: ${pairs.length} figures into contact, matched evenly; the rest advance${withLeaders.length ? ` (${withLeaders.map((l) => state.units[l]!.name).join(', ')} with them)` : ''}`,
    reasons: [...reasons, { rule: 'T31.4', text: 'figures are matched as evenly as possible' }],
  });
  unit.moved = 1;
  for (const id of [unit.id, ...withLeaders]) book.moved(id);
  state.meleeUnits = [...new Set([...state.meleeUnits, unit.id, ...withLeaders, ...targets])];
  unit.advanced = true;
  unit.currentAction = { kind: 'advance' };
  return true;
}
