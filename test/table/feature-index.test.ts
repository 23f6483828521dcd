import { describe, expect, it } from 'vitest';
import { ShapeIndex } from '../../src/table/feature-index.js';
import { contains, EPSILON, type Shape } from '../../src/table/shapes.js';

describe('ShapeIndex', () => {
  const rock = { name: 'rock', shape: { kind: 'rect', x: 20, y: 0, width: 10, depth: 60 } as Shape };
  const index = new ShapeIndex([rock]);

  it('agrees with contains on the boundary, where contains allows EPSILON', () => {
    // A figure stopped against the rock: a hair outside its box, still on its outline by contains.
    const edge = { x: 20 - EPSILON / 2, y: 30 };
    expect(contains(rock.shape, edge)).toBe(true);
    expect(index.at(edge)).toEqual([rock]);
    expect(index.any(edge)).toBe(true);
  });

  it('turns away points beyond EPSILON', () => {
    const outside = { x: 20 - 2 * EPSILON, y: 30 };
    expect(contains(rock.shape, outside)).toBe(false);
    expect(index.at(outside)).toEqual([]);
  });
});

describe('ShapeIndex lookups without lists', () => {
  const marsh = { name: 'marsh', cost: 2, shape: { kind: 'rect', x: 0, y: 0, width: 20, depth: 20 } as Shape };
  const rock = { name: 'rock', cost: Infinity, shape: { kind: 'circle', x: 10, y: 10, radius: 3 } as Shape };
  const index = new ShapeIndex([marsh, rock]);

  it('max: the largest value where shapes overlap, the floor elsewhere', () => {
    expect(index.max({ x: 10, y: 10 }, (t) => t.cost, 1)).toBe(Infinity);
    expect(index.max({ x: 2, y: 2 }, (t) => t.cost, 1)).toBe(2);
    expect(index.max({ x: 30, y: 30 }, (t) => t.cost, 1)).toBe(1);
  });

  it('first: the first item in the order given', () => {
    expect(index.first({ x: 10, y: 10 })).toBe(marsh);
    expect(index.first({ x: 30, y: 30 })).toBeUndefined();
  });

  it('nearSegment: whether a line comes near any box at all', () => {
    expect(index.nearSegment({ x: -10, y: 5 }, { x: 30, y: 5 })).toBe(true);
    expect(index.nearSegment({ x: -10, y: 25 }, { x: 30, y: 25 })).toBe(false);
    expect(index.nearSegment({ x: -10, y: 0 }, { x: 0, y: -10 })).toBe(false); // passes the corner (0, 0) 7 cm off
  });
});
