import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { distance } from '../../../src/table/shapes.js';
import { nationOf, type GuaitanaState, type Order, type UnitId, type UnitState } from '../state.js';
import { fact, instruct } from './requests.js';

/** The order in words, for the feed. */
export function orderText(state: GuaitanaState, order: Order): string {
  switch (order.kind) {
    case 'move': return 'Move along its line';
    case 'defend': return 'Defend';
    case 'attack': return `Attack${order.target ? ` ${state.units[order.target]!.name}` : ''}`;
    case 'retreat': return 'Retreat';
  }
}

/**
 * G8.5, G18.14: the enemy unit an Attack locks onto: the nearest one the unit sees, else the
 * nearest on the table. Null when the enemy has no unit on the table.
 */
export function* nearestEnemy(state: GuaitanaState, unit: UnitState, seenOnly: boolean): Procedure<UnitId | null> {
  const seen = yield* fact({ id: 'nearest-enemy', unit: unit.id, seen: true }, `G8.5: the nearest enemy ${unit.name} sees`);
  if (seen !== null || seenOnly) return seen;
  return yield* fact({ id: 'nearest-enemy', unit: unit.id, seen: false }, `G8.5: the nearest enemy to ${unit.name}`);
}

/**
 * Gives a unit a new order and tells the table. An Italian unit entering Retreat takes Mass
 * (G4.8(3), G8.6); an Attack without a target locks onto the nearest enemy (G18.14); a Defend
 * point away from the unit is walked to in its next Movement phase (G18.13).
 */
export function* setOrder(state: GuaitanaState, unit: UnitState, order: Order, reasons: readonly Reason[]): Procedure<void> {
  let next = order;
  if (next.kind === 'attack' && next.target === null) next = { kind: 'attack', target: yield* nearestEnemy(state, unit, false) };
  unit.order = next;
  unit.lineAhead = null;
  unit.goingToPoint = next.kind === 'defend' && unit.pos !== null && distance(unit.pos, next.point) > 0.5;
  yield* instruct({ type: 'note', text: `${unit.name}: new order, ${orderText(state, next)}`, reasons });
  if (next.kind === 'retreat' && nationOf(state, unit) === 'italian' && unit.formation !== 'mass' && unit.type !== 'cinc' && unit.type !== 'messenger') {
    unit.formation = 'mass';
    yield* instruct({ type: 'form', unit: unit.id, formation: 'mass', text: `${unit.name}: form Mass`, reasons: [{ rule: 'G4.8(3)', text: 'Italian units with Retreat orders adopt Mass formation' }] });
  }
}
