/**
 * Terrain, source section "TIPI DI TERRENO" (spec G5.1, G5.2, G9.5, G10.1).
 *
 * Terrain type ids are the project's shared ones (src/scenario/terrain-schema.ts):
 *
 *   open        Terreni Aperti. Gentle undulations ("ondulazioni del terreno poco ripide")
 *               are Open ground that blocks sight as if Hills: in a scenario, an `open`
 *               feature with `blocksSight: true`.
 *   woods       Boschi (very thick, tall bush included).
 *   rough       Pietraie (rocky ground).
 *   hill        Colline.
 *   buildings   Edifici.
 *   river       Fiumi e Wadi: small streams, often dry.
 *   road        Strade.
 *   impassable  Terreni Intransitabili: swamps, true rivers ("veri e propri fiumi",
 *               crossable only at bridges or fords, which a scenario draws as a road or a gap),
 *               exceptionally steep hills.
 *
 * `fortification` has no Guaitana meaning.
 */
import type { TerrainTypeId } from '../../../src/scenario/terrain-schema.js';

/** The terrain types a Guaitana scenario may use. */
export const GUAITANA_TERRAIN_TYPES = ['open', 'woods', 'rough', 'hill', 'buildings', 'river', 'road', 'impassable'] as const satisfies readonly TerrainTypeId[];
export type GuaitanaTerrain = (typeof GUAITANA_TERRAIN_TYPES)[number];

/**
 * The columns of the terrain grids: the troop types G5.1 tells apart. Italian infantry in
 * Skirmish line is its own column (woods movement, rocky-ground cover). The C-in-C and
 * messengers are not named by G5.1.
 */
export const TERRAIN_TROOPS = [
  'italian-infantry',
  'italian-skirmish',
  'native-infantry',
  'italian-cavalry',
  'native-cavalry',
  'artillery',
  'baggage',
] as const;
export type TerrainTroop = (typeof TERRAIN_TROOPS)[number];

/** One printed row: a cell per `TERRAIN_TROOPS` column, in that order. */
type Row<T> = readonly [T, T, T, T, T, T, T];

/** A terrain grid read by terrain type, then by troop column. */
export type TerrainGrid<T> = { readonly [G in GuaitanaTerrain]: { readonly [C in TerrainTroop]: T } };

/** Reads a grid laid out as printed rows into records keyed by column. */
function byTroop<T>(rows: { readonly [G in GuaitanaTerrain]: Row<T> }): TerrainGrid<T> {
  const grid = {} as Record<GuaitanaTerrain, Record<TerrainTroop, T>>;
  for (const terrain of GUAITANA_TERRAIN_TYPES) {
    const row = rows[terrain];
    grid[terrain] = Object.fromEntries(TERRAIN_TROOPS.map((troop, i) => [troop, row[i]])) as Record<TerrainTroop, T>;
  }
  return grid;
}

const Y = true;
const N = false;

/**
 * G5.1 "Closed for observation?" ("Chiuso" per l'osservazione): hidden units (G6), sight
 * distances (G10.2), melee and morale modifiers. Hills, roads and impassable ground: not
 * stated, read as No.
 */
// prettier-ignore
export const CLOSED: TerrainGrid<boolean> = byTroop<boolean>({
  //            It.inf   It.skirm Nat.inf  It.cav   Nat.cav  Art.     Baggage
  open:       [N,       N,       N,       N,       N,       N,       N],
  woods:      [Y,       Y,       Y,       Y,       Y,       Y,       Y],
  rough:      [N,       N,       Y,       N,       N,       N,       N], // "per le sole fanterie native"
  hill:       [N,       N,       N,       N,       N,       N,       N], // not stated
  buildings:  [Y,       Y,       Y,       Y,       Y,       Y,       Y],
  river:      [Y,       Y,       Y,       N,       N,       N,       N], // "per le sole fanterie"
  road:       [N,       N,       N,       N,       N,       N,       N], // —
  impassable: [N,       N,       N,       N,       N,       N,       N], // —
});

/** G5.1 "Cover against fire?" ("Copertura" contro il tiro nemico), for the target's type (G11.8). */
// prettier-ignore
export const COVER: TerrainGrid<boolean> = byTroop<boolean>({
  //            It.inf   It.skirm Nat.inf  It.cav   Nat.cav  Art.     Baggage
  open:       [N,       N,       N,       N,       N,       N,       N],
  woods:      [Y,       Y,       Y,       Y,       Y,       Y,       Y],
  rough:      [N,       Y,       Y,       N,       N,       N,       N], // "fanterie native o quelle Italiane ... 'a catena'"
  hill:       [N,       N,       N,       N,       N,       N,       N], // not stated
  buildings:  [Y,       Y,       Y,       Y,       Y,       Y,       Y],
  river:      [Y,       Y,       Y,       Y,       Y,       Y,       Y],
  road:       [N,       N,       N,       N,       N,       N,       N], // —
  impassable: [N,       N,       N,       N,       N,       N,       N], // —
});

/**
 * G5.1, G9.5 movement: `normal`; `double` each cm costs 2 cm of Capacity; `half-capacity`
 * crossing costs half the Movement Capacity; `whole-phase` crossing takes a whole Movement
 * phase; `impassable`.
 */
export const TERRAIN_MOVES = ['normal', 'double', 'half-capacity', 'whole-phase', 'impassable'] as const;
export type TerrainMove = (typeof TERRAIN_MOVES)[number];

const n = 'normal';
const x2 = 'double';
const half = 'half-capacity';
const phase = 'whole-phase';
const no = 'impassable';

/**
 * G5.1 movement. A road is normal going and cancels the penalties of the terrain it crosses
 * for units in Column or Mass (`ROAD_CANCELS_PENALTIES_FOR`).
 */
// prettier-ignore
export const MOVEMENT: TerrainGrid<TerrainMove> = byTroop<TerrainMove>({
  //            It.inf   It.skirm Nat.inf  It.cav   Nat.cav  Art.     Baggage
  open:       [n,       n,       n,       n,       n,       n,       n],
  woods:      [x2,      n,       n,       x2,      x2,      x2,      x2], // Italian infantry "non 'in catena'"
  rough:      [n,       n,       n,       x2,      x2,      x2,      x2],
  hill:       [n,       n,       n,       n,       n,       x2,      x2],
  buildings:  [n,       n,       n,       no,      no,      no,      no],
  river:      [half,    half,    half,    half,    half,    phase,   phase],
  road:       [n,       n,       n,       n,       n,       n,       n],
  impassable: [no,      no,      no,      no,      no,      no,      no],
});

/** G5.1 Roads: "annullano le penalità al movimento ... per le unità 'in colonna' o 'in massa'". Mule-packed artillery counts as Column (G18.24). */
export const ROAD_CANCELS_PENALTIES_FOR = ['column', 'mass'] as const;

/**
 * G5.1, G10.1 "Blocks visibility?": woods and hills between units on opposite sides of them;
 * buildings as "higher" terrain. Rocky ground and streams: not stated, read as No (G5.1).
 * Roads and impassable ground: not stated ("—"), No; a steep hill is better drawn as `hill`.
 * Open ground does not, but its undulations do: the scenario sets `blocksSight`.
 */
// prettier-ignore
export const BLOCKS_SIGHT = {
  open: false, woods: true, rough: false, hill: true, buildings: true, river: false, road: false, impassable: false,
} as const satisfies Record<GuaitanaTerrain, boolean>;

/** G5.1 cells the source does not state, filled with the spec's reading ("Not stated (No)", "—"). */
export const NOT_STATED = [
  'hill.closed', 'hill.cover', 'rough.blocksSight', 'river.blocksSight',
  'road.closed', 'road.cover', 'road.blocksSight',
  'impassable.closed', 'impassable.cover', 'impassable.blocksSight',
] as const;

/**
 * G5.2.2: at least this share of the battlefield should be Open. Low hills and undulations
 * count as Open but block sight: the original's "interrogano la visibilità" is a typo for
 * "interrompono" (G0.1).
 */
export const OPEN_SHARE_ADVISED = 1 / 2;
