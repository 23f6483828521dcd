/**
 * The virtual table over a Guaitana battle: which units stand where, their rectangles, the gaps
 * between them, the terrain indexes every fact reads, and the ways round impassable ground.
 */
import type { Point } from '../../../src/table/shapes.js';
import type { SideId } from '../../../src/engine/requests.js';
import type { GuaitanaState, UnitState } from '../state.js';
import { Detours } from './detour.js';
import { compass, footprintAt, footprintGap, layout, overlapsDeeper, type Footprint } from './footprint.js';
import { Rectangle } from './rectangle.js';
import { Going } from './going.js';
import { Ground } from './ground.js';
import { hypot } from '../../../src/table/hypot.js';

/** Base contact: rectangles within half a centimetre count as touching. */
export const CONTACT_CM = 0.5;

/** Rectangles overlapping by no more than this (cm) only touch: float noise. */
const OVERLAP_NOISE_CM = 1e-10;
/** The search for free ground: rings this far apart (cm), each of this many directions. */
const RING_CM = 0.5;
const RING_DIRECTIONS = 24;

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

  /**
   * Whether its rectangle `fp` would overlap a unit on the table, `unit` aside (touching is
   * allowed); only the units of `among` are looked at when given (a search's units within
   * reach: `near`). Plain loops, stopping at the first: free-ground searches ask it for every spot.
   */
  crowded(unit: UnitState, fp: Footprint, among?: readonly Placed[]): boolean {
    if (among) {
      for (const u of among) if (this.overlaps(unit, fp, u)) return true;
      return false;
    }
    for (const id in this.state.units) if (this.overlaps(unit, fp, this.state.units[id]!)) return true;
    return false;
  }

  /** Whether `fp`, the rectangle of `unit`, overlaps `other` on the table (more than float noise). */
  private overlaps(unit: UnitState, fp: Footprint, other: UnitState): boolean {
    return other.id !== unit.id && Board.placed(other) && overlapsDeeper(fp, this.footprint(other), OVERLAP_NOISE_CM);
  }

  /**
   * The units on the table, `unit` aside, that the unit's rectangle could overlap with its centre
   * anywhere within `reach` cm of `at`, whatever its facing: their centres lie within `reach` and
   * both half diagonals (with a hair to spare). A search over many spots round `at` tests only
   * these: the others cannot crowd any of them, so the search finds what it would find testing all.
   */
  private near(unit: UnitState, at: Point, reach: number): Placed[] {
    const own = footprintAt(unit, at, 0);
    const radius = reach + hypot(own.hw, own.hd) + 1e-6;
    const found: Placed[] = [];
    for (const id in this.state.units) {
      const u = this.state.units[id]!;
      if (u.id === unit.id || !Board.placed(u)) continue;
      const fp = this.footprint(u);
      const r = radius + hypot(fp.hw, fp.hd);
      if ((fp.cx - at.x) ** 2 + (fp.cy - at.y) ** 2 <= r * r) found.push(u);
    }
    return found;
  }

  /** Whether the unit may stand at `at` facing `facing`: centre on the table, off ground impassable for it (G5.1), on no other unit (of `among`, when given: `near`). */
  standsClear(unit: UnitState, at: Point, facing: number, among?: readonly Placed[]): boolean {
    const { width, depth } = this.state.table;
    if (at.x < 0 || at.y < 0 || at.x > width || at.y > depth) return false;
    if (this.going.impassableAt(unit, at)) return false;
    // footprintAt's rectangle on the probe: only its overlap is asked, and nothing keeps it
    const size = layout(unit);
    return !this.crowded(unit, this.probe.moveTo(at, facing, size.width / 2, size.depth / 2), among);
  }

  /** The rectangle `standsClear` moves from spot to spot. */
  private readonly probe = new Rectangle(0.5, 0.5, 0.5, 0.5, 0.5, 0.5);
  /** The point `clearSpot` moves round its rings; a spot that stands clear is copied before anyone keeps it. */
  private readonly ringPoint = { x: 0.5, y: 0.5 };

  /**
   * The free ground nearest `at` for the unit: `at` itself if it stands clear there, else the
   * first clear point on rings ½ cm apart (24 directions each, from north clockwise) out to
   * `limit` cm, facing as `facing` says for each point and passing `accept`; null if none.
   */
  clearSpot(unit: UnitState, at: Point, facing: (p: Point) => number, limit: number, accept: (p: Point) => boolean = () => true): Point | null {
    const among = this.near(unit, at, limit + RING_CM);
    if (this.standsClear(unit, at, facing(at), among) && accept(at)) return at;
    const ring = this.ringPoint;
    for (let r = RING_CM; r <= limit + 1e-9; r += RING_CM) {
      for (let k = 0; k < RING_DIRECTIONS; k++) {
        const a = (2 * Math.PI * k) / RING_DIRECTIONS;
        ring.x = at.x + r * Math.sin(a);
        ring.y = at.y + r * Math.cos(a);
        if (!this.standsClear(unit, ring, facing(ring), among)) continue;
        // `facing` and `standsClear` only read the moving point; `accept` and the caller may keep theirs
        const p = { x: ring.x, y: ring.y };
        if (accept(p)) return p;
      }
    }
    return null;
  }

  /**
   * A unit that changed shape where it stands (a formation, mounting, appearing) onto another
   * unit steps to the nearest free ground, keeping its facing; whether it moved.
   */
  makeRoom(unit: Placed, limit = 30): boolean {
    const facing = unit.facing;
    const spot = this.clearSpot(unit, unit.pos, () => facing, limit);
    if (!spot || spot === unit.pos) return false;
    unit.pos = spot;
    return true;
  }

  /**
   * G4.7, G18.21: a messenger waiting for an errand rides with the C-in-C, one of his aides, not
   * a figure of his own on the table. Sent off, he leaves from the free ground beside the C-in-C
   * nearest him, facing where he rides; null if the C-in-C is not on the table.
   */
  besideCinc(messenger: UnitState, toward: Point | null): Point | null {
    const side = this.state.sides.find((s) => s.id === messenger.side);
    const cinc = side?.cinc ? this.state.units[side.cinc] : undefined;
    if (!cinc || !Board.placed(cinc)) return null;
    const at = cinc.pos;
    return this.clearSpot(messenger, at, (p) => (toward ? compass(p, toward) : cinc.facing), 30);
  }

  /** Keeps a point on the table. */
  clamp(p: Point): Point {
    const { width, depth } = this.state.table;
    return { x: Math.min(width, Math.max(0, p.x)), y: Math.min(depth, Math.max(0, p.y)) };
  }
}
