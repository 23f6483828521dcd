import type { Reason } from '../../../src/engine/reasons.js';
import { actionsTableOf } from '../../../rulesets/tyneside/procedures/actions-roll.js';
import type { Order } from '../../../rulesets/tyneside/decisions.js';
import { living, type TynesideState, type UnitState } from '../../../rulesets/tyneside/state.js';
import { firesOnTheMove } from '../troops.js';
import { favourNeeded, meleeFavour } from './odds.js';
import type { Role } from './plan.js';
import type { Disposition } from './temperament.js';
import { leaderOrder } from './leaders.js';
import { aheadOnTheWay } from './press-on.js';
import { unattendedEnemy } from './unattended.js';
import { outOfTheFight, wayToCover } from './refuge.js';
import { nearestCoverWithin } from '../../../rulesets/tyneside/rules/cover.js';
import { distanceWords, type DistanceWords } from './distance-words.js';
import { centre, enemyGroups, fullMove, gap, groupsOf, holdsToWin, horsed, hurt, nearestEnemy, reachOfFire, retreating } from './situation.js';

/** An order with the reason that decided it. */
export interface Ordered {
  readonly order: Order;
  readonly reason: Reason;
  /** The enemy group an `advance-on` moves on. */
  readonly target?: string;
}

/** Short range for rifles (T4.1): from here a commanded unit stands and shoots rather than closing. */
const CLOSE = 30;
/** T24: natives within 25 cm of enemy cavalry take +2 Risk Factor; the horse closes to this. */
const NATIVES_FEAR = 20;

/** An enemy this close (cm) may soon put the anchor under threat: a full move and a charge. */
const DANGER = 50;
/**
 * T31.2: an enemy charges what it reaches within a move; this much (cm) beyond its move it may
 * still reach the anchor next half-turn (the anchor's edge, the ground). Farther off, the anchor
 * has its own next half-turn to pull back, and pulling back too early leaves it in the open.
 */
const CHARGE_MARGIN = 10;
/** The anchor pulls back no nearer than this (cm) to the table's edge. */
const EDGE = 10;

/** The enemy group nearest to putting the anchor under threat, with it in range (T24) or nearly so, or close; `charge` when it could charge the anchor in its next half-turn; null when none is. */
export function anchorThreat(state: TynesideState, unit: UnitState): { readonly enemy: UnitState; readonly distance: number; readonly charge: boolean } | null {
  const threats = enemyGroups(state, unit.side).map((e) => ({ enemy: e, distance: gap(state, unit, e) ?? Infinity, reach: reachOfFire(state, e) }))
    .filter((t) => t.distance <= Math.max(DANGER, t.reach + 15)).sort((a, b) => a.distance - b.distance);
  const t = threats[0];
  return t ? { enemy: t.enemy, distance: t.distance, charge: t.distance <= fullMove(state, t.enemy) + CHARGE_MARGIN } : null;
}

/**
 * T34: the anchor stays out of the fight so the army keeps a group standing. It must never be
 * found in the open with no cover within a move: there a "take cover" result it cannot carry out
 * sends it away from all enemies, in retreat (T28, T34.2). So it makes for cover out of the fight
 * (no enemy near it, not the ground either side makes for) and holds there: in cover its Risk
 * Factor falls and a "take cover" result keeps it where it is (T24, A-50). Short of that it stands
 * within a move of any cover, where a "take cover" result takes it into cover. When an enemy could
 * charge it next half-turn, it pulls back (an ordered withdrawal is not a retreat, T14.1, T34.2)
 * while the table's edge leaves room; with no way to cover it holds where it stands (at the
 * table's edge there is no cover either, and a musket reaches 120 cm). It never charges.
 */
function anchorOrder(state: TynesideState, unit: UnitState, give: (order: Order, rule: string, text: string) => Ordered, offered: ReadonlySet<Order>, cm: DistanceWords): Ordered {
  const at = centre(state, unit);
  const room = roomToPullBack(state, unit);
  const threat = anchorThreat(state, unit);
  const off = threat ? `${threat.enemy.name} is ${cm.off(threat.distance, 'within a charge of it')}` : '';
  if (threat?.charge && room) return give('withdraw', 'T34', `${off}: the anchor pulls back out of its charge, so the army always has a group standing`);
  if (unit.result?.inCover) return give('hold', 'A-50', 'the anchor holds its cover: a "take cover" result keeps it where it is, and the army always has a group standing (T34)');
  const cover = at && nearestCoverWithin(state.terrain, at, fullMove(state, unit));
  if (cover && outOfTheFight(state, unit.side, cover) && offered.has('cover')) return give('cover', 'A-50', `the anchor takes cover in ${cover.name}, out of the fight: there its Risk Factor falls and a "take cover" result keeps it where it is`);
  if (cover) return give('hold', 'T28', `the anchor holds within a move of ${cover.name}: a "take cover" result would take it there, not away from all enemies in retreat (T34)`);
  const way = wayToCover(state, unit, offered);
  if (way) return give(way.step, 'T28', `the anchor makes for ${way.cover.name}: in the open with no cover within a move, a "take cover" result would send it away from all enemies, in retreat (T34)`);
  return give('hold', 'T34', 'the anchor holds out of the fight: while it stands, the army cannot be broken');
}

/** Whether the table's edge leaves the unit room to pull back. */
function roomToPullBack(state: TynesideState, unit: UnitState): boolean {
  const at = centre(state, unit);
  return at !== null && Math.min(at.x, at.y, state.table.width - at.x, state.table.depth - at.y) > EDGE;
}

/**
 * A fighting withdrawal (a side that wins by holding out, badly outnumbered): every group is a
 * screen that trades ground for time. It stands and shoots while no enemy could charge it in its
 * next half-turn; when one could, it pulls back (an ordered withdrawal is not a retreat, T14.1,
 * T34.2) while the table's edge leaves room. It never charges: a drawn melee moves it back, in
 * retreat (T33.1).
 */
function screenOrder(state: TynesideState, unit: UnitState, give: (order: Order, rule: string, text: string) => Ordered, cm: DistanceWords): Ordered {
  const threat = anchorThreat(state, unit);
  const off = threat ? `${threat.enemy.name} is ${cm.off(threat.distance, 'within a charge of it')}` : '';
  if (threat?.charge && roomToPullBack(state, unit)) return give('withdraw', 'T14.1', `fighting withdrawal: ${off}; pulled back out of its charge, the group gives ground, not the battle (an ordered withdrawal is not a retreat, T34.2)`);
  if (unit.defending) return give('hold', 'T17', `fighting withdrawal: hold ${unit.defending} and fire from cover`);
  return give('hold', 'T16.1', threat ? `fighting withdrawal: ${off}, not yet within a charge: stand and shoot` : 'fighting withdrawal: no enemy near enough to charge it: stand and shoot');
}

/**
 * T14.1, T31.3: the order that serves the unit's role, among those offered. A badly hurt unit
 * with the enemy close pulls back to save the army's morale; any unit but an anchor or a screen
 * charges when the enemy is in reach and the melee favours it enough for the temperament; the
 * main effort (and the reserve
 * once committed) closes in, cavalry at full speed, shooters at half speed once in range so they
 * still fire (T17); the fixing force holds and shoots, and so does a fighting withdrawal's screen
 * until an enemy could charge it, when it pulls back (an attacker's fixing force
 * from short range, its horse within 25 cm of natives, T24); an attacker whose nearest enemy is
 * in retreat already presses on to the groups still standing on the way to its objective (T34);
 * defenders keep their works; a leader on his own keeps up with the group he commands (`roles`:
 * every unit's role). The last of the side's groups not in retreat never charges (a drawn melee
 * would move it back and put the whole army in retreat, T33.1, T34), but in the last turn of a
 * battle the enemy wins at the turn limit, an attacker's every unit charges what it may reach.
 * `atTable`: advising a player at a real table, where the reasons leave out the distances
 * measured on the books' positions, estimates there (distance-words.ts).
 */
export function orderFor(state: TynesideState, unit: UnitState, role: Role | undefined, committed: boolean, offered: ReadonlySet<Order>, d: Disposition, roles: Readonly<Record<string, Role>> = {}, atTable = false): Ordered {
  const cm = distanceWords(atTable);
  const give = (order: Order, rule: string, text: string): Ordered =>
    offered.has(order) ? { order, reason: { rule, text } } : { order: 'hold', reason: { rule: 'T14.1', text: `${text}; that is not possible now, so hold` } };
  const enemy = nearestEnemy(state, unit);
  const melee = actionsTableOf(state, unit) === 'melee';
  const attacking = !holdsToWin(state, unit.side);
  const hurtShare = hurt(state, unit);
  // A remnant under the enemy's guns rolls +3 or more next time and runs (T24, T28): pulled back, it stays out of the rout (T34).
  // An attacker that must break the enemy in time keeps its pressure on, unless this is the last group standing.
  const saves = !attacking || groupsOf(state, unit.side).every((u) => u === unit || retreating(state, u));
  if (enemy && saves && hurtShare >= d.remnantLosses && enemy.distance <= CLOSE + 10 && !unit.defending && offered.has('withdraw')) {
    return give('withdraw', 'T34', `${Math.round(hurtShare * 100)}% hurt with ${enemy.unit.name} ${cm.off(enemy.distance, 'close')}: pulled back it will not run, and the army keeps a unit standing`);
  }
  if (role === 'anchor') return anchorOrder(state, unit, give, offered, cm);
  if (role === 'screen') return screenOrder(state, unit, give, cm);
  // T34.3: in the last turn of a battle the enemy wins at the turn limit, nothing is kept back: every unit charges what it may reach
  const allIn = attacking && state.victory.atTurnLimit !== 'draw' && Math.ceil(state.halfTurn / 2) >= state.turnLimit;
  // T33.1, T34: a drawn melee moves the charger back, in retreat; the last of our groups not in retreat must not risk it
  const lastStanding = !allIn && unit.kind === 'group' && groupsOf(state, unit.side).every((u) => u === unit || retreating(state, u));
  // T31.2: in reach is within a move through the terrain between; going round it, a charge reaches about four-fifths of the
  // open move (a charge that reaches nobody is taken back, so in the last turn it is tried up to a full move)
  if (enemy && !lastStanding && offered.has('charge') && enemy.distance <= fullMove(state, unit) * (allIn ? 1 : 0.8)) {
    if (allIn) return give('charge', 'T34', `the last turn: ${enemy.unit.name} is ${cm.off(enemy.distance, 'within a charge')}, and a charge that does not lose moves it back, in retreat (T33.1); held back, we lose at the turn limit`);
    const favour = meleeFavour(state, unit, enemy.unit);
    const needed = favourNeeded(state, unit, d);
    const willing = role !== 'reserve' || committed || enemy.distance <= 10;
    if (willing && favour >= needed) return give('charge', 'T31.3', `${enemy.unit.name} is ${cm.off(enemy.distance, 'within a charge')} and the melee should give us ${Math.round(favour * 100)}% of its hits${favour < 0.55 ? ': even a drawn melee moves them back, in retreat (T33.1, T34)' : ''}`);
  }
  if (unit.defending) return give('hold', 'T17', `hold ${unit.defending} and fire from cover`);
  // a leader on his own keeps his place in the chain of command (T9: his command distance reaches the groups from there)
  if (unit.kind === 'leader') return leaderOrder(state, unit, roles, committed, give, offered, cm);
  if (offered.has('cover') && hurtShare >= 0.3 && role !== 'main-effort') return give('cover', 'T20.2', `${Math.round(hurtShare * 100)}% hurt: into cover before the next volley`);
  const closing = role === 'main-effort' || (role === 'reserve' && committed) || melee;
  if (role === 'guard' || (role === 'reserve' && !committed)) return give('hold', 'T14.1', role === 'guard' ? 'guards stay with what they guard' : 'the reserve waits for its moment');
  if (!enemy) {
    // nobody on the table yet: on to the objective, or towards where the enemy must be
    const full = horsed(state, unit) || firesOnTheMove(state, unit);
    if (unit.objective && offered.has('objective')) return give(full ? 'objective' : 'objective-half', 'T15', `no enemy in sight: on to ${unit.objective}${full ? ' at full speed' : ''}`);
    return give(closing ? 'advance' : 'hold', 'T15', closing ? 'no enemy in sight: forward' : 'no enemy in sight: hold');
  }
  const range = reachOfFire(state, unit);
  // T34, T14.1: past a beaten group, or one in hand with another of ours, on to the group still standing that nobody is fighting
  const unattended = attacking && (closing || role === 'fixing') ? unattendedEnemy(state, unit, enemy) : null;
  if (unattended) {
    const why = `${enemy.unit.name} is ${retreating(state, enemy.unit) ? 'in retreat already' : 'in hand with another of our groups'}, and ${unattended.enemy.name} still stands, ${cm.off(unattended.distance, 'nobody fighting it')} and farthest from our other groups: on to it (every group must break at once)`;
    if (unattended.enemy === enemy.unit) return give('advance', 'T34', why);
    if (offered.has('advance-on')) return { order: 'advance-on', target: unattended.enemy.id, reason: { rule: 'T34', text: why } };
  }
  const ahead = attacking && (closing || role === 'fixing') && offered.has('objective') ? aheadOnTheWay(state, unit, enemy.unit) : null;
  if (ahead) {
    const full = horsed(state, unit) || firesOnTheMove(state, unit);
    return give(full ? 'objective' : 'objective-half', 'T34', `${enemy.unit.name} is in retreat already and ${ahead.name} stands on the way to ${unit.objective}: press on${full ? ' at full speed' : ', still able to fire'} (every group must break at once)`);
  }
  // T24: natives within 25 cm of enemy cavalry add 2 to their Risk Factor: the horse rides in close. An attacker's horse
  // does so whatever its part: pinned natives in cover shrug off long-range fire (T20.1), not horse at 25 cm
  if ((closing || attacking) && horsed(state, unit) && living(state, enemy.unit).some((f) => f.native) && enemy.distance > NATIVES_FEAR) return give('advance', 'T24', `${enemy.unit.name} are natives: within 25 cm of our horse they add 2 to their Risk Factor, so we ride in at full speed`);
  if (closing) {
    if (melee || enemy.distance > range) return give('advance', 'T15', `the enemy is ${cm.off(enemy.distance, 'some way off')}, ${melee ? 'and melee troops fight only in contact' : 'out of our range'}: close at full speed${horsed(state, unit) ? ' (cavalry, 40 cm in the open)' : ''}`);
    if (enemy.distance > CLOSE && attacking) return give(firesOnTheMove(state, unit) ? 'advance' : 'advance-half', 'T17', `the enemy is ${cm.off(enemy.distance, 'beyond close range')}: close in at the pace that still lets us fire`);
    return give('hold', 'T16.1', `the enemy is in close range${cm.aside(enemy.distance)}: stand and shoot`);
  }
  // an attacker must break every enemy group (T34): its fixing force pins from short range, where its fire tells (T20.1)
  if (enemy.distance > CLOSE && attacking) return give('advance-half', 'T20.1', `the enemy is ${cm.off(enemy.distance, 'beyond short range')}: edge forward to short range, still able to fire`);
  return give('hold', 'T16.1', `pin the enemy${cm.aside(enemy.distance, 'off')} with fire from where we stand`);
}
