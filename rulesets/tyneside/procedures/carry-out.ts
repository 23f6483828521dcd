import type { Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { MoveGoal } from '../instructions.js';
import { moveText } from '../rules/movement.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { charge } from './charge.js';
import { listed } from './figure-words.js';
import { fact, instruct } from './requests.js';
import { NearestBook } from './nearest.js';
import { possessive } from '../../../src/engine/english.js';

/**
 * Moves a unit (and the leaders with it), saying how far in cm, and books how far it went. The
 * leaders attached to it (T22.3: within 5 cm) are named, so that a player at a real table moves
 * those figures too: "uThulwana advances a full move on B Company, the Induna with it [25 cm]".
 */
export function* move(state: TynesideState, unit: UnitState, withLeaders: readonly string[], goal: MoveGoal, fraction: 1 | 0.5, text: string, reasons: readonly Reason[], book: NearestBook, stopShort = true): Procedure<void> {
  const allowance = moveText(state, living(state, unit), fraction);
  const leaders = withLeaders.map((id) => state.units[id]!.name);
  const along = leaders.length === 0 ? '' : `, ${listed(leaders)} with it`;
  yield* instruct({ type: 'move', unit: unit.id, goal, fraction, stopShort, with: withLeaders, text: `${text}${along} [${allowance}]`, reasons });
  for (const id of [unit.id, ...withLeaders]) book.moved(id);
  unit.moved = Math.max(unit.moved, fraction) as 0.5 | 1;
}

/** T28 CONT / RF0: repeat the current action. */
function* continueAction(state: TynesideState, unit: UnitState, withLeaders: readonly string[], reasons: readonly Reason[], book: NearestBook): Procedure<void> {
  const action = unit.currentAction;
  if (action.kind === 'objective') {
    yield* move(state, unit, withLeaders, { kind: 'feature', feature: action.feature }, 1, `${unit.name} continues towards ${action.feature} (full move)`, reasons, book);
  } else if (action.kind === 'advance') {
    const nearest = yield* book.of(unit, `T28: ${possessive(unit.name)} nearest enemy`);
    if (nearest) yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: nearest.unit }, 1, `${unit.name} continues its advance on ${state.units[nearest.unit]!.name} (full move, stopping short of contact)`, reasons, book);
  } else {
    yield* instruct({ type: 'note', text: `${unit.name} holds its position`, reasons });
  }
}

/**
 * T28: carries out an Actions Table instruction exactly: the meanings of
 * continue, halt, advance, take cover, withdraw and run, and "(Charge?)" when anyone is in reach.
 */
export function* carryOut(state: TynesideState, unit: UnitState, withLeaders: readonly string[], reasons: readonly Reason[], book: NearestBook): Procedure<void> {
  const cell = unit.result!.cell;
  if (cell.charge && (yield* charge(state, unit, withLeaders, reasons, book))) return;
  const nearest = yield* book.of(unit, `T28: ${possessive(unit.name)} nearest enemy`);
  const enemyName = nearest ? state.units[nearest.unit]!.name : 'the enemy';
  switch (cell.code) {
    case 'RF0':
      return yield* continueAction(state, unit, withLeaders, reasons, book);
    case 'RF0-6':
      if (unit.defending) {
        return yield* instruct({ type: 'note', text: `${unit.name} will not leave ${unit.defending}, the fortified position it defends`, reasons });
      }
      if (!nearest?.visible) return yield* continueAction(state, unit, withLeaders, reasons, book);
      unit.currentAction = { kind: 'advance' };
      return yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: nearest.unit }, 1, `${unit.name} moves a full move towards ${enemyName}, the nearest visible enemy, stopping short of contact`, reasons, book);
    case 'CONT':
      yield* continueAction(state, unit, withLeaders, reasons, book);
      if (nearest) yield* instruct({ type: 'face', withNext: true, unit: unit.id, toward: nearest.unit, text: `${unit.name} faces ${enemyName}`, reasons });
      return;
    case 'HALT':
      unit.currentAction = { kind: 'hold' };
      if (nearest) yield* instruct({ type: 'face', withNext: true, unit: unit.id, toward: nearest.unit, text: `${unit.name} halts in position facing ${enemyName}`, reasons });
      return;
    case 'ADV':
      unit.currentAction = { kind: 'advance' };
      if (nearest) yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: nearest.unit }, 1, `${unit.name} advances a full move towards ${enemyName}, stopping short of contact`, reasons, book);
      return;
    case 'COVER': {
      unit.currentAction = { kind: 'hold' };
      // a group already entirely in cover has taken cover; it stays, and so keeps its fire (T16.1, T17).
      if (unit.result!.inCover) return yield* instruct({ type: 'note', text: `${unit.name} is already in cover and stays where it is`, reasons: [...reasons, { rule: 'T28', text: 'move to take cover: the group is already entirely in cover (A-50)' }] });
      const cover = yield* fact({ id: 'cover-within-move', unit: unit.id }, `T28: cover within one move of ${unit.name}`);
      if (cover) return yield* move(state, unit, withLeaders, { kind: 'feature', feature: cover }, 1, `${unit.name} moves to take cover in ${cover}`, reasons, book);
      unit.fledAway = true;
      return yield* move(state, unit, withLeaders, { kind: 'away-from-all' }, 1, `${unit.name} finds no cover within a move and moves a full move away from all enemies`, reasons, book);
    }
    case 'WDRAW': {
      unit.currentAction = { kind: 'hold' };
      const cover = yield* fact({ id: 'cover-further-away', unit: unit.id }, `T28: cover further from the enemy than ${unit.name}`);
      if (cover) return yield* move(state, unit, withLeaders, { kind: 'feature', feature: cover }, 1, `${unit.name} withdraws a full move towards ${cover}, further from the enemy`, reasons, book);
      if (nearest) return yield* move(state, unit, withLeaders, { kind: 'away-from-unit', unit: nearest.unit }, 1, `${unit.name} withdraws a full move directly away from ${enemyName}`, reasons, book);
      return;
    }
    case 'RUN':
      unit.currentAction = { kind: 'hold' };
      if (nearest) return yield* move(state, unit, withLeaders, { kind: 'away-from-unit', unit: nearest.unit }, 1, `${unit.name} runs a full move from ${enemyName}: routers, no shooting`, reasons, book);
      return;
  }
}
