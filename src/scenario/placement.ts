/**
 * Checks on where things stand that read the same in every ruleset: terrain within the table's
 * margin, a unit's figures on the table, two units on top of each other. The rulesets say where
 * the figures are (from their virtual tables' own layouts); these say what is wrong with it.
 */
import { toShape } from './to-shape.js';
import { LIMITS } from './limits.js';
import { formatPath } from './problems.js';
import type { TerrainFeatureInput } from './terrain-schema.js';
import { boundingBox, type Point } from '../table/shapes.js';
import type { CheckProblem } from '../engine/ruleset.js';

export type { CheckProblem } from '../engine/ruleset.js';

export interface TableSize {
  readonly width: number;
  readonly depth: number;
}

/** Lengths as an author writes them: at most one decimal. */
export const cmText = (n: number): string => String(Math.round(n * 10) / 10);
export const pointText = (p: Point): string => `[${cmText(p.x)}, ${cmText(p.y)}]`;
export const tableText = (t: TableSize): string => `${cmText(t.width)} x ${cmText(t.depth)} cm table`;

/** The message for a point (a unit's centre, a Move line's point) off the table. */
export function offTableMessage(t: TableSize, at: readonly [number, number]): string {
  return `expected a point on the ${tableText(t)}, found [${at.join(', ')}]`;
}

/** How far p lies outside the table, cm (0 on it). */
export function beyondTable(t: TableSize, p: Point): number {
  return Math.max(0, -p.x, p.x - t.width, -p.y, p.y - t.depth);
}

/** The point farthest off the table, if any is off it by more than rounding. */
export function farthestOff(t: TableSize, points: readonly Point[]): Point | undefined {
  let worst: Point | undefined, most = 1e-6;
  for (const p of points) {
    const d = beyondTable(t, p);
    if (d > most) {
      most = d;
      worst = p;
    }
  }
  return worst;
}

/** Terrain that runs more than the margin past the table's edges (usually a slip in a coordinate). */
export function terrainBeyondMargin(t: TableSize, terrain: readonly TerrainFeatureInput[]): CheckProblem[] {
  const problems: CheckProblem[] = [];
  terrain.forEach((f, i) => {
    const box = boundingBox(toShape(f.shape));
    const out = Math.max(-box.minX, -box.minY, box.maxX - t.width, box.maxY - t.depth);
    if (out > LIMITS.marginCm) {
      problems.push({ path: ['terrain', i, 'shape'], message: `expected terrain within ${LIMITS.marginCm} cm of the ${tableText(t)}, found ${f.name} reaching ${cmText(out)} cm past its edge (from [${cmText(box.minX)}, ${cmText(box.minY)}] to [${cmText(box.maxX)}, ${cmText(box.maxY)}])` });
    }
  });
  return problems;
}

/** A unit as the check sees it: where the file declares it, its name, its figures' places and a test for overlap. */
export interface PlacedPiece<S> {
  readonly path: (string | number)[];
  readonly name: string;
  /** Whatever the ruleset measures overlap with (rectangles, bases). */
  readonly shape: S;
  /** An axis-aligned box round it, to skip pairs far apart. */
  readonly box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
}

/** Each pair of pieces that overlap, reported at the later one's position. */
export function overlaps<S>(pieces: readonly PlacedPiece<S>[], overlap: (a: S, b: S) => boolean, why: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  pieces.forEach((b, j) => {
    for (const a of pieces.slice(0, j)) {
      if (a.box.maxX < b.box.minX || b.box.maxX < a.box.minX || a.box.maxY < b.box.minY || b.box.maxY < a.box.minY) continue;
      if (!overlap(a.shape, b.shape)) continue;
      problems.push({ path: [...b.path, 'at'], message: `${b.name} overlaps ${a.name} (${formatPath(a.path)}): ${why}` });
    }
  });
  return problems;
}

/** The box round a set of points, widened by `pad`. */
export function boxOf(points: readonly Point[], pad = 0): PlacedPiece<unknown>['box'] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}
