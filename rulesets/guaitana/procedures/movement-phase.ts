import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type Gear, type GuaitanaDecisions, type Offer } from '../decisions.js';
import type { AmbushesSince, AmbushSpot, HidingWatch } from '../facts.js';
import type { Reason } from '../../../src/engine/reasons.js';
import { FORMATION_USE, type Formation } from '../tables/troops.js';
import { italiansFirst, onTable, sideOf, unitsOf, type GuaitanaState, type SideState, type UnitId, type UnitState } from '../state.js';
import { cincMove, rideOptions, type Ride } from './cinc-move.js';
import { buildingsAfterMove } from './buildings.js';
import { contactsAfterMove } from './contact.js';
import { spoilHidingPlaces } from './observation-phase.js';
import { withEngaged } from './engaged.js';
import { impetuosityRolls } from './impetuosity.js';
import { limberOptions, limberOrMount } from './limber.js';
import { moveByOrder } from './move-unit.js';
import { messengerMove } from './messengers.js';
import { ambushAdvice, hiddenOf, placesFor, revealOptions, revealUnit } from './reveal.js';
import { fact, instruct } from './requests.js';
import { attackReach, capacityOf, firingWeapon } from './traits.js';

/** Whether the unit has movement to make this phase (G9.1): Move, Attack, Retreat, a Defend point to reach, or an Italian formation to change. */
function wantsActivation(state: GuaitanaState, unit: UnitState, inContact: ReadonlySet<string>): boolean {
  // G9.4: the C-in-C moves 40 cm, as an activation of his own (G9.1(4))
  if (unit.type === 'cinc') return rideOptions(state, unit).length > 1;
  if (unit.type === 'messenger') {
    const side = sideOf(state, unit.side);
    return side.away.includes(unit.id) || side.errands.some((e) => e.messenger === unit.id && e.deliveredTurn === null);
  }
  // G9.8, G18.30: a unit in contact stays put unless it is in Retreat
  if (inContact.has(unit.id) && unit.order.kind !== 'retreat') return false;
  return mustMove(unit) || formationChoices(state, unit).length > 1 || limberOptions(unit).length > 1;
}

/** G9.7(3): the formations an Italian unit may change to (its own first); none for natives. */
export function formationChoices(state: GuaitanaState, unit: UnitState): Formation[] {
  // G5.2(1): in buildings a unit counts as Mass, whatever it would form; G8.6(1)-(2), G9.7(3): a
  // unit in Retreat is in Mass and must spend its full capacity moving, none on a new formation
  if (sideOf(state, unit.side).nation !== 'italian' || unit.irregular || unit.order.kind === 'retreat' || unit.inBuildings) return [unit.formation];
  const use = FORMATION_USE[unit.type === 'italian-cavalry' && unit.dismounted ? 'italian-infantry' : unit.type] as Record<string, string | null> | undefined;
  if (!use) return [unit.formation];
  return [unit.formation, ...(Object.keys(use) as Formation[]).filter((f) => f !== unit.formation && use[f] === 'always')];
}

/** G9.7(3): a new formation costs half the Movement Capacity. */
function* form(unit: UnitState, formation: UnitState['formation'], reasons: readonly Reason[]): Procedure<void> {
  if (formation === unit.formation) return;
  unit.turn.used += 0.5;
  unit.formation = formation;
  yield* instruct({ type: 'form', withNext: true, unit: unit.id, formation, text: `${unit.name} forms ${formation}`, reasons: [{ rule: 'G9.7(3)', text: 'a formation change uses half the Movement Capacity' }, ...reasons] });
}

/**
 * G9.7(3), G8.3: before it moves an Italian unit may change formation; a unit on a Move order
 * also goes at least half and at most all of its capacity, picked in the same choice. Returns
 * the Move order's share.
 */
function* formAndShare(state: GuaitanaState, unit: UnitState, gearDone = false): Procedure<0.5 | 1 | null> {
  const forms = formationChoices(state, unit);
  const onMove = unit.order.kind === 'move';
  const gear = limberOptions(unit);
  if (!onMove && forms.length === 1) return gearDone || (yield* limberOrMount(state, unit)) ? 1 : null;
  // G9.7(1)-(2): a change of guns or horses is offered in the same choice; picked, it is made and the rest asked after
  const changes = gear.length > 1 && !gearDone ? gear.filter((o) => o.id !== 'limber/keep') : [];
  const reform = (i: number) => (i === 0 ? {} : { tool: 'formation' as const });
  const purpose = !onMove ? `G9.7: does ${unit.name} change formation (half its capacity)?`
    : forms.length > 1 ? `G8.3, G9.7: how ${unit.name} moves along its line (a new formation costs half its capacity)` : `G8.3: how far ${unit.name} moves along its line`;
  const pick = onMove
    ? yield* decide(unit.side, 'move', [unit.id], [...forms.flatMap((f, i): Offer<'move'>[] => [
      { id: `move/${f}@full`, label: i === 0 ? `${unit.name} moves its full capacity in ${f}` : `${unit.name} forms ${f}, then moves on with the rest of its capacity`, meaning: { formation: f, distance: 'full' }, ...reform(i) },
      { id: `move/${f}@half`, label: i === 0 ? `${unit.name} moves half in ${f}, and may fire` : `${unit.name} forms ${f} and goes no farther`, meaning: { formation: f, distance: 'half' }, ...reform(i) },
    ]), ...changes], purpose)
    : yield* decide(unit.side, 'formation', [unit.id], [...forms.map((f, i): Offer<'formation'> => ({ id: `formation/${f}`, label: i === 0 ? `${unit.name} stays in ${f}` : `${unit.name} forms ${f}`, meaning: { formation: f }, ...reform(i) })), ...changes], purpose);
  const meaning: GuaitanaDecisions['move'] | GuaitanaDecisions['formation'] = pick.meaning;
  if ('gear' in meaning) return (yield* limberOrMount(state, unit, { ...pick, meaning })) ? yield* formAndShare(state, unit, true) : null;
  yield* form(unit, meaning.formation, pick.reasons);
  return 'distance' in meaning && meaning.distance === 'half' ? 0.5 : 1;
}

/**
 * One activation (G9.1): formation change, then the move its order demands, then what contact
 * does (G9.8); returns whether it came within `watch`'s reach of a hiding place (null: not asked). `plan`: a Move order's distance picked with the unit (keeping its formation, guns
 * and horses), so nothing more is asked.
 */
function* activate(state: GuaitanaState, unit: UnitState, plan: 0.5 | 1 | null = null, watch: HidingWatch | null = null, formed: Formed | null = null, ride: Ride | null = null): Procedure<boolean | null> {
  if (unit.type === 'messenger' || unit.type === 'cinc') {
    yield* (unit.type === 'messenger' ? messengerMove(state, unit) : cincMove(state, unit, ride));
    return null;
  }
  if (formed) yield* form(unit, formed.formation, formed.reasons);
  const share = formed ? 1 : plan ?? (yield* formAndShare(state, unit));
  if (share === null) return null;
  const moved = yield* moveByOrder(state, unit, share);
  if (unit.turn.moved) unit.withHorses = false;
  if (moved) yield* buildingsAfterMove(state, unit);
  return yield* contactsAfterMove(state, unit, moved, watch);
}

/**
 * G9.2: after a "none within reach", the hiding places opfor's hidden natives watch and their
 * reach, asked about with each Italian unit's contacts as it moves; null when nobody watches.
 */
function hidingWatch(state: GuaitanaState, ambushes: AmbushesSince | null): HidingWatch | null {
  if (ambushes === null || ambushes.spots.length > 0) return null;
  const hidden = state.sides.filter((s) => s.nation === 'native').flatMap((s) => hiddenOf(state, s));
  const places = [...new Set(hidden.flatMap((u) => placesFor(state, u)))];
  return places.length === 0 ? null : { places, reach: Math.max(...hidden.map(attackReach)) };
}

/** Whether the unit's order makes it move this phase (G9.3); the others activate only to change formation, guns or horses. */
export function mustMove(unit: UnitState): boolean {
  return unit.type === 'messenger' || unit.order.kind !== 'defend' || unit.goingToPoint;
}

/** How an activation is offered: a move, or the changes a unit standing fast may make (G9.7). */
function activationLabel(state: GuaitanaState, unit: UnitState): string {
  if (mustMove(unit)) return `move ${unit.name}`;
  if (unit.type === 'cinc') return `${unit.name} may ride (40 cm)`;
  const changes = [
    ...(formationChoices(state, unit).length > 1 ? ['formation'] : []),
    ...(limberOptions(unit).length > 1 ? [unit.type === 'artillery' ? 'guns' : 'horses'] : []),
  ];
  return `${unit.name}: change its ${changes.join(' or ')}`;
}

/** G9.10: a unit with a firearm that moves more than half cannot fire; javelins throw after any move. */
const holdsFire = (unit: UnitState) => { const w = firingWeapon(unit); return w !== null && w !== 'javelin'; };

/** The id suffixes of a Move order's activation picked with its distance: full or half its capacity (G8.3); of another order's, with a new formation (G9.7(3)). */
export const FULL = '@full', HALF = '@half', FORM = '>';

/**
 * G9.1, G8.3: how a unit's activation is offered. A unit on a Move order may be picked with its
 * distance, as it stands (no new formation, guns or horses): full or half its capacity, in one
 * choice; a unit that could also change its formation, guns or horses has "another way" beside
 * its full move, which asks the rest. `lastMovers`: no unit left to pick must move.
 */
function activationOptions(state: GuaitanaState, unit: UnitState, lastMovers = false): Offer<'activate'>[] {
  const id = `activate/${unit.id}`;
  // G9.4: at a real table, once nothing is left that must move, the player's C-in-C is offered each ride in this choice, not on a screen after it
  if (sideOf(state, unit.side).atTable && unit.type === 'cinc' && lastMovers) return rideOptions(state, unit).flatMap((o) => ('to' in o.meaning ? [{ id: `${id}>ride:${o.meaning.to}`, label: o.label, meaning: { unit: unit.id, ride: o.meaning.to } }] : []));
  if (sideOf(state, unit.side).atTable && unit.type !== 'cinc' && !mustMove(unit) && limberOptions(unit).length < 2) {
    // G9.7(3): at a real table a unit standing fast is offered each new formation, so forming one is a single screen
    return formationChoices(state, unit).slice(1).map((f): Offer<'activate'> => ({ id: `${id}${FORM}${f}`, label: `${unit.name} forms ${f} (half its capacity)`, meaning: { unit: unit.id, formation: f }, tool: 'formation' }));
  }
  if (unit.type !== 'cinc' && unit.type !== 'messenger' && unit.order.kind !== 'move' && mustMove(unit) && limberOptions(unit).length < 2) {
    // G9.7(3), G9.3: an Attack or a march to its Defend point, as it stands or in a new formation for half its capacity, in this one choice
    const forms = formationChoices(state, unit);
    if (forms.length > 1) {
      return forms.map((f, i): Offer<'activate'> => (i === 0
        ? { id, label: `move ${unit.name} as its order says, in ${f}`, meaning: { unit: unit.id, formation: f } }
        : { id: `${id}${FORM}${f}`, label: `${unit.name} forms ${f} (half its capacity), then moves as its order says`, meaning: { unit: unit.id, formation: f }, tool: 'formation' }));
    }
  }
  if (unit.order.kind !== 'move' || unit.type === 'cinc' || unit.type === 'messenger') return [{ id, label: activationLabel(state, unit), meaning: { unit: unit.id } }];
  const forms = formationChoices(state, unit).length > 1, gear = limberOptions(unit).length > 1;
  if (!forms && !gear) {
    return [
      { id: `${id}${FULL}`, label: `move ${unit.name} its full capacity along its line`, meaning: { unit: unit.id, distance: 'full' } },
      { id: `${id}${HALF}`, label: `move ${unit.name} half along its line${holdsFire(unit) ? ', and it may fire' : ''}`, meaning: { unit: unit.id, distance: 'half' } },
    ];
  }
  // at a real table its half move as it stands is offered too, so the common pick is one screen, not two
  const atTable = sideOf(state, unit.side).atTable === true;
  const other = [...(forms ? ['a new formation'] : []), ...(gear ? [unit.type === 'artillery' ? 'its guns' : 'its horses'] : []), ...(atTable ? [] : ['half a move'])];
  const asItStands = `in ${unit.formation}${gear ? `, ${unit.type === 'artillery' ? (unit.packed ? 'guns on the mules' : 'guns in battery') : (unit.dismounted ? 'on foot' : 'mounted')}` : ''}`;
  return [
    { id: `${id}${FULL}`, label: `move ${unit.name} its full capacity along its line, ${asItStands}`, meaning: { unit: unit.id, distance: 'full' } },
    ...(atTable ? [{ id: `${id}${HALF}`, label: `move ${unit.name} half along its line, ${asItStands}${holdsFire(unit) ? ', and it may fire' : ''}`, meaning: { unit: unit.id, distance: 'half' } } as const] : []),
    { id, label: `move ${unit.name} another way: ${other.length > 1 ? `${other.slice(0, -1).join(', ')} or ` : ''}${other.at(-1)}`, meaning: { unit: unit.id } },
  ];
}

/**
 * The options moving all the side's units that its orders move, one per activation, each as its
 * order says; on a Move order its full capacity, half, half for those with a firearm, or (at a
 * real table) half for those with a firearm that saw the enemy at the last Observation, along
 * its line (G9.1, G8.3, G9.10).
 */
export const ALL = 'activate/*@full', ALL_HALF = 'activate/*@half', ALL_READY = 'activate/*@ready', ALL_SIGHTED = 'activate/*@sighted';

/** G10, G9.10: whether a unit saw an enemy unit still on the table at the last Observation (a reason to keep its firearm ready). */
const sawEnemy = (state: GuaitanaState, unit: UnitState) => (state.sight[unit.id] ?? []).some((id) => !state.units[id]?.eliminated);

/**
 * Whether the unit's activation asks nothing once it is picked: a messenger (he rides to his
 * unit, G8.7.1), or a unit on Attack, Retreat or Defend with no formation, guns or horses to
 * change (G9.7), which goes as its order says (G9.3). A C-in-C's ride is always a choice (G9.4).
 */
function asksNothing(state: GuaitanaState, unit: UnitState): boolean {
  if (unit.type === 'messenger') return true;
  return unit.type !== 'cinc' && unit.order.kind !== 'move' && formationChoices(state, unit).length === 1 && limberOptions(unit).length < 2;
}

/** Whether a unit can go in a plan of the side's units sent on together (G9.1): picked with its distance as it stands, or nothing to ask. */
function plannable(state: GuaitanaState, unit: UnitState): boolean {
  return asksNothing(state, unit) || activationOptions(state, unit).some((o) => o.id === `activate/${unit.id}${FULL}` || ('formation' in o.meaning && o.meaning.formation === unit.formation));
}

/**
 * G9.1, G8.3, G9.10: the ways to send all the movers on: those on a Move order each its full
 * capacity, each half, or half where it has a firearm to keep ready and full otherwise; a way
 * the same as one before it is not offered twice, and none but the first with no unit on a Move order.
 */
function allOptions(state: GuaitanaState, movers: readonly UnitState[], meanwhile: string): Offer<'activate'>[] {
  const names = movers.map((u) => u.name).join(', then ');
  const all = movers.map((u) => u.id);
  const marching = movers.filter((u) => u.order.kind === 'move');
  // the list of units is written out once: the other ways say "the same units"
  const words = (along: string, first: boolean) => {
    const who = first ? `move ${names}` : `move the same ${movers.length} units in the same order`;
    return marching.length === movers.length ? `${who}, each ${along}${meanwhile}` : `${who}, each as its order says${marching.length > 0 ? ` (on a Move order ${along})` : ''}${meanwhile}`;
  };
  const ways = [
    { id: ALL, half: [] as UnitState[], along: 'its full capacity along its line as it stands' },
    { id: ALL_HALF, half: marching, along: 'half along its line as it stands, so it may fire' },
    { id: ALL_READY, half: marching.filter(holdsFire), along: 'half along its line as it stands if it has a firearm to keep ready, its full capacity if not' },
    // at a real table: the way a player most often sends them, so the side's whole move is one screen
    ...(movers.some((u) => sideOf(state, u.side).atTable) ? [{ id: ALL_SIGHTED, half: marching.filter((u) => holdsFire(u) && sawEnemy(state, u)), along: 'half along its line as it stands if it saw the enemy at the last Observation and has a firearm to keep ready, its full capacity if not' }] : []),
  ];
  const offered: Offer<'activate'>[] = [];
  const seen = new Set<string>();
  for (const way of ways) {
    const key = way.half.map((u) => u.id).join();
    if (seen.has(key)) continue;
    seen.add(key);
    offered.push({ id: way.id, label: words(way.along, offered.length === 0), meaning: way.half.length === 0 ? { all } : { all, half: way.half.map((u) => u.id) } });
  }
  return offered;
}

/** A side's units sent on together (G9.1), still to move, and those of them on a Move order that go half (G8.3). */
interface Planned { readonly units: UnitId[]; half: readonly UnitId[] }

/** The side's next activation: a unit to move (`plan`: its Move order's distance, picked with it), a hidden unit to bring on (G9.2), or none. */
type Next = { readonly kind: 'move'; readonly unit: UnitState; readonly plan: 0.5 | 1 | null; readonly formed?: Formed; readonly ride?: Ride } | { readonly kind: 'reveal'; readonly unit: UnitId; readonly reasons: readonly Reason[] } | null;

/** A formation picked with the unit's activation (G9.7(3)), and why. */
interface Formed { readonly formation: Formation; readonly reasons: readonly Reason[] }

/**
 * The side's next unit to activate: Retreat units first (G9.1(2)); the side picks among them,
 * or brings a hidden unit on first (`reveals`, G9.2). Once only units standing fast are left,
 * the side may let them all stand (null; so it does when nothing is waiting). When every unit
 * its orders move can go with nothing more asked (`plannable`: a Move order's share picked with
 * it, or an order that leaves no choice), the side may send them all on in the order listed,
 * those on a Move order each its full capacity, or half (all, or those with a firearm), as it stands (`planned` keeps the
 * rest): each later activation takes the next of them without asking, until one can no longer
 * move so or opfor's hidden units could spring an ambush (`ambush`); a contact or a unit
 * appearing clears the plan (movementPhase). The alternation goes on between them (G9.1(1)).
 */
function* nextUnit(state: GuaitanaState, side: SideState, waiting: readonly UnitState[], reveals: readonly Offer<'activate'>[], planned: Planned, ambush: boolean): Procedure<Next> {
  const live = waiting.filter((u) => !u.eliminated && !u.hidden);
  const retreating = live.filter((u) => u.order.kind === 'retreat');
  const pool = retreating.length > 0 ? retreating : live;
  // at a real table the Retreat units, moved first, may be sent on together too (G9.1(2))
  const together = retreating.length === 0 || side.atTable === true;
  const next = pool.find((u) => u.id === planned.units[0]);
  if (next && together && !ambush && plannable(state, next)) {
    planned.units.shift();
    return { kind: 'move', unit: next, plan: planned.half.includes(next.id) ? 0.5 : 1 };
  }
  planned.units.length = 0;
  if (pool.length === 0 && reveals.length === 0) return null;
  const standing = pool.every((u) => !mustMove(u));
  if (pool.length === 1 && !standing && reveals.length === 0) return { kind: 'move', unit: pool[0]!, plan: null };
  const movers = pool.filter(mustMove);
  const options: Offer<'activate'>[] = [...pool.flatMap((u) => activationOptions(state, u, standing)), ...reveals];
  if (together && movers.length > 1 && movers.every((u) => plannable(state, u))) {
    options.unshift(...allOptions(state, movers, reveals.length > 0 ? '; no hidden unit appears meanwhile' : ''));
  }
  if (standing) {
    const rest = pool.length > 0 ? `the rest of ${side.name} stand fast as they are` : `${side.name} move nothing more`;
    options.push({ id: 'activate/none', label: reveals.length > 0 ? `${rest}; the hidden units stay hidden` : rest, meaning: { none: true } });
  }
  const purpose = `G9.1: which unit of ${side.name} moves next${retreating.length > 0 ? ' (Retreat units first)' : ''}${reveals.length > 0 ? ', or which hidden unit appears first (G9.2)' : ''}`;
  const pick = yield* decide(side.id, 'activate', pool.map((u) => u.id), options, purpose);
  const meaning = pick.meaning;
  if ('none' in meaning) return null;
  if ('reveal' in meaning) return { kind: 'reveal', unit: meaning.reveal, reasons: pick.reasons };
  if ('all' in meaning) {
    planned.units.push(...movers.slice(1).map((u) => u.id));
    planned.half = meaning.half ?? [];
    return { kind: 'move', unit: movers[0]!, plan: planned.half.includes(movers[0]!.id) ? 0.5 : 1 };
  }
  if (meaning.formation) return { kind: 'move', unit: state.units[meaning.unit]!, plan: 1, formed: { formation: meaning.formation, reasons: pick.reasons } };
  if (meaning.ride) return { kind: 'move', unit: state.units[meaning.unit]!, plan: null, ride: { to: meaning.ride, reasons: pick.reasons } };
  return { kind: 'move', unit: state.units[meaning.unit]!, plan: meaning.distance === 'full' ? 1 : meaning.distance === 'half' ? 0.5 : null };
}

/** G4.6: the baggage stands in Mass when it is not moving: a train that marched in Column closes up as the phase ends. */
function* baggageHalts(state: GuaitanaState): Procedure<void> {
  for (const unit of Object.values(state.units)) {
    if (unit.type !== 'baggage' || unit.eliminated || unit.pos === null || unit.formation === 'mass') continue;
    unit.formation = 'mass';
    yield* instruct({ type: 'form', withNext: true, unit: unit.id, formation: 'mass', text: `${unit.name}: close up in Mass`, reasons: [{ rule: 'G4.6', text: 'baggage always stands in Mass when stationary' }] });
  }
}

/**
 * Phase 2, Movement (G9): one unit at a time, the sides alternating, Italians first, each side
 * moving its Retreat units first; the natives may bring hidden units on at the start of each of
 * their activations; then the natives' end-of-movement impetuosity and ambush rolls (G9.9).
 */
export function* movementPhase(state: GuaitanaState): Procedure<void> {
  // G6.4: before the first Observation phase, what the Italians observe as deployed is already spoiled
  if (state.turn === 1 && Object.values(state.units).some((u) => u.hidden && !u.eliminated)) yield* spoilHidingPlaces(state);
  const contacts = withEngaged(state, yield* fact({ id: 'contacts' }, 'G9.8: which units start the phase in contact'));
  const inContact = new Set(contacts.flatMap((c) => [c.a, c.b]));
  const order = italiansFirst(state);
  const waiting = new Map(order.map((s) => [s.id, onTable(state, s.id).filter((u) => wantsActivation(state, u, inContact))]));
  // where an ambush could spring, as last found, and the Italian units that have activated since
  let ambushes = null as AmbushesSince | null;
  // each side's units sent on together, still to move (G9.1)
  const planned = new Map(order.map((s) => [s.id, { units: [] as UnitId[], half: [] as readonly UnitId[] }]));
  for (let turn = 0, idle = 0; idle < 2;) {
    const side = order[turn]!;
    const hidden = side.nation === 'native' ? hiddenOf(state, side) : [];
    const spots: readonly AmbushSpot[] | null = hidden.length > 0 ? yield* ambushAdvice(side, hidden, ambushes) : null;
    if (spots) ambushes = { spots, movers: [] };
    const reveals = hidden.length > 0 ? revealOptions(state, hidden, spots) : [];
    const next = yield* nextUnit(state, side, waiting.get(side.id)!, reveals, planned.get(side.id)!, spots !== null && reveals.length > 0);
    if (next?.kind === 'reveal') {
      for (const rest of planned.values()) rest.units.length = 0;
      const unit = yield* revealUnit(state, side, next.unit, next.reasons, spots);
      if (unit.order.kind !== 'defend') waiting.get(side.id)!.push(unit); // G18.10: it moves this phase
      continue; // revealing does not use up the activation
    }
    turn = 1 - turn;
    if (!next) {
      waiting.set(side.id, []);
      idle++;
      continue;
    }
    idle = 0;
    waiting.set(side.id, waiting.get(side.id)!.filter((u) => u !== next.unit));
    const engaged = state.engaged.length;
    const near = yield* activate(state, next.unit, next.plan, side.nation === 'italian' ? hidingWatch(state, ambushes) : null, next.formed ?? null, next.ride ?? null);
    // a contact changes the picture: each side is asked again
    if (next.unit.turn.contacted || state.engaged.length !== engaged) for (const rest of planned.values()) rest.units.length = 0;
    // an Italian unit that came no nearer a hiding place than its reach gives the hidden natives nothing new to ask
    if (side.nation === 'italian' && ambushes && near !== false) ambushes = { ...ambushes, movers: [...ambushes.movers, next.unit.id] };
  }
  yield* impetuosityRolls(state);
  yield* baggageHalts(state);
  for (const side of state.sides) {
    for (const unit of unitsOf(state, side.id)) unit.movedLastTurn = unit.turn.moved;
  }
}
