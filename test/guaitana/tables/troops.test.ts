/** G4 troop types: sizes and formations, every cell, typed out from the rulebook. */
import { describe, expect, it } from 'vitest';
import {
  CINC_COUNTS_AS,
  DISMOUNTED_CAVALRY_COUNTS_AS,
  ESCORT_FORMATIONS_OF,
  ESCORT_QUALITY,
  FORMATION_USE,
  FORMATIONS,
  QUALITIES,
  TROOP_TYPES,
  TROOPS,
} from '../../../rulesets/guaitana/tables/troops.js';

// prettier-ignore
const SIZES = [
  // type                 min   max   pieces mule   rule
  ['italian-infantry',    8,    12,   0,     true,  'G4.1'],
  ['native-infantry',     10,   20,   0,     false, 'G4.2'],
  ['italian-cavalry',     4,    8,    0,     false, 'G4.3'],
  ['native-cavalry',      6,    12,   0,     false, 'G4.4'],
  ['artillery',           6,    6,    2,     true,  'G4.5'],
] as const;

// prettier-ignore
const USE = [
  // type                 line      skirmish  column    square    mass
  ['italian-infantry',    'always', 'always', 'always', 'always', 'retreat'   ],
  ['native-infantry',     null,     null,     null,     null,     'always'    ],
  ['italian-cavalry',     'always', null,     'always', null,     'retreat'   ],
  ['native-cavalry',      null,     null,     null,     null,     'always'    ],
  ['artillery',           null,     null,     null,     null,     'retreat'   ],
  ['baggage',             null,     null,     'moving', null,     'stationary'],
  ['cinc',                null,     null,     null,     null,     null        ],
  ['messenger',           null,     null,     null,     null,     null        ],
] as const;

describe('G4 troop types', () => {
  it('lists the eight types, three qualities and five formations', () => {
    expect(TROOP_TYPES).toEqual(['italian-infantry', 'native-infantry', 'italian-cavalry', 'native-cavalry', 'artillery', 'baggage', 'cinc', 'messenger']);
    expect(QUALITIES).toEqual(['recruit', 'regular', 'veteran']);
    expect(FORMATIONS).toEqual(['line', 'skirmish', 'column', 'square', 'mass']);
  });

  it.each(SIZES)('%s: %i–%i figures, %i pieces, mule %s (%s)', (type, min, max, pieces, mule, rule) => {
    expect(TROOPS[type]).toMatchObject({ figures: { min, max }, pieces, mule, rule });
  });

  it.each(['baggage', 'cinc', 'messenger'] as const)('%s has no fixed figure count', (type) => {
    expect(TROOPS[type].figures).toBeNull();
  });
});

describe('G4 formations by troop type', () => {
  it.each(USE)('%s: line %s, skirmish %s, column %s, square %s, mass %s', (type, line, skirmish, column, square, mass) => {
    expect(FORMATION_USE[type]).toEqual({ line, skirmish, column, square, mass });
  });

  it('G4.6: the escort uses its own side\'s infantry formations and is Recruit', () => {
    expect(ESCORT_FORMATIONS_OF).toEqual({ italian: 'italian-infantry', native: 'native-infantry' });
    expect(ESCORT_QUALITY).toBe('recruit');
  });

  it('G4.7: the C-in-C counts as Skirmish line; G4.3: dismounted cavalry count as Italian infantry', () => {
    expect(CINC_COUNTS_AS).toBe('skirmish');
    expect(DISMOUNTED_CAVALRY_COUNTS_AS).toBe('italian-infantry');
  });
});
