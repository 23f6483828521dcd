import { describe, it, expect } from 'vitest';
import {
  lengthInside, pointSegmentDistance, segmentHitsCircle, segmentMeetsBox, segmentTouchesShape, spansInside, type Point, type Shape,
} from '../../src/table/index.js';

const p = (x: number, y: number): Point => ({ x, y });
/** A wood 10 cm across (x 10..20). */
const wood: Shape = { kind: 'rect', x: 10, y: -5, width: 10, depth: 10 };
const pond: Shape = { kind: 'circle', x: 0, y: 0, radius: 5 };
const uShape: Shape = {
  kind: 'polygon',
  points: [p(0, 0), p(30, 0), p(30, 30), p(20, 30), p(20, 10), p(10, 10), p(10, 30), p(0, 30)],
};
const road: Shape = { kind: 'polyline', points: [p(0, 0), p(20, 0), p(20, 20)], width: 4 };
const hedge: Shape = { kind: 'polyline', points: [p(10, -10), p(10, 10)], width: 1 };

describe('pointSegmentDistance', () => {
  it('uses the perpendicular inside the segment and the endpoint beyond it', () => {
    expect(pointSegmentDistance(p(5, 5), p(0, 0), p(10, 0))).toBe(5);
    expect(pointSegmentDistance(p(13, 4), p(0, 0), p(10, 0))).toBe(5);
    expect(pointSegmentDistance(p(3, 4), p(0, 0), p(0, 0))).toBe(5);
  });
});

describe('segmentHitsCircle', () => {
  it('a line grazing the rim does not hit; one cutting it does', () => {
    expect(segmentHitsCircle(p(0, 0), p(10, 0), p(5, 3), 3)).toBe(false);
    expect(segmentHitsCircle(p(0, 0), p(10, 0), p(5, 3), 3.1)).toBe(true);
  });
  it('a circle past the segment end is missed unless it reaches back', () => {
    expect(segmentHitsCircle(p(0, 0), p(10, 0), p(14, 0), 3)).toBe(false);
    expect(segmentHitsCircle(p(0, 0), p(10, 0), p(12, 0), 3)).toBe(true);
  });
});

describe('segmentTouchesShape', () => {
  it('rect: crossing, inside, passing by and stopping short', () => {
    expect(segmentTouchesShape(wood, p(0, 0), p(30, 0))).toBe(true);
    expect(segmentTouchesShape(wood, p(12, 0), p(15, 1))).toBe(true);
    expect(segmentTouchesShape(wood, p(0, 10), p(30, 10))).toBe(false);
    expect(segmentTouchesShape(wood, p(0, 0), p(9, 0))).toBe(false);
    expect(segmentTouchesShape(wood, p(0, 6), p(12, -6))).toBe(true);
    expect(segmentTouchesShape(wood, p(0, -4), p(12, 8))).toBe(false); // y = x − 4 passes above the corner (10, 5)
    expect(segmentTouchesShape(wood, p(0, -5), p(12, 7))).toBe(true); // y = x − 5 clips that corner
  });
  it('circle', () => {
    expect(segmentTouchesShape(pond, p(-10, 4), p(10, 4))).toBe(true);
    expect(segmentTouchesShape(pond, p(-10, 6), p(10, 6))).toBe(false);
  });
  it('concave polygon: a line inside the notch touches nothing', () => {
    expect(segmentTouchesShape(uShape, p(12, 20), p(18, 20))).toBe(false);
    expect(segmentTouchesShape(uShape, p(5, 20), p(25, 20))).toBe(true);
    expect(segmentTouchesShape(uShape, p(2, 2), p(3, 3))).toBe(true);
  });
  it('polyline: reaching the band counts', () => {
    expect(segmentTouchesShape(hedge, p(0, 0), p(9, 0))).toBe(false);
    expect(segmentTouchesShape(hedge, p(0, 0), p(9.6, 0))).toBe(true);
    expect(segmentTouchesShape(hedge, p(0, 0), p(20, 0))).toBe(true);
  });
});

describe('lengthInside', () => {
  it('a segment crossing a 10 cm wood has 10 cm inside', () => {
    expect(lengthInside(wood, p(0, 0), p(30, 0))).toBeCloseTo(10, 10);
    expect(lengthInside(wood, p(15, 0), p(30, 0))).toBeCloseTo(5, 10);
    expect(lengthInside(wood, p(0, 10), p(30, 10))).toBe(0);
  });
  it('a chord of a circle', () => {
    expect(lengthInside(pond, p(-10, 0), p(10, 0))).toBeCloseTo(10, 10);
    expect(lengthInside(pond, p(-10, 3), p(10, 3))).toBeCloseTo(8, 10);
  });
  it('concave polygon: both arms, not the notch', () => {
    expect(lengthInside(uShape, p(-5, 20), p(35, 20))).toBeCloseTo(20, 10);
    const spans = spansInside(uShape, p(-5, 20), p(35, 20));
    expect(spans).toHaveLength(2);
    expect(spans[0]![0]).toBeCloseTo(0.125, 10);
    expect(spans[0]![1]).toBeCloseTo(0.375, 10);
    expect(spans[1]![0]).toBeCloseTo(0.625, 10);
    expect(spans[1]![1]).toBeCloseTo(0.875, 10);
  });
  it('concave polygon: along an edge and through a vertex', () => {
    expect(lengthInside(uShape, p(-5, 0), p(35, 0))).toBeCloseTo(30, 10);
    expect(lengthInside(uShape, p(0, 0), p(30, 30))).toBeCloseTo(Math.sqrt(200) * 2, 10);
  });
  it('polyline: across the band, and along it including the rounded ends', () => {
    expect(lengthInside(road, p(10, -10), p(10, 10))).toBeCloseTo(4, 10);
    expect(lengthInside(road, p(-10, 0), p(30, 0))).toBeCloseTo(24, 10);
    expect(lengthInside(road, p(5, 0), p(5, 1))).toBeCloseTo(1, 10);
    expect(lengthInside(road, p(0, 10), p(10, 10))).toBe(0);
  });
});

describe('segmentMeetsBox', () => {
  const box = { minX: 10, minY: -5, maxX: 20, maxY: 5 };
  it.each([
    ['crossing it', p(0, 0), p(30, 0), true],
    ['ending inside', p(0, 0), p(15, 0), true],
    ['touching a corner', p(0, 15), p(20, -5), true],
    ['passing a corner by a hair', p(5, 0.001), p(15, 10.001), false],
    ['its own box overlapping, the line missing (diagonal)', p(0, 4), p(14, 18), false],
    ['far away', p(50, 50), p(60, 60), false],
    ['a point inside', p(12, 0), p(12, 0), true],
  ])('%s', (_, a, b, meets) => {
    expect(segmentMeetsBox(a, b, box)).toBe(meets);
  });

  it('never misses a shape in the box: it meets wherever lengthInside finds a stretch', () => {
    for (const [a, b] of [[p(-5, 0), p(35, 0)], [p(0, 0), p(30, 30)], [p(25, 35), p(25, -5)]] as const) {
      if (lengthInside(uShape, a, b) > 0) expect(segmentMeetsBox(a, b, { minX: 0, minY: 0, maxX: 30, maxY: 30 })).toBe(true);
    }
  });
});
