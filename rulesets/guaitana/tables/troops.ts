/**
 * Troop types, source section "TIPI DI TRUPPE" (spec G4).
 *
 * Sizes are in figures ("soldatini", 1 figure = 10 men, G2); each unit's commander is one of
 * its figures. Quality (G4.9) and weapons (G4.10, see weapons.ts) are set per unit.
 */

/** G4.1–G4.7: the unit types, in printed order. */
export const TROOP_TYPES = [
  'italian-infantry',
  'native-infantry',
  'italian-cavalry',
  'native-cavalry',
  'artillery',
  'baggage',
  'cinc',
  'messenger',
] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

/** G4.9, G18.3: only Veterans and Recruits have effects; the spec calls the rest Regulars. */
export const QUALITIES = ['recruit', 'regular', 'veteran'] as const;
export type Quality = (typeof QUALITIES)[number];

/** G4.1–G4.6: the formations the source names. */
export const FORMATIONS = ['line', 'skirmish', 'column', 'square', 'mass'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** G4.1–G4.6: each formation's Italian name and how the figures stand. */
export const FORMATION_NAMES = {
  line: { name: 'in linea', stands: 'figures side by side, in contact' },
  skirmish: { name: 'a catena', stands: 'figures side by side, 1 cm apart' },
  column: { name: 'in colonna', stands: 'figures one behind another, in contact' },
  square: { name: 'in quadrato', stands: 'figures facing outward, in contact' },
  mass: { name: 'a massa', stands: 'all figures in contact, a group about as wide as it is deep' },
} as const satisfies Record<Formation, { name: string; stands: string }>;

/** One row of the troop-type summary. `null` where the source fixes no size. */
export interface TroopRow {
  /** The heading as printed. */
  readonly name: string;
  /** Figures per unit, the commander included. */
  readonly figures: { readonly min: number; readonly max: number } | null;
  /** Guns per unit (artillery only). */
  readonly pieces: number;
  /** An ammunition mule model comes with the unit (G4.1, G4.5). */
  readonly mule: boolean;
  readonly rule: string;
}

/**
 * G4.1–G4.7 unit sizes. Baggage size follows the army ("at least 1 wagon or 4 mules/camels
 * for every unit", escort one figure per wagon or per 4 animals, G4.6); the C-in-C and his
 * messengers are single models with no figure count (G4.7, G18.7).
 */
// prettier-ignore
export const TROOPS = {
  //                    Printed heading               Figures                 Pieces     Mule         Rule
  'italian-infantry': { name: 'FANTERIE ITALIANE',  figures: { min: 8,  max: 12 }, pieces: 0, mule: true,  rule: 'G4.1' },
  'native-infantry':  { name: 'FANTERIE NATIVE',    figures: { min: 10, max: 20 }, pieces: 0, mule: false, rule: 'G4.2' },
  'italian-cavalry':  { name: 'CAVALLERIE ITALIANE', figures: { min: 4,  max: 8  }, pieces: 0, mule: false, rule: 'G4.3' },
  'native-cavalry':   { name: 'CAVALLERIE NATIVE',  figures: { min: 6,  max: 12 }, pieces: 0, mule: false, rule: 'G4.4' },
  'artillery':        { name: 'ARTIGLIERIA',        figures: { min: 6,  max: 6  }, pieces: 2, mule: true,  rule: 'G4.5' }, // "2 armi e 6 serventi"
  'baggage':          { name: 'CARRIAGGI',          figures: null,                  pieces: 0, mule: false, rule: 'G4.6' },
  'cinc':             { name: 'COMANDANTE IN CAPO', figures: null,                  pieces: 0, mule: false, rule: 'G4.7' },
  'messenger':        { name: 'portaordini a cavallo', figures: null,              pieces: 0, mule: false, rule: 'G4.7' },
} as const satisfies Record<TroopType, TroopRow>;

/**
 * When a troop type may stand in a formation: `always`; only in `retreat` (G4.8.3, G8.6.1:
 * "Le unità italiane in Ritirata assumono automaticamente la formazione 'a massa'");
 * baggage `stationary` or `moving` (G4.6); `null` never.
 */
export type FormationUse = 'always' | 'retreat' | 'stationary' | 'moving' | null;

/**
 * G4 formations by troop type. Italian cavalry and artillery take Mass in Retreat like every
 * Italian unit (G4.8.3); the artillery's other states are packed or in battery, not formations
 * (G4.5). The C-in-C and messengers adopt no formation (G4.7). A baggage escort uses its own
 * side's infantry formations: see `ESCORT_FORMATIONS_OF`.
 */
// prettier-ignore
export const FORMATION_USE = {
  //                    Line        Skirmish    Column     Square     Mass
  'italian-infantry': { line: 'always', skirmish: 'always', column: 'always', square: 'always', mass: 'retreat'    },
  'native-infantry':  { line: null,     skirmish: null,     column: null,     square: null,     mass: 'always'     },
  'italian-cavalry':  { line: 'always', skirmish: null,     column: 'always', square: null,     mass: 'retreat'    },
  'native-cavalry':   { line: null,     skirmish: null,     column: null,     square: null,     mass: 'always'     },
  'artillery':        { line: null,     skirmish: null,     column: null,     square: null,     mass: 'retreat'    },
  'baggage':          { line: null,     skirmish: null,     column: 'moving', square: null,     mass: 'stationary' },
  'cinc':             { line: null,     skirmish: null,     column: null,     square: null,     mass: null         },
  'messenger':        { line: null,     skirmish: null,     column: null,     square: null,     mass: null         },
} as const satisfies Record<TroopType, Record<Formation, FormationUse>>;

/** G4.6: "La scorta può adottare le formazioni della propria Fanteria." */
export const ESCORT_FORMATIONS_OF = {
  italian: 'italian-infantry',
  native: 'native-infantry',
} as const satisfies Record<'italian' | 'native', TroopType>;

/** G4.6: baggage escorts are always Recruits. */
export const ESCORT_QUALITY: Quality = 'recruit';

/** G4.7: the C-in-C "counts as 'in catena'" for fire and melee modifiers. */
export const CINC_COUNTS_AS: Formation = 'skirmish';

/** G4.3: dismounted Italian cavalry count as Italian infantry (armed with Carbines, G4.10). */
export const DISMOUNTED_CAVALRY_COUNTS_AS: TroopType = 'italian-infantry';

/** G5.2.1: a unit inside a building group counts as deployed in Mass. */
export const IN_BUILDINGS_COUNTS_AS: Formation = 'mass';

/** G4.6: an escort figure for every wagon or for every this many pack animals. */
export const ANIMALS_PER_ESCORT = 4;

/** G4.1, G4.6: the ammunition mule and the escort stay within this many cm of their unit or baggage. */
export const MULE_AND_ESCORT_LEASH_CM = 5;

/** G4.5: crew per single gun attached to an Italian infantry Company. */
export const CREW_PER_ATTACHED_GUN = 3;
