/**
 * Weapons, source sections "TIPI DI TRUPPE" and "TIRO": "DISTANZE DI TIRO" (spec G4.10,
 * G11.5, G11.6, G11.10, G11.11).
 */

/** G4.10: every weapon the source names. The lance is a melee weapon only. */
export const WEAPONS = ['rifle', 'musket', 'carbine', 'javelin', 'lance', 'mg', 'cannon'] as const;
export type WeaponId = (typeof WEAPONS)[number];

/** G11.5: the range bands, nearest first. */
export const BANDS = ['close', 'long', 'extreme'] as const;
export type Band = (typeof BANDS)[number];

/** G11.5: the weapons that fire or throw; the lance has no range. */
export const MISSILE_WEAPONS = ['rifle', 'musket', 'carbine', 'javelin', 'mg', 'cannon'] as const;
export type MissileWeapon = (typeof MISSILE_WEAPONS)[number];

/** G11.5, G8.5: weapons that count as firearms (Attack at half rate, stop at Close range). */
export const FIREARMS = ['rifle', 'musket', 'carbine', 'mg', 'cannon'] as const;

/** Maximum cm of each band; `null` where the table prints "NO" (or the weapon has no range). */
export type BandLimits = { readonly [B in Band]: number | null };

/**
 * G11.5 "DISTANZE DI TIRO": maximum distance of each band, in cm. Beyond Extreme, no fire.
 * "Fucile rigato o Mitragliatrice" and "Moschetto o Carabina" share their rows.
 */
// prettier-ignore
export const RANGES = {
  //          Vicina        Lunga        Estrema
  rifle:   { close: 30,   long: 60,  extreme: 120  },
  mg:      { close: 30,   long: 60,  extreme: 120  },
  musket:  { close: 15,   long: 30,  extreme: 60   },
  carbine: { close: 15,   long: 30,  extreme: 60   },
  javelin: { close: null, long: 5,   extreme: null },
  cannon:  { close: 60,   long: 120, extreme: 360  },
  lance:   { close: null, long: null, extreme: null }, // not in the table: no missile weapon (G4.4)
} as const satisfies Record<WeaponId, BandLimits>;

/**
 * G11.6: "le mitragliatrici valgono come 10 soldatini, i cannoni come 5 soldatini". Every
 * other missile weapon is one figure each; crew do not add while their gun fires.
 */
export const FIGURES_PER_PIECE = {
  mg: 10,
  cannon: 5,
} as const;

/**
 * G11.10: shots ("tiri") a unit has: javelins 1, firearms 6; then it cannot fire for the rest
 * of the game. `null`: the lance is not fired.
 */
// prettier-ignore
export const SHOTS = {
  rifle: 6, musket: 6, carbine: 6, mg: 6, cannon: 6,
  javelin: 1,
  lance: null,
} as const satisfies Record<WeaponId, number | null>;

/** G11.10: the Italian reserve (the pack mule): 4 more shots, only if the unit did not move. */
export const ITALIAN_RESERVE_SHOTS = 4;

/**
 * G4.5, G11.11: the artillery pieces. The original spells the first "Nordenfeld"; the id
 * uses the maker's name, Nordenfelt.
 */
export const GUN_IDS = ['nordenfelt', 'gatling', 'gardner', 'mountain-gun'] as const;
export type GunId = (typeof GUN_IDS)[number];

/** G4.5: each piece's printed name and the weapon it fires (G11.5 row). */
// prettier-ignore
export const GUNS = {
  nordenfelt:     { name: 'Nordenfeld',             weapon: 'mg'     },
  gatling:        { name: 'Gatling',                weapon: 'mg'     },
  gardner:        { name: 'Gardner',                weapon: 'mg'     },
  'mountain-gun': { name: 'cannone da montagna',    weapon: 'cannon' },
} as const satisfies Record<GunId, { name: string; weapon: WeaponId }>;

/** G4.5: machine guns, the pieces that can jam (G11.11). */
export const MACHINE_GUNS = ['nordenfelt', 'gatling', 'gardner'] as const;
export type MachineGunId = (typeof MACHINE_GUNS)[number];

/** `all`: the unit carries every weapon listed; `one`: each unit has one of them. */
export type Armament = { readonly weapons: readonly WeaponId[]; readonly per: 'all' | 'one' };

/**
 * G4.10 weapon summary, one row per printed line. Artillery crew have Carbines "only if the
 * machine gun or gun is unable to fire" (G4.5).
 */
// prettier-ignore
export const ARMAMENT = {
  //                          Weapon(s)                                 per unit
  'italian-infantry':     { weapons: ['rifle'],                       per: 'all' }, // incl. Ascari
  'dismounted-cavalry':   { weapons: ['carbine'],                     per: 'all' },
  'native-infantry':      { weapons: ['javelin', 'musket', 'rifle'],  per: 'one' }, // javelins "circa metà delle unità"
  'italian-cavalry':      { weapons: ['lance', 'carbine'],            per: 'all' },
  'dervish-cavalry':      { weapons: ['lance'],                       per: 'all' },
  'abyssinian-cavalry':   { weapons: ['musket', 'lance'],             per: 'one' },
  'artillery':            { weapons: ['mg', 'cannon'],                per: 'one' },
  'artillery-crew':       { weapons: ['carbine'],                     per: 'all' },
  'italian-escort':       { weapons: ['carbine'],                     per: 'all' },
  'native-escort':        { weapons: ['javelin'],                     per: 'all' },
  'native-bands':         { weapons: ['carbine'],                     per: 'all' }, // G4.8.2
} as const satisfies Record<string, Armament>;
