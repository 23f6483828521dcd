import type { Point } from '../../../src/table/shapes.js';
import { enemyOf, living, type TynesideState, type UnitId, type UnitState } from '../../../rulesets/tyneside/state.js';
import type { Disposition } from './temperament.js';
import { centre, enemyGroups, groupsOf, holdsToWin, reachOfFire, strength } from './situation.js';

/** The battle plans a Tyneside commander chooses among. */
export const PLAN_KINDS = ['general-advance', 'flank-attack', 'centre-attack', 'hold-and-counter', 'fighting-withdrawal'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** A group's part in the plan: its choices serve it. */
export type Role = 'main-effort' | 'fixing' | 'reserve' | 'screen' | 'guard' | 'anchor';

/** A side's plan: what it tries, each group's role, and what it looked like when made (to see it turn). */
export interface Plan {
  readonly kind: PlanKind;
  readonly flank: 'left' | 'right' | null;
  readonly roles: Readonly<Record<UnitId, Role>>;
  /** Why this plan: the situation it answers. */
  readonly why: string;
  /** The half-turn it was made. */
  readonly madeAt: number;
  /** Our groups already broken (half lost or gone) and enemy groups revealed, when made. */
  readonly broken: readonly UnitId[];
  readonly enemiesSeen: number;
  /** The reserve has been sent in. */
  committed: boolean;
}

/** Reads a plan for the `w` panel and the narration. */
export function planText(plan: Plan): string {
  const name = { 'general-advance': 'general advance', 'flank-attack': `attack on the ${plan.flank} flank`, 'centre-attack': 'attack in the centre', 'hold-and-counter': 'hold and counter-attack', 'fighting-withdrawal': 'fighting withdrawal' }[plan.kind];
  return `plan: ${name} (${plan.why})`;
}

const ROLE_TEXT: Record<Role, string> = { 'main-effort': 'the main effort', fixing: 'the fixing force', reserve: 'the reserve', screen: 'the screen', guard: 'the guard', anchor: 'the anchor, kept out of the fight' };

/** "X is the main effort", for a choice's reasons. */
export function roleText(plan: Plan, unit: UnitState): string {
  const role = plan.roles[unit.id];
  if (unit.kind === 'leader') return `${unit.name} leads where he stands`;
  return role ? `${unit.name} is ${ROLE_TEXT[role]}${role === 'reserve' ? (plan.committed ? ', now committed' : ', held back') : ''}` : `${unit.name} has no part in the plan`;
}

/** A group broken: gone, or half its strength lost. */
export function broken(state: TynesideState, unit: UnitState): boolean {
  return living(state, unit).length * 2 <= unit.originalStrength;
}

/** How good each plan looks for the side now, by its objectives (attack or hold), its strength against the enemy's, and its temperament. */
function weights(state: TynesideState, side: string, groups: number, d: Disposition): Record<PlanKind, number> {
  const ratio = strength(state, side) / Math.max(1, strength(state, enemyOf(state, side)));
  const defends = groupsOf(state, side).some((u) => u.defending);
  const enemyHidden = groupsOf(state, enemyOf(state, side)).some((u) => u.marker !== null);
  if (holdsToWin(state, side)) {
    return {
      'hold-and-counter': 3,
      'general-advance': (ratio > 1.5 ? 1 : 0.2) * d.attackBias,
      'flank-attack': groups >= 3 && ratio > 1.2 ? 0.5 * d.attackBias : 0,
      'centre-attack': 0,
      'fighting-withdrawal': !defends && ratio < 0.6 ? 1.5 / d.attackBias : 0,
    };
  }
  return {
    'general-advance': 1.5 * d.attackBias,
    'flank-attack': groups >= 2 ? 1.5 * d.attackBias : 0,
    'centre-attack': groups >= 3 ? 1 * d.attackBias : 0,
    // T35.2: a group still behind its hidden marker never moves: waiting for it to come on is waiting for the turn limit
    'hold-and-counter': enemyHidden ? 0 : ratio < 1 ? 1 / d.attackBias : 0.3 / d.attackBias,
    'fighting-withdrawal': 0,
  };
}

/** Where the enemy is: its revealed groups, else its hidden markers, else the far side of the table. */
function enemyCentre(state: TynesideState, side: string): Point {
  const seen = enemyGroups(state, side).flatMap((u) => { const c = centre(state, u); return c ? [c] : []; });
  const points = seen.length > 0 ? seen : state.markers.filter((m) => !m.revealed).map((m) => m.pos);
  if (points.length > 0) return { x: points.reduce((n, p) => n + p.x, 0) / points.length, y: points.reduce((n, p) => n + p.y, 0) / points.length };
  return { x: state.table.width / 2, y: state.table.depth / 2 };
}

/** Each group with where it stands along the front (left to right, facing the enemy) and how far back. */
function alongFront(state: TynesideState, groups: readonly UnitState[], enemy: Point) {
  const placed = groups.map((unit) => ({ unit, at: centre(state, unit) ?? enemy }));
  const mid = { x: placed.reduce((n, p) => n + p.at.x, 0) / Math.max(1, placed.length), y: placed.reduce((n, p) => n + p.at.y, 0) / Math.max(1, placed.length) };
  const ax = enemy.x - mid.x;
  const ay = enemy.y - mid.y;
  const len = Math.hypot(ax, ay) || 1;
  return placed.map(({ unit, at }) => ({
    unit,
    // to the right of the axis towards the enemy is positive
    lateral: ((at.x - mid.x) * -ay + (at.y - mid.y) * ax) / -len,
    forward: ((at.x - mid.x) * ax + (at.y - mid.y) * ay) / len,
  }));
}

/**
 * T34: the army loses only when every group is in retreat at once, so where a battle not won by
 * the turn limit is drawn, a side of three or more fighting groups keeps one out of the fight:
 * the enemy cannot break the whole army while it stands. The smallest group is spared (the
 * longest-ranged among equals, since it can still shoot from where it stands).
 */
function anchorOf(state: TynesideState, side: string, fighting: readonly UnitState[]): UnitState | null {
  if (state.victory.atTurnLimit !== 'draw' || fighting.length < 3) return null;
  return [...fighting].sort((a, b) => living(state, a).length - living(state, b).length || reachOfFire(state, b) - reachOfFire(state, a) || a.id.localeCompare(b.id))[0] ?? null;
}

/**
 * Draws the side's plan, weighted by how good each looks (`draw` is the side's seeded source, so
 * a replay draws the same), and gives every group its role.
 */
export function makePlan(state: TynesideState, side: string, d: Disposition, draw: () => number): Plan {
  const groups = groupsOf(state, side);
  const guards = groups.filter((u) => living(state, u).every((f) => f.civilian));
  const fighting = groups.filter((u) => !guards.includes(u));
  const w = weights(state, side, fighting.length, d);
  const total = PLAN_KINDS.reduce((n, k) => n + w[k], 0);
  let r = draw() * total;
  const kind = PLAN_KINDS.find((k) => (r -= w[k]) < 0 && w[k] > 0) ?? PLAN_KINDS.filter((k) => w[k] > 0).at(-1)!;
  const front = alongFront(state, fighting, enemyCentre(state, side)).sort((a, b) => a.lateral - b.lateral);
  const roles: Record<UnitId, Role> = {};
  for (const g of guards) roles[g.id] = 'guard';
  let flank: 'left' | 'right' | null = null;
  const rearmost = [...front].sort((a, b) => a.forward - b.forward)[0]?.unit;
  const withReserve = fighting.length >= 4 && rearmost;
  switch (kind) {
    case 'general-advance':
      for (const f of front) roles[f.unit.id] = 'main-effort';
      if (withReserve) roles[rearmost.id] = 'reserve';
      break;
    case 'flank-attack': {
      flank = draw() < 0.5 ? 'left' : 'right';
      const half = Math.ceil(front.length / 2);
      const main = flank === 'left' ? front.slice(0, half) : front.slice(front.length - half);
      for (const f of front) roles[f.unit.id] = main.includes(f) ? 'main-effort' : 'fixing';
      if (withReserve && roles[rearmost.id] === 'fixing') roles[rearmost.id] = 'reserve';
      break;
    }
    case 'centre-attack': {
      const wing = Math.floor(front.length / 4) || 1;
      front.forEach((f, i) => (roles[f.unit.id] = i < wing || i >= front.length - wing ? 'fixing' : 'main-effort'));
      if (withReserve && roles[rearmost.id] === 'fixing') roles[rearmost.id] = 'reserve';
      break;
    }
    case 'hold-and-counter':
      for (const f of front) roles[f.unit.id] = f.unit.defending ? 'fixing' : 'reserve';
      if (front.every((f) => roles[f.unit.id] === 'fixing') && withReserve) roles[rearmost.id] = 'reserve';
      break;
    case 'fighting-withdrawal':
      for (const f of front) roles[f.unit.id] = 'screen';
      break;
  }
  const anchor = anchorOf(state, side, fighting);
  if (anchor && kind !== 'fighting-withdrawal') roles[anchor.id] = 'anchor';
  const ratio = strength(state, side) / Math.max(1, strength(state, enemyOf(state, side)));
  const why = `${holdsToWin(state, side) ? 'we win by holding out' : 'we must break the enemy'}, ${ratio >= 1 ? `${ratio.toFixed(1)} to 1 in our favour` : `1 to ${(1 / Math.max(ratio, 0.01)).toFixed(1)} against us`}`;
  return { kind, flank, roles, why, madeAt: state.halfTurn, broken: groups.filter((u) => broken(state, u)).map((u) => u.id), enemiesSeen: enemyGroups(state, side).length, committed: false };
}

/** What turned since the plan was made, if anything: a group broke or fell (a flank collapsed), the enemy showed itself, the reserve went in. */
export function turned(state: TynesideState, side: string, plan: Plan): string | null {
  if (state.halfTurn <= plan.madeAt) return null;
  const nowBroken = Object.values(state.units).filter((u) => u.side === side && u.kind === 'group' && broken(state, u) && !plan.broken.includes(u.id));
  if (nowBroken.length > 0) return `${nowBroken.map((u) => u.name).join(', ')} broke`;
  if (plan.enemiesSeen === 0 && enemyGroups(state, side).length > 0) return 'the enemy showed itself';
  return null;
}
