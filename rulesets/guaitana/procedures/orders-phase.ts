import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type InitiativeChange, type Offer, type OrderMeaning } from '../decisions.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { centroid } from '../../../src/table/shapes.js';
import { lossTier } from './traits.js';
import { moraleTest } from './morale-test.js';
import { adviceFact, fact, instruct } from './requests.js';
import { orderText, setOrder } from './set-order.js';
import { onTable, sideOf, unitsOf, type GuaitanaState, type Order, type SideState, type UnitId, type UnitState } from '../state.js';
import type { Surroundings } from '../facts.js';
import { possessive } from '../../../src/engine/english.js';

/** G8.7.1: the orders a C-in-C may give, as options; a Retreating unit may only be turned to Defend (G18.19). */
export function orderOptions(state: GuaitanaState, unit: UnitState): Offer<'order'>[] {
  if (unit.order.kind === 'retreat') return [{ id: 'order/defend', label: `${unit.name}: Defend where it stands (needs a Morale Test)`, meaning: { order: 'defend' } }];
  return [
    { id: 'order/defend', label: `${unit.name}: Defend where it stands`, meaning: { order: 'defend' } },
    // G8.2 (recommended): the baggage's orders are in practice Move or Defend
    ...(unit.type === 'baggage' ? [] : [{ id: 'order/attack', label: `${unit.name}: Attack the nearest enemy it sees`, meaning: { order: 'attack' }, tool: 'charge' } as const]),
    { id: 'order/retreat', label: `${unit.name}: Retreat`, meaning: { order: 'retreat' }, tool: 'retreat' },
    ...state.terrain.map((t, i) => ({ id: `order/move:${i}`, label: `${unit.name}: Move to ${t.name}`, meaning: { order: 'move', feature: i } as const })),
  ];
}

/** The order an order option's meaning stands for. */
export function orderOf(state: GuaitanaState, unit: UnitState, meaning: OrderMeaning): Order {
  switch (meaning.order) {
    case 'attack': return { kind: 'attack', target: null };
    case 'retreat': return { kind: 'retreat' };
    case 'move': return { kind: 'move', path: [centroid(state.terrain[meaning.feature]!.shape)] };
    default: return { kind: 'defend', point: unit.pos ?? { x: 0, y: 0 } };
  }
}

/** G13.3: each unit's surroundings, asked once an Orders phase (nothing moves in it): a second test of the unit is not asked again. */
type Around = Map<UnitId, Surroundings>;

/** Units whose surroundings fit one checklist: three lines each (the C-in-C, a friend, Closed ground) in a dozen. */
const ONE_CHECKLIST = 4;

/**
 * G13.3: what is around a unit about to test. `likely`: other units that may test later in the
 * phase, asked in the same checklist as far as it holds them (nothing moves in an Orders phase,
 * so the answers hold), so that opfor's units trying to attack one after another are one screen,
 * not one each.
 */
function* surroundingsOf(state: GuaitanaState, unit: UnitState, around: Around, likely: readonly UnitState[] = []): Procedure<Surroundings> {
  const known = around.get(unit.id);
  if (known) return known;
  const ask = [unit, ...likely.filter((u) => u !== unit && !around.has(u.id))].slice(0, ONE_CHECKLIST);
  if (ask.length === 1) around.set(unit.id, yield* fact({ id: 'surroundings', unit: unit.id }, `G13.3: what is around ${unit.name}`));
  else for (const { unit: id, ...rest } of yield* fact({ id: 'surroundings-of', units: ask.map((u) => u.id) }, 'G13.3: what is around the units that may test their morale this Orders phase')) around.set(id, rest);
  return around.get(unit.id)!;
}

/** G8.7.2, G13.1: whether the unit's commander may try a change that needs a Morale Test (Defend → Attack, Retreat → Defend). */
const mayTest = (state: GuaitanaState, unit: UnitState) => initiativeOptions(state, unit).some((o) => o.meaning.change === 'attack' || o.meaning.change === 'rally');

/** Applies an order from the C-in-C; a unit in Retreat must first pass a Morale Test (G8.7.1, G13.1(1)). */
function* applyCincOrder(state: GuaitanaState, unit: UnitState, order: Order, how: Reason, around: Around): Procedure<void> {
  if (unit.order.kind === 'retreat') {
    const test = yield* moraleTest(state, unit, 'rally', yield* surroundingsOf(state, unit, around));
    if (!test.passed) {
      yield* instruct({ type: 'note', text: `${unit.name} stays in Retreat despite the C-in-C's order`, reasons: [how, test.reason] });
      return;
    }
    yield* setOrder(state, unit, { kind: 'defend', point: unit.pos ?? { x: 0, y: 0 } }, [how, test.reason]);
    return;
  }
  yield* setOrder(state, unit, order, [how]);
}

/** G8.7.1 step 1: orders carried by messengers that reached their unit last turn take effect. */
function* deliveredOrders(state: GuaitanaState, side: SideState, around: Around): Procedure<void> {
  for (const errand of side.errands.filter((e) => e.deliveredTurn !== null && e.deliveredTurn < state.turn)) {
    side.errands.splice(side.errands.indexOf(errand), 1);
    const unit = state.units[errand.to]!;
    if (unit.eliminated) continue;
    yield* applyCincOrder(state, unit, errand.order, { rule: 'G8.7.1', text: `the messenger's order, delivered in turn ${errand.deliveredTurn}, takes effect` }, around);
  }
}

/** G8.8: the named unit commander takes over as C-in-C once his ½d6 turns have passed. */
function* takeOverCommand(state: GuaitanaState, side: SideState): Procedure<void> {
  if (!side.successor || state.turn < side.successor.fromTurn) return;
  const from = state.units[side.successor.unit]!;
  side.successor = null;
  if (from.eliminated || !from.commander || !from.pos) return;
  const cinc = state.units[`${side.id}-cinc`]!;
  cinc.eliminated = false;
  from.commander = false;
  side.cinc = cinc.id;
  yield* instruct({ type: 'appear', unit: cinc.id, feature: '', at: from.pos, toward: from.id, text: `${possessive(from.name)} commander leaves his unit to command ${side.name}: place the C-in-C beside it`, reasons: [{ rule: 'G8.8', text: 'a unit commander replaces the fallen C-in-C; his unit counts as having lost its commander (G18.22)' }] });
}

/**
 * G8.7.1: the C-in-C's one action: an order within 15 cm, by heliograph, or a messenger. Which
 * units are within his reach, and which an enemy threatens (the heliograph's condition), opfor
 * asks the table only for a side it plays; the player, who sees his own C-in-C, is offered every
 * unit with the condition in the option's words (`unchecked`) and asked nothing first.
 */
function* cincAction(state: GuaitanaState, side: SideState, around: Around): Procedure<boolean> {
  const cinc = side.cinc ? state.units[side.cinc] : undefined;
  if (!cinc || cinc.eliminated) return false;
  const reach = yield* adviceFact({ id: 'cinc-reach', side: side.id }, side.id, `G8.7.1: units within 15 cm of ${cinc.name} that he sees`);
  const checked = reach !== null;
  const units = onTable(state, side.id).filter((u) => u.type !== 'cinc' && u.type !== 'messenger');
  const options: Offer<'cinc'>[] = [{ id: 'cinc/none', label: 'no new order', meaning: { none: true } }];
  // at a real table the unit commanders' step (G8.7.2, next) is declared with it when none of them changes anything: one screen, not two
  const commanders = side.atTable ? initiativeUnits(state, side) : [];
  if (commanders.length > 0) options.push({ id: 'cinc/none+kept', label: `no new order, and ${commanders.length === 1 ? `${commanders[0]!.name} keeps its order too` : 'every unit commander keeps his unit\'s order too (G8.7.2)'}`, meaning: { none: true, kept: true } });
  for (const unit of reach === null ? units : reach.map((id) => state.units[id]!)) {
    options.push({ id: `cinc/direct:${unit.id}`, label: `re-order ${unit.name} in person`, meaning: { how: 'direct', unit: unit.id, ...(checked ? {} : { unchecked: true as const }) } });
  }
  if (cinc.heliograph && !cinc.movedLastTurn) {
    const quiet = units.filter((u) => !reach?.includes(u.id) && !u.firedLastTurn && !u.foughtLastTurn);
    const threatened = yield* adviceFact({ id: 'threatened', units: quiet.map((u) => u.id) }, side.id, 'G8.7.1: which of them are within an enemy\'s charge reach or Close range');
    for (const unit of quiet.filter((u) => !threatened?.includes(u.id))) {
      options.push({ id: `cinc/helio:${unit.id}`, label: `re-order ${unit.name} by heliograph`, meaning: { how: 'helio', unit: unit.id, ...(threatened === null ? { unchecked: true as const } : {}) }, tool: 'heliograph' });
    }
  }
  const idle = unitsOf(state, side.id).filter((u) => u.type === 'messenger' && !side.errands.some((e) => e.messenger === u.id) && !side.away.includes(u.id));
  if (idle.length > 0) {
    for (const unit of units.filter((u) => !reach?.includes(u.id))) {
      options.push({ id: `cinc/send:${unit.id}`, label: `send a messenger to ${unit.name}`, meaning: { how: 'send', unit: unit.id }, tool: 'messenger' });
    }
    // at a real table the order a messenger most often carries is offered with him, so it is one screen, not two (G8.7.1)
    const attack: OrderMeaning = { order: 'attack' };
    for (const unit of side.atTable ? units.filter((u) => orderOptions(state, u).some((o) => o.meaning.order === 'attack')) : []) {
      options.push({ id: `cinc/send:${unit.id}/attack`, label: `send a messenger to ${unit.name} with the order to Attack`, meaning: { how: 'send', unit: unit.id, order: attack }, tool: 'messenger' });
    }
  }
  if (options.length === 1) return false;
  // offered unchecked, the conditions are said once, with the question
  const conditions = checked ? '' : ` (in person: a unit within 15 cm of him and in his sight${cinc.heliograph && !cinc.movedLastTurn ? '; by heliograph: one no enemy has within charge reach or Close range' : ''})`;
  const pick = yield* decide(side.id, 'cinc', [cinc.id], options, `G8.7.1: ${possessive(cinc.name)} action this Orders phase${conditions}`);
  if ('none' in pick.meaning) return pick.meaning.kept === true;
  const { how } = pick.meaning;
  const unit = state.units[pick.meaning.unit]!;
  const orderPick = pick.meaning.order ? { meaning: pick.meaning.order, reasons: [] } : yield* decide(side.id, 'order', [unit.id], orderOptions(state, unit), `G8.7.1: the new order for ${unit.name}`);
  const order = orderOf(state, unit, orderPick.meaning);
  const reasons = [...pick.reasons, ...orderPick.reasons];
  if (how === 'send') {
    side.errands.push({ messenger: idle[0]!.id, to: unit.id, order, deliveredTurn: null });
    yield* instruct({ type: 'note', text: `${cinc.name} sends ${idle[0]!.name} to ${unit.name} with new orders (${orderText(state, order)})`, reasons: [{ rule: 'G8.7.1', text: 'a messenger rides 40 cm a turn; the order takes effect the turn after he arrives' }, ...reasons] });
    return false;
  }
  const rule = how === 'helio' ? 'by heliograph: the C-in-C did not move last turn, the unit did not fire or fight and is out of the enemy\'s reach' : 'within 15 cm and in sight of the C-in-C';
  yield* applyCincOrder(state, unit, order, { rule: 'G8.7.1', text: `${orderText(state, order)} ${rule}` }, around);
  return false;
}

/** G8.7.2: the side's units whose own commander has a change he may make now (initiativeOptions), in the order they are asked. */
export function initiativeUnits(state: GuaitanaState, side: SideState): UnitState[] {
  return onTable(state, side.id).filter((u) => u.commander && u.type !== 'cinc' && u.type !== 'messenger' && initiativeOptions(state, u).length > 1);
}

/** G8.7.2: what a unit's own commander may do now, as options (keep first). */
export function initiativeOptions(state: GuaitanaState, unit: UnitState): Offer<'initiative'>[] {
  const sees = (state.sight[unit.id] ?? []).length > 0;
  const options: Offer<'initiative'>[] = [{ id: 'initiative/keep', label: `${unit.name} keeps its order (${orderText(state, unit.order)})`, meaning: { change: 'keep' } }];
  if (unit.order.kind === 'move' && sees) options.push({ id: 'initiative/defend', label: `${unit.name} halts and defends: it sights the enemy`, meaning: { change: 'defend' } });
  // G8.2 (recommended): the baggage's orders are Move or Defend, on its own initiative too
  if (unit.order.kind === 'defend' && sees && unit.type !== 'baggage') options.push({ id: 'initiative/attack', label: `${unit.name} tries to attack (Morale Test)`, meaning: { change: 'attack' }, tool: 'charge' });
  if (unit.order.kind === 'retreat') options.push({ id: 'initiative/rally', label: `${unit.name} tries to rally to Defend (Morale Test)`, meaning: { change: 'rally' } });
  // any order → Retreat is always allowed; offered when it could be wanted, so idle units are not asked every turn
  if (unit.order.kind !== 'retreat' && (options.length > 1 || lossTier(unit) !== null)) options.push({ id: 'initiative/retreat', label: `${unit.name} retreats on its own initiative`, meaning: { change: 'retreat' }, tool: 'retreat' });
  return options;
}

/** G8.7.2: a unit commander changes his unit's order on his own initiative, with the Morale Tests it needs; `later`: the side's units still to decide. */
function* initiative(state: GuaitanaState, unit: UnitState, around: Around, later: readonly UnitState[]): Procedure<void> {
  const options = initiativeOptions(state, unit);
  if (options.length === 1) return;
  const pick = yield* decide(unit.side, 'initiative', [unit.id], options, `G8.7.2: ${possessive(unit.name)} commander may change its order`);
  yield* changeOrder(state, unit, pick.meaning.change, pick.reasons, around, later.filter((u) => mayTest(state, u)));
}

/**
 * G8.7.2 at the player's side: one choice of which unit commander changes his unit's order, the
 * units taken in the order listed (the rules fix none): the player picks the first that does, or
 * none, and after a change the units below it are offered again. A side of idle commanders is one
 * screen, not one a unit. At a real table the first screen offers each change as the only one,
 * every unit that may halt on sighting halting at once, or "several" (then as above).
 */
function* initiativesInTurn(state: GuaitanaState, side: SideState, units: readonly UnitState[], around: Around): Procedure<void> {
  let rest = units.filter((u) => initiativeOptions(state, u).length > 1);
  // at a real table the first screen's changes are each the only one (a turn rarely has more), and "several" takes them in turn
  let first = side.atTable === true && rest.length > 1;
  while (rest.length > 0) {
    const only = first ? { only: true as const } : {};
    const changes = rest.flatMap((u) => initiativeOptions(state, u).flatMap((o): Offer<'initiatives'>[] => (o.meaning.change === 'keep' ? [] : [{ id: `initiatives/${u.id}/${o.meaning.change}${first ? '/only' : ''}`, label: first ? `${o.label}; the others keep theirs` : o.label, meaning: { unit: u.id, change: o.meaning.change, ...only }, ...(o.tool ? { tool: o.tool } : {}) }])));
    const none: Offer<'initiatives'> = { id: 'initiatives/none', label: rest.length === 1 ? `${rest[0]!.name} keeps its order (${orderText(state, rest[0]!.order)})` : 'every one of them keeps its order', meaning: { none: true } };
    const several: Offer<'initiatives'>[] = first ? [{ id: 'initiatives/several', label: 'more than one of them changes its order: pick them one at a time', meaning: { several: true } }] : [];
    // G8.7.2: Move → Defend on sighting needs no test, so every such unit halting is one pick
    const halting = first ? rest.filter((u) => initiativeOptions(state, u).some((o) => o.meaning.change === 'defend')) : [];
    const halt: Offer<'initiatives'>[] = halting.length > 1 ? [{ id: 'initiatives/halt', label: `every one of them on a Move order that sights the enemy halts and defends (${halting.length} units${halting.length < rest.length ? '; the others are asked after' : ''})`, meaning: { halt: halting.map((u) => u.id) } }] : [];
    const inTurn = rest.length > 1 && !first ? ' (taken in the order listed: the units above the one picked keep theirs)' : '';
    const purpose = `G8.7.2: does a unit commander of ${side.name} change his unit's order?${inTurn}`;
    const pick = yield* decide(side.id, 'initiatives', rest.map((u) => u.id), [none, ...halt, ...changes, ...several], purpose);
    first = false;
    if ('none' in pick.meaning) return;
    if ('several' in pick.meaning) continue;
    if ('halt' in pick.meaning) {
      const halted = pick.meaning.halt;
      for (const id of halted) yield* changeOrder(state, state.units[id]!, 'defend', pick.reasons, around);
      // the others are asked again, each change the only one as on the first screen
      rest = rest.filter((u) => !halted.includes(u.id) && initiativeOptions(state, u).length > 1);
      first = rest.length > 1;
      continue;
    }
    const unit = state.units[pick.meaning.unit]!;
    yield* changeOrder(state, unit, pick.meaning.change, pick.reasons, around);
    if (pick.meaning.only) return;
    rest = rest.slice(rest.indexOf(unit) + 1);
  }
}

/** G8.7.2: a unit commander's change of his unit's order, with the Morale Test it needs. */
function* changeOrder(state: GuaitanaState, unit: UnitState, change: InitiativeChange, reasons: readonly Reason[], around: Around, likely: readonly UnitState[] = []): Procedure<void> {
  const here = { kind: 'defend' as const, point: unit.pos ?? { x: 0, y: 0 } };
  switch (change) {
    case 'defend':
      yield* setOrder(state, unit, here, [{ rule: 'G8.7.2', text: 'Move → Defend on sighting an enemy, no test' }, ...reasons]);
      return;
    case 'retreat':
      yield* setOrder(state, unit, { kind: 'retreat' }, [{ rule: 'G8.7.2', text: 'any order → Retreat, no test' }, ...reasons]);
      return;
    case 'attack':
    case 'rally': {
      const attack = change === 'attack';
      const test = yield* moraleTest(state, unit, attack ? 'attack' : 'rally', yield* surroundingsOf(state, unit, around, likely));
      if (!test.passed) {
        yield* instruct({ type: 'note', text: `${unit.name} stays on ${orderText(state, unit.order)}`, reasons: [test.reason] });
        return;
      }
      yield* setOrder(state, unit, attack ? { kind: 'attack', target: null } : here, [test.reason, ...reasons]);
      return;
    }
  }
}

/** G8.5(5), G8.10: an Attack whose target has been eliminated becomes Defend where the unit stands (G18.14). */
function* targetsGone(state: GuaitanaState): Procedure<void> {
  for (const unit of Object.values(state.units)) {
    if (unit.eliminated || unit.hidden || unit.pos === null || unit.order.kind !== 'attack' || unit.order.target === null) continue;
    const target = state.units[unit.order.target];
    if (!target?.eliminated) continue;
    yield* setOrder(state, unit, { kind: 'defend', point: unit.pos }, [{ rule: 'G8.5(5)', text: `${target.name}, the unit it attacked, is eliminated: the order becomes Defend (G8.10), where it stands (G18.14)` }]);
  }
}

/**
 * Phase 1, Orders (G7.1(1), G8): messengers' orders take effect, each C-in-C acts once, unit
 * commanders change orders on their own initiative, and a successor takes over a fallen C-in-C.
 */
export function* ordersPhase(state: GuaitanaState): Procedure<void> {
  yield* targetsGone(state);
  const around: Around = new Map();
  for (const side of state.sides) yield* deliveredOrders(state, side, around);
  // the sides whose unit commanders were declared, with the C-in-C's action, to keep their orders (a real table)
  const kept = new Set<string>();
  for (const side of state.sides) if (yield* cincAction(state, side, around)) kept.add(side.id);
  for (const side of state.sides.filter((s) => !kept.has(s.id))) {
    const units = onTable(state, side.id).filter((u) => u.commander && u.type !== 'cinc' && u.type !== 'messenger');
    // the player's own commanders are one choice at a real table; opfor's say why for each unit
    if (side.player === 'human') yield* initiativesInTurn(state, side, units, around);
    else for (const [i, unit] of units.entries()) yield* initiative(state, unit, around, units.slice(i + 1));
  }
  for (const side of state.sides) yield* takeOverCommand(state, sideOf(state, side.id));
}
