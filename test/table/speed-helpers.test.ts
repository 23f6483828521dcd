/**
 * The helpers added for speed (issue #14) must answer exactly as the plain ways they stand in
 * for: a lazy ranking as a stable sort, an index cut to a segment as the whole index, a walk with
 * the ground near its line as one that looks at all of it, a memory of places as asking afresh.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { ShapeIndex } from '../../src/table/feature-index.js';
import { PlaceMemo } from '../../src/table/place-memo.js';
import { lineClear, obstacle, wholeBaseVisible, type Disc } from '../../src/table/line-of-sight.js';
import { lengthInside, spansInside } from '../../src/table/segments.js';
import { moveAlong, type MoveTerrain } from '../../src/table/move-along.js';
import { NearestFirst } from '../../src/table/nearest-first.js';
import { contains, EPSILON, type Point, type Shape } from '../../src/table/shapes.js';
import { containsWithRoom } from '../../src/table/clearance.js';

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

describe('containsWithRoom', () => {
  it('answers as contains, and every point within its room gets the same answer', () => {
    const random = seedrandom('room');
    for (let round = 0; round < 3000; round++) {
      const { shape } = pieces[round % pieces.length]!, p = point(random);
      const { inside, room } = containsWithRoom(shape, p);
      expect(inside).toBe(contains(shape, p));
      if (room <= 0) continue;
      // points on the rim of the room, and a hair inside it, where an answer would change first
      for (let k = 0; k < 16; k++) {
        const turn = (2 * Math.PI * k) / 16 + random();
        const q = { x: p.x + Math.cos(turn) * room * 0.999999, y: p.y + Math.sin(turn) * room * 0.999999 };
        expect(contains(shape, q)).toBe(inside);
      }
    }
  });

  it('has no room on the outline, nor in the EPSILON band round it', () => {
    const square: Shape = { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }] };
    expect(containsWithRoom(square, { x: 10, y: 5 })).toMatchObject({ inside: true });
    expect(containsWithRoom(square, { x: 10, y: 5 }).room).toBeLessThan(0);
    expect(containsWithRoom(square, { x: 10 + EPSILON / 2, y: 5 })).toMatchObject({ inside: true });
    expect(containsWithRoom(square, { x: 10 + EPSILON / 2, y: 5 }).room).toBeLessThan(0);
    expect(containsWithRoom(square, { x: 5, y: 5 }).room).toBeCloseTo(5, 5);
  });
});

describe('moveAlong taking sure steps at once', () => {
  it('ends, spends and stops exactly as the walk that prices every step (open ground, ground that says how far its cost holds, barriers on the way)', () => {
    const random = seedrandom('sure steps');
    const index = new ShapeIndex(pieces);
    const stepByStep: MoveTerrain = {
      costAt: (p) => index.max(p, (f) => f.cost, 1),
      costNear: (a, b) => {
        const cut = index.along(a, b);
        return { costAt: (p) => cut.max(p, (f) => f.cost, 1), passable: !cut.some((f) => f.cost === Infinity) };
      },
      // a quarter of a 25 cm move to cross a wall or a hedge
      barriers: [
        { shape: { kind: 'polyline', points: [{ x: 20, y: -5 }, { x: 35, y: 55 }], width: 1 }, cost: 6.25 },
        { shape: { kind: 'rect', x: 85, y: 10, width: 3, depth: 40 }, cost: 6.25 },
      ],
    };
    const inRuns: MoveTerrain = {
      ...stepByStep,
      costAlong: (a, b) => (index.along(a, b).nearSegment(a, b) ? undefined : 1),
      costNear: (a, b) => {
        const cut = index.along(a, b), length = Math.hypot(b.x - a.x, b.y - a.y);
        const ahead = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
        return { costAt: (p) => cut.max(p, (f) => f.cost, 1), runAt: (p) => cut.maxWithRoom(p, (f) => f.cost, 1, ahead), passable: !cut.some((f) => f.cost === Infinity) };
      },
    };
    let ran = 0;
    for (let round = 0; round < 1000; round++) {
      const a = point(random), b = point(random), allowance = round % 5 === 0 ? Infinity : random() * 120;
      const whole = moveAlong(a, b, allowance, stepByStep);
      expect(moveAlong(a, b, allowance, inRuns)).toEqual(whole);
      if (whole.travelled > 5) ran++;
    }
    expect(ran).toBeGreaterThan(300);
  });
});

describe('PlaceMemo', () => {
  it('works an answer out once for a point standing where it stood, afresh for another object or a point moved in place', () => {
    const asked: Point[] = [];
    const memo = new PlaceMemo((p) => {
      asked.push(p);
      return p.x + p.y;
    });
    const a = { x: 1, y: 2 };
    expect([memo.at(a), memo.at(a)]).toEqual([3, 3]);
    expect(asked).toHaveLength(1);
    expect(memo.at({ x: 1, y: 2 })).toBe(3);
    expect(asked).toHaveLength(2);
    (a as { x: number }).x = 5;
    expect(memo.at(a)).toBe(7);
    expect(asked).toHaveLength(3);
  });
});

describe('spans inside a shape, from scratch lists', () => {
  it('gives sorted, disjoint stretches whose lengths add up to lengthInside, each call its own answer', () => {
    const random = seedrandom('spans');
    // a line of many legs doubling back, so its stretches overlap and must be sorted and merged
    const zigzag: Shape = { kind: 'polyline', points: [{ x: 0, y: 0 }, { x: 40, y: 30 }, { x: 5, y: 35 }, { x: 60, y: 50 }, { x: 10, y: 10 }], width: 4 };
    const shapes = [...pieces.map((p) => p.shape), zigzag];
    let crossed = 0;
    for (let round = 0; round < 2000; round++) {
      const shape = shapes[round % shapes.length]!, a = point(random), b = point(random);
      const spans = spansInside(shape, a, b);
      const other = spansInside(shapes[(round + 1) % shapes.length]!, b, a);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      for (let i = 0; i < spans.length; i++) {
        const [t0, t1] = spans[i]!;
        expect(t0).toBeLessThanOrEqual(t1);
        if (i > 0) expect(t0).toBeGreaterThan(spans[i - 1]![1] + EPSILON);
        // the middle of a stretch is in the shape
        expect(contains(shape, { x: a.x + ((t0 + t1) / 2) * (b.x - a.x), y: a.y + ((t0 + t1) / 2) * (b.y - a.y) })).toBe(true);
      }
      expect(lengthInside(shape, a, b)).toBe(spans.reduce((sum, [t0, t1]) => sum + (t1 - t0) * len, 0));
      // a later call leaves an answer already given as it was
      expect(spansInside(shape, a, b)).toEqual(spans);
      expect(other).toEqual(spansInside(shapes[(round + 1) % shapes.length]!, b, a));
      if (spans.length > 1) crossed++;
    }
    expect(crossed).toBeGreaterThan(20);
  });
});

describe('wholeBaseVisible', () => {
  it('answers as the three lines to the centre and the rim points, each asked of every base and all the terrain', () => {
    const random = seedrandom('whole base');
    const obstacles = [obstacle({ kind: 'rect', x: 40, y: 20, width: 10, depth: 10 }, true), obstacle({ kind: 'polyline', points: [{ x: 0, y: 30 }, { x: 30, y: 50 }], width: 1 }, true)];
    let seen = 0, hidden = 0;
    for (let round = 0; round < 1500; round++) {
      // a crowd of bases, some touching the line, some the shooter's own neighbours
      const discs: Disc[] = Array.from({ length: 40 }, (_, i) => ({ c: point(random), r: 0.5 + random() * 1.5, id: `d${i}` }));
      const a = point(random), t = discs[round % discs.length]!, ignore = round % 2 === 0 ? 0 : 2;
      const rim = (side: 1 | -1) => {
        const dx = t.c.x - a.x, dy = t.c.y - a.y, len = Math.sqrt(dx * dx + dy * dy);
        if (len === 0) return t.c;
        const k = (side * Math.max(0, t.r - 1e-6)) / len;
        return { x: t.c.x - dy * k, y: t.c.y + dx * k };
      };
      const plain = [t.c, rim(1), rim(-1)].every((b) => lineClear(a, b, obstacles, discs, ignore, t.id));
      expect(wholeBaseVisible(a, t, obstacles, discs, ignore)).toBe(plain);
      if (plain) seen++; else hidden++;
    }
    expect(seen).toBeGreaterThan(100);
    expect(hidden).toBeGreaterThan(100);
  });
});
