/**
 * The helpers added for speed (issue #14) must answer exactly as the plain ways they stand in
 * for: a lazy ranking as a stable sort, an index cut to a segment as the whole index, a walk with
 * the ground near its line as one that looks at all of it, a memory of lines as asking afresh.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { ShapeIndex } from '../../src/table/feature-index.js';
import { LineMemo } from '../../src/table/line-memo.js';
import { moveAlong, type MoveTerrain } from '../../src/table/move-along.js';
import { NearestFirst } from '../../src/table/nearest-first.js';
import type { Point, Shape } from '../../src/table/shapes.js';

const drain = (order: NearestFirst): number[] => {
  const out: number[] = [];
  for (let i = order.next(); i >= 0; i = order.next()) out.push(i);
  return out;
};

describe('NearestFirst', () => {
  it('hands out indices in the order a stable sort by key gives, ties by index', () => {
    const random = seedrandom('nearest first');
    for (let round = 0; round < 50; round++) {
      // few distinct keys, so many ties
      const keys = Array.from({ length: Math.floor(random() * 300) }, () => Math.floor(random() * 20) / 4);
      const sorted = keys.map((k, i) => ({ k, i })).sort((a, b) => a.k - b.k).map((x) => x.i);
      expect(drain(new NearestFirst(keys))).toEqual(sorted);
    }
  });

  it('has nothing to give for no keys, and -1 once all are taken', () => {
    expect(new NearestFirst([]).next()).toBe(-1);
    const order = new NearestFirst([2, 1]);
    expect([order.next(), order.next(), order.next()]).toEqual([1, 0, -1]);
  });
});

/** Some terrain with a cost each: rectangles, a circle, a concave polygon, a road. */
const pieces: { shape: Shape; cost: number }[] = [
  { shape: { kind: 'rect', x: 10, y: 10, width: 20, depth: 8 }, cost: 2 },
  { shape: { kind: 'circle', x: 50, y: 30, radius: 6 }, cost: Infinity },
  { shape: { kind: 'polygon', points: [{ x: 60, y: 0 }, { x: 80, y: 0 }, { x: 80, y: 20 }, { x: 70, y: 8 }, { x: 60, y: 20 }] }, cost: 2 },
  { shape: { kind: 'polyline', points: [{ x: 0, y: 40 }, { x: 90, y: 45 }], width: 3 }, cost: 2 },
];
const point = (random: () => number): Point => ({ x: random() * 100 - 5, y: random() * 60 - 5 });

describe('ShapeIndex.along', () => {
  it('answers every point of its segment as the whole index does', () => {
    const random = seedrandom('index along');
    const index = new ShapeIndex(pieces);
    for (let round = 0; round < 200; round++) {
      const a = point(random), b = point(random), near = index.along(a, b);
      for (let k = 0; k <= 40; k++) {
        const p = { x: a.x + ((b.x - a.x) * k) / 40, y: a.y + ((b.y - a.y) * k) / 40 };
        expect(near.max(p, (f) => f.cost, 1)).toBe(index.max(p, (f) => f.cost, 1));
        expect(near.at(p)).toEqual(index.at(p));
      }
    }
  });
});

describe('moveAlong with the ground near its line', () => {
  it('ends, spends and stops exactly as the walk that looks at all the ground', () => {
    const random = seedrandom('walk near');
    const index = new ShapeIndex(pieces);
    const everywhere: MoveTerrain = { costAt: (p) => index.max(p, (f) => f.cost, 1), barriers: [] };
    const near: MoveTerrain = {
      ...everywhere,
      costNear: (a, b) => {
        const cut = index.along(a, b);
        return { costAt: (p) => cut.max(p, (f) => f.cost, 1), passable: !cut.some((f) => f.cost === Infinity) };
      },
    };
    for (let round = 0; round < 300; round++) {
      const a = point(random), b = point(random), allowance = random() * 80;
      expect(moveAlong(a, b, allowance, near)).toEqual(moveAlong(a, b, allowance, everywhere));
    }
  });
});

describe('LineMemo', () => {
  it('recalls only what it kept, for the same end points standing where they stood', () => {
    const memo = new LineMemo();
    const a = { x: 1, y: 2 }, b = { x: 3, y: 4 };
    expect(memo.recall(a, b)).toBeUndefined();
    expect(memo.keep(a, b, false)).toBe(false);
    expect(memo.recall(a, b)).toBe(false);
    // another object at the same place is another question
    expect(memo.recall({ x: 1, y: 2 }, b)).toBeUndefined();
    // an end moved in place is never answered from memory
    (b as { x: number }).x = 5;
    expect(memo.recall(a, b)).toBeUndefined();
  });
});
