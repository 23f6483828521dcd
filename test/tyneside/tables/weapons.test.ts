/** T4.1 weapons table, every row, typed out from the rulebook (and the spec's derived columns). */
import { describe, expect, it } from 'vitest';
import { MELEE_FACTOR_DEFAULTED, WEAPON_IDS, WEAPONS } from '../../../rulesets/tyneside/tables/weapons.js';

// prettier-ignore
const ROWS = [
  // id                name               short medium long  melee bayonet damage        actions     loading
  ['rifle',          'Rifles',          30,   90,    180,  2,    4,      'gunpowder',  'firearms', null         ],
  ['rifled-carbine', 'Rifled Carbine',  25,   80,    140,  2,    4,      'gunpowder',  'firearms', null         ],
  ['musket',         'Muskets',         20,   40,    120,  2,    4,      'gunpowder',  'firearms', 'muzzle'     ],
  ['carbine',        'Carbine',         15,   30,    100,  2,    4,      'gunpowder',  'firearms', null         ],
  ['pistol',         'Pistols',         5,    10,    30,   3,    null,   'gunpowder',  'firearms', 'magazine'   ],
  ['bow',            'Bows',            30,   60,    100,  1,    null,   'bow-spear',  'firearms', 'breech'     ],
  ['spear',          'Spears',          8,    12,    24,   3,    null,   'bow-spear',  'melee',    'hand-hurled'],
  ['sword',          'Swords',          null, null,  null, 3,    null,   null,         'melee',    null         ],
  ['lance',          'Cavalry Lance',   null, null,  null, 4,    null,   null,         'melee',    null         ],
  ['war-club',       'War Club',        null, null,  null, 3,    null,   null,         'melee',    null         ],
  ['hatchet',        'Hatchet / Knife', 5,    10,    20,   2,    null,   'other',      'melee',    'hand-hurled'],
  ['rocks',          'Rocks etc',       4,    8,     20,   1,    null,   'other',      'melee',    'hand-hurled'],
] as const;

describe('T4.1 weapons', () => {
  it('lists the twelve weapons in printed order', () => {
    expect(WEAPON_IDS).toEqual(ROWS.map((r) => r[0]));
  });

  it.each(ROWS)(
    '%s: "%s" %s/%s/%s cm, melee %s (bayonet %s), %s, %s table, loading %s',
    (id, name, short, medium, long, melee, bayonet, damage, actions, loading) => {
      expect(WEAPONS[id]).toEqual({ name, range: { short, medium, long }, melee, bayonet, damage, actions, loading });
    },
  );

  it('A-3: the blank melee cells are rifled carbine, musket and carbine', () => {
    expect([...MELEE_FACTOR_DEFAULTED].sort()).toEqual(['carbine', 'musket', 'rifled-carbine']);
  });
});
