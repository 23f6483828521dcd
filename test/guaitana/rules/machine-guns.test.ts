/** G11.11 jam roll for every gun and face; the unjam roll for every face. */
import { describe, expect, it } from 'vitest';
import { jammed, unjam } from '../../../rulesets/guaitana/rules/machine-guns.js';

// prettier-ignore
const JAMS = {
  //               1      2      3      4      5      6
  nordenfelt:     [false, false, false, false, false, true ],
  gatling:        [false, false, false, false, true,  true ],
  gardner:        [false, false, false, false, true,  true ],
  'mountain-gun': [false, false, false, false, false, false],
} as const;

describe('jammed', () => {
  const cases = Object.entries(JAMS).flatMap(([gun, row]) => row.map((result, i) => ({ gun: gun as keyof typeof JAMS, d6: i + 1, result })));
  it.each(cases)('$gun, d6 $d6 → $result', ({ gun, d6, result }) => {
    expect(jammed(gun, d6)).toBe(result);
  });

  it('checks the face and the gun', () => {
    expect(() => jammed('gatling', 7)).toThrow(/1–6, got 7/);
    expect(() => jammed('maxim' as 'gatling', 3)).toThrow(/unknown gun "maxim"/);
  });
});

describe('unjam', () => {
  it.each([
    [1, 'cleared'], [2, 'cleared'], [3, 'still-jammed'], [4, 'still-jammed'], [5, 'broken'], [6, 'broken'],
  ] as const)('d6 %i → %s', (d6, result) => {
    expect(unjam(d6)).toBe(result);
  });

  it('checks the face', () => {
    expect(() => unjam(0)).toThrow(RangeError);
  });
});
