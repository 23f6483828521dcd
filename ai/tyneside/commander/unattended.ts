import { living, type TynesideState, type UnitState } from '../../../rulesets/tyneside/state.js';
import { enemyGroups, fullMove, gap, groupsOf, retreating } from './situation.js';

/** Another of our groups this close (cm) to an enemy group, and nearer it than we are, has it in hand. */
const IN_HAND = 30;

/** An enemy group still standing that a unit should go for, and how far off it is. */
export interface Unattended {
  readonly enemy: UnitState;
  readonly distance: number;
}

/**
 * T34: the enemy breaks only when every group of it is in retreat at once, and where the attacker
 * loses, the last group standing is nearly always a fresh one far from all of its groups (Mazoe
 * patrol, seeds 1–100: 80 of 118 such moments 25 cm or more off). So a unit whose nearest enemy
 * is in retreat already, or is beyond its move and in hand with another of our groups (within 30
 * cm of it and nearer), goes for the enemy group still standing that is farthest from our other
 * fighting groups (the nearest of equals): T14.1, commanded troops move as their player wishes.
 * Null when no such group stands, or the unit's nearest enemy stands and is its own to fight.
 */
export function unattendedEnemy(state: TynesideState, unit: UnitState, nearest: { readonly unit: UnitState; readonly distance: number }): Unattended | null {
  const others = groupsOf(state, unit.side).filter((g) => g !== unit && !living(state, g).every((f) => f.civilian));
  const inHand = others.some((g) => { const d = gap(state, g, nearest.unit) ?? Infinity; return d <= IN_HAND && d < nearest.distance; });
  if (!retreating(state, nearest.unit) && !(nearest.distance > fullMove(state, unit) && inHand)) return null;
  const alone = (e: UnitState) => Math.min(Infinity, ...others.map((g) => gap(state, g, e) ?? Infinity));
  const standing = enemyGroups(state, unit.side).filter((e) => !retreating(state, e)).map((e) => ({ enemy: e, distance: gap(state, unit, e) ?? Infinity, alone: alone(e) }));
  const best = standing.sort((a, b) => b.alone - a.alone || a.distance - b.distance || a.enemy.id.localeCompare(b.enemy.id))[0];
  return best ? { enemy: best.enemy, distance: best.distance } : null;
}
