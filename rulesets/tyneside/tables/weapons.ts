/**
 * Weapons, source section "Weapons" (spec T4.1), with the loading types of "Shooting"
 * (spec T17).
 *
 * The printed table has only the name, the three ranges and the melee factor. The other
 * columns are derived in the spec: damage row from the damage table's row names (T21.1,
 * A-6), Actions Table from the two table headings (T25.2), default loading type.
 */
import type { ActionsTableId } from './actions.js';
import type { DamageRow } from './damage.js';

/** T17: the four loading types named by the shooting rules. */
export const LOADING_TYPES = ['muzzle', 'breech', 'magazine', 'hand-hurled'] as const;
export type LoadingType = (typeof LOADING_TYPES)[number];

/** T17: each loading type's rule, as printed under "Commanded troops and player characters". */
export const LOADING_RULES = {
  muzzle: 'Commanded troops must spend a turn halted to load muzzle loaded weapons before a turn in which they fire; they may then move at up to half speed and still shoot in any subsequent turn.',
  breech: 'Figures with Breach loaded weapons may fire each turn, but figures may only move half speed when shooting.',
  magazine: 'Figures with Magazine loaded weapons may fire each turn and move at full speed.',
  'hand-hurled': 'Hand hurled weapons may move at full speed and shoot, but only 1 per 3 shooting figures count as shooting each turn, this saves record keeping of ammunition.',
} as const satisfies Record<LoadingType, string>;

/** T4.1: one row of the weapons table. Ranges are in cm; `null` where the source prints "-". */
export interface WeaponRow {
  /** The weapon type as printed. */
  readonly name: string;
  readonly range: { readonly short: number | null; readonly medium: number | null; readonly long: number | null };
  /** Melee factor without a bayonet (T4.4). */
  readonly melee: number;
  /** Melee factor with a bayonet fixed or carried; `null` for weapons that take none. */
  readonly bayonet: number | null;
  /** T21.1 row; `null` for weapons that cannot shoot (T4.3). */
  readonly damage: DamageRow | null;
  /** T25.2 table for a group armed with it. */
  readonly actions: ActionsTableId;
  /** A-5 default loading type; `null` where the scenario must state it (or the weapon cannot shoot). */
  readonly loading: LoadingType | null;
}

/**
 * T4.1 weapons table, printed order.
 *
 * Melee cells marked `A-3` are blank in the source; the spec's default (2, 4 with bayonet,
 * as for rifles) fills them. Loading cells are A-5 defaults: muskets muzzle, pistols
 * magazine (revolvers), bows like breech-loaders, thrown weapons hand-hurled; rifles and
 * both carbines existed in every type, so the scenario must say (null).
 */
// prettier-ignore
export const WEAPONS = {
  //                 Weapon type                   Short       Medium       Long           Melee factor            Damage row              Actions table           Loading
  'rifle':          { name: 'Rifles',          range: { short: 30,   medium: 90,   long: 180  }, melee: 2, bayonet: 4,    damage: 'gunpowder', actions: 'firearms', loading: null          },
  'rifled-carbine': { name: 'Rifled Carbine',  range: { short: 25,   medium: 80,   long: 140  }, melee: 2, bayonet: 4,    damage: 'gunpowder', actions: 'firearms', loading: null          }, // melee: blank in source, A-3
  'musket':         { name: 'Muskets',         range: { short: 20,   medium: 40,   long: 120  }, melee: 2, bayonet: 4,    damage: 'gunpowder', actions: 'firearms', loading: 'muzzle'      }, // melee: blank in source, A-3
  'carbine':        { name: 'Carbine',         range: { short: 15,   medium: 30,   long: 100  }, melee: 2, bayonet: 4,    damage: 'gunpowder', actions: 'firearms', loading: null          }, // melee: blank in source, A-3
  'pistol':         { name: 'Pistols',         range: { short: 5,    medium: 10,   long: 30   }, melee: 3, bayonet: null, damage: 'gunpowder', actions: 'firearms', loading: 'magazine'    },
  'bow':            { name: 'Bows',            range: { short: 30,   medium: 60,   long: 100  }, melee: 1, bayonet: null, damage: 'bow-spear', actions: 'firearms', loading: 'breech'      },
  'spear':          { name: 'Spears',          range: { short: 8,    medium: 12,   long: 24   }, melee: 3, bayonet: null, damage: 'bow-spear', actions: 'melee',    loading: 'hand-hurled' },
  'sword':          { name: 'Swords',          range: { short: null, medium: null, long: null }, melee: 3, bayonet: null, damage: null,        actions: 'melee',    loading: null          },
  'lance':          { name: 'Cavalry Lance',   range: { short: null, medium: null, long: null }, melee: 4, bayonet: null, damage: null,        actions: 'melee',    loading: null          },
  'war-club':       { name: 'War Club',        range: { short: null, medium: null, long: null }, melee: 3, bayonet: null, damage: null,        actions: 'melee',    loading: null          },
  'hatchet':        { name: 'Hatchet / Knife', range: { short: 5,    medium: 10,   long: 20   }, melee: 2, bayonet: null, damage: 'other',     actions: 'melee',    loading: 'hand-hurled' }, // printed "Hatchet / Knife."
  'rocks':          { name: 'Rocks etc',       range: { short: 4,    medium: 8,    long: 20   }, melee: 1, bayonet: null, damage: 'other',     actions: 'melee',    loading: 'hand-hurled' },
} as const satisfies Record<string, WeaponRow>;

export type WeaponId = keyof typeof WEAPONS;

/** T4.1: weapon ids in printed order. */
export const WEAPON_IDS = Object.keys(WEAPONS) as WeaponId[];

/** weapons whose melee-factor cell is blank in the source and filled by the default. */
export const MELEE_FACTOR_DEFAULTED: readonly WeaponId[] = ['rifled-carbine', 'musket', 'carbine'];
