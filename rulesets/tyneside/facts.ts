import type { Cover, RangeBand } from './tables/to-hit.js';
import type { WeaponId } from './tables/weapons.js';
import type { FigureId, UnitId } from './state.js';

/**
 * Every fact about the table the Tyneside rules may ask. On the virtual table geometry answers
 * them; at a real table the human measures and answers, so each has a question in words.
 */
export type TynesideFact =
  | { readonly id: 'attached-to'; readonly leaders: readonly UnitId[] }
  | { readonly id: 'risk-situations'; readonly units: readonly UnitId[] }
  | { readonly id: 'in-terrain'; readonly units: readonly UnitId[] }
  | { readonly id: 'nearest-enemy'; readonly units: readonly UnitId[] }
  | { readonly id: 'command-reach'; readonly commanders: readonly FigureId[]; readonly units: readonly UnitId[] }
  | { readonly id: 'in-contact'; readonly unit: UnitId }
  | { readonly id: 'fire-targets'; readonly unit: UnitId; readonly shooters: readonly FigureId[] }
  /** `per`: uncommanded fire, 1 shot per `per` figures, taken by the nearest (T16.1): only the shots taken are counted by band. */
  | { readonly id: 'fire-count'; readonly unit: UnitId; readonly shooters: readonly FigureId[]; readonly aim: FireTarget; readonly per?: 2 | 3 }
  | { readonly id: 'in-sight'; readonly unit: UnitId; readonly shooters: readonly FigureId[]; readonly target: UnitId; readonly figures: readonly FigureId[] }
  | { readonly id: 'can-shoot'; readonly units: readonly CanShootAsked[] }
  | { readonly id: 'charge-reach'; readonly unit: UnitId }
  | { readonly id: 'contacts' }
  | { readonly id: 'cover-within-move'; readonly unit: UnitId }
  | { readonly id: 'cover-further-away'; readonly unit: UnitId }
  | { readonly id: 'marker-sees-enemy'; readonly markers: readonly string[] }
  | { readonly id: 'platoon-formed'; readonly units: readonly UnitId[] };

/** T24.1's board conditions for one unit (A-34..A-41), and which unit. */
export interface UnitRisk extends RiskSituation {
  readonly unit: UnitId;
}

/** T24.1's board conditions for one unit (A-34..A-41). */
export interface RiskSituation {
  readonly entirelyInCover: boolean;
  readonly advancing: boolean;
  readonly enemyInRange: boolean;
  readonly anyEnemyUnitInRange: boolean;
  readonly enemyFlankRear: boolean;
  readonly nativesNearCavalry: boolean;
}

/** The nearest enemy figure (T24.0, T28: visible ones first, else the nearest known). */
export interface NearestEnemy {
  readonly unit: UnitId;
  readonly figure: FigureId;
  readonly visible: boolean;
}

/** One shot a figure can take at a target unit: its band to the nearest visible target figure. */
export interface Shot {
  readonly figure: FigureId;
  readonly weapon: WeaponId;
  readonly band: RangeBand;
  readonly distance: number;
  /** The target figure `distance` was measured to, where opfor sees the table. */
  readonly target?: FigureId;
}

/** An enemy unit a group can shoot at (T16, T18, T19, T20.2). */
export interface FireTarget {
  readonly unit: UnitId;
  /** Eligible shots, nearest first. */
  readonly shots: readonly Shot[];
  readonly cover: Cover;
  /** The target figures visible to at least one shooter (A-29: hits fall among them). */
  readonly visible: readonly FigureId[];
  readonly distance: number;
  /**
   * At a real table, what the player said is short of "every shooter shoots in the band of the
   * nearest target figure": some cannot shoot at it at all (`unseen`, A-21), some are further
   * off, in a longer band (`further`); or short of "every target figure is in sight" (`inSight`,
   * `shots` and `visible` are then upper bounds: the shots counted by 'fire-count' before
   * any shot is rolled, the figures in sight by 'in-sight' only once a hit falls where it matters
   * a second wound or kill, or figures not alike). The virtual table counts every figure
   * and never sets it.
   */
  readonly uncounted?: { readonly unseen: boolean; readonly further: boolean; readonly inSight: boolean };
}

/**
 * One unit 'can-shoot' asks about (T16.1): its shooters and the enemy unit it shoots at, its
 * nearest visible one; `at` null when that is not known and is asked with it. `was`: what it
 * answered before an enemy figure fell (its nearest enemy, and how far, the cover and the
 * exceptions of what it could hit of it, `distance` null where nothing), the likely answer.
 */
export interface CanShootAsked {
  readonly unit: UnitId;
  readonly shooters: readonly FigureId[];
  readonly at: UnitId | null;
  readonly was?: { readonly at: UnitId; readonly distance: number | null; readonly cover: Cover | null; readonly uncounted?: FireTarget['uncounted'] };
}

/** Enemy figures one charger can reach in contact this move (T31.2, A-51). */
export interface ChargeReach {
  readonly attacker: FigureId;
  readonly defenders: readonly { readonly figure: FigureId; readonly distance: number }[];
}

/** Two enemy figures in base contact; `crossing` marks a figure fighting across an obstacle its opponent defends (T32.2). */
export interface Contact {
  readonly a: FigureId;
  readonly b: FigureId;
  readonly aCrossing: boolean;
  readonly bCrossing: boolean;
}

/** The answer type of each fact. */
export interface TynesideFactAnswer {
  /** Each of the leaders asked about, in the order asked: the group he stands within 5 cm of (the nearest), or null. */
  'attached-to': readonly { readonly leader: UnitId; readonly group: UnitId | null }[];
  /** Each of the units asked about, in the order asked. */
  'risk-situations': readonly UnitRisk[];
  /** The units asked about that have figures in terrain. */
  'in-terrain': readonly UnitId[];
  /** Each of the units asked about, in the order asked: its nearest enemy, or null with no enemy on the table. */
  'nearest-enemy': readonly { readonly unit: UnitId; readonly nearest: NearestEnemy | null }[];
  /** The unit's living figures beyond command distance of every one of the command figures; none: all in reach. */
  'command-reach': readonly { readonly unit: UnitId; readonly beyond: readonly FigureId[] }[];
  'in-contact': boolean;
  'fire-targets': readonly FireTarget[];
  /** The target aimed at, its shots counted (its figures in sight may still be uncounted: 'in-sight'); no shot if none can shoot at it after all. */
  'fire-count': FireTarget;
  /** Those of `figures` (the target's, in their order) in clear sight and range of at least one of the shooters. */
  'in-sight': readonly FigureId[];
  /**
   * Each of the units asked about, in the order asked: the enemy unit it shoots at (the one given,
   * else its nearest visible one; null: it sees none) and what its shooters can hit of it (null: nothing, T16.1).
   */
  'can-shoot': readonly { readonly unit: UnitId; readonly at: UnitId | null; readonly target: FireTarget | null }[];
  'charge-reach': readonly ChargeReach[];
  contacts: readonly Contact[];
  'cover-within-move': string | null;
  'cover-further-away': string | null;
  /** The markers asked about that see an enemy figure or are seen by one. */
  'marker-sees-enemy': readonly string[];
  'platoon-formed': boolean;
}

/** The question the human answers at a real table, and the rule that asks it. */
export const FACT_QUESTIONS: Record<TynesideFact['id'], { question: string; rule: string }> = {
  'attached-to': { question: 'Which group is each of these leaders within 5 cm of, if any?', rule: 'T22.3' },
  'risk-situations': { question: 'Which Risk Factor conditions hold for each of these units?', rule: 'T24' },
  'in-terrain': { question: 'Which of these units have figures in terrain (not open ground or road)?', rule: 'T30.1' },
  'nearest-enemy': { question: 'Which enemy figure is nearest to each of these units?', rule: 'T24.0' },
  'command-reach': { question: 'Which figures of each of these units are beyond command distance of every one of these command figures?', rule: 'T12.5' },
  'in-contact': { question: 'Is this figure in base contact with an enemy?', rule: 'T8.2' },
  'fire-targets': { question: 'Which enemy units can these figures see in range, at what range and cover?', rule: 'T16-T20' },
  'fire-count': { question: 'How many of these figures can shoot at the target, band by band?', rule: 'T19' },
  'in-sight': { question: 'Which figures of the target are in clear sight and range of at least one of these figures?', rule: 'T22.1' },
  'charge-reach': { question: 'Which enemy figures can each figure of this unit reach in contact this move?', rule: 'T31.2' },
  'can-shoot': { question: 'Which enemy unit has the nearest figure each of these units can see, and can it shoot at it: how far, at what cover?', rule: 'T16' },
  contacts: { question: 'Which figures are in base contact with an enemy, and is anyone fighting across a defended obstacle?', rule: 'T32.1' },
  'cover-within-move': { question: 'Which terrain giving cover can this unit reach within one move, if any?', rule: 'T28 COVER' },
  'cover-further-away': { question: 'Which cover lies further from the enemy than this unit, if any?', rule: 'T28 WDRAW' },
  'marker-sees-enemy': { question: 'Which of these markers would see any of your figures, or be seen by one?', rule: 'T35.2' },
  'platoon-formed': { question: 'Are all these groups within 5 cm of each other, with an officer or NCO within 5 cm of them?', rule: 'T29' },
};
