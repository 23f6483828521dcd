import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type Order, type TynesideOption } from '../decisions.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { whyLine } from '../../../src/engine/reasons.js';
import { enemyOf, unitsOf, type TynesideState, type UnitState, type UnitId } from '../state.js';
import { charge } from './charge.js';
import { carryOut, move } from './carry-out.js';
import { fact, instruct } from './requests.js';
import { revealMarkers } from './hidden-markers.js';
import { NearestBook } from './nearest.js';
import { possessive } from '../../../src/engine/english.js';
import { givesCover } from '../rules/cover.js';

/** The rulebook tools orders use, which `opfor balance` counts. */
const TOOLS: Partial<Record<Order, string>> = { charge: 'charge', withdraw: 'retreat' };

/**
 * The orders a commanded unit or a PC may give itself this half-turn (T14.1, T17, T31.3), but
 * those in `ruledOut`. Taking cover and charging are offered without asking first whether cover
 * lies within a move or an enemy within reach: the player sees that at the table, and opfor asks
 * only once one is chosen (`obey` rules it out when there is none).
 */
function* orderOptions(state: TynesideState, unit: UnitState, book: NearestBook, ruledOut: ReadonlySet<Order>): Procedure<TynesideOption<'order'>[]> {
  const order = (o: Order, label: string): TynesideOption<'order'> => ({ id: o, label: `${unit.name}: ${label}`, meaning: { order: o, units: [unit.id] }, ...(TOOLS[o] ? { tool: TOOLS[o] } : {}) });
  const options = [order('hold', 'hold and shoot, or load (stationary)')];
  const nearest = yield* book.of(unit, `${possessive(unit.name)} nearest enemy`);
  if (nearest) {
    const name = state.units[nearest.unit]!.name;
    options.push(order('advance-half', `advance half a move on ${name} (breech-loaders may still fire)`));
    options.push(order('advance', `advance a full move on ${name}`));
    // T14.1: commanded troops move as their player wishes: on any other enemy group on the table too
    for (const enemy of unitsOf(state, enemyOf(state, unit.side))) {
      if (enemy.kind !== 'group' || enemy.marker || enemy.id === nearest.unit) continue;
      options.push({ id: `advance-on:${enemy.id}`, label: `${unit.name}: advance a full move on ${enemy.name}`, meaning: { order: 'advance-on', units: [unit.id], target: enemy.id } });
    }
  }
  // T14.1: a commanded group moves as its player wishes, so the objective it was given stays open to it whatever it did since
  if (unit.objective) {
    options.push(order('objective-half', `half a move towards ${unit.objective}`));
    options.push(order('objective', `a full move towards ${unit.objective}`));
  }
  if (!ruledOut.has('cover') && state.terrain.some(givesCover)) options.push(order('cover', 'take cover in the nearest cover within a move'));
  if (!ruledOut.has('charge') && nearest && !unit.result?.binding) options.push(order('charge', 'charge the enemy in reach'));
  // T14.1: the player moves commanded troops as he wishes, away from the enemy too (not a WDRAW result: not "in retreat", T34.2).
  if (nearest) options.push(order('withdraw', `pull back a full move from ${state.units[nearest.unit]!.name}`));
  return options;
}

/** Carries out the order a commanded unit or PC chose; false when it cannot (no cover within a move, nobody in reach). */
function* obey(state: TynesideState, unit: UnitState, order: Order, withLeaders: readonly string[], reasons: readonly Reason[], book: NearestBook, target?: UnitId): Procedure<boolean> {
  if (order === 'charge') return yield* charge(state, unit, withLeaders, reasons, book);
  const half = order.endsWith('-half');
  if (order === 'advance-on' && target) {
    unit.currentAction = { kind: 'advance' };
    yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: target }, 1, `${unit.name} advances a full move on ${state.units[target]!.name}`, reasons, book);
  } else if (order.startsWith('advance')) {
    const nearest = yield* book.of(unit, `${possessive(unit.name)} nearest enemy`);
    unit.currentAction = { kind: 'advance' };
    if (nearest) yield* move(state, unit, withLeaders, { kind: 'toward-unit', unit: nearest.unit }, half ? 0.5 : 1, `${unit.name} advances ${half ? 'half a move' : 'a full move'} on ${state.units[nearest.unit]!.name}`, reasons, book);
  } else if (order.startsWith('objective') && unit.objective) {
    const feature = unit.objective;
    unit.currentAction = { kind: 'objective', feature };
    yield* move(state, unit, withLeaders, { kind: 'feature', feature }, half ? 0.5 : 1, `${unit.name} moves ${half ? 'half a move' : 'a full move'} towards ${feature}`, reasons, book);
  } else if (order === 'withdraw') {
    const nearest = yield* book.of(unit, `${possessive(unit.name)} nearest enemy`);
    unit.currentAction = { kind: 'hold' };
    if (nearest) yield* move(state, unit, withLeaders, { kind: 'away-from-unit', unit: nearest.unit }, 1, `${unit.name} pulls back a full move from ${state.units[nearest.unit]!.name}`, reasons, book);
  } else if (order === 'cover') {
    const feature = yield* fact({ id: 'cover-within-move', unit: unit.id }, `T14.1: cover within one move of ${unit.name}`);
    if (!feature) return false;
    unit.currentAction = { kind: 'hold' };
    yield* move(state, unit, withLeaders, { kind: 'feature', feature }, 1, `${unit.name} takes cover in ${feature}`, reasons, book);
  } else {
    unit.currentAction = { kind: 'hold' };
    yield* instruct({ type: 'note', text: `${unit.name} holds its position`, reasons });
  }
  return true;
}

/** The option (followed by the units' ids joined by +) that tells every unit still to be given orders to hold. */
export const HOLD_ALL = 'hold-all:';

/** The orders every unit still to be given orders may be given at once, besides holding, and how an option says each. */
const TOGETHER: readonly { readonly order: Order; readonly words: string }[] = [
  { order: 'advance-half', words: 'advance half a move on their nearest enemy (breech-loaders may still fire)' },
  { order: 'advance', words: 'advance a full move on their nearest enemy' },
  { order: 'objective-half', words: 'move half a move towards their objectives' },
  { order: 'objective', words: 'move a full move towards their objectives' },
];

/**
 * T14.1: one order for every unit still to be given orders (`everyone`, the unit asked first), so
 * that a player who gives them all the same order gives it once: hold (with their names), or a
 * move each of them can make: on its nearest enemy when each has one already asked (`book`),
 * towards its objective when each has one. None with nobody after the unit asked.
 */
function togetherOptions(everyone: readonly UnitState[], book: NearestBook): TynesideOption<'order'>[] {
  if (everyone.length < 2) return [];
  const units = everyone.map((u) => u.id);
  const all = `All ${everyone.length} units given orders now`;
  const hold: TynesideOption<'order'> = { id: `${HOLD_ALL}${units.join('+')}`, label: `${all} hold and shoot, or load (stationary): ${everyone.map((u) => u.name).join(', ')}`, meaning: { order: 'hold-all', units } };
  const can = (order: Order) => (order.startsWith('advance') ? everyone.every((u) => book.peek(u.id)) : everyone.every((u) => u.objective !== null));
  return [hold, ...TOGETHER.filter((t) => can(t.order)).map((t) => ({ id: `all-${t.order}:${units.join('+')}`, label: `${all} ${t.words}`, meaning: { order: t.order, units }, shortcut: true as const }))];
}

/**
 * Step 2 (T5.4, T15, T28, T31): every unit of the active side moves. Units bound by their
 * Actions result carry it out exactly; commanded units and PCs otherwise act on orders chosen
 * by their side (T14.1, T25.5). Leaders attached to a group move with it (A-63).
 */
export function* movementStep(state: TynesideState, active: string): Procedure<void> {
  const units = unitsOf(state, active).filter((u) => !u.marker && u.result);
  const movers = units.filter((unit) => !(unit.attachedTo && units.some((u) => u.id === unit.attachedTo)));
  // The units still to move are asked their nearest enemy together: only the moving side moves (charged figures stay put).
  let next = 0;
  const book = new NearestBook(() => movers.slice(next));
  // an order given to every unit still to be given orders at once, and its reasons
  let standing: { readonly order: Order; readonly reasons: readonly Reason[] } | null = null;
  for (const [i, unit] of movers.entries()) {
    next = i;
    const withLeaders = units.filter((u) => u.attachedTo === unit.id).map((u) => u.id);
    const result = unit.result!;
    const tableReason: Reason = { rule: result.cell.code === 'RF0' || result.cell.code === 'RF0-6' ? 'T26/T27 RF0' : 'T28', text: `Actions result: ${result.cell.text}`, cell: `RF ${result.rf}, D6 ${result.d6}`, dice: [result.d6] };
    if (result.binding) {
      yield* carryOut(state, unit, withLeaders, [tableReason], book);
      continue;
    }
    if (standing) {
      yield* obey(state, unit, standing.order, withLeaders, standing.reasons, book);
      continue;
    }
    // T14.1: the units still to be given orders may all be given one order in one choice.
    const everyone = [unit, ...movers.slice(i + 1).filter((u) => !u.result!.binding)];
    // An order the table shows cannot be carried out (no cover within a move, nobody in reach) is taken back and the rest offered again.
    const ruledOut = new Set<Order>();
    for (;;) {
      const options = yield* orderOptions(state, unit, book, ruledOut);
      // after the unit's own options: its nearest enemy is asked with those of the units after it
      if (ruledOut.size === 0) options.splice(1, 0, ...togetherOptions(everyone, book));
      const pick = yield* decide(unit.side, 'order', [unit.id], options, `T14.1: orders for ${unit.name} (${whyLine([tableReason])} may be ignored)${ruledOut.size > 0 ? `: ${[...ruledOut].map((o) => (o === 'cover' ? 'no cover within a move' : 'nobody in reach')).join(', ')}` : ''}`);
      const { order: picked, units: covered, target } = options.find((o) => o.id === pick.option)!.meaning;
      const order = picked === 'hold-all' ? 'hold' : picked;
      if (covered.length > 1) standing = { order, reasons: pick.reasons };
      if (yield* obey(state, unit, order, withLeaders, pick.reasons, book, target)) break;
      ruledOut.add(order);
    }
  }
  // T35.2: hidden figures are placed "when they see the enemy": an enemy that has moved into their sight meets them
  // now, before it shoots, not at the next half-turn. Only the other side's moves can bring an enemy into a marker's sight.
  const hiddenSide = state.sides.find((s) => s.id === active)!.hidden;
  if (!hiddenSide && state.markers.some((m) => !m.revealed)) yield* revealMarkers(state);
}
