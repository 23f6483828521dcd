import { choose, type Procedure } from '../../../src/engine/requests.js';
import { FORMATION_USE } from '../tables/troops.js';
import { italiansFirst, onTable, sideOf, unitsOf, type GuaitanaState, type SideState, type UnitState } from '../state.js';
import { contactsAfterMove } from './contact.js';
import { impetuosityRolls } from './impetuosity.js';
import { limberOptions, limberOrMount } from './limber.js';
import { moveByOrder } from './move-unit.js';
import { messengerMove } from './messengers.js';
import { revealHidden } from './reveal.js';
import { fact, instruct } from './requests.js';
import { capacityOf } from './traits.js';

/** Whether the unit has movement to make this phase (G9.1): Move, Attack, Retreat, a Defend point to reach, or an Italian formation to change. */
function wantsActivation(state: GuaitanaState, unit: UnitState, inContact: ReadonlySet<string>): boolean {
  if (unit.type === 'cinc') return false;
  if (unit.type === 'messenger') {
    const side = sideOf(state, unit.side);
    return side.away.includes(unit.id) || side.errands.some((e) => e.messenger === unit.id && e.deliveredTurn === null);
  }
  // G9.8, G18.30: a unit in contact stays put unless it is in Retreat
  if (inContact.has(unit.id) && unit.order.kind !== 'retreat') return false;
  if (unit.order.kind !== 'defend') return true;
  return unit.goingToPoint || formationChoices(state, unit).length > 1 || limberOptions(unit).length > 1;
}

/** G9.7(3): the formations an Italian unit may change to (its own first); none for natives. */
export function formationChoices(state: GuaitanaState, unit: UnitState): string[] {
  if (sideOf(state, unit.side).nation !== 'italian' || unit.irregular || unit.order.kind === 'retreat') return [unit.formation];
  const use = FORMATION_USE[unit.type === 'italian-cavalry' && unit.dismounted ? 'italian-infantry' : unit.type] as Record<string, string | null> | undefined;
  if (!use) return [unit.formation];
  return [unit.formation, ...Object.keys(use).filter((f) => f !== unit.formation && use[f] === 'always')];
}

/** G9.7(3): an Italian unit may change formation at half its capacity before it moves. */
function* changeFormation(state: GuaitanaState, unit: UnitState): Procedure<void> {
  const choices = formationChoices(state, unit);
  if (choices.length === 1) return;
  const pick = yield* choose(unit.side, choices.map((f, i) => ({ id: `formation/${f}`, label: i === 0 ? `${unit.name} stays in ${f}` : `${unit.name} forms ${f}` })), `G9.7: does ${unit.name} change formation (half its capacity)?`);
  const formation = pick.option.slice('formation/'.length) as UnitState['formation'];
  if (formation === unit.formation) return;
  unit.turn.used += capacityOf(unit) / 2;
  unit.formation = formation;
  yield* instruct({ type: 'form', unit: unit.id, formation, text: `${unit.name} forms ${formation}`, reasons: [{ rule: 'G9.7(3)', text: 'a formation change uses half the Movement Capacity' }, ...pick.reasons] });
}

/** G8.3: a Move order goes at least half and at most all of the capacity; the side picks. */
function* moveShare(unit: UnitState): Procedure<0.5 | 1> {
  if (unit.order.kind !== 'move') return 1;
  const pick = yield* choose(unit.side, [
    { id: 'distance/full', label: `${unit.name} moves its full capacity` },
    { id: 'distance/half', label: `${unit.name} moves half, and may fire` },
  ], `G8.3: how far ${unit.name} moves along its line`);
  return pick.option === 'distance/half' ? 0.5 : 1;
}

/** One activation (G9.1): formation change, then the move its order demands, then what contact does (G9.8). */
function* activate(state: GuaitanaState, unit: UnitState): Procedure<void> {
  if (unit.type === 'messenger') return yield* messengerMove(state, unit);
  if (!(yield* limberOrMount(state, unit))) return;
  yield* changeFormation(state, unit);
  const moved = yield* moveByOrder(state, unit, yield* moveShare(unit));
  if (unit.turn.moved) unit.withHorses = false;
  yield* contactsAfterMove(state, unit, moved);
}

/** The side's next unit to move: Retreat units first (G9.1(2)); the side picks among them. */
function* nextUnit(state: GuaitanaState, side: SideState, waiting: UnitState[]): Procedure<UnitState | null> {
  const live = waiting.filter((u) => !u.eliminated && !u.hidden);
  const retreating = live.filter((u) => u.order.kind === 'retreat');
  const pool = retreating.length > 0 ? retreating : live;
  if (pool.length === 0) return null;
  if (pool.length === 1) return pool[0]!;
  const pick = yield* choose(side.id, pool.map((u) => ({ id: `activate/${u.id}`, label: `move ${u.name}` })), `G9.1: which unit of ${side.name} moves next${retreating.length > 0 ? ' (Retreat units first)' : ''}`);
  return state.units[pick.option.slice('activate/'.length)]!;
}

/**
 * Phase 2, Movement (G9): one unit at a time, the sides alternating, Italians first, each side
 * moving its Retreat units first; the natives may bring hidden units on at each of their
 * activations; then the natives' end-of-movement impetuosity and ambush rolls (G9.9).
 */
export function* movementPhase(state: GuaitanaState): Procedure<void> {
  const contacts = yield* fact({ id: 'contacts' }, 'G9.8: which units start the phase in contact');
  const inContact = new Set(contacts.flatMap((c) => [c.a, c.b]));
  const order = italiansFirst(state);
  const waiting = new Map(order.map((s) => [s.id, onTable(state, s.id).filter((u) => wantsActivation(state, u, inContact))]));
  for (let turn = 0, idle = 0; idle < 2; turn = 1 - turn) {
    const side = order[turn]!;
    if (side.nation === 'native') {
      const revealed = yield* revealHidden(state, side);
      waiting.get(side.id)!.push(...revealed.filter((u) => u.order.kind !== 'defend'));
    }
    const unit = yield* nextUnit(state, side, waiting.get(side.id)!);
    if (!unit) {
      idle++;
      continue;
    }
    idle = 0;
    waiting.set(side.id, waiting.get(side.id)!.filter((u) => u !== unit));
    yield* activate(state, unit);
  }
  yield* impetuosityRolls(state);
  for (const side of state.sides) {
    for (const unit of unitsOf(state, side.id)) unit.movedLastTurn = unit.turn.moved;
  }
}
