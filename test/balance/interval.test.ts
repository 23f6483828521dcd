import { describe, expect, it } from 'vitest';
import { newcombe, wilson, Z95 } from '../../src/balance/interval.js';

/** Figures from Newcombe, "Two-sided confidence intervals for the single proportion" and "Interval estimation for the difference between independent proportions", Statistics in Medicine 17 (1998), 857–872 and 873–890. */
describe('the Wilson score interval', () => {
  it.each([
    // k, n, lower, upper (Newcombe 1998a, Table II, method 3)
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f', (k, n, lo, hi) => {
    const [l, h] = wilson(k, n);
    expect(l).toBeCloseTo(lo, 4);
    expect(h).toBeCloseTo(hi, 4);
  });

  it('is symmetric: k of n for one side is n − k of n for the other', () => {
    const [l, h] = wilson(7, 19);
    const [l2, h2] = wilson(12, 19);
    expect(l + h2).toBeCloseTo(1, 12);
    expect(h + l2).toBeCloseTo(1, 12);
  });

  it('knows nothing from no trials, and refuses impossible counts', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(() => wilson(5, 4)).toThrow(/0 ≤ k ≤ n/);
  });

  it('uses the normal quantile at 0.975', () => {
    expect(Z95).toBeCloseTo(1.959964, 6);
  });
});

describe("Newcombe's hybrid score interval for a difference", () => {
  it.each([
    // k1, n1, k2, n2, lower, upper (Newcombe 1998b, Table II, method 10)
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])('%i/%i − %i/%i: %f to %f', (k1, n1, k2, n2, lo, hi) => {
    const [l, h] = newcombe(k1, n1, k2, n2);
    expect(l).toBeCloseTo(lo, 4);
    expect(h).toBeCloseTo(hi, 4);
  });
});
