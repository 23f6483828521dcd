import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import { decide, type TynesideOption } from '../decisions.js';
import { activationCost, commandDiceCount } from '../rules/command.js';
import { living, unitsOf, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { note } from '../instructions.js';
import { fact, instruct } from './requests.js';
import { possessive } from '../../../src/engine/english.js';
import type { Reason } from '../../../src/engine/reasons.js';

const RELAY_ROLES = new Set(['officer', 'nco', 'drummer', 'bugler']);
/** The option that commands every group the chain can reach and pay for at once. */
export const ALL_GROUPS = 'all-groups';
/** The option (followed by the id of the group left out) that commands every group the chain could buy but one, when the pool pays for all but that one. */
export const ALL_BUT = 'all-groups-but:';
/** The option that activates every relay the chain can reach and pay for at once. */
export const ALL_RELAYS = 'all-relays';
/**
 * The option that activates every relay the chain can reach and pay for and then, their dice
 * rolled, commands every group then in reach if no further relay is and the pool pays for them all.
 */
export const RELAYS_THEN_GROUPS = 'relays-then-groups';

/** T8.2: −1 die if the command figure will load or fire, or is in melee (A-9). */
function* busy(state: TynesideState, figure: FigureState, declaredFire: boolean): Procedure<boolean> {
  if (declaredFire) return true;
  // A figure no charge or melee has touched since the last melee is not in contact (T31): not asked.
  if (!state.meleeUnits.includes(figure.unit)) return false;
  return yield* fact({ id: 'in-contact', unit: figure.unit }, `T8.2: is ${figure.name} in melee?`);
}

/** T10 (A-15): what activating the unit costs when the figures in `loyal` count as loyal. */
function cost(state: TynesideState, unit: UnitState, loyal: (f: FigureState) => boolean): number {
  const router = unit.lastCode === 'RUN';
  return living(state, unit).reduce((sum, f) => sum + activationCost({ loyal: loyal(f), router }), 0);
}

/**
 * T12.5, T10: which figures of a unit are beyond command distance of each command figure,
 * asked once a step per unit and command figure: nothing moves while a chain is spent, and a
 * figure is beyond a chain when it is beyond every command figure of it, so a chain that grows
 * by a relay asks only about the relay, and a unit in reach of the chain is not asked again.
 * `sweep` asks about all the units the chain could command in one question per command figure.
 */
class Reach {
  private readonly known = new Map<string, readonly string[]>();

  private static key(unit: UnitState, c: FigureState): string {
    return `${unit.id}\u0000${c.id}`;
  }

  /**
   * For each command figure in turn, one question about every unit not yet known to be all
   * in reach of the ones before: the same pairs `beyond` would ask one by one.
   */
  *sweep(units: readonly UnitState[], commanders: readonly FigureState[], why: string): Procedure<void> {
    const left = new Map(units.map((u) => [u.id, null as readonly string[] | null]));
    for (const c of commanders) {
      const asked = units.filter((u) => left.get(u.id) !== undefined && !this.known.has(Reach.key(u, c)));
      if (asked.length > 0) {
        const answers = yield* fact({ id: 'command-reach', commanders: [c.id], units: asked.map((u) => u.id) }, `${why} (${c.name})`);
        for (const a of answers) this.known.set(Reach.key(this.unit(units, a.unit), c), a.beyond);
      }
      for (const u of units) {
        if (left.get(u.id) === undefined) continue;
        const ofThis = this.known.get(Reach.key(u, c))!;
        const so = left.get(u.id)!;
        const beyond = so === null ? ofThis : so.filter((id) => ofThis.includes(id));
        if (beyond.length === 0) left.delete(u.id);
        else left.set(u.id, beyond);
      }
    }
  }

  private unit(units: readonly UnitState[], id: string): UnitState {
    return units.find((u) => u.id === id)!;
  }

  /** The unit's living figures beyond command distance of every one of `commanders`. */
  *beyond(unit: UnitState, commanders: readonly FigureState[], why: string): Procedure<readonly string[]> {
    let beyond: readonly string[] | null = null;
    for (const c of commanders) {
      const key = Reach.key(unit, c);
      if (!this.known.has(key)) this.known.set(key, (yield* fact({ id: 'command-reach', commanders: [c.id], units: [unit.id] }, `${why} (${c.name})`))[0]!.beyond);
      const ofThis = this.known.get(key)!;
      beyond = beyond === null ? ofThis : beyond.filter((id) => ofThis.includes(id));
      if (beyond.length === 0) break;
    }
    return beyond ?? [];
  }
}

/**
 * T10 (A-14): what activating a unit in reach of the chain costs. A figure is loyal if it is
 * loyal to a command figure of the chain within command distance of it: where a figure is
 * loyal to some of the chain only, the table is asked which figures are beyond those.
 */
function* loyalCost(state: TynesideState, unit: UnitState, chain: readonly FigureState[], reach: Reach): Procedure<number> {
  if (unit.lastCode === 'RUN') return cost(state, unit, () => false); // routers cost 2 whatever their loyalty (A-15)
  const loyal = new Set<string>();
  for (const f of living(state, unit)) {
    const leaders = chain.filter((c) => f.loyalTo.includes(c.id));
    if (leaders.length === 0) continue;
    // Every figure is in command distance of someone of the chain (T12.5, asked first): loyal to all of it settles it.
    if (leaders.length < chain.length) {
      const beyond = yield* reach.beyond(unit, leaders, `T10 (A-14): which figures of ${unit.name} are beyond command distance of those they are loyal to?`);
      if (beyond.includes(f.id)) continue;
    }
    loyal.add(f.id);
  }
  return cost(state, unit, (f) => loyal.has(f.id));
}

/** The activations the chain can legally make now: in command distance of a chain figure (T12.5) and paid in full (T11). */
function* legalActivations(state: TynesideState, pc: FigureState, chain: FigureState[], pool: number, taken: Set<string>, reach: Reach): Procedure<{ option: TynesideOption<'spend'>; unit: UnitState; cost: number }[]> {
  const found: { option: TynesideOption<'spend'>; unit: UnitState; cost: number }[] = [];
  const isRelay = (unit: UnitState) => unit.kind === 'leader' && RELAY_ROLES.has(state.figures[unit.figures[0]!]!.role);
  // The cheapest each could be, every figure loyal to someone of the chain counted loyal: no need to measure what the pool cannot pay.
  const candidates = unitsOf(state, pc.side).filter((unit) => !taken.has(unit.id) && !unit.marker && (unit.kind === 'group' || isRelay(unit))
    && cost(state, unit, (f) => chain.some((c) => f.loyalTo.includes(c.id))) <= pool);
  yield* reach.sweep(candidates, chain, `T12.5: which units are within command distance of ${possessive(pc.name)} chain?`);
  for (const unit of candidates) {
    const first = state.figures[unit.figures[0]!]!;
    const relay = isRelay(unit);
    const beyond = yield* reach.beyond(unit, chain, `T12.5: is ${unit.name} within command distance of ${possessive(pc.name)} chain?`);
    if (beyond.length > 0) continue;
    const price = yield* loyalCost(state, unit, chain, reach);
    if (price > pool) continue;
    const label = relay
      ? `Activate ${first.role} ${unit.name} (${price} pt): he relays orders and adds his dice`
      : `Command ${unit.name}: ${living(state, unit).length} figures, ${price} pts`;
    const meaning = { spend: relay ? 'relay' : 'group', units: [unit.id], cost: price, pool } as const;
    found.push({ option: { id: `${relay ? 'relay' : 'group'}:${unit.id}`, label, meaning, tool: 'command' }, unit, cost: price });
  }
  return found;
}

/**
 * T8–T13: a PC rolls command dice and spends the chain's pool, one activation at a time,
 * on relays (who add their own dice) and whole groups (all or none). Unspent points are lost.
 */
export function* runChain(state: TynesideState, pc: FigureState): Procedure<{ pointsLost: number }> {
  const declare = yield* decide(pc.side, 'declare', [pc.unit], [
    { id: 'command', label: `${pc.name} commands with full dice (will not load or fire)`, meaning: { fire: false } },
    { id: 'fire', label: `${pc.name} will load or fire this half-turn (−1 die)`, meaning: { fire: true } },
  ], `T8.2: does ${pc.name} load or fire this half-turn?`);
  const firing = declare.option === 'fire';
  state.units[pc.unit]!.commanded = true;
  state.units[pc.unit]!.declaredFire = firing;
  const count = commandDiceCount(pc.cls, { officerBusy: yield* busy(state, pc, firing), musician: false });
  const faces = yield* roll(nd(count, 6), `T8: ${possessive(pc.name)} command dice (${count}D6)`, pc.side);
  let pool = faces.reduce((a, b) => a + b, 0);
  const chain: FigureState[] = [pc];
  const taken = new Set<string>([pc.unit]);
  let musicianDie = false;
  const reach = new Reach();
  // the reasons of a choice to command every group once the relays have rolled (RELAYS_THEN_GROUPS)
  let thenGroups: readonly Reason[] | null = null;
  yield* instruct(note(`${pc.name} rolls ${count}D6 for command: ${faces.join('+')} = ${pool} points`, [{ rule: 'T8.1', text: `${pc.cls} command figure: ${count} dice`, dice: faces }]));
  for (;;) {
    const legal = yield* legalActivations(state, pc, chain, pool, taken, reach);
    if (legal.length === 0) break;
    // T11: when the pool pays for every group in reach, commanding them all is one choice, not one a group.
    const groups = legal.filter((l) => l.unit.kind === 'group');
    const groupsCost = groups.reduce((sum, l) => sum + l.cost, 0);
    const all: TynesideOption<'spend'>[] = groups.length > 1 && groupsCost <= pool ? [{ id: ALL_GROUPS, label: `Command all ${groups.length} groups in reach: ${groups.map((l) => l.unit.name).join(', ')} (${groupsCost} pts)`, meaning: { spend: 'all-groups', units: groups.map((l) => l.unit.id), cost: groupsCost, pool }, tool: 'command' }] : [];
    // T12: likewise every relay in reach, when the pool pays for them all (each then adds his dice).
    const relays = legal.filter((l) => l.unit.kind === 'leader');
    const relaysCost = relays.reduce((sum, l) => sum + l.cost, 0);
    const allRelays: TynesideOption<'spend'>[] = relays.length > 1 && relaysCost <= pool ? [{ id: ALL_RELAYS, label: `Activate all ${relays.length} relays in reach: ${relays.map((l) => l.unit.name).join(', ')} (${relaysCost} pts): each adds his dice`, meaning: { spend: 'all-relays', units: relays.map((l) => l.unit.id), cost: relaysCost, pool }, tool: 'command' }] : [];
    const commandAll = function* (reasons: readonly Reason[], bought = groups): Procedure<void> {
      const price = bought.reduce((sum, l) => sum + l.cost, 0);
      pool -= price;
      for (const l of bought) {
        taken.add(l.unit.id);
        l.unit.commanded = true;
      }
      yield* instruct(note(`${possessive(pc.name)} chain commands ${bought.map((l) => l.unit.name).join(', ')} (${price} pts); ${pool} points left`, [{ rule: 'T11', text: 'all the members of a group are commanded, or none' }, ...reasons]));
    };
    // T11: when the pool pays for every group it could buy but one, all of those at once (no relay left to buy first)
    const allBut: TynesideOption<'spend'>[] = relays.length > 0 || groups.length < 3 || groupsCost <= pool ? [] : groups.filter((x) => groupsCost - x.cost <= pool).map((x) => {
      const rest = groups.filter((l) => l !== x);
      return { id: `${ALL_BUT}${x.unit.id}`, label: `Command ${rest.map((l) => l.unit.name).join(', ')} (${groupsCost - x.cost} pts): all but ${x.unit.name}`, meaning: { spend: 'all-groups-but-one', units: rest.map((l) => l.unit.id), cost: groupsCost - x.cost, pool }, tool: 'command', shortcut: true as const };
    });
    // the relays asked to go on to every group have rolled: no further relay in reach and the pool pays for every group, so no choice is left
    const carryOn = thenGroups;
    thenGroups = null;
    if (carryOn && relays.length === 0 && groups.length > 0 && groupsCost <= pool) {
      yield* commandAll(carryOn);
      continue;
    }
    // T11-T12: the relays, and once they have rolled every group, in one choice (while a group is left to command)
    const groupsLeft = unitsOf(state, pc.side).some((u) => u.kind === 'group' && !u.marker && !taken.has(u.id));
    const relaysThenGroups: TynesideOption<'spend'>[] = relays.length > 0 && relaysCost <= pool && groupsLeft ? [{ id: RELAYS_THEN_GROUPS, label: `Activate ${relays.length === 1 ? relays[0]!.unit.name : `all ${relays.length} relays in reach`} (${relaysCost} pts), then command every group in reach if the pool pays for them all`, meaning: { spend: 'relays-then-groups', units: relays.map((l) => l.unit.id), cost: relaysCost, pool }, tool: 'command', shortcut: true }] : [];
    const stop: TynesideOption<'spend'> = { id: 'stop', label: `Stop (${pool} points left are lost)`, meaning: { spend: 'stop', units: [], cost: 0, pool } };
    const pick = yield* decide(pc.side, 'spend', [pc.unit], [...relaysThenGroups, ...allRelays, ...all, ...allBut, ...legal.map((l) => l.option), stop], `T11-T12: ${possessive(pc.name)} chain has ${pool} points`);
    if (pick.option === ALL_GROUPS) {
      yield* commandAll(pick.reasons);
      continue;
    }
    if (pick.option.startsWith(ALL_BUT)) {
      yield* commandAll(pick.reasons, groups.filter((l) => `${ALL_BUT}${l.unit.id}` !== pick.option));
      continue;
    }
    if (pick.option === RELAYS_THEN_GROUPS) thenGroups = pick.reasons;
    const chosen = pick.option === ALL_RELAYS || pick.option === RELAYS_THEN_GROUPS ? relays : legal.filter((l) => l.option.id === pick.option);
    if (chosen.length === 0) break;
    for (const one of chosen) {
      pool -= one.cost;
      taken.add(one.unit.id);
      one.unit.commanded = true;
      if (one.unit.kind === 'leader') {
        const relay = state.figures[one.unit.figures[0]!]!;
        chain.push(relay);
        const dice = commandDiceCount(relay.cls, { officerBusy: yield* busy(state, relay, false), musician: false });
        const relayFaces = yield* roll(nd(dice, 6), `T12: ${relay.name} relays and adds ${dice}D6`, pc.side);
        pool += relayFaces.reduce((a, b) => a + b, 0);
        if (!musicianDie && (relay.role === 'drummer' || relay.role === 'bugler')) {
          musicianDie = true;
          const [extra] = yield* roll(nd(1, 6), `T8.3: extra die for a commanded ${relay.role}`, pc.side);
          pool += extra!;
        }
      }
      yield* instruct(note(`${one.option.label}; ${pool} points left`, [{ rule: one.unit.kind === 'leader' ? 'T12' : 'T11', text: one.unit.kind === 'leader' ? 'an activated NCO, drummer or bugler commands on behalf of an officer' : 'all the members of a group are commanded, or none' }, ...pick.reasons]));
    }
  }
  return { pointsLost: pool };
}
