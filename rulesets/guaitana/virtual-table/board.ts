/**
 * The virtual table over a Guaitana battle: which units stand where, their rectangles, the gaps
 * between them, the terrain indexes every fact reads, and the ways round impassable ground.
 */
import type { Point } from '../../../src/table/shapes.js';
import type { SideId } from '../../../src/engine/requests.js';
import type { GuaitanaState, UnitState } from '../state.js';
import { Detours } from './detour.js';
import { footprintAt, footprintGap, type Footprint } from './footprint.js';
import { Going } from './going.js';
import { Ground } from './ground.js';

/** Base contact: rectangles within half a centimetre count as touching. */
export const CONTACT_CM = 0.5;

/** A unit standing on the table. */
export type Placed = UnitState & { pos: Point };

interface Cached { x: number; y: number; facing: number; formation: string; figures: number; dismounted: boolean; packed: boolean; guns: number; fp: Footprint }

/** The battle's table: units, rectangles and terrain, with the rectangles kept until a unit moves or changes shape. */
export class Board {
  readonly ground: Ground;
  readonly going: Going;
  readonly detours: Detours;
  private readonly cache = new Map<string, Cached>();

  constructor(readonly state: GuaitanaState) {
    this.ground = new Ground(state.terrain);
    this.going = new Going(this.ground);
    this.detours = new Detours(this);
  }

  /** Whether the unit is on the table: not hidden, not eliminated, placed. */
  static placed(unit: UnitState): unit is Placed {
    return !unit.hidden && !unit.eliminated && unit.pos !== null;
  }

  /** The units of a side on the table (plain loop: this runs for every fact). */
  sideUnits(side: SideId): Placed[] {
    const found: Placed[] = [];
    for (const id in this.state.units) {
      const u = this.state.units[id]!;
      if (u.side === side && Board.placed(u)) found.push(u);
    }
    return found;
  }

  /** The units on the table of every side but this one. */
  enemiesOf(side: SideId): Placed[] {
    const found: Placed[] = [];
    for (const id in this.state.units) {
      const u = this.state.units[id]!;
      if (u.side !== side && Board.placed(u)) found.push(u);
    }
    return found;
  }

  /** The Italian side's units on the table (G6: the side whose nation is Italian), none if no side is. */
  italians(): Placed[] {
    const side = this.state.sides.find((s) => s.nation === 'italian');
    return side ? this.sideUnits(side.id) : [];
  }

  /** The unit's rectangle where it stands. */
  footprint(unit: Placed): Footprint {
    const c = this.cache.get(unit.id);
    const guns = unit.guns.length;
    if (c && c.x === unit.pos.x && c.y === unit.pos.y && c.facing === unit.facing && c.formation === unit.formation && c.figures === unit.figures
      && c.dismounted === unit.dismounted && c.packed === unit.packed && c.guns === guns) return c.fp;
    const fp = footprintAt(unit, unit.pos, unit.facing);
    this.cache.set(unit.id, { x: unit.pos.x, y: unit.pos.y, facing: unit.facing, formation: unit.formation, figures: unit.figures, dismounted: unit.dismounted, packed: unit.packed, guns, fp });
    return fp;
  }

  /** G18.32: closest point to closest point, cm. */
  gap(a: Placed, b: Placed): number {
    return footprintGap(this.footprint(a), this.footprint(b));
  }

  /** G5.1, G18.25: the unit stands (its centre does) in terrain Closed for its type. */
  inClosed(unit: Placed): boolean {
    return this.ground.closedAt(unit, unit.pos);
  }

  /** Keeps a point on the table. */
  clamp(p: Point): Point {
    const { width, depth } = this.state.table;
    return { x: Math.min(width, Math.max(0, p.x)), y: Math.min(depth, Math.max(0, p.y)) };
  }
}
