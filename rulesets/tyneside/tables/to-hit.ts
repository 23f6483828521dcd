/**
 * To hit, source section "Shooting" → "To Hit: Throw a D8" (spec T20.1).
 *
 * Each number is the lowest D8 score that hits.
 */

/** T4.2: range bands, nearest first. */
export const RANGE_BANDS = ['short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** T20.1: the table's columns (cover categories are scenario-classified, A-26). */
export const COVERS = ['open', 'soft', 'hard'] as const;
export type Cover = (typeof COVERS)[number];

/** T20.1: minimum D8 score to hit, by range band and target cover. */
// prettier-ignore
export const TO_HIT = {
  //        Open      Soft cover  Hard Cover
  short:  { open: 2,  soft: 4,    hard: 6 },
  medium: { open: 4,  soft: 6,    hard: 7 },
  long:   { open: 6,  soft: 7,    hard: 8 },
} as const satisfies Record<RangeBand, Record<Cover, number>>;
