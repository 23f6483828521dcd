import { describe, expect, it } from 'vitest';
import { gapBetween, outlineOf } from '../../src/audit/bases.js';

const disc = (x: number, y: number, diameter: number) => outlineOf({ x, y, w: diameter, d: diameter, facing: 0, round: true });
const box = (x: number, y: number, w: number, d: number, facing = 0) => outlineOf({ x, y, w, d, facing });

describe('the trace checker measures bases closest point to closest point', () => {
  it('discs: apart, touching, overlapping', () => {
    expect(gapBetween(disc(0, 0, 2), disc(5, 0, 2))).toBeCloseTo(3, 12);
    expect(gapBetween(disc(0, 0, 2), disc(2, 0, 2))).toBeCloseTo(0, 12);
    expect(gapBetween(disc(0, 0, 2), disc(1.5, 0, 2))).toBeCloseTo(-0.5, 12);
  });
  it('rectangles side by side, end to end and overlapping', () => {
    // a 10 cm line facing north and another 3 cm east of its right end
    expect(gapBetween(box(0, 0, 10, 2), box(18, 0, 10, 2))).toBeCloseTo(8, 12);
    expect(gapBetween(box(0, 0, 10, 2), box(10, 0, 10, 2))).toBeCloseTo(0, 12);
    expect(gapBetween(box(0, 0, 10, 2), box(0, 1.5, 10, 2))).toBeCloseTo(-0.5, 12);
    // depth runs along the facing: a column 2 wide, 10 deep, facing east, is 10 cm across east-west
    expect(gapBetween(box(0, 0, 2, 10, 90), box(8, 0, 2, 2))).toBeCloseTo(2, 12);
  });
  it('a turned rectangle: corner to face', () => {
    // a 2 cm square turned 45° has its corner √2 from its centre
    expect(gapBetween(box(0, 0, 2, 2, 45), box(4, 0, 2, 2))).toBeCloseTo(3 - Math.SQRT2, 12);
  });
  it('a disc and a rectangle: outside, touching, centre inside', () => {
    expect(gapBetween(disc(0, 5, 2), box(0, 0, 4, 4))).toBeCloseTo(2, 12);
    expect(gapBetween(box(0, 0, 4, 4), disc(3, 0, 2))).toBeCloseTo(0, 12);
    expect(gapBetween(disc(0, 1.5, 2), box(0, 0, 4, 4))).toBeCloseTo(-1.5, 12);
  });
});
