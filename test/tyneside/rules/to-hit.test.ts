/** T4.2 range bands (A-4 inclusive limits); T20.1 to hit for every cell and D8 face; TC-S1. */
import { describe, expect, it } from 'vitest';
import { isHit, rangeBand, toHitNeeded } from '../../../rulesets/tyneside/rules/to-hit.js';

// T4.1 ranges, typed out from the rulebook.
// prettier-ignore
const RANGES = [
  ['rifle',          30, 90, 180],
  ['rifled-carbine', 25, 80, 140],
  ['musket',         20, 40, 120],
  ['carbine',        15, 30, 100],
  ['pistol',          5, 10,  30],
  ['bow',            30, 60, 100],
  ['spear',           8, 12,  24],
  ['hatchet',         5, 10,  20],
  ['rocks',           4,  8,  20],
] as const;

describe('T4.2 range bands', () => {
  it('rifle: 30 cm exactly is short, 180 cm is long, 180.01 cm is out', () => {
    expect(rangeBand('rifle', 30)).toBe('short');
    expect(rangeBand('rifle', 30.01)).toBe('medium');
    expect(rangeBand('rifle', 180)).toBe('long');
    expect(rangeBand('rifle', 180.01)).toBeNull();
  });

  it.each(RANGES)('%s: %i / %i / %i cm, limits inclusive', (weapon, s, m, l) => {
    expect(rangeBand(weapon, 0)).toBe('short');
    expect(rangeBand(weapon, s)).toBe('short');
    expect(rangeBand(weapon, s + 0.01)).toBe('medium');
    expect(rangeBand(weapon, m)).toBe('medium');
    expect(rangeBand(weapon, m + 0.01)).toBe('long');
    expect(rangeBand(weapon, l)).toBe('long');
    expect(rangeBand(weapon, l + 0.01)).toBeNull();
  });

  it.each(['sword', 'lance', 'war-club'] as const)('T4.3 %s cannot shoot', (weapon) => {
    expect(rangeBand(weapon, 0)).toBeNull();
    expect(rangeBand(weapon, 1)).toBeNull();
  });

  it('rejects a negative distance', () => {
    expect(() => rangeBand('rifle', -1)).toThrow(/≥ 0/);
  });
});

// prettier-ignore
const NEEDED = [
  //         Open  Soft  Hard
  ['short',  2,    4,    6],
  ['medium', 4,    6,    7],
  ['long',   6,    7,    8],
] as const;

describe('T20.1 to hit: every cell, every D8 face', () => {
  const cases = NEEDED.flatMap(([band, ...needs]) =>
    (['open', 'soft', 'hard'] as const).flatMap((cover, i) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((d8) => ({ band, cover, d8, needed: needs[i] ?? Number.NaN })),
    ),
  );
  it.each(cases)('$band, $cover, D8 $d8 (needs $needed)', ({ band, cover, d8, needed }) => {
    expect(toHitNeeded(band, cover)).toBe(needed);
    expect(isHit(band, cover, d8)).toBe(d8 >= needed);
  });

  it('a 1 never hits', () => {
    expect(isHit('short', 'open', 1)).toBe(false);
  });
  it.each([0, 9, 3.5])('D8 %s throws', (d8) => {
    expect(() => isHit('short', 'open', d8)).toThrow(/1–8/);
  });
});

describe('TC-S1 (breech-loading rifle, 60 cm, soft cover)', () => {
  it('60 cm is medium range and needs a 6', () => {
    expect(rangeBand('rifle', 60)).toBe('medium');
    expect(toHitNeeded('medium', 'soft')).toBe(6);
  });
  it('D8 6 hits, D8 5 misses', () => {
    expect(isHit('medium', 'soft', 6)).toBe(true);
    expect(isHit('medium', 'soft', 5)).toBe(false);
  });
});
