/** T24.1–T24.2 Risk Factor with A-34..A-42; TC-RF1, TC-RF2 (spec 13.1). */
import { describe, expect, it } from 'vitest';
import { riskFactor, type RiskInputs } from '../../../rulesets/tyneside/rules/risk-factor.js';

const CALM: RiskInputs = {
  heroWithUnit: false,
  entirelyInCover: false,
  advancing: false,
  enemyInRange: false,
  raw: false,
  rawInRange: false,
  casualtiesPct: 0,
  enemyFlankRear: false,
  nativesNearCavalry: false,
  running: false,
};

describe('T24.1 each line on its own', () => {
  it('nothing applies → RF 0, no factors', () => {
    expect(riskFactor(CALM)).toEqual({ rf: 0, factors: [] });
  });

  // prettier-ignore
  const single = [
    ['hero',                 { heroWithUnit: true },                -1],
    ['cover-or-advancing',   { entirelyInCover: true },             -1],
    ['cover-or-advancing',   { advancing: true },                   -1],
    ['enemy-in-range',       { enemyInRange: true },                +1],
    ['raw-in-range',         { raw: true, rawInRange: true },       +1],
    ['casualties',           { casualtiesPct: 10 },                 +1],
    ['flank-rear',           { enemyFlankRear: true },              +2],
    ['natives-near-cavalry', { nativesNearCavalry: true },          +2],
    ['running',              { running: true },                     +3],
  ] as const;

  it.each(single)('%s %j → %i', (id, change, value) => {
    const { rf, factors } = riskFactor({ ...CALM, ...change });
    expect(rf).toBe(value);
    expect(factors.map((f) => [f.id, f.value])).toEqual([[id, value]]);
    expect(factors[0]?.why).toBeTruthy();
  });
});

describe('A-35 cover or advancing counts once', () => {
  it('in cover and advancing → −1, not −2', () => {
    expect(riskFactor({ ...CALM, entirelyInCover: true, advancing: true }).rf).toBe(-1);
  });
});

describe('A-36 Raw line', () => {
  it('needs the unit to be Raw', () => {
    expect(riskFactor({ ...CALM, rawInRange: true }).rf).toBe(0);
  });
  it('Raw alone, no enemy able to reach it → 0', () => {
    expect(riskFactor({ ...CALM, raw: true }).rf).toBe(0);
  });
  it('stacks with the enemy-in-range line', () => {
    expect(riskFactor({ ...CALM, enemyInRange: true, raw: true, rawInRange: true }).rf).toBe(2);
  });
});

describe('A-37 casualties: +1 per whole 10%', () => {
  it.each([
    [0, 0],
    [5, 0],
    [9.99, 0],
    [10, 1],
    [19, 1],
    [20, 2],
    [29.999999999999996, 3], // 3 of 10 computed in floating point
    [30, 3],
    [55, 5],
    [100, 10],
  ])('%s%% → +%i', (pct, value) => {
    expect(riskFactor({ ...CALM, casualtiesPct: pct }).rf).toBe(value);
  });
  it.each([-1, 101, Number.NaN])('rejects %s%%', (pct) => {
    expect(() => riskFactor({ ...CALM, casualtiesPct: pct })).toThrow(/0\.\.100/);
  });
});

describe('T24.2 totals', () => {
  it('the lowest RF is −2', () => {
    expect(riskFactor({ ...CALM, heroWithUnit: true, entirelyInCover: true, advancing: true }).rf).toBe(-2);
  });
  it('everything at once: −1 −1 +1 +1 +10 +2 +2 +3 = 17, in printed order', () => {
    const all: RiskInputs = {
      heroWithUnit: true,
      entirelyInCover: true,
      advancing: true,
      enemyInRange: true,
      raw: true,
      rawInRange: true,
      casualtiesPct: 100,
      enemyFlankRear: true,
      nativesNearCavalry: true,
      running: true,
    };
    const { rf, factors } = riskFactor(all);
    expect(rf).toBe(17);
    expect(factors.map((f) => f.id)).toEqual([
      'hero',
      'cover-or-advancing',
      'enemy-in-range',
      'raw-in-range',
      'casualties',
      'flank-rear',
      'natives-near-cavalry',
      'running',
    ]);
  });
});

describe('TC-RF1 (Raw native spear group, 2 killed + 1 wounded of 10, advancing)', () => {
  it('RF = −1 +1 +1 +3 = 4', () => {
    const { rf, factors } = riskFactor({
      ...CALM,
      advancing: true,
      enemyInRange: true, // rifle group 150 cm away, long range 180 cm
      raw: true,
      rawInRange: true,
      casualtiesPct: (100 * 3) / 10,
    });
    expect(rf).toBe(4);
    expect(factors.map((f) => [f.id, f.value])).toEqual([
      ['cover-or-advancing', -1],
      ['enemy-in-range', 1],
      ['raw-in-range', 1],
      ['casualties', 3],
    ]);
  });
});

describe('TC-RF2 (commanded Veteran group, Hero attached, in cover, 1 of 20 wounded)', () => {
  it('RF = −1 −1 +1 +0 = −1', () => {
    const { rf, factors } = riskFactor({
      ...CALM,
      heroWithUnit: true,
      entirelyInCover: true,
      enemyInRange: true,
      casualtiesPct: (100 * 1) / 20,
    });
    expect(rf).toBe(-1);
    expect(factors.map((f) => f.id)).toEqual(['hero', 'cover-or-advancing', 'enemy-in-range']);
  });
});
