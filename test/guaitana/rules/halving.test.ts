/** G11.6.3–4, G18.4: cumulative halvings, multiplied out, then rounded to nearest with .5 up. */
import { describe, expect, it } from 'vitest';
import { halve } from '../../../rulesets/guaitana/rules/halving.js';

// prettier-ignore
const CASES = [
  // count halvings  exact    result
  [12,    0,         12,      12],
  [12,    1,         6,       6 ],
  [12,    2,         3,       3 ], // two halvings = ¼
  [12,    3,         1.5,     2 ], // three = ⅛; .5 rounds up
  [10,    2,         2.5,     3 ],
  [5,     1,         2.5,     3 ],
  [7,     1,         3.5,     4 ],
  [1,     1,         0.5,     1 ],
  [1,     2,         0.25,    0 ],
  [3,     2,         0.75,    1 ],
  [9,     3,         1.125,   1 ],
  [11,    3,         1.375,   1 ],
  [13,    3,         1.625,   2 ],
  [20,    2,         5,       5 ],
  [0,     3,         0,       0 ],
] as const;

describe('halve', () => {
  it.each(CASES)('%i figures, %i halvings = %s → %i', (count, halvings, _exact, result) => {
    expect(halve(count, halvings)).toBe(result);
  });

  it('multiplies out before rounding, not halving and rounding step by step', () => {
    expect(halve(5, 2)).toBe(1); // 1.25; step by step 5 → 2.5 → 3 → 1.5 → 2
    expect(halve(10, 3)).toBe(1); // 1.25; step by step 10 → 5 → 2.5 → 3 → 1.5 → 2
  });

  it.each([
    [-1, 1, /count/],
    [1.5, 1, /count/],
    [4, -1, /halvings/],
    [4, 0.5, /halvings/],
  ])('halve(%s, %s) throws', (count, halvings, message) => {
    expect(() => halve(count, halvings)).toThrow(RangeError);
    expect(() => halve(count, halvings)).toThrow(message);
  });
});
