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
