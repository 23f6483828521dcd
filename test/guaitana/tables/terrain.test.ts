/** G5.1 terrain summary, every cell for every terrain type and troop column. */
import { describe, expect, it } from 'vitest';
import { TERRAIN_TYPES } from '../../../src/scenario/terrain-schema.js';
import {
  BLOCKS_SIGHT,
  CLOSED,
  COVER,
  GUAITANA_TERRAIN_TYPES,
  MOVEMENT,
  ROAD_CANCELS_PENALTIES_FOR,
  TERRAIN_TROOPS,
} from '../../../rulesets/guaitana/tables/terrain.js';

const Y = true;
const N = false;

// Columns: Italian infantry (not skirmish), Italian skirmish line, native infantry, Italian
// cavalry, native cavalry, artillery, baggage.
// prettier-ignore
const CLOSED_GRID = {
  open:       [N, N, N, N, N, N, N],
  woods:      [Y, Y, Y, Y, Y, Y, Y],
  rough:      [N, N, Y, N, N, N, N],
  hill:       [N, N, N, N, N, N, N],
  buildings:  [Y, Y, Y, Y, Y, Y, Y],
  river:      [Y, Y, Y, N, N, N, N],
  road:       [N, N, N, N, N, N, N],
  impassable: [N, N, N, N, N, N, N],
} as const;

// prettier-ignore
const COVER_GRID = {
  open:       [N, N, N, N, N, N, N],
  woods:      [Y, Y, Y, Y, Y, Y, Y],
  rough:      [N, Y, Y, N, N, N, N],
  hill:       [N, N, N, N, N, N, N],
  buildings:  [Y, Y, Y, Y, Y, Y, Y],
  river:      [Y, Y, Y, Y, Y, Y, Y],
  road:       [N, N, N, N, N, N, N],
  impassable: [N, N, N, N, N, N, N],
} as const;

// prettier-ignore
const MOVE_GRID = {
  open:       ['normal',        'normal',        'normal',        'normal',        'normal',        'normal',      'normal'     ],
  woods:      ['double',        'normal',        'normal',        'double',        'double',        'double',      'double'     ],
  rough:      ['normal',        'normal',        'normal',        'double',        'double',        'double',      'double'     ],
  hill:       ['normal',        'normal',        'normal',        'normal',        'normal',        'double',      'double'     ],
  buildings:  ['normal',        'normal',        'normal',        'impassable',    'impassable',    'impassable',  'impassable' ],
  river:      ['half-capacity', 'half-capacity', 'half-capacity', 'half-capacity', 'half-capacity', 'whole-phase', 'whole-phase'],
  road:       ['normal',        'normal',        'normal',        'normal',        'normal',        'normal',      'normal'     ],
  impassable: ['impassable',    'impassable',    'impassable',    'impassable',    'impassable',    'impassable',  'impassable' ],
} as const;

const cells = <T>(grid: Record<string, readonly T[]>) =>
  Object.entries(grid).flatMap(([terrain, row]) => row.map((value, i) => ({ terrain, troop: TERRAIN_TROOPS[i]!, value })));

describe('G5.1 terrain', () => {
  it('accepts the shared terrain types except fortification', () => {
    expect(GUAITANA_TERRAIN_TYPES).toEqual(TERRAIN_TYPES.filter((t) => t !== 'fortification'));
  });

  it('has a column per troop type G5.1 names, Skirmish line apart', () => {
    expect(TERRAIN_TROOPS).toEqual(['italian-infantry', 'italian-skirmish', 'native-infantry', 'italian-cavalry', 'native-cavalry', 'artillery', 'baggage']);
  });

  it.each(cells(CLOSED_GRID))('closed: $terrain for $troop is $value', ({ terrain, troop, value }) => {
    expect(CLOSED[terrain as keyof typeof CLOSED][troop]).toBe(value);
  });

  it.each(cells(COVER_GRID))('cover: $terrain for $troop is $value', ({ terrain, troop, value }) => {
    expect(COVER[terrain as keyof typeof COVER][troop]).toBe(value);
  });

  it.each(cells(MOVE_GRID))('movement: $terrain for $troop is $value', ({ terrain, troop, value }) => {
    expect(MOVEMENT[terrain as keyof typeof MOVEMENT][troop]).toBe(value);
  });

  it('blocks sight: woods, hills, buildings', () => {
    expect(BLOCKS_SIGHT).toEqual({ open: false, woods: true, rough: false, hill: true, buildings: true, river: false, road: false, impassable: false });
  });

  it('roads cancel penalties for Column and Mass', () => {
    expect(ROAD_CANCELS_PENALTIES_FOR).toEqual(['column', 'mass']);
  });
});
