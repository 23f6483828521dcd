/**
 * Observation, source section "OSSERVAZIONE" (spec G10.2). Applies when no "higher" terrain
 * (hill, undulation, building, wood) lies between the unit and the observer (G10.1).
 */
import type { TroopType } from './troops.js';

/** G10.2: the rows of the visibility table. */
export const SIGHTINGS = ['moving', 'stationary-open', 'firing', 'infantry-closed', 'other-closed'] as const;
export type Sighting = (typeof SIGHTINGS)[number];

/** G10.2: the farthest a target is visible at, in cm; `null` = any distance. */
// prettier-ignore
export const VISIBLE_AT = {
  //                   Target unit                                                   Visible at
  'moving':          { target: 'any unit moving (moved this turn), wherever it is',  cm: null },
  'stationary-open': { target: 'any unit stationary in open terrain',                cm: null },
  'firing':          { target: 'any unit that fires',                                cm: null }, // fired in the previous Fire phase (G18.31)
  'infantry-closed': { target: 'infantry stationary in Closed terrain (for its type)', cm: 30  },
  'other-closed':    { target: 'cavalry, artillery or baggage stationary in Closed terrain', cm: 60 },
} as const satisfies Record<Sighting, { target: string; cm: number | null }>;

/**
 * G10.2: the closed-terrain row each troop type reads when stationary in Closed terrain. The
 * C-in-C and messengers are not named: `null`.
 */
// prettier-ignore
export const CLOSED_SIGHTING_OF = {
  'italian-infantry': 'infantry-closed',
  'native-infantry':  'infantry-closed',
  'italian-cavalry':  'other-closed',
  'native-cavalry':   'other-closed',
  'artillery':        'other-closed',
  'baggage':          'other-closed',
  'cinc':             null,
  'messenger':        null,
} as const satisfies Record<TroopType, Sighting | null>;
