import type { Point } from '../../src/table/shapes.js';
import type { SideId } from '../../src/engine/requests.js';
import type { UnitId } from './state.js';

/**
 * Every fact about the table the Guaitana rules ask. On the virtual table geometry answers
 * them; at a real table the human measures and answers.
 */
export type GuaitanaFact =
  | { readonly id: 'sees'; readonly unit: UnitId }
  | { readonly id: 'sight' }
  /** Of these units, those that see an enemy unit now (G9.9's impetuosity: "sees Italian units"). */
  | { readonly id: 'see-enemy'; readonly units: readonly UnitId[] }
  | { readonly id: 'observed' }
  | { readonly id: 'horse-spoiled' }
  /**
   * G11.2-G11.4: the targets of a side's units that may fire, all asked at once as the side
   * declares: each unit's nearest enemy it saw, in range and in its arc (a square's second on its
   * far face, G11.12); none for a unit with nothing to fire at.
   */
  | { readonly id: 'fire-targets'; readonly units: readonly UnitId[] }
  | { readonly id: 'approach'; readonly unit: UnitId; readonly target: UnitId }
  | { readonly id: 'nearest-enemy'; readonly unit: UnitId; readonly seen: boolean }
  | { readonly id: 'in-contact'; readonly unit: UnitId; readonly aimedAt: UnitId | null }
  /** `flanks: false`: who touches whom is all that is wanted (the Movement phase), not who is taken in the flank. */
  /**
   * After a move, what `in-contact` asks and, in the same screen at a real table: with `watch`
   * (an Italian unit moving while opfor's natives lie hidden and no hiding place was within their
   * reach at the last look), whether it has come within `watch.reach` of one of `watch.places`
   * (G9.2); with `line` (a move along a Move line), what `path-left` asks (G8.3).
   */
  | { readonly id: 'after-move'; readonly unit: UnitId; readonly aimedAt: UnitId | null; readonly watch: HidingWatch | null; readonly line: boolean }
  | { readonly id: 'contacts' }
  | { readonly id: 'surroundings'; readonly unit: UnitId }
  /**
   * The surroundings of every unit taking a Morale Test after fire or melee, as the tests begin
   * (G11.14, G12.6). `known`: what the books already hold of some units' surroundings (a melee's
   * Closed ground and flanks), not asked again at a real table; the table's geometry says the same.
   */
  | { readonly id: 'surroundings-of'; readonly units: readonly UnitId[]; readonly known?: Readonly<Record<UnitId, Partial<Surroundings>>> }
  /** What the melee modifiers read of the ground of these units in contact (G12.4, G12.2). */
  | { readonly id: 'melee-ground'; readonly units: readonly UnitId[] }
  | { readonly id: 'in-buildings'; readonly unit: UnitId }
  | { readonly id: 'cinc-reach'; readonly side: SideId }
  | { readonly id: 'threatened'; readonly units: readonly UnitId[] }
  /**
   * `since`: the last answer this phase, and the Italian units that have activated since. At a
   * real table only they can have changed it (the question is how near the Italians are), so
   * the question names them, or is not asked when there are none; the virtual table looks
   * afresh, as room in a place changes while native units come and go.
   */
  | { readonly id: 'ambush-spots'; readonly units: readonly UnitId[]; readonly forced: boolean; readonly since?: AmbushesSince }
  | { readonly id: 'path-left'; readonly unit: UnitId };

/** An enemy unit a unit may legally fire at (G11.3): seen, in range of its weapon, in its arc. */
export interface FireTarget {
  readonly unit: UnitId;
  /** Closest point to closest point, cm (G18.32); null at a real table, where the tape gives the band, all the fire table reads (G11.5-G11.7). */
  readonly distance: number | null;
  readonly band: 'close' | 'long' | 'extreme';
  /** G5.1, G11.8: the target is in cover for its type. */
  readonly cover: boolean;
  /** Degrees from the firer's centre to the target's (for a square's second target, G11.12). */
  readonly bearing: number;
}

/** How far a unit must go towards an enemy, in centimetres of Movement Capacity (terrain costs counted, G9.5). */
export interface Approach {
  /**
   * To base contact with the target: the Capacity that brings the move toward it to an end in
   * contact (with an enemy in the way, where one halts it first, G9.8); Infinity when it would not.
   */
  readonly contact: number;
  /** To bring the target within Close range of the unit's weapon (0: already); null without a missile weapon. */
  readonly close: number | null;
}

/** Two enemy units in base contact; a flank or rear contact halves and weakens (G12.2, G12.4). */
export interface Contact {
  readonly a: UnitId;
  readonly b: UnitId;
  /** a is contacted by b on its flank or rear. */
  readonly aFlanked: boolean;
  readonly bFlanked: boolean;
}

/** A unit's surroundings, and which unit. */
export interface UnitSurroundings extends Surroundings {
  readonly unit: UnitId;
}

/** What the melee and morale modifiers need of a unit's surroundings (G12.4, G13.3). */
export interface Surroundings {
  /** Its own C-in-C within 15 cm. */
  readonly cincNear: boolean;
  /** A friendly combat unit or baggage escort, not in Retreat, within 15 cm. */
  readonly friendNear: boolean;
  /** An enemy unit it saw at this turn's Observation, or any enemy unit within 60 cm (G13.3). */
  readonly enemyNear: boolean;
  /** In terrain Closed for its type (G5.1). */
  readonly inClosed: boolean;
  /** Contacted by an enemy on the flank or rear. */
  readonly flanked: boolean;
}

/** The unspoiled hiding places opfor's hidden units could spring from, and how far their ambush reaches this turn (G9.2). */
export interface HidingWatch {
  readonly places: readonly string[];
  readonly reach: number;
}

/** The last answer to where hidden units could spring an ambush, and the Italian units that have activated since. */
export interface AmbushesSince {
  readonly spots: readonly AmbushSpot[];
  readonly movers: readonly UnitId[];
}

/** A hiding place a hidden unit could appear in, unseen and uncompromised (G6.4, G9.2). */
export interface AmbushSpot {
  /** The hidden unit that would appear. */
  readonly unit: UnitId;
  readonly feature: string;
  /** Where the unit would stand: the point of the place nearest the Italians, wholly inside (G18.44). */
  readonly at: Point;
  /** The Italian unit nearest that point, and how far. */
  readonly nearest: UnitId;
  readonly distance: number;
  /**
   * `distance` is how far the unit must go to touch `nearest`, its ground's costs counted (G9.5):
   * a real table measures a forced ambush's charge so (G9.9), and its approach is not asked again.
   */
  readonly reach?: true;
}

/** The answer type of each fact. */
export interface GuaitanaFactAnswer {
  /** The enemy units this unit sees (G10). */
  sees: readonly UnitId[];
  /** Those of the units that see at least one enemy unit (G10). */
  'see-enemy': readonly UnitId[];
  /** Every unit on the table and the enemy units it sees (G10), for the Observation phase. */
  sight: Readonly<Record<UnitId, readonly UnitId[]>>;
  /** Hiding places an Italian unit crossed or observed since last asked (G6). */
  observed: readonly string[];
  /** Closed hiding places an Italian unit has seen into from within 60 cm since last asked: no hidden horsemen there (G10.2). */
  'horse-spoiled': readonly string[];
  /** Each unit asked about and its legal targets, nearest first (none: it has nothing to fire at). */
  'fire-targets': Readonly<Record<UnitId, readonly FireTarget[]>>;
  approach: Approach;
  /** The enemy unit nearest to reach (G8.5), among those the unit saw this turn when `seen`; null: none. */
  'nearest-enemy': UnitId | null;
  /** The enemy units in base contact with this unit after its move (`aimedAt`: the enemy it meant to reach, if any). */
  'in-contact': readonly UnitId[];
  /**
   * `near`: it has come within reach of a hiding place (null: not asked, or not known: the virtual
   * table looks afresh at each activation); `lineLeft`: as `path-left` (null: not asked).
   */
  'after-move': { readonly touched: readonly UnitId[]; readonly near: boolean | null; readonly lineLeft: number | null };
  contacts: readonly Contact[];
  surroundings: Surroundings;
  /** Each of the units asked about, in the order asked. */
  'surroundings-of': readonly UnitSurroundings[];
  /** Those of the units in terrain Closed for their type (G5.1, G12.4 "target in Closed terrain"), and those touched by an enemy on their flank or rear (G12.2). */
  'melee-ground': { readonly closed: readonly UnitId[]; readonly flanked: readonly UnitId[] };
  /** In a building group (G5.2(1): it counts as Mass). */
  'in-buildings': boolean;
  /** Own units within 15 cm of the C-in-C and seen by him (G8.7.1). */
  'cinc-reach': readonly UnitId[];
  /** Those of the units within an enemy's charge reach (move + Charge Bonus) or Close range (G8.7.1 heliograph). */
  threatened: readonly UnitId[];
  /**
   * Where each of these hidden units could appear, in their order: its spot nearest the Italians,
   * none for a unit with nowhere. `forced`: the ambush roll's placement (G9.9), the place nearest
   * an Italian unit whatever the distance; otherwise the side is weighing an ambush (G9.2).
   */
  'ambush-spots': readonly AmbushSpot[];
  /** Centimetres of its Move line still ahead (G8.3). */
  'path-left': number;
}
