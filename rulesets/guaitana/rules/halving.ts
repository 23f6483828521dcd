/**
 * Halvings ("dimezzamenti") of firing and fighting figures (spec G11.6, G12.2, G18.4).
 */

/**
 * G11.6.3–4, G18.4: `count` figures after `halvings` cumulative halvings (two = ¼, three = ⅛),
 * multiplied out first and then rounded to the nearest whole figure, .5 rounding up.
 */
export function halve(count: number, halvings: number): number {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`halve: count must be a whole number of figures ≥ 0, got ${count}`);
  }
  if (!Number.isInteger(halvings) || halvings < 0) {
    throw new RangeError(`halve: halvings must be a whole number ≥ 0, got ${halvings}`);
  }
  // count × 2^-n is exact in binary floating point, so the .5 test below is exact too.
  return Math.floor(count / 2 ** halvings + 0.5);
}
