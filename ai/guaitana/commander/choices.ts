import type { Choice } from '../../../src/engine/requests.js';
import type { Reason } from '../../../src/engine/reasons.js';
import type { GuaitanaDecisions, OrderMeaning } from '../../../rulesets/guaitana/decisions.js';
import type { GuaitanaState, UnitState } from '../../../rulesets/guaitana/state.js';
import { attackReach, lossTier } from '../../../rulesets/guaitana/procedures/traits.js';
import { atMost } from '../../../src/table/tolerance.js';
import { italian, seen } from '../policy.js';
import { find, optionsOf, pick, type RequestOf } from '../typed.js';
import { rideOptions } from '../../../rulesets/guaitana/procedures/cinc-move.js';
import { ROLE_NAMES, type Plan, type Role } from './plan.js';
import { apart, type Situation } from './situation.js';
import { stillToMove } from './waiting.js';
import type { Temper } from './temperament.js';
import { possessive } from '../../../src/engine/english.js';

/** What a commander's choices read: the table, its plan, its temperament, and whether its reserve is committed. */
export interface Orders {
  readonly state: GuaitanaState;
  readonly plan: Plan;
  readonly temper: Temper;
  readonly situation: Situation;
  /** The reserve goes in: the commit turn has come, or the main effort is in melee. */
  readonly committed: boolean;
  /** The main effort is in melee: the moment for the hidden reserve to come out and join it. */
  readonly melee: boolean;
  /** The side must break the enemy and the enemy is not yet half-way to breaking. */
  readonly stalling: boolean;
  /** Whole turns since the side's units first saw the enemy; −1 while they have not. */
  readonly inSightFor: number;
  /** The order the C-in-C meant when he picked a unit to address (asked next, G8.7.1). */
  intent: { unit: string; order: OrderMeaning; reasons: readonly Reason[] } | null;
  /** The hidden units an ambush brings on together this turn, the first already out, and against whom (ambush.ts, G9.2). */
  ambushing: { readonly turn: number; readonly units: readonly string[]; readonly target: string } | null;
}

export const roleOf = (o: Orders, unit: UnitState): Role => o.plan.roles[unit.id] ?? 'fixing-force';
/** The plan and the unit's role, as the last reason of a choice the plan decided. */
export const planReason = (o: Orders, unit: UnitState | null): Reason => ({ rule: 'plan', text: `${o.plan.summary}${unit ? `; ${unit.name}: ${ROLE_NAMES[roleOf(o, unit)]}` : ''}` });

/** A unit whose Move line has run out: it did not move last turn though its order is Move (G8.3: it stands as on Defend). */
const stuck = (o: Orders, u: UnitState) => u.order.kind === 'move' && !u.movedLastTurn && o.state.turn > 1;
/** At grips: in contact, or on an Attack order. */
const atGrips = (o: Orders, u: UnitState) => u.order.kind === 'attack' || o.state.engaged.some((c) => c.a === u.id || c.b === u.id);
/** The enemy a unit sees nearest, if any. */
const nearestSeen = (o: Orders, u: UnitState) => seen(o.state, u).filter((e) => e.pos).sort((a, b) => apart(u, a) - apart(u, b))[0];

/**
 * Whether the plan wants this unit to go in now (G8.5 Attack): the main effort once its group
 * is up (at once when bold), the fixing force once the main effort is at grips, the reserve once
 * committed; a defender only against a broken or much weaker enemy.
 */
export function wantsAttack(o: Orders, unit: UnitState): { go: boolean; why: string } {
  const role = roleOf(o, unit);
  if (role === 'guard') return { go: false, why: `${unit.name} guards the baggage and guns: it stays` };
  if (!o.situation.mustBreak && o.plan.kind !== 'general-advance') {
    // firearms stop at Close range (G8.5): a company leaving its position to chase gains nothing the standing objective needs
    const strikers = unit.type === 'italian-cavalry' || unit.type === 'native-cavalry' || (unit.type === 'native-infantry' && !italian(o.state, unit));
    if (!strikers) return { go: false, why: `the plan is to stand until the turn limit: ${unit.name} holds its ground and lets its fire work` };
    if (o.plan.kind === 'close-defence') return { go: false, why: `close defence: badly outnumbered, ${unit.name} keeps its place; a counter-attack would open the line` };
    const foe = nearestSeen(o, unit);
    if (!foe) return { go: false, why: 'no enemy in sight to strike' };
    if (foe.order.kind === 'retreat') return { go: true, why: `${foe.name} is in Retreat: strike it before it rallies` };
    const odds = unit.figures / Math.max(1, foe.figures);
    if (lossTier(foe) === 'lost-half' && odds >= o.temper.counterOdds) return { go: true, why: `${foe.name} has lost half its figures and ${unit.name} outnumbers it: counter-attack` };
    return { go: false, why: `the plan is to stand until the turn limit: ${foe.name} is neither broken nor weak enough to counter-attack` };
  }
  // natives waiting in the open under the rifles only bleed: go in or be shot to pieces (G1)
  if (unit.firedOnLastTurn && !italian(o.state, unit) && role !== 'reserve') return { go: true, why: `${unit.name} was under fire last turn: standing there only bleeds it, so it goes in` };
  const effort = o.situation.units.filter((u) => roleOf(o, u) === 'main-effort');
  const up = effort.every((u) => seen(o.state, u).length > 0 || atGrips(o, u));
  const engaged = effort.some((u) => atGrips(o, u));
  switch (role) {
    case 'main-effort':
      if (o.temper.attackAlone) return { go: true, why: 'main effort: go in at once' };
      // natives have no fire to wait with (G1): a mass in sight of the rifles is shot at until it closes
      if (!italian(o.state, unit) && seen(o.state, unit).length > 0) return { go: true, why: 'main effort: in sight of the enemy, a mass closes at once rather than stand under its fire' };
      if (up) return { go: true, why: 'main effort: every unit of it is up and in sight of the enemy, so they go in together' };
      if (o.state.turn >= o.plan.commitTurn) return { go: true, why: `main effort: turn ${o.state.turn}, the moment to strike has come` };
      return { go: false, why: 'main effort: waits for the rest of its group to come up, so they strike together' };
    case 'fixing-force':
    case 'screen':
      if (engaged || o.temper.attackAlone) return { go: true, why: 'the main effort is at grips: pin the enemy in front so it cannot shift' };
      if (o.state.turn > o.plan.commitTurn) return { go: true, why: 'fixing force: the main effort is late, press in front' };
      return { go: false, why: 'fixing force: holds the enemy in front until the main effort strikes' };
    case 'reserve':
      return o.committed ? { go: true, why: 'the reserve is committed' } : { go: false, why: 'reserve: waits for its moment' };
  }
}

/** G8.7.2: a unit's own commander, as the plan wants: rally always, halt or press on by role, try to attack when the plan says go, never Retreat by choice. */
export function initiative(o: Orders, request: RequestOf<'initiative'>, unit: UnitState): Choice {
  const offered = (c: GuaitanaDecisions['initiative']['change']) => find(request, (m) => m.change === c);
  const rally = offered('rally');
  if (rally) return pick(rally, 'G13.1(1)', 'a failed rally costs nothing: try to turn Retreat into Defend', [planReason(o, unit)]);
  const keep = offered('keep')!;
  const attack = offered('attack');
  if (attack) {
    const want = wantsAttack(o, unit);
    if (want.go) return pick(attack, 'G8.7.2', `${want.why}: ${unit.name} tries to attack (Morale Test)`, [planReason(o, unit)]);
    return pick(keep, 'G8.7.2', want.why, [planReason(o, unit)]);
  }
  const halt = offered('defend');
  if (halt) {
    const presses = (o.situation.mustBreak || o.plan.kind === 'general-advance') && roleOf(o, unit) !== 'reserve';
    if (presses && !stuck(o, unit)) return pick(keep, 'G8.3', `${unit.name} keeps closing along its line: the plan needs the enemy broken`, [planReason(o, unit)]);
    if (presses) return pick(halt, 'G8.7.2', `${possessive(unit.name)} line has run out short of the enemy: on Defend it may try to attack next Orders phase`, [planReason(o, unit)]);
    return pick(halt, 'G8.7.2', 'enemy in sight: halt and fight from a formed position rather than march into them', [planReason(o, unit)]);
  }
  // G17: a unit in Retreat counts towards its side breaking; no unit retreats by choice
  return pick(keep, 'G17', `${unit.name} keeps its order: a Retreat by choice would count towards breaking ${o.situation.side.name}`, [planReason(o, unit)]);
}

/** The order the plan gives a unit addressed by its C-in-C or appearing from hiding (G8.7.1, G9.2). */
export function order(o: Orders, request: RequestOf<'order'>, unit: UnitState): Choice {
  if (request.options.length === 1) return pick(request.options[0]!, 'G8.7.1', 'a unit in Retreat can only be ordered to Defend (G18.19)');
  const meant = o.intent?.unit === unit.id ? o.intent : null;
  o.intent = null;
  if (meant) {
    const option = find(request, (m) => JSON.stringify(m) === JSON.stringify(meant.order));
    if (option) return { option: option.id, reasons: meant.reasons };
  }
  const attack = find(request, (m) => m.order === 'attack');
  const defend = find(request, (m) => m.order === 'defend')!;
  if (unit.hidden || unit.appearedNear || !italian(o.state, unit)) {
    // a unit coming out of hiding: it was brought on to strike
    if (attack && (o.situation.mustBreak || !italian(o.state, unit))) return pick(attack, 'G9.2', 'natives close with the enemy: their strength is in melee', [planReason(o, unit)]);
  }
  const want = wantsAttack(o, unit);
  if (attack && want.go) return pick(attack, 'G8.5', want.why, [planReason(o, unit)]);
  return pick(defend, 'G8.4', want.why, [planReason(o, unit)]);
}

/**
 * G8.7.1: the C-in-C's one action: rally a unit in Retreat; send in, with no Morale Test, a unit
 * the plan wants attacking (in person or by heliograph); else a messenger with the Attack order
 * to one out of his reach; else none.
 */
export function cinc(o: Orders, request: RequestOf<'cinc'>): Choice | null {
  // each unit's action as it is offered plain (its order asked next); the same with its order picked is found when chosen
  const options = optionsOf(request).flatMap((opt) => ('how' in opt.meaning && opt.meaning.order === undefined ? [{ opt, how: opt.meaning.how, unchecked: opt.meaning.unchecked === true, unit: o.state.units[opt.meaning.unit]! }] : []));
  // an order offered unchecked (the player's own C-in-C: the table was not asked his reach) is not advised
  const direct = options.filter((c) => c.how !== 'send' && !c.unchecked);
  // G17: the baggage does not count when a side's break is reckoned; its escort's rally can wait
  const retreating = direct.find((c) => c.unit.order.kind === 'retreat' && c.unit.type !== 'baggage');
  if (retreating) return pick(retreating.opt, 'G8.7.1', `${retreating.unit.name} is in Retreat: the C-in-C's order lets it try to rally`, [planReason(o, retreating.unit)]);
  const goes = (u: UnitState) => u.type !== 'baggage' && u.order.kind !== 'attack' && u.order.kind !== 'retreat' && (seen(o.state, u).length > 0 || u.order.kind === 'defend' || stuck(o, u)) && wantsAttack(o, u);
  const order = (c: (typeof options)[number], text: string) => {
    const want = wantsAttack(o, c.unit);
    const why = { rule: 'G8.5', text: want.why };
    // offered with the Attack order itself (a real table): that option, and nothing is asked after
    const withOrder = optionsOf(request).find((opt) => 'how' in opt.meaning && opt.meaning.how === c.how && opt.meaning.unit === c.unit.id && opt.meaning.order?.order === 'attack');
    if (withOrder) return pick(withOrder, 'G8.7.1', text, [why, planReason(o, c.unit)]);
    o.intent = { unit: c.unit.id, order: { order: 'attack' }, reasons: [why, planReason(o, c.unit)] };
    return pick(c.opt, 'G8.7.1', text, [planReason(o, c.unit)]);
  };
  const rank = (u: UnitState) => ['main-effort', 'fixing-force', 'screen', 'reserve', 'guard'].indexOf(roleOf(o, u));
  const now = direct.filter((c) => { const g = goes(c.unit); return g && g.go && seen(o.state, c.unit).length > 0; }).sort((a, b) => rank(a.unit) - rank(b.unit))[0];
  if (now) return order(now, `${now.unit.name} sees the enemy and the plan wants it in: the C-in-C's order sends it to Attack with no Morale Test${now.how === 'helio' ? ' (by heliograph)' : ''}`);
  const busy = new Set(o.situation.side.errands.map((e) => e.to));
  const far = options.filter((c) => c.how === 'send' && !busy.has(c.unit.id)).filter((c) => { const g = goes(c.unit); return g && g.go; }).sort((a, b) => rank(a.unit) - rank(b.unit))[0];
  if (far) return order(far, `${far.unit.name} is out of the C-in-C's reach and ${far.unit.order.kind === 'move' ? 'its line has run out' : 'stands on Defend'}: a messenger carries the Attack order (it takes effect the turn after he arrives)`);
  return null;
}

/** Where the commander's C-in-C rides (G9.4), and why; null: he stays. */
interface Ride {
  readonly to: UnitState;
  readonly reasons: readonly Reason[];
}

/**
 * G9.4: the C-in-C rides to a unit in Retreat, else (with no heliograph to keep in use) to the
 * main effort's unit waiting on Defend in sight of the enemy, to order it in, else to where his
 * presence steadies most units in sight of the enemy (`steady`); null: he stays.
 */
export function rideTo(o: Orders, units: readonly UnitState[]): Ride | null {
  const because = (to: UnitState, rule: string, text: string): Ride => ({ to, reasons: [{ rule, text }, planReason(o, to)] });
  const retreating = units.find((u) => u.order.kind === 'retreat' && u.type !== 'baggage');
  if (retreating) return because(retreating, 'G8.7.1', `${retreating.name} is in Retreat: within 15 cm his order lets it try to rally`);
  const heliograph = Object.values(o.state.units).some((u) => u.side === o.situation.side.id && u.type === 'cinc' && u.heliograph);
  if (heliograph) return null; // staying keeps the heliograph in use (G8.7.1)
  const waiting = units.find((u) => u.order.kind === 'defend' && u.type !== 'baggage' && seen(o.state, u).length > 0 && wantsAttack(o, u).go);
  if (waiting) return because(waiting, 'G8.7.1', `${waiting.name} waits on Defend in sight of the enemy: within 15 cm his order sends it in with no test`);
  return steady(o, units);
}

/** G9.4: the ride `rideTo` gives, as the option that names it; null: he stays. */
export function ride(o: Orders, request: RequestOf<'ride'>): Choice | null {
  const to = optionsOf(request).flatMap((opt) => ('to' in opt.meaning ? [{ opt, unit: o.state.units[opt.meaning.to]! }] : []));
  const chosen = rideTo(o, to.map((c) => c.unit));
  const option = chosen && to.find((c) => c.unit.id === chosen.to.id);
  return option ? { option: option.opt.id, reasons: chosen.reasons } : null;
}

/**
 * G9.1, G9.4: when the rules-wise policy would have the rest stand fast, the C-in-C still rides
 * if `rideTo` sends him somewhere; where it picked a ride with his activation (a real table), he
 * rides where `rideTo` sends him, or the rest stand fast when it keeps him still. Null: the
 * policy's choice stands.
 */
export function cincActivation(o: Orders, request: RequestOf<'activate'>, chosen: Choice): Choice | null {
  const stand = find(request, (m) => 'none' in m);
  const picked = optionsOf(request).find((opt) => opt.id === chosen.option)?.meaning;
  const riding = picked !== undefined && 'unit' in picked && picked.ride !== undefined;
  if (!riding && (!stand || chosen.option !== stand.id)) return null;
  const own = o.situation.side.cinc;
  const cincUnit = own ? o.state.units[own] : undefined;
  if (!cincUnit || !find(request, (m) => 'unit' in m && m.unit === own)) return null;
  const going = rideTo(o, rideOptions(o.state, cincUnit).flatMap((opt) => ('to' in opt.meaning ? [o.state.units[opt.meaning.to]!] : [])));
  if (!going && riding && stand) return pick(stand, 'G9.4', `no unit needs ${cincUnit.name}: he stays, and the rest stand fast`, [planReason(o, null)]);
  // his activation alone (the ride asked after it), or (a real table) the one that names the unit he rides to
  const cincOption = going && (find(request, (m) => 'unit' in m && m.unit === own && m.ride === undefined) ?? find(request, (m) => 'unit' in m && m.unit === own && m.ride === going.to.id));
  return going && cincOption ? { option: cincOption.id, reasons: [{ rule: 'G9.4', text: `${cincUnit.name} rides to ${going.to.name}` }, ...going.reasons] } : null;
}

/** Centre to centre, cm: near enough that a C-in-C beside one unit is within 15 cm of another's edge (G13.3), bases allowed for. */
const STEADYING_CM = 22;

/**
 * G13.3: a C-in-C within 15 cm gives +1 to every Morale Test; the units that will test are
 * those in sight of the enemy (fired on, in melee). He rides beside the unit whose neighbours
 * in sight of the enemy are most, when that is more than he steadies where he is; null: stay.
 */
function steady(o: Orders, units: readonly UnitState[]): Ride | null {
  const cincUnit = o.state.units[o.situation.side.cinc ?? ''];
  if (!cincUnit?.pos) return null;
  const testing = o.situation.units.filter((u) => u.order.kind !== 'retreat' && seen(o.state, u).length > 0);
  const steadied = (at: UnitState) => testing.filter((u) => apart(at, u) <= STEADYING_CM);
  const here = steadied(cincUnit).length;
  const best = units.filter((u) => u.pos && u.type !== 'baggage').map((u) => ({ u, n: steadied(u).length })).sort((a, b) => b.n - a.n)[0];
  if (!best || best.n <= here) return null;
  return { to: best.u, reasons: [{ rule: 'G13.3', text: `beside ${best.u.name} he is within 15 cm of ${best.n} units in sight of the enemy (${here} where he is): +1 to each one's Morale Tests` }, planReason(o, best.u)] };
}

/**
 * G9.2: a hidden unit of the reserve appears where its Attack can reach the enemy soon, once the
 * main effort is in melee, or once committed or the enemy has been in sight a whole turn, while
 * the attack stalls (when bold, at either), and only once the Italian units still to move this
 * phase have moved (G9.1: an Italian on Attack halts at its Close range, G8.5, and may come
 * within the hidden unit's reach); null: none yet. Until then the hidden
 * stay hidden but for an ambush that strikes at once (policy.ts): hidden units count as
 * standing when the side's break is counted (G17), and one that shows itself is shot at.
 */
export function reveal(o: Orders, request: RequestOf<'activate'>): Choice | null {
  // once the enemy has been in sight a whole turn, its observation spoils the hiding places near it (G6) and its fire works: waiting gains nothing
  const due = o.committed || (o.inSightFor >= 1);
  if (!(o.melee || (due && (o.temper.attackAlone || o.stalling)))) return null;
  // G9.1, G9.2: it may appear at any of the side's activations; after the Italians still to move, none can step out of its reach or close on it unseen
  if (stillToMove(o).length > 0) return null;
  const spots = optionsOf(request).flatMap((opt) => ('reveal' in opt.meaning && opt.meaning.cm !== undefined ? [{ opt, unit: o.state.units[opt.meaning.reveal]!, cm: opt.meaning.cm }] : []));
  const best = spots.filter((s) => atMost(s.cm, attackReach(s.unit) + o.temper.revealMargin)).sort((a, b) => a.cm - b.cm)[0];
  if (!best) return null;
  return pick(best.opt, 'G9.2', `${o.melee ? 'the main effort is in melee' : o.committed ? (o.stalling ? `turn ${o.state.turn} and the attack stalls: the reserve is committed` : 'the reserve is committed') : `the enemy has been in sight ${o.inSightFor} turn${o.inSightFor === 1 ? '' : 's'} and the attack stalls: waiting only lets it spoil the hiding places near it (G6) and its fire work`}: ${best.unit.name} appears ${best.cm} cm from the enemy, within a move of striking, once every Italian unit has moved (G9.1)`, [planReason(o, best.unit)]);
}
