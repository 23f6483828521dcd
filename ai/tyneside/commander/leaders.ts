import type { Order } from '../../../rulesets/tyneside/decisions.js';
import type { TynesideState, UnitState } from '../../../rulesets/tyneside/state.js';
import type { Ordered } from './orders.js';
import type { Role } from './plan.js';
import type { DistanceWords } from './distance-words.js';
import { fullMove, gap, groupsOf, nearestEnemy, retreating } from './situation.js';

/** T22.3: a leader this close (cm) to a group is with it, and moves with it. */
const WITH = 5;

/** The own group a leader keeps up with: the nearest the plan drives forward (the main effort, the reserve once committed), else the nearest standing group but the guards and the anchor. */
export function groupToFollow(state: TynesideState, leader: UnitState, roles: Readonly<Record<string, Role>>, committed: boolean): UnitState | null {
  const standing = groupsOf(state, leader.side).filter((g) => !retreating(state, g));
  const driven = standing.filter((g) => roles[g.id] === 'main-effort' || (roles[g.id] === 'reserve' && committed));
  const others = standing.filter((g) => roles[g.id] !== 'guard' && roles[g.id] !== 'anchor');
  const pool = driven.length > 0 ? driven : others;
  return pool.map((g) => ({ g, d: gap(state, leader, g) ?? Infinity })).sort((a, b) => a.d - b.d || a.g.id.localeCompare(b.g.id))[0]?.g ?? null;
}

/**
 * T9, T12.5: a leader on his own commands only the groups within his command distance, and a
 * leader that stands still while his army advances soon commands nobody. So he keeps up with
 * the group the plan needs most: he moves towards the enemy behind it (an advance goes "on the
 * nearest enemy", T14.1) until he is with it (within 5 cm, T22.3), and from then on moves with
 * it. He never goes beyond it into danger alone: he advances only while he would stay no
 * nearer the enemy than the group, and with the group behind him he holds. (Pulling back to a
 * group that fell behind him measured no better over 400 mirror battles, and lost more of the
 * mirror's fixed seeds: he left the fight to the groups still in it.)
 */
export function leaderOrder(state: TynesideState, leader: UnitState, roles: Readonly<Record<string, Role>>, committed: boolean, give: (order: Order, rule: string, text: string) => Ordered, offered: ReadonlySet<Order>, cm: DistanceWords): Ordered {
  const stay = () => give('hold', 'T9', 'stays where his command distance reaches his groups');
  const group = groupToFollow(state, leader, roles, committed);
  const enemy = nearestEnemy(state, leader);
  if (!group || !enemy) return stay();
  const apart = gap(state, leader, group) ?? 0;
  if (apart <= WITH) return give('hold', 'T22.3', `with ${group.name}: he moves with it (A-63)`);
  const groupToEnemy = gap(state, group, enemy.unit) ?? Infinity;
  const move = fullMove(state, leader);
  for (const [order, pace] of [['advance', move], ['advance-half', move / 2]] as const) {
    // he stops behind the group, no nearer the enemy than it, and not much beyond where it stands
    if (offered.has(order) && enemy.distance - pace >= groupToEnemy && pace <= apart + WITH) {
      return give(order, 'T12.5', `${group.name} is ${cm.off(apart, 'ahead', 'ahead')}: he keeps up behind it, so his command distance still reaches it`);
    }
  }
  return stay();
}
