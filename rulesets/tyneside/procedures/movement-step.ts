import { choose, type Option, type Procedure } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { whyLine } from '../../../src/engine/reasons.js';
import { unitsOf, type TynesideState, type UnitState } from '../state.js';
import { charge } from './charge.js';
import { carryOut, move } from './carry-out.js';
import { fact, instruct } from './requests.js';
import { revealMarkers } from './hidden-markers.js';
import { NearestBook } from './nearest.js';

/** The orders a commanded unit or a PC may give itself this half-turn (T14.1, T17, T31.3). */
function* orderOptions(state: TynesideState, unit: UnitState, book: NearestBook): Procedure<Option[]> {
  const options: Option[] = [{ id: 'hold', label: `${unit.name}: hold and shoot, or load (stationary)` }];
  const nearest = yield* book.of(unit, `${unit.name}'s nearest enemy`);
  if (nearest) {
    const name = state.units[nearest.unit]!.name;
    options.push({ id: 'advance-half', label: `${unit.name}: advance half a move on ${name} (breech-loaders may still fire)` });
    options.push({ id: 'advance', label: `${unit.name}: advance a full move on ${name}` });
  }
  if (unit.currentAction.kind === 'objective') {
    options.push({ id: 'objective-half', label: `${unit.name}: half a move towards ${unit.currentAction.feature}` });
    options.push({ id: 'objective', label: `${unit.name}: a full move towards ${unit.currentAction.feature}` });
  }
  const cover = yield* fact({ id: 'cover-within-move', unit: unit.id }, `cover within one move of ${unit.name}`);
  if (cover) options.push({ id: `cover:${cover}`, label: `${unit.name}: take cover in ${cover}` });
  if (!unit.result?.binding) {
    const reach = yield* fact({ id: 'charge-reach', unit: unit.id }, `T31.3: can ${unit.name} charge?`);
    if (reach.some((r) => r.defenders.length > 0)) options.push({ id: 'charge', label: `${unit.name}: charge the enemy in reach` });
  }
  return options;
}

/** Carries out the order a commanded unit or PC chose. */
function* obey(state: TynesideState, unit: UnitState, order: string, withLeaders: readonly string[], reasons: readonly Reason[], book: NearestBook): Procedure<void> {
  if (order === 'charge' && (yield* charge(state, unit, withLeaders, reasons, book))) return;
  const half = order.endsWith('-half');
  if (order.startsWith('advance')) {
    const nearest = yield* book.of(unit, `${unit.name}'s nearest enemy`);
    unit.currentAction = { kind: 'advance' };
    if (nearest) yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: nearest.unit }, half ? 0.5 : 1, `${unit.name} advances ${half ? 'half a move' : 'a full move'} on ${state.units[nearest.unit]!.name}`, reasons, book);
  } else if (order.startsWith('objective') && unit.currentAction.kind === 'objective') {
    const feature = unit.currentAction.feature;
    yield* move(state, unit, withLeaders, { kind: 'feature', feature }, half ? 0.5 : 1, `${unit.name} moves ${half ? 'half a move' : 'a full move'} towards ${feature}`, reasons, book);
  } else if (order.startsWith('cover:')) {
    const feature = order.slice('cover:'.length);
    unit.currentAction = { kind: 'hold' };
    yield* move(state, unit, withLeaders, { kind: 'feature', feature }, 1, `${unit.name} takes cover in ${feature}`, reasons, book);
  } else {
    unit.currentAction = { kind: 'hold' };
    yield* instruct({ type: 'note', text: `${unit.name} holds its position`, reasons });
  }
}

/**
 * Step 2 (T5.4, T15, T28, T31): every unit of the active side moves. Units bound by their
 * Actions result carry it out exactly; commanded units and PCs otherwise act on orders chosen
 * by their side (T14.1, T25.5). Leaders attached to a group move with it.
 */
export function* movementStep(state: TynesideState, active: string): Procedure<void> {
  const units = unitsOf(state, active).filter((u) => !u.marker && u.result);
  const movers = units.filter((unit) => !(unit.attachedTo && units.some((u) => u.id === unit.attachedTo)));
  // The units still to move are asked their nearest enemy together: only the moving side moves (charged figures stay put).
  let next = 0;
  const book = new NearestBook(() => movers.slice(next));
  for (const [i, unit] of movers.entries()) {
    next = i;
    const withLeaders = units.filter((u) => u.attachedTo === unit.id).map((u) => u.id);
    const result = unit.result!;
    const tableReason: Reason = { rule: result.cell.code === 'RF0' || result.cell.code === 'RF0-6' ? 'T26/T27 RF0' : 'T28', text: `Actions result: ${result.cell.text}`, cell: `RF ${result.rf}, D6 ${result.d6}`, dice: [result.d6] };
    if (result.binding) {
      yield* carryOut(state, unit, withLeaders, [tableReason], book);
      continue;
    }
    const options = yield* orderOptions(state, unit, book);
    const pick = yield* choose(unit.side, options, `T14.1: orders for ${unit.name} (${whyLine([tableReason])} may be ignored)`);
    yield* obey(state, unit, pick.option, withLeaders, pick.reasons, book);
  }
  // T35.2: hidden figures are placed "when they see the enemy": an enemy that has moved into their sight meets them
  // now, before it shoots, not at the next half-turn. Only the other side's moves can bring an enemy into a marker's sight.
  const hiddenSide = state.sides.find((s) => s.id === active)!.hidden;
  if (!hiddenSide && state.markers.some((m) => !m.revealed)) yield* revealMarkers(state);
}
