/** The single-die tests: G9.9 impetuosity, G11.13 forced fire, G3 ½d6. */
import { describe, expect, it } from 'vitest';
import { mustFire } from '../../../rulesets/guaitana/rules/forced-fire.js';
import { halfDie } from '../../../rulesets/guaitana/rules/half-die.js';
import { impetuousAttack } from '../../../rulesets/guaitana/rules/impetus.js';

// prettier-ignore
const FACES = [
  // d6  impetus  forced fire  ½d6
  [1,    false,   false,       1],
  [2,    false,   false,       1],
  [3,    false,   false,       2],
  [4,    false,   true,        2],
  [5,    false,   true,        3],
  [6,    true,    true,        3],
] as const;

describe('single-die tests', () => {
  it.each(FACES)('d6 %i: Attack %s, must fire %s, ½d6 %i', (d6, attack, fire, half) => {
    expect(impetuousAttack(d6)).toBe(attack);
    expect(mustFire(d6)).toBe(fire);
    expect(halfDie(d6)).toBe(half);
  });

  it.each([0, 7, 2.5])('d6 %s throws, naming the value', (d6) => {
    expect(() => impetuousAttack(d6)).toThrow(`impetuousAttack: d6 must be a face 1–6, got ${d6}`);
    expect(() => mustFire(d6)).toThrow(`mustFire: d6 must be a face 1–6, got ${d6}`);
    expect(() => halfDie(d6)).toThrow(`halfDie: d6 must be a face 1–6, got ${d6}`);
  });
});
