/**
 * The quick tests that find rectangles far apart (issue #14's speed work) must never change an
 * answer: overlap, overlapDepth and surelyApart against the plain separating-axis test and gap;
 * overlapsDeeper against overlapDepth; the corners against their formula, to the last bit (a rewrite of
 * rectangle() must not move them).
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { segmentDistanceSq } from '../../../src/table/shapes.js';
import { Rectangle } from '../../../rulesets/guaitana/virtual-table/rectangle.js';
import { everyOutlinePoint, footprintGap, outlinePoints, overlap, overlapDepth, overlapsDeeper, rectangle, surelyApart, type Footprint } from '../../../rulesets/guaitana/virtual-table/footprint.js';

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

/** The gap as written before it worked from a scratch list: every corner of each against every edge of the other, from `corners`. */
function plainGap(a: Footprint, b: Footprint): number {
  if (plainOverlap(a, b)) return 0;
  let best = Infinity;
  for (const [p, q] of [[a, b], [b, a]] as const) {
    for (const c of p.corners) {
      for (let j = 0; j < 4; j++) {
        const s = q.corners[j]!, e = q.corners[(j + 1) % 4]!;
        best = Math.min(best, segmentDistanceSq(c.x, c.y, s.x, s.y, e.x, e.y));
      }
    }
  }
  return Math.sqrt(best);
}

describe('the gap between rectangles', () => {
  it('is the gap between their corners and edges, to the last bit', () => {
    const random = seedrandom('gap');
    let apart = 0;
    for (let round = 0; round < 5000; round++) {
      const spread = [3, 10, 40][round % 3]!;
      const a = rectangle({ x: random() * spread, y: random() * spread }, random() * 360, 0.5 + random() * 10, 0.5 + random() * 6);
      const b = rectangle({ x: random() * spread, y: random() * spread }, random() * 360, 0.5 + random() * 10, 0.5 + random() * 6);
      // the gap first, so it never finds corners already made
      const gap = footprintGap(a, b);
      expect(gap).toBe(plainGap(a, b));
      if (gap > 0) apart++;
    }
    expect(apart).toBeGreaterThan(1000);
  });

  it('reads the corners made once: the same list each time', () => {
    const fp = rectangle({ x: 10, y: 20 }, 30, 4, 1);
    expect(fp.corners).toBe(fp.corners);
  });
});

describe('every outline point', () => {
  it('tests the points of outlinePoints, to the last bit and in their order, and stops at the first that fails', () => {
    const random = seedrandom('outline');
    for (let round = 0; round < 500; round++) {
      const fp = rectangle({ x: random() * 100, y: random() * 100 }, random() * 360, 0.5 + random() * 10, 0.5 + random() * 6);
      const seen: { x: number; y: number }[] = [];
      const failAt = round % 11; // 9 and 10: none fails
      const all = everyOutlinePoint(fp, (p) => seen.push({ x: p.x, y: p.y }) <= failAt);
      expect(all).toBe(failAt >= 9);
      expect(seen).toEqual(outlinePoints(fp).slice(0, failAt + 1));
    }
  });
});

describe('the probe rectangle (Board.standsClear)', () => {
  it('moved to a spot is the rectangle made there, to the last bit, its corners made afresh', () => {
    const random = seedrandom('probe');
    const probe = new Rectangle(0.5, 0.5, 0.5, 0.5, 0.5, 0.5);
    for (let round = 0; round < 500; round++) {
      const at = { x: random() * 100, y: random() * 100 }, facing = random() * 360, hw = 0.5 + random() * 10, hd = 0.5 + random() * 6;
      const before = probe.corners;
      probe.moveTo(at, facing, hw, hd);
      const made = rectangle(at, facing, hw, hd);
      expect([probe.cx, probe.cy, probe.fx, probe.fy, probe.hw, probe.hd]).toEqual([made.cx, made.cy, made.fx, made.fy, made.hw, made.hd]);
      expect(probe.corners).not.toBe(before);
      expect(probe.corners).toEqual(made.corners);
    }
  });
});

