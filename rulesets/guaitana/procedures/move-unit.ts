import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { MoveGoal } from '../instructions.js';
import { sideOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { fact, instruct } from './requests.js';
import { nearestEnemy, orderText, setOrder } from './set-order.js';
import { goingWords } from '../rules/ground.js';
import { attacksWithFirearms, bonusOf, capacityLeft, capacityOf } from './traits.js';
import { atMost, beyond } from '../../../src/table/tolerance.js';
import { gearOptions } from './limber.js';

const cm = (n: number) => `${Math.round(n * 10) / 10} cm`;

/** A move made: the enemy it was meant to reach (an Attack that reaches contact), or null. */
export interface Moved {
  readonly aimedAt: UnitId | null;
  /** Along its Move line: whether the line has ended is asked with the contacts (G8.3). */
  readonly alongLine?: true;
}

/** Tells the table to move a unit, unless there is nowhere to go; the ground's costs for it are said with the move (G9.5). */
function* go(state: GuaitanaState, unit: UnitState, goal: MoveGoal, allowance: number, stopAtClose: boolean, text: string, why: readonly Reason[], aimedAt: UnitId | null = null, roundEnemies = false): Procedure<Moved | null> {
  const going = goingWords(state.terrain, unit);
  const reasons = going ? [...why, { rule: 'G9.5', text: going }] : why;
  if (allowance <= 0) return null;
  if (unit.type === 'baggage' && unit.formation !== 'column') {
    // G4.6: "sempre in formazione 'a massa' se fermi o 'in colonna' se muovono", at no cost
    unit.formation = 'column';
    yield* instruct({ type: 'form', withNext: true, unit: unit.id, formation: 'column', text: `${unit.name}: form column, one model behind another`, reasons: [{ rule: 'G4.6', text: 'baggage moves in Column (one model behind another)' }] });
  }
  yield* instruct({ type: 'move', withNext: true, unit: unit.id, goal, allowance, stopAtClose, ...(roundEnemies ? { roundEnemies } : {}), ...(aimedAt ? { charge: true as const } : {}), text, reasons });
  // it has moved: what was measured when it appeared from hiding is stale
  delete unit.appearedNear;
  // the books: the capacity the order spent, whether or not contact stopped the unit short (G9.10)
  unit.turn.used += allowance / capacityOf(unit);
  unit.turn.moved = true;
  return { aimedAt };
}

/** G8.6, G9.3: full capacity plus Charge Bonus, towards the C-in-C, else the baggage, else the own table edge. */
function* retreatMove(state: GuaitanaState, unit: UnitState): Procedure<Moved | null> {
  const side = sideOf(state, unit.side);
  const cinc = side.cinc ? state.units[side.cinc] : undefined;
  const baggage = state.units[`${unit.side}-baggage`];
  const allowance = capacityLeft(unit) + bonusOf(unit);
  const toward = cinc && !cinc.eliminated && cinc.id !== unit.id ? cinc : baggage && !baggage.eliminated && !side.baggageLost && baggage.id !== unit.id ? baggage : null;
  const goal: MoveGoal = toward ? { kind: 'toward', unit: toward.id } : { kind: 'baseline' };
  const stop = toward ? `, stopping when it reaches ${toward.type === 'cinc' ? 'him' : 'it'}` : '';
  return yield* go(state, unit, goal, allowance, false, `${unit.name} retreats up to ${cm(allowance)} towards ${toward ? toward.name : 'its own table edge'}${stop}, going round enemy units, never through them`, [
    { rule: 'G8.6', text: `Retreat: full capacity ${cm(capacityLeft(unit))} plus Charge Bonus ${cm(bonusOf(unit))}, in Mass, towards ${toward ? (toward.type === 'cinc' ? 'the C-in-C' : 'the baggage') : 'the own edge (G18.16)'} by the most direct path, ending on reaching ${toward ? (toward.type === 'cinc' ? 'him' : 'it') : 'the edge'} (G18.16)` },
    { rule: 'G8.6(4)', text: 'it may leave the direct path to keep clear of the enemy: it goes round enemy units' },
    // G8.6(2), G9.7(1)-(2): why it was not asked about its guns or horses
    ...(gearOptions(unit).length > 1 ? [{ rule: 'G9.7', text: `it ${unit.type === 'artillery' ? 'neither loads nor unloads its guns (the whole phase)' : 'neither dismounts nor remounts (half its capacity)'}: a Retreat spends the full capacity moving (G8.6(2))` }] : []),
  ], null, true);
}

/**
 * G8.5, G9.6: towards the locked target at full capacity (half for firearms, stopping at Close
 * range), adding the Charge Bonus when that reaches contact. A lost target turns it to Defend.
 */
function* attackMove(state: GuaitanaState, unit: UnitState): Procedure<Moved | null> {
  if (unit.order.kind !== 'attack') return null;
  let target = unit.order.target ? state.units[unit.order.target] : undefined;
  if (target?.eliminated) {
    // G8.5(5), G8.10: the target is fixed until it is eliminated; then the order becomes Defend where the unit stands
    yield* setOrder(state, unit, { kind: 'defend', point: unit.pos ?? { x: 0, y: 0 } }, [{ rule: 'G8.5(5)', text: `${target.name}, the unit it attacked, is eliminated: the order becomes Defend (G8.10), where it stands (G18.14)` }]);
    return null;
  }
  if (!target) {
    // an Attack given when no enemy stood on the table locks onto the nearest now (G18.14)
    const next = yield* nearestEnemy(state, unit, false);
    if (!next) {
      yield* setOrder(state, unit, { kind: 'defend', point: unit.pos ?? { x: 0, y: 0 } }, [{ rule: 'G8.5(5)', text: 'no enemy unit is on the table to attack: the order becomes Defend' }]);
      return null;
    }
    unit.order = { kind: 'attack', target: next };
    target = state.units[next]!;
  }
  const way = yield* fact({ id: 'approach', unit: unit.id, target: target.id }, `G8.5: how far ${unit.name} must go to reach ${target.name}`);
  // G9.7, G9.10: a formation change made first has used half the capacity
  const full = capacityLeft(unit), bonus = bonusOf(unit);
  if (attacksWithFirearms(unit)) {
    const half = Math.min(full, capacityOf(unit) / 2);
    const allowance = Math.min(half, way.close ?? half);
    if (bonus > 0 && atMost(way.contact, half + bonus) && beyond(way.contact, half)) {
      return yield* go(state, unit, { kind: 'toward', unit: target.id }, way.contact, false, `${unit.name} charges ${target.name} (${cm(way.contact)})`, [{ rule: 'G9.6', text: `Attack: the Charge Bonus must be added when it reaches contact (${cm(half)} + ${cm(bonus)})` }], target.id);
    }
    return yield* go(state, unit, { kind: 'toward', unit: target.id }, allowance, true, `${unit.name} advances ${cm(allowance)} on ${target.name}, stopping at Close range`, [{ rule: 'G8.5', text: `Attack with firearms: half capacity (${cm(half)}), stopping at Close range` }]);
  }
  if (atMost(way.contact, full)) {
    return yield* go(state, unit, { kind: 'toward', unit: target.id }, way.contact, false, `${unit.name} attacks ${target.name}: contact (${cm(way.contact)})`, [{ rule: 'G8.5', text: `Attack: ${target.name} is within its capacity of ${cm(full)}` }], target.id);
  }
  if (bonus > 0 && atMost(way.contact, full + bonus)) {
    return yield* go(state, unit, { kind: 'toward', unit: target.id }, way.contact, false, `${unit.name} charges ${target.name}: contact (${cm(way.contact)})`, [{ rule: 'G9.6', text: `Attack: the Charge Bonus (${cm(bonus)}) must be added, as it reaches contact` }], target.id);
  }
  return yield* go(state, unit, { kind: 'toward', unit: target.id }, full, false, `${unit.name} advances ${cm(full)} on ${target.name}`, [{ rule: 'G8.5', text: `Attack: full capacity ${cm(full)} by the most direct path; ${Number.isFinite(way.contact) ? `contact is ${cm(way.contact)} away` : 'no place in contact can be reached (ground or other units in the way)'}` }]);
}

/** G8.3: along the mapped line, the distance chosen between half and full capacity; at the end of the line it holds (G18.11). */
function* pathMove(state: GuaitanaState, unit: UnitState, share: 0.5 | 1): Procedure<Moved | null> {
  const allowance = capacityOf(unit) * (share - unit.turn.used);
  const moved = yield* go(state, unit, { kind: 'path' }, allowance, false, `${unit.name} moves ${cm(allowance)} along its line`, [{ rule: 'G8.3', text: `Move: at least half and at most all of its capacity (${cm(capacityOf(unit))}) along the line on the map${share === 0.5 ? '; half, so it can still fire' : ''}` }]);
  if (moved && unit.lineAhead !== null) unit.lineAhead = Math.max(0, unit.lineAhead - allowance);
  // a unit that moved is asked with its contacts (contactsAfterMove)
  if (moved) return { ...moved, alongLine: true };
  yield* lineEnds(state, unit, yield* fact({ id: 'path-left', unit: unit.id }, `G8.3: is ${unit.name} at the end of its line?`));
  return null;
}

/** G8.3, G18.11: with `left` cm of its line ahead, a unit at the end of its line holds there, as on Defend. */
export function* lineEnds(state: GuaitanaState, unit: UnitState, left: number): Procedure<void> {
  if (atMost(left, 0.5)) yield* setOrder(state, unit, { kind: 'defend', point: unit.pos ?? { x: 0, y: 0 } }, [{ rule: 'G8.3', text: 'at the end of its line the unit holds there, as on Defend (G18.11)' }]);
}

/** One activation's movement by the unit's order (G9.3). `share` is the Move order's chosen distance. Null: it did not move. */
export function* moveByOrder(state: GuaitanaState, unit: UnitState, share: 0.5 | 1): Procedure<Moved | null> {
  switch (unit.order.kind) {
    case 'retreat': return yield* retreatMove(state, unit);
    case 'attack': return yield* attackMove(state, unit);
    case 'move': return yield* pathMove(state, unit, share);
    case 'defend':
      if (!unit.goingToPoint) return null;
      unit.goingToPoint = false;
      return yield* go(state, unit, { kind: 'point', point: unit.order.point }, capacityLeft(unit), false, `${unit.name} moves to the point it defends`, [{ rule: 'G8.4', text: `${orderText(state, unit.order)}: the first Movement phase after the order takes it to its point (G18.13)` }]);
  }
}
