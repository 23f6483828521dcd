import { describe, expect, it } from 'vitest';
import { convexParts, distanceToShape, hull, pieces, pushedOut, type Convex, type Point, type Shape } from '../../src/table/index.js';

const p = (x: number, y: number): Point => ({ x, y });

/** Twice the area of a ring, positive counter-clockwise. */
function area2(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  return sum;
}

/** How far p lies from the line of each edge, inside positive: the least of them (negative: outside). */
function depth(o: Convex, q: Point): number {
  let least = Infinity;
  for (let i = 0, j = o.points.length - 1; i < o.points.length; j = i++) {
    const a = o.points[j]!, b = o.points[i]!, len = Math.hypot(b.x - a.x, b.y - a.y);
    least = Math.min(least, ((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) / len);
  }
  return least;
}

describe('convex hull', () => {
  it('keeps the corners, counter-clockwise, dropping inner and collinear points', () => {
    const h = hull([p(0, 0), p(5, 0), p(10, 0), p(10, 10), p(5, 5), p(0, 10)]);
    expect(h).toEqual([p(0, 0), p(10, 0), p(10, 10), p(0, 10)]);
  });
});

describe('a polygon as convex pieces', () => {
  it('a convex outline stays whole, turned counter-clockwise', () => {
    const parts = convexParts([p(0, 0), p(0, 10), p(10, 10), p(10, 0)]);
    expect(parts).toHaveLength(1);
    expect(area2(parts[0]!)).toBe(200);
  });

  it('an L is cut into triangles that cover it exactly', () => {
    const l = [p(0, 0), p(20, 0), p(20, 10), p(10, 10), p(10, 30), p(0, 30)];
    const parts = convexParts(l);
    expect(parts.length).toBe(4);
    expect(parts.every((t) => area2(t) > 0)).toBe(true);
    expect(parts.reduce((sum, t) => sum + area2(t), 0)).toBeCloseTo(area2(l), 9);
  });

  it('an outline that crosses itself is taken as its hull', () => {
    expect(convexParts([p(0, 0), p(10, 10), p(10, 0), p(0, 10)])).toEqual([[p(0, 0), p(10, 0), p(10, 10), p(0, 10)]]);
  });

  it('a polyline is one piece per leg, as wide as the line', () => {
    expect(pieces({ kind: 'polyline', points: [p(0, 0), p(10, 0), p(10, 10)], width: 4 })).toMatchObject([
      { points: [p(0, 0), p(10, 0)], radius: 2 }, { points: [p(10, 0), p(10, 10)], radius: 2 },
    ]);
  });
});

/** Points every half centimetre over the box, as a grid. */
function grid(minX: number, minY: number, maxX: number, maxY: number): Point[] {
  const out: Point[] = [];
  for (let x = minX; x <= maxX; x += 0.5) for (let y = minY; y <= maxY; y += 0.5) out.push(p(x, y));
  return out;
}

describe('pieces pushed out', () => {
  it('a rect pushed out 3 cm: its sides 3 cm off, its corners cut 3 cm off, every point that near inside', () => {
    const rect: Shape = { kind: 'rect', x: 0, y: 0, width: 20, depth: 10 };
    const o = pushedOut(pieces(rect)[0]!, 3);
    expect([o.minX, o.minY, o.maxX, o.maxY].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([-3, -3, 23, 13]);
    expect(o.points).toHaveLength(8);
    expect(depth(o, p(20 + 3 * Math.SQRT1_2, 10 + 3 * Math.SQRT1_2))).toBeCloseTo(0, 9);
    for (const q of grid(-5, -5, 25, 15)) if (distanceToShape(rect, q) <= 3) expect(depth(o, q)).toBeGreaterThan(-1e-9);
  });

  it('a circle pushed out is a 16-gon whose sides touch the wider circle', () => {
    const circle: Shape = { kind: 'circle', x: 50, y: 50, radius: 10 };
    const o = pushedOut(pieces(circle)[0]!, 2);
    expect(o.points).toHaveLength(16);
    expect(depth(o, p(62, 50))).toBeCloseTo(0, 9);
    for (const q of grid(36, 36, 64, 64)) if (distanceToShape(circle, q) <= 2) expect(depth(o, q)).toBeGreaterThan(-1e-9);
  });

  it('a polyline pushed out holds its band widened', () => {
    const line: Shape = { kind: 'polyline', points: [p(0, 0), p(20, 5), p(30, 20)], width: 4 };
    const parts = pieces(line).map((piece) => pushedOut(piece, 1));
    for (const q of grid(-5, -5, 35, 25)) if (distanceToShape(line, q) <= 1) expect(Math.max(...parts.map((o) => depth(o, q)))).toBeGreaterThan(-1e-9);
  });
});
