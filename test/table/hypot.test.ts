import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { hypot } from '../../src/table/hypot.js';

describe('hypot: Math.hypot of two numbers, to the last bit', () => {
  it('gives the same double as Math.hypot over a million pairs of every size and sign', () => {
    const random = seedrandom('hypot');
    let differ = 0, differFromSqrt = 0;
    for (let i = 0; i < 1_000_000; i++) {
      // table-sized lengths mostly, and a spread of magnitudes from 1e-4 to 1e4
      const scale = i % 2 === 0 ? 100 : 10 ** Math.floor(random() * 9 - 4);
      const x = (random() - 0.5) * scale, y = (random() - 0.5) * scale;
      if (!Object.is(hypot(x, y), Math.hypot(x, y))) differ++;
      if (Math.sqrt(x * x + y * y) !== Math.hypot(x, y)) differFromSqrt++;
    }
    expect(differ).toBe(0);
    // the plain formula would not do: it differs often, so the pairs above test the rounding
    expect(differFromSqrt).toBeGreaterThan(100_000);
  });

  it('agrees on zeros, infinities, NaN, the tiny and the huge', () => {
    const cases: [number, number][] = [
      [0, 0], [-0, 0], [0, -0], [-0, -0], [3, 4], [-3, 4], [5, 0], [0, -7],
      [Infinity, 1], [1, -Infinity], [Infinity, NaN], [NaN, -Infinity], [NaN, 1], [1, NaN], [NaN, NaN],
      [1e-320, 1e-320], [5e-324, 0], [1e300, 1e300], [Number.MAX_VALUE, Number.MAX_VALUE], [1e-200, 1e200],
    ];
    for (const [x, y] of cases) expect(Object.is(hypot(x, y), Math.hypot(x, y)), `hypot(${x}, ${y})`).toBe(true);
  });
});
