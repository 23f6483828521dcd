/** G10.2 visibility distances, every row. */
import { describe, expect, it } from 'vitest';
import { CLOSED_SIGHTING_OF, VISIBLE_AT } from '../../../rulesets/guaitana/tables/visibility.js';

describe('G10.2 visibility', () => {
  it.each([
    ['moving', null],
    ['stationary-open', null],
    ['firing', null],
    ['infantry-closed', 30],
    ['other-closed', 60],
  ] as const)('%s: visible at %s cm (null: any distance)', (row, cm) => {
    expect(VISIBLE_AT[row].cm).toBe(cm);
  });

  it.each([
    ['italian-infantry', 30],
    ['native-infantry', 30],
    ['italian-cavalry', 60],
    ['native-cavalry', 60],
    ['artillery', 60],
    ['baggage', 60],
  ] as const)('%s stationary in Closed terrain: %i cm', (type, cm) => {
    expect(VISIBLE_AT[CLOSED_SIGHTING_OF[type]].cm).toBe(cm);
  });
});
