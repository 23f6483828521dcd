/** T24.1 Risk Factor list, every line. */
import { describe, expect, it } from 'vitest';
import { RISK_FACTORS } from '../../../rulesets/tyneside/tables/risk-factors.js';

// prettier-ignore
const LINES = [
  ['hero',                 -1, 'Hero with unit.'],
  ['cover-or-advancing',   -1, 'Unit entirely in cover or advancing.'],
  ['enemy-in-range',        1, 'Enemy in clear sight and within their weapons range of the unit'],
  ['raw-in-range',          1, 'Raw unit in range of any enemy unit in sight.'],
  ['casualties',            1, 'Per 10% of group wounded or killed'],
  ['flank-rear',            2, 'Enemy to flank or rear and in sight.'],
  ['natives-near-cavalry',  2, 'Natives within 25cms of enemy cavalry'],
  ['running',               3, 'If running from enemy last turn, or retreating as a result of melee.'],
] as const;

describe('T24.1 risk factors', () => {
  it('has the eight lines in printed order', () => {
    expect(RISK_FACTORS.map((f) => f.id)).toEqual(LINES.map((l) => l[0]));
  });
  it.each(LINES.map(([id, value, wording], i) => ({ i, id, value, wording })))(
    '$id: $value, "$wording"',
    ({ i, value, wording }) => {
      expect(RISK_FACTORS[i]?.value).toBe(value);
      expect(RISK_FACTORS[i]?.wording).toBe(wording);
    },
  );
  it('only the casualty line scales per 10%', () => {
    expect(RISK_FACTORS.filter((f) => f.per10Percent).map((f) => f.id)).toEqual(['casualties']);
  });
});
