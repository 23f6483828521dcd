import type { Reason } from '../../../src/engine/reasons.js';
import { living, type TynesideState, type UnitState } from '../../../rulesets/tyneside/state.js';
import type { TynesideRequestOf } from '../../../rulesets/tyneside/decisions.js';
import { favourNeeded, meleeFavour } from './odds.js';
import type { Plan, Role } from './plan.js';
import type { Disposition } from './temperament.js';
import { holdsToWin, hurt, retreating } from './situation.js';

/** A choice: the option picked and the reason that decided it. */
export interface Picked {
  readonly option: string;
  readonly reason: Reason;
  /** The unit the choice is about, whose role the reasons name. */
  readonly unit?: UnitState;
}

/**
 * Whom the chain buys first. The anchor comes first: uncommanded, its italic results (advance,
 * continue, charge) carry it into the fight, and while it stands the army cannot be broken (T34);
 * it costs few points. Then the groups that carry the plan.
 */
const PRIORITY: Record<Role, number> = { anchor: 5, 'main-effort': 4, reserve: 3, fixing: 2, screen: 2, guard: 1 };

/**
 * T11–T12: every relay first (each adds his dice and his command distance), then all groups at
 * once, else the group the plan needs most. `advising` a player: the relays and then every group
 * in one choice, which is what it would choose in two when the pool then pays for them all; and
 * every group but one in one choice, when those are the groups it would buy one by one.
 */
export function spend(state: TynesideState, request: TynesideRequestOf<'spend'>, plan: Plan, advising = false): Picked {
  const of = (spend: string) => request.options.filter((o) => o.meaning.spend === spend);
  const [thenGroups] = advising ? of('relays-then-groups') : [];
  if (thenGroups) return { option: thenGroups.id, reason: { rule: 'T12', text: 'every relay in reach first (each adds 2-4 dice and his command distance), then every group in reach if the pool pays for them all' } };
  const [allRelays] = of('all-relays');
  if (allRelays) return { option: allRelays.id, reason: { rule: 'T12', text: 'the pool pays for every relay in reach: each adds 2-4 dice and his command distance to the chain' } };
  const [relay] = of('relay');
  if (relay) return { option: relay.id, reason: { rule: 'T12', text: 'a relay costs 1-2 points and adds 2-4 dice and his command distance to the chain' } };
  const [allGroups] = of('all-groups');
  if (allGroups) return { option: allGroups.id, reason: { rule: 'T11', text: 'the pool pays for every group in reach: commanded troops ignore italic results, choose their targets and fire one shot a man' } };
  const ranked = of('group').map((option) => {
    const unit = state.units[option.meaning.units[0]!]!;
    const role = plan.roles[unit.id];
    // a reserve not yet committed only holds: commanding it buys little
    const priority = role === 'reserve' && !plan.committed ? 1.5 : role ? PRIORITY[role] : 1;
    return { option, unit, priority, size: living(state, unit).length };
  }).sort((a, b) => b.priority - a.priority || b.size - a.size || a.unit.id.localeCompare(b.unit.id));
  const butOne = advising ? boughtInOne(of('all-groups-but-one'), ranked.map((r) => r.option)) : undefined;
  if (butOne) return { option: butOne.id, reason: { rule: 'T11', text: 'the groups it would command one by one, the plan\'s first, as far as the pool pays: all in reach but one' } };
  const best = ranked[0];
  if (best) return { option: best.option.id, unit: best.unit, reason: { rule: 'T11', text: plan.roles[best.unit.id] === 'anchor' ? `command ${best.unit.name} first (${best.size} figures): commanded, the anchor ignores the italic results that would carry it into the fight, and while it stands the army cannot be broken (T25.5, T34)` : `command ${best.unit.name} first (${best.size} figures): the plan needs it most` } };
  return { option: of('stop')[0]!.id, reason: { rule: 'T10.4', text: 'nothing else is affordable and in reach' } };
}

/**
 * The option buying, in one choice, the very groups `spend` would buy one choice at a time:
 * the first of `ranked` the pool pays for, again and again, or every one it could buy at once
 * when the pool pays for them all.
 */
function boughtInOne(together: readonly TynesideRequestOf<'spend'>['options'][number][], ranked: readonly TynesideRequestOf<'spend'>['options'][number][]): TynesideRequestOf<'spend'>['options'][number] | undefined {
  if (together.length === 0 || ranked.length === 0) return undefined;
  let pool = ranked[0]!.meaning.pool;
  let left = [...ranked];
  const bought: string[] = [];
  for (;;) {
    const legal = left.filter((o) => o.meaning.cost <= pool);
    if (legal.length === 0) break;
    if (legal.length > 1 && legal.reduce((sum, o) => sum + o.meaning.cost, 0) <= pool) {
      bought.push(...legal.map((o) => o.meaning.units[0]!));
      break;
    }
    const first = legal[0]!;
    bought.push(first.meaning.units[0]!);
    pool -= first.meaning.cost;
    left = left.filter((o) => o !== first);
  }
  return together.find((o) => o.meaning.units.length === bought.length && o.meaning.units.every((id) => bought.includes(id)));
}

/**
 * T16.2: the target that serves the plan: an attacker must put every enemy group in retreat at
 * once (T34), so it pours its likeliest hits on the standing groups least shaken yet; a defender
 * shoots whoever comes closest.
 */
export function target(state: TynesideState, request: TynesideRequestOf<'target'>): Picked {
  const shooter = state.units[request.decision.units[0]!]!;
  const attacking = !holdsToWin(state, shooter.side);
  const scored = request.options.filter((o) => o.meaning.target !== null).map((option) => {
    const unit = state.units[option.meaning.target!]!;
    const m = option.meaning;
    // the army breaks when its last standing group does: the attacker raises the Risk Factor of the least shaken first
    const weight = attacking ? (retreating(state, unit) ? 0.5 : 1) * (1.5 - hurt(state, unit)) : 1 + 30 / Math.max(10, m.distance!);
    return { option, unit, score: m.expectedHits * weight };
  }).sort((a, b) => b.score - a.score || a.unit.id.localeCompare(b.unit.id));
  const best = scored[0];
  if (!best || best.option.meaning.expectedHits === 0) {
    const hold = request.options.find((o) => o.meaning.target === null)!;
    return { option: hold.id, unit: shooter, reason: { rule: 'T16.2', text: 'no shot worth taking' } };
  }
  const m = best.option.meaning;
  const why = attacking ? `${best.unit.name} is ${retreating(state, best.unit) ? 'already in retreat' : 'still standing'} and only ${Math.round(hurt(state, best.unit) * 100)}% hurt: every group must break at once (T34)` : `${best.unit.name} is the nearest threat`;
  return { option: best.option.id, unit: shooter, reason: { rule: 'T20.1', text: `${why}; ${m.shots} shots, ${m.cover === 'open' ? 'in the open' : `${m.cover} cover`}, about ${m.expectedHits.toFixed(1)} hits` } };
}

/** T33.3: follow up to fight again when the next melee favours us as much as the temperament asks. */
export function followUp(state: TynesideState, request: TynesideRequestOf<'follow-up'>, d: Disposition): Picked {
  const [winnerId, loserId] = request.decision.units;
  const winner = state.units[winnerId!]!;
  const favour = loserId ? meleeFavour(state, winner, state.units[loserId]!) : 0;
  // as readily as it would charge: melee troops and an attacker more readily, but not into a fight they expect to lose
  const follow = favour >= favourNeeded(state, winner, d);
  const option = request.options.find((o) => o.meaning.follow === follow)!;
  const text = follow ? `the next melee favours us (${Math.round(favour * 100)}% of the hits): keep them engaged` : `the next melee would not favour us enough (${Math.round(favour * 100)}% of the hits): stand off and shoot`;
  return { option: option.id, unit: winner, reason: { rule: 'T33.3', text } };
}

/**
 * T6.3: a small group carries on alone. The army loses only when every group is in retreat (T34):
 * each separate group is one more that must break, and a merged group adds the small one's
 * casualties to its own Risk Factor (A-62), so merging makes the whole army easier to rout.
 */
export function merge(state: TynesideState, request: TynesideRequestOf<'merge'>): Picked {
  const keep = request.options.find((o) => o.meaning.into === null)!;
  return { option: keep.id, unit: state.units[request.decision.units[0]!], reason: { rule: 'T34', text: 'stays a group of its own: the army loses only when every group is in retreat, and one more group standing is one more the enemy must break' } };
}

/** T8.2: full command dice: the troops a point buys outweigh one shot of the PC's. */
export function declare(request: TynesideRequestOf<'declare'>): Picked {
  return { option: request.options.find((o) => !o.meaning.fire)!.id, reason: { rule: 'T8.2', text: 'full command dice: the troops a point buys outweigh one shot of his own' } };
}
