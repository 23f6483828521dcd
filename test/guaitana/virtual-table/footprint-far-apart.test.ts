/**
 * The quick tests that find rectangles far apart (issue #14's speed work) must never change an
 * answer: overlap, overlapDepth and surelyApart against the plain separating-axis test and gap;
 * overlapsDeeper against overlapDepth; the corners against their formula, to the last bit (a rewrite of
 * rectangle() must not move them).
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { footprintGap, overlap, overlapDepth, overlapsDeeper, rectangle, surelyApart, type Footprint } from '../../../rulesets/guaitana/virtual-table/footprint.js';

/** Half the rectangle's extent along (ux, uy). */
const reach = (fp: Footprint, ux: number, uy: number) => fp.hd * Math.abs(fp.fx * ux + fp.fy * uy) + fp.hw * Math.abs(fp.fy * ux - fp.fx * uy);
const axes = (a: Footprint, b: Footprint) => [[a.fx, a.fy], [a.fy, -a.fx], [b.fx, b.fy], [b.fy, -b.fx]] as const;

/** The separating-axis tests as written before the quick ones. */
function plainOverlap(a: Footprint, b: Footprint): boolean {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  return axes(a, b).every(([ux, uy]) => !(Math.abs(dx * ux + dy * uy) > reach(a, ux, uy) + reach(b, ux, uy) + 1e-9));
}
function plainDepth(a: Footprint, b: Footprint): number {
  const dx = b.cx - a.cx, dy = b.cy - a.cy;
  let depth = Infinity;
  for (const [ux, uy] of axes(a, b)) {
    const apart = Math.abs(dx * ux + dy * uy) - reach(a, ux, uy) - reach(b, ux, uy);
    if (apart >= 0) return 0;
    depth = Math.min(depth, -apart);
  }
  return depth;
}

describe('rectangles far apart', () => {
  it('overlap and overlapDepth answer as the plain separating-axis test, near and far', () => {
    const random = seedrandom('far apart');
    for (let round = 0; round < 5000; round++) {
      // spreads from touching to well apart, so both the quick answer and the full test are used
      const spread = [3, 10, 40][round % 3]!;
      const a = rectangle({ x: random() * spread, y: random() * spread }, random() * 360, 0.5 + random() * 10, 0.5 + random() * 6);
      const b = rectangle({ x: random() * spread, y: random() * spread }, random() * 360, 0.5 + random() * 10, 0.5 + random() * 6);
      expect(overlap(a, b)).toBe(plainOverlap(a, b));
      expect(overlapDepth(a, b)).toBe(plainDepth(a, b));
      for (const cm of [0, 1e-10, random() * 2]) expect(overlapsDeeper(a, b, cm)).toBe(plainDepth(a, b) > cm);
      const cm = random() * 30;
      if (surelyApart(a, b, cm)) expect(footprintGap(a, b)).toBeGreaterThan(cm);
    }
  });
});

describe('a rectangle\'s corners', () => {
  it('are the corners the centre, facing and half sizes give (front-left, front-right, back-right, back-left), to the last bit', () => {
    const random = seedrandom('corners');
    for (let round = 0; round < 500; round++) {
      const at = { x: random() * 100, y: random() * 100 }, facing = random() * 360, hw = 0.5 + random() * 10, hd = 0.5 + random() * 6;
      const fp = rectangle(at, facing, hw, hd);
      const fx = Math.sin((facing * Math.PI) / 180), fy = Math.cos((facing * Math.PI) / 180);
      const corner = (a: number, b: number) => ({ x: at.x + fy * a * hw + fx * b * hd, y: at.y + -fx * a * hw + fy * b * hd });
      expect(fp.corners).toEqual([corner(-1, 1), corner(1, 1), corner(1, -1), corner(-1, -1)]);
    }
  });
});
