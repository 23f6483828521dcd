import { describe, it, expect } from 'vitest';
import {
  boundingBox, centroid, contains, depthInside, distance, distanceToShape, frontEdge, pointAlong, type Point, type Shape,
} from '../../src/table/index.js';

const rect: Shape = { kind: 'rect', x: 10, y: 20, width: 30, depth: 10 };
const circle: Shape = { kind: 'circle', x: 0, y: 0, radius: 5 };
/** A U open to the north: the notch is x 10..20, y 10..30. */
const uPoints: Point[] = [
  { x: 0, y: 0 }, { x: 30, y: 0 }, { x: 30, y: 30 }, { x: 20, y: 30 }, { x: 20, y: 10 }, { x: 10, y: 10 }, { x: 10, y: 30 }, { x: 0, y: 30 },
];
const uShape: Shape = { kind: 'polygon', points: uPoints };
const road: Shape = { kind: 'polyline', points: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 20 }], width: 4 };
const p = (x: number, y: number): Point => ({ x, y });

describe('distance', () => {
  it('is the straight-line length', () => {
    expect(distance(p(0, 0), p(3, 4))).toBe(5);
  });
});

describe('contains', () => {
  it('rect: inside, on corners and sides, and just outside', () => {
    expect(contains(rect, p(25, 25))).toBe(true);
    expect(contains(rect, p(10, 20))).toBe(true);
    expect(contains(rect, p(40, 25))).toBe(true);
    expect(contains(rect, p(40.01, 25))).toBe(false);
    expect(contains(rect, p(25, 19.99))).toBe(false);
  });
  it('circle: boundary counts, a hair beyond does not', () => {
    expect(contains(circle, p(3, 4))).toBe(true);
    expect(contains(circle, p(3.01, 4))).toBe(false);
  });
  it('concave polygon: the notch is outside, the arms and boundary inside', () => {
    expect(contains(uShape, p(15, 20))).toBe(false);
    expect(contains(uShape, p(5, 20))).toBe(true);
    expect(contains(uShape, p(25, 20))).toBe(true);
    expect(contains(uShape, p(15, 5))).toBe(true);
    expect(contains(uShape, p(20, 20))).toBe(true);
    expect(contains(uShape, p(15, 10))).toBe(true);
    expect(contains(uShape, p(31, 5))).toBe(false);
  });
  it('polyline: a band of half-width 2 with rounded ends', () => {
    expect(contains(road, p(10, 2))).toBe(true);
    expect(contains(road, p(10, 2.1))).toBe(false);
    expect(contains(road, p(21, 10))).toBe(true);
    expect(contains(road, p(22.5, 10))).toBe(false);
    expect(contains(road, p(21, -1))).toBe(true); // 1.41 from the corner
    expect(contains(road, p(22, -2))).toBe(false); // 2.83 from the corner
    expect(contains(road, p(-1.9, 0))).toBe(true);
  });
});

describe('distanceToShape and depthInside', () => {
  it('rect', () => {
    expect(distanceToShape(rect, p(7, 16))).toBe(5);
    expect(distanceToShape(rect, p(25, 25))).toBe(0);
    expect(depthInside(rect, p(12, 25))).toBe(2);
    expect(depthInside(rect, p(7, 16))).toBe(0);
  });
  it('circle', () => {
    expect(distanceToShape(circle, p(10, 0))).toBe(5);
    expect(depthInside(circle, p(1, 0))).toBe(4);
    expect(depthInside(circle, p(10, 0))).toBe(0);
  });
  it('concave polygon: the notch is 5 cm from both arms', () => {
    expect(distanceToShape(uShape, p(15, 20))).toBe(5);
    expect(distanceToShape(uShape, p(5, 5))).toBe(0);
    expect(depthInside(uShape, p(5, 20))).toBe(5);
    expect(depthInside(uShape, p(15, 20))).toBe(0);
  });
  it('polyline band', () => {
    expect(distanceToShape(road, p(10, 5))).toBe(3);
    expect(depthInside(road, p(10, 1))).toBe(1);
    expect(depthInside(road, p(10, 5))).toBe(0);
  });
});

describe('centroid and boundingBox', () => {
  it('rect and triangle', () => {
    expect(centroid(rect)).toEqual({ x: 25, y: 25 });
    const c = centroid({ kind: 'polygon', points: [p(0, 0), p(6, 0), p(0, 6)] });
    expect(c.x).toBeCloseTo(2, 10);
    expect(c.y).toBeCloseTo(2, 10);
  });
  it('concave polygon in either winding: square minus notch', () => {
    // (900·15 − 200·20) / 700 for y
    for (const pts of [uPoints, [...uPoints].reverse()]) {
      const c = centroid({ kind: 'polygon', points: pts });
      expect(c.x).toBeCloseTo(15, 10);
      expect(c.y).toBeCloseTo(9500 / 700, 10);
    }
  });
  it('polyline: length-weighted middle of the line', () => {
    expect(centroid(road)).toEqual({ x: 15, y: 5 });
  });
  it('bounding boxes include a polyline band and a circle radius', () => {
    expect(boundingBox(road)).toEqual({ minX: -2, minY: -2, maxX: 22, maxY: 22 });
    expect(boundingBox(circle)).toEqual({ minX: -5, minY: -5, maxX: 5, maxY: 5 });
    expect(boundingBox(rect)).toEqual({ minX: 10, minY: 20, maxX: 40, maxY: 30 });
  });
});

describe('frontEdge', () => {
  const r: Shape = { kind: 'rect', x: 0, y: 0, width: 20, depth: 10 };
  it('rect: the single side facing the point', () => {
    expect(frontEdge(r, p(10, -50))).toEqual([p(0, 0), p(20, 0)]);
    expect(frontEdge(r, p(50, 5))).toEqual([p(20, 0), p(20, 10)]);
    expect(frontEdge(r, p(10, 60))).toEqual([p(20, 10), p(0, 10)]);
    expect(frontEdge(r, p(-50, 6))).toEqual([p(0, 10), p(0, 0)]);
  });
  it('circle: five points within ±60° of the direction', () => {
    const arc = frontEdge({ kind: 'circle', x: 0, y: 0, radius: 10 }, p(0, -100));
    expect(arc).toHaveLength(5);
    expect(arc[2]!.x).toBeCloseTo(0, 10);
    expect(arc[2]!.y).toBeCloseTo(-10, 10);
    expect(arc[0]!.x).toBeCloseTo(-Math.sqrt(75), 10);
    expect(arc[0]!.y).toBeCloseTo(-5, 10);
    expect(arc[4]!.x).toBeCloseTo(Math.sqrt(75), 10);
  });
  it('polygon: edges whose outward normal faces the point, in either winding', () => {
    const ccw = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
    expect(frontEdge({ kind: 'polygon', points: ccw }, p(5, -20))).toEqual([p(0, 0), p(10, 0)]);
    expect(frontEdge({ kind: 'polygon', points: ccw }, p(30, -30))).toEqual([p(0, 0), p(10, 0), p(10, 10)]);
    const cw = [p(0, 0), p(0, 10), p(10, 10), p(10, 0)];
    expect(frontEdge({ kind: 'polygon', points: cw }, p(5, -20))).toEqual([p(10, 0), p(0, 0)]);
  });
  it('polyline: the line itself', () => {
    expect(frontEdge(road, p(0, -50))).toEqual([p(0, 0), p(20, 0), p(20, 20)]);
  });
});

describe('pointAlong', () => {
  const line = [p(0, 0), p(10, 0), p(10, 10)];
  it('measures by length and clamps t', () => {
    expect(pointAlong(line, 0.75)).toEqual(p(10, 5));
    expect(pointAlong(line, 0.25)).toEqual(p(5, 0));
    expect(pointAlong(line, 0)).toEqual(p(0, 0));
    expect(pointAlong(line, 1.5)).toEqual(p(10, 10));
  });
});
