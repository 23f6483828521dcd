import type { Point } from '../../../src/table/shapes.js';
import { hypot } from '../../../src/table/hypot.js';
import { enemyOf, living, unitsOf, type TynesideState, type UnitState } from '../../../rulesets/tyneside/state.js';
import { inRetreat } from '../../../rulesets/tyneside/procedures/end-check.js';
import { rangedWeapon } from '../../../rulesets/tyneside/procedures/shooting-step.js';
import { WEAPONS } from '../../../rulesets/tyneside/tables/weapons.js';
import { MAX_MOVE_CM } from '../../../rulesets/tyneside/tables/movement.js';

/**
 * What a commander reads of the table: where units stand (on the virtual table, or where they
 * were deployed, at a real table), who is whose enemy, who is beaten. Pure functions of the state.
 */

/** True when the side wins by holding out: the scenario gives it the battle at the turn limit (T34.3). */
export function holdsToWin(state: TynesideState, side: string): boolean {
  return state.victory.atTurnLimit === side;
}

/**
 * The middle of the unit's living figures, or of its hidden marker; null when neither is known.
 * At a real table a group revealed from a marker has no figure placed in the books (the player
 * places them, T35.2): it stands within 20 cm of the marker it was revealed at, so the marker's
 * place is taken for it, not none (which would leave the enemy off the commander's table).
 */
export function centre(state: TynesideState, unit: UnitState): Point | null {
  if (unit.marker) return state.markers.find((m) => m.id === unit.marker)?.pos ?? null;
  const figures = living(state, unit);
  const at = figures.flatMap((f) => (f.pos ? [f.pos] : []));
  if (at.length === 0) return figures.length > 0 ? (state.markers.find((m) => m.revealed && m.unit === unit.id)?.pos ?? null) : null;
  return { x: at.reduce((n, p) => n + p.x, 0) / at.length, y: at.reduce((n, p) => n + p.y, 0) / at.length };
}

const dist = (a: Point, b: Point) => hypot(a.x - b.x, a.y - b.y);

/** The distance between the nearest figures of two units (cm), or between their centres when figures are not placed; null when unknown. */
export function gap(state: TynesideState, a: UnitState, b: UnitState): number | null {
  if (!a.marker && !b.marker) {
    // plain loops: the commander measures every pair of units, many times a turn
    let nearest = Infinity;
    for (const ia of a.figures) {
      const fa = state.figures[ia]!;
      if (!fa.alive || !fa.pos) continue;
      for (const ib of b.figures) {
        const fb = state.figures[ib]!;
        if (fb.alive && fb.pos) nearest = Math.min(nearest, dist(fa.pos, fb.pos));
      }
    }
    // Infinity: one of them has no figure placed
    if (nearest !== Infinity) return nearest;
  }
  const [ca, cb] = [centre(state, a), centre(state, b)];
  return ca && cb ? dist(ca, cb) : null;
}

/** The side's groups with living figures (leaders are units of their own but not groups). */
export function groupsOf(state: TynesideState, side: string): UnitState[] {
  return unitsOf(state, side).filter((u) => u.kind === 'group');
}

/** The enemy groups on the table: revealed, with living figures. */
export function enemyGroups(state: TynesideState, side: string): UnitState[] {
  return groupsOf(state, enemyOf(state, side)).filter((u) => !u.marker);
}

/** The nearest enemy group on the table and its distance, if any is known. */
export function nearestEnemy(state: TynesideState, unit: UnitState): { unit: UnitState; distance: number } | null {
  let best: { unit: UnitState; distance: number } | null = null;
  for (const enemy of enemyGroups(state, unit.side)) {
    const d = gap(state, unit, enemy);
    if (d !== null && (!best || d < best.distance)) best = { unit: enemy, distance: d };
  }
  return best;
}

/** T15.1: the unit's full move in the open: 40 cm when every figure is horsed, else 25 cm (wounds and civilians aside). */
export function fullMove(state: TynesideState, unit: UnitState): number {
  const figures = living(state, unit);
  return figures.length > 0 && figures.every((f) => f.horsed) ? MAX_MOVE_CM['horsed-open'] : MAX_MOVE_CM.foot;
}

/** True when every living figure of the unit is horsed: cavalry. */
export function horsed(state: TynesideState, unit: UnitState): boolean {
  const figures = living(state, unit);
  return figures.length > 0 && figures.every((f) => f.horsed);
}

/** T4.1: the longest range (cm) the unit's figures shoot, 0 for melee troops. */
export function reachOfFire(state: TynesideState, unit: UnitState): number {
  return Math.max(0, ...living(state, unit).map((f) => {
    const weapon = rangedWeapon(f);
    return weapon ? (WEAPONS[weapon.weapon].range.long ?? 0) : 0;
  }));
}

/** The share of a unit's strength wounded or killed, its hurt. */
export function hurt(state: TynesideState, unit: UnitState): number {
  const lost = unit.figures.filter((id) => !state.figures[id]!.alive || state.figures[id]!.wounds > 0).length;
  return unit.originalStrength > 0 ? lost / unit.originalStrength : 0;
}

/** How far through the battle it is (0 at the start, 1 at the turn limit): an attacker who must break the enemy in time grows bolder. */
export function urgency(state: TynesideState): number {
  return Math.min(1, Math.ceil(state.halfTurn / 2) / state.turnLimit);
}

/** The unit is in retreat now (T34.2). */
export const retreating = inRetreat;

/** Living figures of a side's groups. */
export function strength(state: TynesideState, side: string): number {
  return groupsOf(state, side).reduce((n, u) => n + living(state, u).length, 0);
}
