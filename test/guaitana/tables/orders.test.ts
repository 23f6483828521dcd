/** G8.1 orders, G8.7.2 initiative changes, G8.9 summary, G8.10 forced changes. */
import { describe, expect, it } from 'vitest';
import { FORCED_CHANGES, INITIATIVE_CHANGES, ORDER_CHANGE_SUMMARY, ORDERS } from '../../../rulesets/guaitana/tables/orders.js';

describe('G8 orders', () => {
  it('G8.1: the four orders', () => {
    expect(ORDERS).toEqual(['move', 'defend', 'attack', 'retreat']);
  });

  // prettier-ignore
  const INITIATIVE = [
    // from       to         condition        test   point
    ['move',      'defend',  'sights-enemy',  false, true ],
    ['defend',    'attack',  'sights-enemy',  true,  false],
    ['retreat',   'defend',  null,            true,  true ],
    ['any',       'retreat', null,            false, false],
  ] as const;
  it.each(INITIATIVE.map((r, i) => [i, ...r] as const))('G8.7.2 row %i: %s → %s (%s), test %s, defend point %s', (i, from, to, condition, moraleTest, defendPoint) => {
    expect(INITIATIVE_CHANGES[i]).toEqual({ from, to, condition, moraleTest, defendPoint });
  });

  it('G8.9: seven summary rows, tests only for Defend → Attack and Retreat → Defend among commanders', () => {
    expect(ORDER_CHANGE_SUMMARY).toHaveLength(7);
    expect(ORDER_CHANGE_SUMMARY.filter((r) => r.test === 'Morale Test').map((r) => r.change)).toEqual(['defend → attack', 'retreat → defend']);
  });

  // prettier-ignore
  const FORCED = [
    ['failed-fire-morale',        'retreat'],
    ['failed-melee-morale',       'retreat'],
    ['failed-end-of-turn-morale', 'retreat'],
    ['attack-target-eliminated',  'defend' ],
    ['impetus-six',               'attack' ],
    ['italian-enters-retreat',    null     ],
  ] as const;
  it.each(FORCED)('G8.10: %s → %s', (trigger, result) => {
    expect(FORCED_CHANGES[trigger].result).toBe(result);
  });
  it('G8.10: a failed end-of-turn test in Retreat eliminates; Italians in Retreat take Mass', () => {
    expect(FORCED_CHANGES['failed-end-of-turn-morale'].note).toMatch(/eliminated/);
    expect(FORCED_CHANGES['italian-enters-retreat'].note).toMatch(/Mass/);
  });
});
