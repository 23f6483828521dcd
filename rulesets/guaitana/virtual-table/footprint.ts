/**
 * A unit's ground on the virtual table (G4.8.5 basing): a rectangle centred on the unit's
 * position, turned to its facing, sized from its formation and figures. Distances between units
 * are measured between these rectangles, closest point to closest point (G18.32).
 */
import { segmentDistanceSq, type Point } from '../../../src/table/shapes.js';
import type { UnitState } from '../state.js';
import { cornerX, cornerY, Rectangle } from './rectangle.js';

/** Base sizes in cm (G4.8.5): infantry 2 × 2; cavalry, mules, guns 2 wide and 4 deep. */
const BASE_WIDTH = 2;
const FOOT_DEPTH = 2;
const HORSE_DEPTH = 4;
/** Skirmish line: figures 1 cm apart. */
const SKIRMISH_GAP = 1;

/** An oriented rectangle: centre, unit vectors ahead (`f`) and to the right (`r`), half sizes. */
export interface Footprint {
  readonly cx: number;
  readonly cy: number;
  /** Ahead: the facing as a unit vector (x east, y north). */
  readonly fx: number;
  readonly fy: number;
  /** Half the frontage and half the depth, cm. */
  readonly hw: number;
  readonly hd: number;
  /** Front-left, front-right, back-right, back-left. */
  readonly corners: readonly [Point, Point, Point, Point];
}

/** How a unit's elements stand: frontage and depth in cm, and each element's place (across, ahead) from the centre. */
export interface Layout {
  readonly width: number;
  readonly depth: number;
  /** Elements as laid out: one per figure (artillery: its guns first, then the crew). */
  readonly spots: readonly { readonly across: number; readonly ahead: number }[];
  /** How many of the first spots are guns, not figures. */
  readonly guns: number;
}

/** The depth of one base: foot figures 2 cm, anything on four legs or wheels 4 cm (G4.8.5). */
function baseDepth(unit: UnitState): number {
  switch (unit.type) {
    case 'italian-infantry':
    case 'native-infantry':
      return FOOT_DEPTH;
    case 'italian-cavalry':
      return unit.dismounted ? FOOT_DEPTH : HORSE_DEPTH;
    default:
      return HORSE_DEPTH;
  }
}

/** Compass degrees to a unit vector, x east and y north. */
export function heading(degrees: number): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: Math.sin(a), y: Math.cos(a) };
}

/** Compass degrees (0 north, 90 east) of the direction from a to b. */
export function compass(a: Point, b: Point): number {
  return ((Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI + 360) % 360;
}

/**
 * The formation's shape: line side by side one rank deep; skirmish side by side 1 cm apart;
 * column one behind another; square a hollow square of side ⌈n/4⌉ bases, a quarter of the
 * figures on each face; mass (and baggage) ⌈√n⌉ to a rank. Artillery stands its guns and crew in
 * line (G4.5); the C-in-C and a messenger are one mounted base.
 */
export function layout(unit: UnitState): Layout {
  // Laid out once while the unit keeps its shape: walks and searches ask at every step.
  const known = layouts.get(unit);
  const guns = unit.type === 'artillery' ? unit.guns.length : 0;
  if (known && known.type === unit.type && known.formation === unit.formation && known.figures === unit.figures && known.guns === guns && known.dismounted === unit.dismounted) return known.layout;
  const fresh = layOut(unit);
  layouts.set(unit, { type: unit.type, formation: unit.formation, figures: unit.figures, guns, dismounted: unit.dismounted, layout: fresh });
  return fresh;
}

/** Layouts made, by unit, with what they were made from. */
const layouts = new WeakMap<UnitState, { type: string; formation: string; figures: number; guns: number; dismounted: boolean; layout: Layout }>();

function layOut(unit: UnitState): Layout {
  const d = baseDepth(unit), w = BASE_WIDTH;
  if (unit.type === 'cinc' || unit.type === 'messenger') return { width: w, depth: d, spots: [{ across: 0, ahead: 0 }], guns: 0 };
  const guns = unit.type === 'artillery' ? unit.guns.length : 0;
  const n = Math.max(1, guns + unit.figures);
  const formation = unit.type === 'artillery' && unit.formation !== 'mass' ? 'line' : unit.formation;
  const spots: { across: number; ahead: number }[] = [];
  switch (formation) {
    case 'line':
    case 'skirmish': {
      const step = w + (formation === 'skirmish' ? SKIRMISH_GAP : 0);
      const width = n * w + (n - 1) * (step - w);
      for (let i = 0; i < n; i++) spots.push({ across: -width / 2 + w / 2 + i * step, ahead: 0 });
      return { width, depth: d, spots, guns };
    }
    case 'column': {
      const depth = n * d;
      for (let i = 0; i < n; i++) spots.push({ across: 0, ahead: depth / 2 - d / 2 - i * d });
      return { width: w, depth, spots, guns };
    }
    case 'square': {
      const side = Math.ceil(n / 4) * w;
      // Figures evenly round the faces, a half base in from the edge, from the front-left corner clockwise.
      const inner = side / 2 - w / 2, perimeter = 8 * inner;
      for (let i = 0; i < n; i++) spots.push(perimeter === 0 ? { across: 0, ahead: 0 } : alongSquare(inner, (i * perimeter) / n));
      return { width: side, depth: side, spots, guns };
    }
    case 'mass': {
      const perRank = Math.ceil(Math.sqrt(n)), ranks = Math.ceil(n / perRank);
      const width = perRank * w, depth = ranks * d;
      for (let i = 0; i < n; i++) {
        spots.push({ across: -width / 2 + w / 2 + (i % perRank) * w, ahead: depth / 2 - d / 2 - Math.floor(i / perRank) * d });
      }
      return { width, depth, spots, guns };
    }
  }
}

/** The point `s` cm clockwise round a square of half side `h` from its front-left corner. */
function alongSquare(h: number, s: number): { across: number; ahead: number } {
  const side = 2 * h, k = Math.floor(s / side), t = s - k * side;
  switch (k % 4) {
    case 0: return { across: -h + t, ahead: h };
    case 1: return { across: h, ahead: h - t };
    case 2: return { across: h - t, ahead: -h };
    default: return { across: -h, ahead: -h + t };
  }
}

/** The rectangle a unit would cover standing at `at` facing `facing`. */
export function footprintAt(unit: UnitState, at: Point, facing: number): Footprint {
  const { width, depth } = layout(unit);
  return rectangle(at, facing, width / 2, depth / 2);
}

/**
 * An oriented rectangle from its centre, compass facing and half sizes; its corners are made when
 * first read (rectangle.ts). Its facing's unit vector is worked out as `heading` does, without the
 * object.
 */
export function rectangle(at: Point, facing: number, hw: number, hd: number): Footprint {
  const a = (facing * Math.PI) / 180;
  return new Rectangle(at.x, at.y, Math.sin(a), Math.cos(a), hw, hd);
}

/** A figure's place on the table, from its spot in the layout. */
export function placeOf(fp: Footprint, spot: { across: number; ahead: number }): Point {
  return { x: fp.cx + fp.fy * spot.across + fp.fx * spot.ahead, y: fp.cy - fp.fx * spot.across + fp.fy * spot.ahead };
}

/** The point of the rectangle nearest p (p itself when inside). */
export function nearestPoint(fp: Footprint, p: Point): Point {
  const dx = p.x - fp.cx, dy = p.y - fp.cy;
  const ahead = Math.max(-fp.hd, Math.min(fp.hd, dx * fp.fx + dy * fp.fy));
  const across = Math.max(-fp.hw, Math.min(fp.hw, dx * fp.fy - dy * fp.fx));
  return placeOf(fp, { across, ahead });
}

/** Distance from p to the rectangle, 0 inside. */
export function pointGap(fp: Footprint, p: Point): number {
  const dx = p.x - fp.cx, dy = p.y - fp.cy;
  const ahead = Math.max(0, Math.abs(dx * fp.fx + dy * fp.fy) - fp.hd);
  const across = Math.max(0, Math.abs(dx * fp.fy - dy * fp.fx) - fp.hw);
  return Math.sqrt(ahead * ahead + across * across);
}

/** Half the rectangle's extent along the unit vector (ux, uy). */
function reach(fp: Footprint, ux: number, uy: number): number {
  return fp.hd * Math.abs(fp.fx * ux + fp.fy * uy) + fp.hw * Math.abs(fp.fy * ux - fp.fx * uy);
}

/** Whether two rectangles overlap (separating axes: each one's two edge directions). */
export function overlap(a: Footprint, b: Footprint): boolean {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  if (farApart(a, b, dx, dy)) return false;
  return meetAlong(a, b, dx, dy, a.fx, a.fy) && meetAlong(a, b, dx, dy, a.fy, -a.fx)
    && meetAlong(a, b, dx, dy, b.fx, b.fy) && meetAlong(a, b, dx, dy, b.fy, -b.fx);
}

/**
 * Whether two rectangles whose centres lie (dx, dy) apart are apart along an edge direction of
 * the first by more than 1 cm, found at once: its two edge directions are square, so along one of
 * them the centres lie at least 1/√2 of their distance apart, and neither rectangle reaches past
 * its half diagonal. Then `overlap` and `overlapDepth` find them apart too.
 */
function farApart(a: Footprint, b: Footprint, dx: number, dy: number): boolean {
  const far = Math.sqrt(a.hw * a.hw + a.hd * a.hd) + Math.sqrt(b.hw * b.hw + b.hd * b.hd) + 1;
  return dx * dx + dy * dy > 2 * far * far;
}

/** Whether the rectangles' shadows on the axis (ux, uy) meet (touching counts): `overlap`'s test for one axis. */
function meetAlong(a: Footprint, b: Footprint, dx: number, dy: number, ux: number, uy: number): boolean {
  return !(Math.abs(dx * ux + dy * uy) > reach(a, ux, uy) + reach(b, ux, uy) + 1e-9);
}

/**
 * How deep two rectangles overlap, cm: the least push along an edge direction that parts them;
 * 0 when they touch or stand apart (touching is not overlapping).
 */
export function overlapDepth(a: Footprint, b: Footprint): number {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  if (farApart(a, b, dx, dy)) return 0;
  const depth = Math.min(-apartBy(a, b, dx, dy, a.fx, a.fy), -apartBy(a, b, dx, dy, a.fy, -a.fx), -apartBy(a, b, dx, dy, b.fx, b.fy), -apartBy(a, b, dx, dy, b.fy, -b.fx));
  // apart (or touching) along any axis: no overlap
  return depth <= 0 ? 0 : depth;
}

/**
 * Whether two rectangles overlap deeper than `cm` (≥ 0): `overlapDepth(a, b) > cm`, stopping at the
 * first edge direction along which they are not that deep in each other (the least of four is
 * beyond `cm` only if each is), without working out the depth.
 */
export function overlapsDeeper(a: Footprint, b: Footprint, cm: number): boolean {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  if (farApart(a, b, dx, dy)) return false;
  return apartBy(a, b, dx, dy, a.fx, a.fy) < -cm && apartBy(a, b, dx, dy, a.fy, -a.fx) < -cm
    && apartBy(a, b, dx, dy, b.fx, b.fy) < -cm && apartBy(a, b, dx, dy, b.fy, -b.fx) < -cm;
}

/** How far apart the rectangles' shadows on the axis (ux, uy) lie; negative when they overlap there. */
function apartBy(a: Footprint, b: Footprint, dx: number, dy: number, ux: number, uy: number): number {
  return Math.abs(dx * ux + dy * uy) - reach(a, ux, uy) - reach(b, ux, uy);
}

/**
 * Whether two rectangles are surely more than `cm` apart, found cheaply: their centres lie farther
 * apart than `cm` and both half diagonals, with a hair to spare, so `footprintGap` would say so too.
 */
export function surelyApart(a: Footprint, b: Footprint, cm: number): boolean {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  const reach = cm + Math.sqrt(a.hw * a.hw + a.hd * a.hd) + Math.sqrt(b.hw * b.hw + b.hd * b.hd) + 1e-6;
  return dx * dx + dy * dy > reach * reach;
}

/** Both rectangles' corners for `footprintGap`, a's then b's, x and y in turn: one scratch list, not eight points a call. */
const gapCorners = new Float64Array(16);

/** Closest point to closest point between two units' rectangles, cm; 0 when they touch or overlap (G18.32). */
export function footprintGap(a: Footprint, b: Footprint): number {
  if (overlap(a, b)) return 0;
  const c = gapCorners;
  for (let i = 0; i < 4; i++) {
    c[2 * i] = cornerX(a, i);
    c[2 * i + 1] = cornerY(a, i);
    c[8 + 2 * i] = cornerX(b, i);
    c[8 + 2 * i + 1] = cornerY(b, i);
  }
  // Apart, two convex outlines are nearest at a corner of one against an edge of the other.
  let best = Infinity;
  for (let side = 0; side < 2; side++) {
    const p = side === 0 ? 0 : 8, q = side === 0 ? 8 : 0;
    for (let i = 0; i < 4; i++) {
      const px = c[p + 2 * i]!, py = c[p + 2 * i + 1]!;
      for (let j = 0; j < 4; j++) {
        const k = (j + 1) % 4;
        const d = segmentDistanceSq(px, py, c[q + 2 * j]!, c[q + 2 * j + 1]!, c[q + 2 * k]!, c[q + 2 * k + 1]!);
        if (d < best) best = d;
      }
    }
  }
  return Math.sqrt(best);
}

/**
 * Whether `test` holds at every one of `outlinePoints(fp)`, asked in their order and stopping at
 * the first that fails, without the list: the ambush search asks it of every spot it tries. The
 * test is handed one scratch point moved from place to place (the same doubles `outlinePoints`
 * gives), so it must not keep it.
 */
export function everyOutlinePoint(fp: Footprint, test: (p: Point) => boolean): boolean {
  const p = { x: 0, y: 0 };
  const at = (x: number, y: number): boolean => {
    p.x = x;
    p.y = y;
    return test(p);
  };
  for (let i = 0; i < 4; i++) if (!at(cornerX(fp, i), cornerY(fp, i))) return false;
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    if (!at((cornerX(fp, i) + cornerX(fp, j)) / 2, (cornerY(fp, i) + cornerY(fp, j)) / 2)) return false;
  }
  return at(fp.cx, fp.cy);
}

function midpoint(p: Point, q: Point): Point {
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

/** The rectangle's corners, edge midpoints and centre: enough to say it lies wholly inside a terrain piece. */
export function outlinePoints(fp: Footprint): Point[] {
  const [a, b, c, d] = fp.corners;
  return [a, b, c, d, midpoint(a, b), midpoint(b, c), midpoint(c, d), midpoint(d, a), { x: fp.cx, y: fp.cy }];
}
