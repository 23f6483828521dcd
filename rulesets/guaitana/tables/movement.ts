/**
 * Movement, source section "MOVIMENTO": "CAPACITA' DI MOVIMENTO" and the paragraphs after it
 * (spec G9.4, G9.7, with the recommended readings G18.16, G18.23, G18.26).
 */
import type { Formation } from './troops.js';

/** G9.4: one printed row. `charge` is `null` where the table prints "NO" (cannot charge, G18.23). */
export interface CapacityRow {
  readonly name: string;
  /** Normal movement ("Movimento Normale"), cm. */
  readonly move: number;
  /** Charge Bonus ("Bonus di Carica"), cm added to the move. */
  readonly charge: number | null;
}

/**
 * G9.4 "CAPACITA' DI MOVIMENTO", every printed row in printed order. `bersaglieri-ascari` is
 * not a unit type but a modifier to the three Italian infantry rows above it; see
 * `BERSAGLIERI_ASCARI_READING`. "Cavalleria" covers Italian and native cavalry alike.
 */
// prettier-ignore
export const CAPACITY = {
  //                             TIPO UNITA'                                          Movimento  Bonus di Carica
  'italian-line':            { name: 'Fanteria Italiana "in linea"',                      move: 10, charge: null },
  'italian-skirmish-column': { name: 'Fanteria Italiana "a catena" o "in colonna"',       move: 15, charge: 5    },
  'italian-square':          { name: 'Fanteria Italiana "in quadrato"',                   move: 5,  charge: null },
  'bersaglieri-ascari':      { name: 'Bersaglieri ed Ascari',                             move: 5,  charge: 5    }, // "+ cm.5", "+ cm. 5"
  'native-infantry':         { name: 'Fanteria nativa',                                   move: 20, charge: 10   },
  'cavalry':                 { name: 'Cavalleria',                                        move: 30, charge: 20   },
  'artillery-packed':        { name: 'Artiglieria "someggiata"',                          move: 15, charge: null },
  'artillery-manhandled':    { name: 'Artiglieria "a spinta"',                            move: 5,  charge: null },
  'baggage':                 { name: 'Carriaggi',                                         move: 10, charge: null },
  'commanders-messengers':   { name: 'Comandanti e Messaggeri',                           move: 40, charge: null },
} as const satisfies Record<string, CapacityRow>;
export type CapacityRowId = keyof typeof CAPACITY;

/**
 * G8.6, G18.16 (recommended): the table has no row for Italian infantry in Mass (they take
 * Mass in Retreat, G4.8.3). Read it as the Column row: 15 cm + 5 cm.
 */
export const ITALIAN_MASS_RECOMMENDED = { move: 15, charge: 5 } as const satisfies Omit<CapacityRow, 'name'>;

/**
 * G9.4, G18.23 (recommended): the Bersaglieri/Ascari row adds +5 cm to the move in every
 * formation, and +5 cm to the Charge Bonus only where the formation has one ("NO" stays "NO").
 * Skirmish or Column 20 + 10; Line 15, no bonus; Square 10, no bonus; Mass (G18.16) 20 + 10.
 */
export const BERSAGLIERI_ASCARI_READING = {
  move: 'every formation',
  charge: 'only where the formation has a bonus',
} as const;

/** What a G9.7 action costs: a share of the unit's Movement Capacity, or a whole Movement phase. */
export type ActionCost = { readonly capacity: number } | { readonly wholePhase: true };

/** G9.7: the costs of changing formation, facing, mount and limber, as printed. */
// prettier-ignore
export const ACTION_COSTS = {
  //                                      Cost                     Who                                               Rule
  'formation-change':        { cost: { capacity: 1 / 2 },  who: 'Italian units',                                rule: 'G9.7.3' },
  'facing-change':           { cost: { capacity: 1 / 2 },  who: 'units in Line or Skirmish line (pivot on centre)', rule: 'G9.7.4' },
  'column-line-turn':        { cost: { capacity: 0 },      who: 'Column ↔ Line, each figure turning 90°',       rule: 'G9.7.4' },
  'free-facing':             { cost: { capacity: 0 },      who: 'Mass, commanders, messengers, baggage',        rule: 'G9.7.4' },
  'mount-dismount':          { cost: { capacity: 1 / 2 },  who: 'Italian cavalry',                              rule: 'G9.7.1' },
  'pack-unpack':             { cost: { wholePhase: true }, who: 'artillery, loading or unloading its mules',   rule: 'G9.7.2' },
} as const satisfies Record<string, { cost: ActionCost; who: string; rule: string }>;
export type CostedAction = keyof typeof ACTION_COSTS;

/**
 * G9.7.4: the share of Capacity a facing change costs, by formation. A Column turns by
 * turning each figure 90° into a Line (and back), free. The source says nothing of Squares,
 * whose figures already face outward: `null`.
 */
// prettier-ignore
export const FACING_COST = {
  line: 1 / 2, skirmish: 1 / 2, column: 0, square: null, mass: 0,
} as const satisfies Record<Formation, number | null>;

/** G9.7.1: the share of a dismounting squadron's figures left holding the horses (round up, G18.26). */
export const HORSE_HOLDERS_FRACTION = 1 / 4;

/** G8.3: a unit with Move orders moves at least this share of its Capacity. */
export const MOVE_ORDER_MINIMUM = 1 / 2;

/** G8.5: a firearm-armed unit with Attack orders moves this share of its Capacity. */
export const ATTACK_FIREARMS_SHARE = 1 / 2;

/** G9.10: moving more than this share of Capacity forbids fire (javelins excepted). */
export const FIRE_AFTER_MOVE_LIMIT = 1 / 2;
