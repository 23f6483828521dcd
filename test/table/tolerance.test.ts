import { describe, expect, it } from 'vitest';
import { atLeast, atMost, beyond, under } from '../../src/table/tolerance.js';

describe('one tolerance for rulings', () => {
  it('takes a length a float step past a limit as at the limit', () => {
    const stopped = 0.1 * 3 * 100; // 30.000000000000004
    expect(stopped > 30).toBe(true);
    expect(atMost(stopped, 30)).toBe(true);
    expect(beyond(stopped, 30)).toBe(false);
  });
  it('still tells a real millimetre apart', () => {
    expect(atMost(30.1, 30)).toBe(false);
    expect(beyond(30.1, 30)).toBe(true);
    expect(under(29.9, 30)).toBe(true);
    expect(under(30 - 1e-12, 30)).toBe(false);
    expect(atLeast(30 - 1e-12, 30)).toBe(true);
    expect(atLeast(29.9, 30)).toBe(false);
  });
});
