/**
 * The floor under a walk's spend (least-spend.ts) lets the charge-reach fact pass over walks
 * that cannot arrive: it must never say so of a walk that does, and must say so of the walks
 * that plainly cannot (through difficult going or over a wall they cannot pay for).
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { ShapeIndex } from '../../src/table/feature-index.js';
import { surelyFallsShort, type GroundFloor } from '../../src/table/least-spend.js';
import { moveAlong, type MoveTerrain } from '../../src/table/move-along.js';
import { distance, type Point, type Shape } from '../../src/table/shapes.js';

/** Difficult going (2 cm of move a centimetre): a rectangle, a concave polygon, a rocky band, a circle overlapping the rectangle. */
const rough: Shape[] = [
  { kind: 'rect', x: 10, y: 10, width: 20, depth: 8 },
  { kind: 'polygon', points: [{ x: 60, y: 0 }, { x: 80, y: 0 }, { x: 80, y: 20 }, { x: 70, y: 8 }, { x: 60, y: 20 }] },
  { kind: 'polyline', points: [{ x: 0, y: 40 }, { x: 90, y: 45 }], width: 4 },
  { kind: 'circle', x: 28, y: 20, radius: 5 },
];
/** A wall, a fortification's outline and a ditch, each a quarter of a 25 cm move to cross. */
const barriers: MoveTerrain['barriers'] = [
  { shape: { kind: 'polyline', points: [{ x: 20, y: -5 }, { x: 35, y: 55 }], width: 1 }, cost: 6.25 },
  { shape: { kind: 'polygon', points: [{ x: 40, y: 22 }, { x: 70, y: 22 }, { x: 70, y: 35 }, { x: 40, y: 35 }] }, cost: 6.25 },
  { shape: { kind: 'rect', x: 85, y: 10, width: 3, depth: 40 }, cost: 6.25 },
];
const ground: GroundFloor = { cheapest: 1, rough, roughCost: 2 };
const index = new ShapeIndex(rough.map((shape) => ({ shape })));
const cost = (p: Point) => (index.at(p).length > 0 ? 2 : 1);
const terrain: MoveTerrain = { costAt: cost, barriers };
const point = (random: () => number): Point => ({ x: random() * 100 - 5, y: random() * 60 - 5 });
const arrives = (a: Point, b: Point, allowance: number) => distance(moveAlong(a, b, allowance, terrain).end, b) <= 1e-9;

describe('surelyFallsShort', () => {
  it('never says a walk that arrives falls short, even on the very allowance it needs', () => {
    const random = seedrandom('least spend');
    let arrived = 0, fellShort = 0, passedOver = 0;
    for (let round = 0; round < 3000; round++) {
      const a = point(random), b = point(random);
      const needs = moveAlong(a, b, Infinity, terrain).spent;
      // the allowance the walk needs, a hair either side of it, and well short of it
      for (const allowance of [needs, needs + 1e-7, needs - 1e-7, needs - random() * 8, needs * random()]) {
        const short = surelyFallsShort(a, b, allowance, ground, terrain);
        if (arrives(a, b, allowance)) {
          arrived++;
          expect(short, `${JSON.stringify({ a, b, allowance })}`).toBe(false);
        } else {
          fellShort++;
          if (short) passedOver++;
        }
      }
    }
    expect(arrived).toBeGreaterThan(3000);
    // the floor is worth having: most walks that fall short are found so without walking
    expect(passedOver).toBeGreaterThan(fellShort * 0.6);
  });

  it('counts the difficult going crossed, less half a step at each edge', () => {
    // straight across the 4 cm rocky band: 10 cm of line, 4.006 of them difficult (the band runs a little aslant)
    const a = { x: 45, y: 37.25 }, b = { x: 45, y: 47.25 };
    // the walk prices nine of its half-centimetre steps as difficult (their middles are in the band)
    expect(moveAlong(a, b, Infinity, terrain).spent).toBeCloseTo(14.5, 5);
    expect(surelyFallsShort(a, b, 10.5, ground, terrain)).toBe(true);
    expect(surelyFallsShort(a, b, 13.4, ground, terrain)).toBe(true);
    expect(surelyFallsShort(a, b, 13.6, ground, terrain)).toBe(false);
  });

  it('counts a wall on the way', () => {
    // the wall crosses y = 30 at x = 28.75: 25 cm of walk and a quarter move to cross it
    const a = { x: 10, y: 30 }, beyond = { x: 35, y: 30 }, before = { x: 27, y: 30 };
    expect(surelyFallsShort(a, beyond, 25, ground, terrain)).toBe(true);
    expect(surelyFallsShort(a, beyond, 25 + 6.25, ground, terrain)).toBe(false);
    expect(arrives(a, beyond, 25 + 6.25)).toBe(true);
    expect(surelyFallsShort(a, before, 17, ground, terrain)).toBe(false);
    expect(surelyFallsShort(a, before, 16.9, ground, terrain)).toBe(true);
  });

  it('leaves out a barrier met at the very end: the walk halts there unpaid, and that is arriving', () => {
    const a = { x: 80, y: 30 }, ditchEdge = { x: 85, y: 30 };
    expect(arrives(a, ditchEdge, 5)).toBe(true);
    expect(surelyFallsShort(a, ditchEdge, 5, ground, terrain)).toBe(false);
  });
});
