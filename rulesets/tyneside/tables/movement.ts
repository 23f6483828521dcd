/**
 * Movement, source section "Movement" (spec T15).
 *
 * "Figures may move a maximum of 25 cms a turn, though wounded men and civilians may only
 * move 20cms (15 cms if their petticoats are not hitched up!) Horsed figures may move up to
 * 40 cms in open clear terrain. Difficult going counts double the distance, and it takes ¼
 * move to clear a low barrier (Fallen tree etc) or fence."
 */

/** T15.1: maximum move per turn in cm. */
export const MAX_MOVE_CM = {
  foot: 25,
  wounded: 20,
  civilian: 20,
  'civilian-skirts-down': 15, // "if their petticoats are not hitched up!"
  'horsed-open': 40, //          "in open clear terrain" (otherwise foot, A-19)
} as const;
export type MoverKind = keyof typeof MAX_MOVE_CM;

/** T15.2: each cm of difficult going uses this many cm of allowance. */
export const DIFFICULT_GOING_FACTOR = 2;

/** T15.3: share of the figure's maximum move it takes to clear a low barrier or fence. */
export const BARRIER_FRACTION = 1 / 4;

/** T15.4, T17: half speed is this share of the figure's maximum move. */
export const HALF_SPEED_FRACTION = 1 / 2;
