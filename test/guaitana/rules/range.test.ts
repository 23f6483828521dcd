/** G11.5 range bands, inclusive limits, every weapon. */
import { describe, expect, it } from 'vitest';
import { rangeBand } from '../../../rulesets/guaitana/rules/range.js';

// prettier-ignore
const RANGES = [
  // weapon    Close  Long  Extreme
  ['rifle',    30,    60,   120],
  ['mg',       30,    60,   120],
  ['musket',   15,    30,   60 ],
  ['carbine',  15,    30,   60 ],
  ['cannon',   60,    120,  360],
] as const;

describe('rangeBand', () => {
  it.each(RANGES)('%s: close to %i, long to %i, extreme to %i cm, limits inclusive', (weapon, close, long, extreme) => {
    expect(rangeBand(weapon, 0)).toBe('close');
    expect(rangeBand(weapon, close)).toBe('close');
    expect(rangeBand(weapon, close + 0.01)).toBe('long');
    expect(rangeBand(weapon, long)).toBe('long');
    expect(rangeBand(weapon, long + 0.01)).toBe('extreme');
    expect(rangeBand(weapon, extreme)).toBe('extreme');
    expect(rangeBand(weapon, extreme + 0.01)).toBeNull();
  });

  it('javelins: only Long, up to 5 cm', () => {
    expect(rangeBand('javelin', 0)).toBe('long');
    expect(rangeBand('javelin', 5)).toBe('long');
    expect(rangeBand('javelin', 5.01)).toBeNull();
  });

  it('the lance has no range', () => {
    expect(rangeBand('lance', 0)).toBeNull();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%s cm throws', (cm) => {
    expect(() => rangeBand('rifle', cm)).toThrow(/distance must be a finite number of cm ≥ 0/);
  });
});
