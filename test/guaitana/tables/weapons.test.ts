/** G11.5 ranges, G11.6 figure weights, G11.10 shots, G4.5 guns, G4.10 weapon summary. */
import { describe, expect, it } from 'vitest';
import {
  ARMAMENT,
  BANDS,
  FIGURES_PER_PIECE,
  GUN_IDS,
  GUNS,
  ITALIAN_RESERVE_SHOTS,
  MISSILE_WEAPONS,
  RANGES,
  SHOTS,
  WEAPONS,
} from '../../../rulesets/guaitana/tables/weapons.js';

// prettier-ignore
const RANGE_GRID = [
  // weapon     Close  Long  Extreme
  ['rifle',     30,    60,   120 ],
  ['mg',        30,    60,   120 ],
  ['musket',    15,    30,   60  ],
  ['carbine',   15,    30,   60  ],
  ['javelin',   null,  5,    null],
  ['cannon',    60,    120,  360 ],
  ['lance',     null,  null, null],
] as const;

describe('G11.5 ranges', () => {
  it('lists the weapons and the bands', () => {
    expect(WEAPONS).toEqual(['rifle', 'musket', 'carbine', 'javelin', 'lance', 'mg', 'cannon']);
    expect(BANDS).toEqual(['close', 'long', 'extreme']);
    expect(MISSILE_WEAPONS).not.toContain('lance');
  });

  it.each(RANGE_GRID)('%s: close %s, long %s, extreme %s cm', (weapon, close, long, extreme) => {
    expect(RANGES[weapon]).toEqual({ close, long, extreme });
  });
});

describe('G11.6, G11.10 figures and shots', () => {
  it('a machine gun counts as 10 figures, a cannon as 5', () => {
    expect(FIGURES_PER_PIECE).toEqual({ mg: 10, cannon: 5 });
  });

  it.each([
    ['rifle', 6], ['musket', 6], ['carbine', 6], ['mg', 6], ['cannon', 6], ['javelin', 1], ['lance', null],
  ] as const)('%s: %s shots', (weapon, shots) => {
    expect(SHOTS[weapon]).toBe(shots);
  });

  it('the Italian reserve is 4 more shots', () => {
    expect(ITALIAN_RESERVE_SHOTS).toBe(4);
  });
});

describe('G4.5 guns', () => {
  it.each([
    ['nordenfelt', 'Nordenfeld', 'mg'], ['gatling', 'Gatling', 'mg'], ['gardner', 'Gardner', 'mg'], ['mountain-gun', 'cannone da montagna', 'cannon'],
  ] as const)('%s ("%s") fires as %s', (gun, name, weapon) => {
    expect(GUNS[gun]).toEqual({ name, weapon });
  });

  it('lists the four guns', () => {
    expect(GUN_IDS).toEqual(['nordenfelt', 'gatling', 'gardner', 'mountain-gun']);
  });
});

describe('G4.10 weapon summary', () => {
  // prettier-ignore
  const ROWS = [
    ['italian-infantry',   ['rifle'],                      'all'],
    ['dismounted-cavalry', ['carbine'],                    'all'],
    ['native-infantry',    ['javelin', 'musket', 'rifle'], 'one'],
    ['italian-cavalry',    ['lance', 'carbine'],           'all'],
    ['dervish-cavalry',    ['lance'],                      'all'],
    ['abyssinian-cavalry', ['musket', 'lance'],            'one'],
    ['artillery',          ['mg', 'cannon'],               'one'],
    ['artillery-crew',     ['carbine'],                    'all'],
    ['italian-escort',     ['carbine'],                    'all'],
    ['native-escort',      ['javelin'],                    'all'],
    ['native-bands',       ['carbine'],                    'all'],
  ] as const;
  it.each(ROWS)('%s: %j (%s)', (row, weapons, per) => {
    expect(ARMAMENT[row]).toEqual({ weapons, per });
  });
  it('has no other rows', () => {
    expect(Object.keys(ARMAMENT)).toEqual(ROWS.map((r) => r[0]));
  });
});
