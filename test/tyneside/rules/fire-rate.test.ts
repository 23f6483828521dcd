/** T16.1 uncommanded rates of fire; T17/T17.1 loading rules; TC-S2 (spec 13.1). */
import { describe, expect, it } from 'vitest';
import { commandedMayFire, handHurledShots, uncommandedShots } from '../../../rulesets/tyneside/rules/fire-rate.js';

describe('T16.1 uncommanded shots, rounded down', () => {
  // prettier-ignore
  const GRID = [
    // figures  stationary  moving  hand-hurled
    [0,         0,          0,      0],
    [1,         0,          0,      0],
    [2,         1,          0,      0],
    [3,         1,          1,      1],
    [5,         2,          1,      1],
    [6,         3,          2,      2],
    [9,         4,          3,      3],
    [10,        5,          3,      3],
  ] as const;
  it.each(GRID)('%i figures: %i stationary, %i moving, %i hand-hurled', (n, still, moving, hurled) => {
    expect(uncommandedShots(n, false, false)).toBe(still);
    expect(uncommandedShots(n, true, false)).toBe(moving);
    expect(uncommandedShots(n, false, true)).toBe(hurled);
    expect(uncommandedShots(n, true, true)).toBe(hurled);
    expect(handHurledShots(n)).toBe(hurled);
  });
  it('rejects a fractional or negative count', () => {
    expect(() => uncommandedShots(2.5, false, false)).toThrow(/whole number/);
    expect(() => handHurledShots(-1)).toThrow(/whole number/);
  });
});

describe('T17 may a commanded figure fire?', () => {
  // prettier-ignore
  const GRID = [
    // loading        loaded  still  half   full
    ['muzzle',        true,   true,  true,  false],
    ['muzzle',        false,  false, false, false],
    ['breech',        true,   true,  true,  false],
    ['breech',        false,  true,  true,  false],
    ['magazine',      true,   true,  true,  true ],
    ['magazine',      false,  true,  true,  true ],
    ['hand-hurled',   true,   true,  true,  true ],
    ['hand-hurled',   false,  true,  true,  true ],
  ] as const;
  it.each(GRID)('%s, loaded=%s: still %s, half speed %s, full speed %s', (loading, loaded, still, half, full) => {
    expect(commandedMayFire(loading, 0, loaded)).toBe(still);
    expect(commandedMayFire(loading, 0.5, loaded)).toBe(half);
    expect(commandedMayFire(loading, 1, loaded)).toBe(full);
  });
});

describe('TC-S2 rates of fire', () => {
  it('9 uncommanded rifles: 4 shots stationary, 3 moving', () => {
    expect(uncommandedShots(9, false, false)).toBe(4);
    expect(uncommandedShots(9, true, false)).toBe(3);
  });
  it('9 thrown spears: 3 shots', () => {
    expect(uncommandedShots(9, false, true)).toBe(3);
    expect(handHurledShots(9)).toBe(3);
  });
  it('9 commanded magazine rifles at full speed: 9 shots', () => {
    const shooters = Array.from({ length: 9 }, () => commandedMayFire('magazine', 1, true)).filter(Boolean);
    expect(shooters).toHaveLength(9);
  });
  it('9 commanded muzzle-loaders that moved full speed: 0 shots', () => {
    const shooters = Array.from({ length: 9 }, () => commandedMayFire('muzzle', 1, true)).filter(Boolean);
    expect(shooters).toHaveLength(0);
  });
});
