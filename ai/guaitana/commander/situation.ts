import type { Point } from '../../../src/table/shapes.js';
import { centroid } from '../../../src/table/shapes.js';
import { enemyOf, isCombatUnit, onTable, sideOf, unitsOf, type GuaitanaState, type SideState, type UnitState } from '../../../rulesets/guaitana/state.js';
import { hypot } from '../../../src/table/hypot.js';

/** A third of the enemy's front, across the table from the side's baseline. */
export type Sector = 'low' | 'centre' | 'high';
export const SECTORS: readonly Sector[] = ['low', 'centre', 'high'];
// Table y grows away from the south edge and x away from the west edge.
const COMPASS_EW = { low: 'southern', high: 'northern' } as const;
const COMPASS_NS = { low: 'western', high: 'eastern' } as const;

/** What a side's commander reads off the table before choosing a plan. */
export interface Situation {
  readonly side: SideState;
  readonly enemy: SideState;
  /** The scenario's objective: the side wins at the turn limit only if it has broken the enemy (G17). */
  readonly mustBreak: boolean;
  /** The side's combat units on the table, and those still hidden (G6). */
  readonly units: readonly UnitState[];
  readonly hidden: readonly UnitState[];
  readonly enemies: readonly UnitState[];
  /** Where along the front a point lies: the coordinate across the table from the baselines. */
  readonly across: (p: Point) => number;
  /** The enemy front's extent across the table, split in thirds. */
  readonly sectorOf: (p: Point) => Sector;
  /** The named ground nearest a sector's middle on the enemy front, for the narration. */
  readonly sectorName: (s: Sector) => string;
  /** The sector in compass words ("the northern flank"), for efforts whose sectors share their nearest feature. */
  readonly sectorCompass: (s: Sector) => string;
}

const combat = (u: UnitState) => isCombatUnit(u) && u.type !== 'baggage';

/** Reads the situation of `side` from the battle state. */
export function situation(state: GuaitanaState, sideId: string): Situation {
  const side = sideOf(state, sideId);
  const enemy = sideOf(state, enemyOf(state, sideId));
  const units = onTable(state, sideId).filter(combat);
  const hidden = unitsOf(state, sideId).filter((u) => u.hidden);
  const enemies = onTable(state, enemy.id).filter(combat);
  const ew = side.baseline === 'east' || side.baseline === 'west';
  const across = (p: Point) => (ew ? p.y : p.x);
  const front = enemies.length > 0 ? enemies.map((u) => across(u.pos!)) : units.map((u) => across(u.pos!));
  const lo = Math.min(...front, ew ? state.table.depth : state.table.width), hi = Math.max(...front, 0);
  const span = Math.max(1, hi - lo);
  const sectorOf = (p: Point): Sector => {
    const t = (across(p) - lo) / span;
    return t < 1 / 3 ? 'low' : t > 2 / 3 ? 'high' : 'centre';
  };
  const middle = (s: Sector) => lo + span * (s === 'low' ? 1 / 6 : s === 'centre' ? 1 / 2 : 5 / 6);
  const depthOfFront = enemies.length > 0 ? enemies.reduce((sum, u) => sum + (ew ? u.pos!.x : u.pos!.y), 0) / enemies.length : 0;
  const sectorName = (s: Sector) => {
    const aim = ew ? { x: depthOfFront, y: middle(s) } : { x: middle(s), y: depthOfFront };
    const named = state.terrain.map((f) => ({ f, c: centroid(f.shape) })).sort((a, b) => hypot(a.c.x - aim.x, a.c.y - aim.y) - hypot(b.c.x - aim.x, b.c.y - aim.y))[0];
    return named ? named.f.name : `the ${s} third of the front`;
  };
  const sectorCompass = (s: Sector) => (s === 'centre' ? 'the centre' : `the ${(ew ? COMPASS_EW : COMPASS_NS)[s]} flank`);
  return { side, enemy, mustBreak: state.victory.atTurnLimit !== sideId, units, hidden, enemies, across, sectorOf, sectorName, sectorCompass };
}

/** Figures, the measure of strength the plan weighs (natives count half: the Italians' rifles are worth more, G1). */
export function strength(state: GuaitanaState, units: readonly UnitState[]): number {
  return units.reduce((sum, u) => sum + u.figures * (sideOf(state, u.side).nation === 'italian' && !u.irregular ? 2 : 1), 0);
}

/** Distance between two units' centres, cm. */
export const apart = (a: UnitState, b: UnitState) => hypot(a.pos!.x - b.pos!.x, a.pos!.y - b.pos!.y);
