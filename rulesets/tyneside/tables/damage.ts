/**
 * Shooting damage, source section "Shooting" → "Shooting Damage Caused" (spec T21).
 *
 * The table is printed twice (under Shooting and under Effects of Hits) with identical cells;
 * the modifiers are taken from the Shooting copy, which has both of them.
 */
import type { TroopClass } from './classes.js';

/** T23: the three results a hit can have. */
export const DAMAGE_RESULTS = ['graze', 'wound', 'kill'] as const;
export type DamageResult = (typeof DAMAGE_RESULTS)[number];

/** T21.1: the table's row names, as ids (which weapon uses which row: T4.1, A-6). */
export const DAMAGE_ROWS = ['gunpowder', 'bow-spear', 'other'] as const;
export type DamageRow = (typeof DAMAGE_ROWS)[number];

/** T21.1: each row's printed name. */
export const DAMAGE_ROW_NAMES = {
  gunpowder: 'Gunpowder weapons',
  'bow-spear': 'Bow / spear',
  other: 'Other',
} as const satisfies Record<DamageRow, string>;

type SixResults = readonly [DamageResult, DamageResult, DamageResult, DamageResult, DamageResult, DamageResult];

/** T21.1: result by row and modified D6 (index 0 = a roll of 1). */
// prettier-ignore
export const DAMAGE_TABLE = {
  //  D6 roll:  1        2        3        4        5        6
  gunpowder:   ['graze', 'graze', 'wound', 'wound', 'kill',  'kill' ],
  'bow-spear': ['graze', 'graze', 'wound', 'wound', 'wound', 'kill' ],
  other:       ['graze', 'graze', 'graze', 'wound', 'wound', 'kill' ],
} as const satisfies Record<DamageRow, SixResults>;

/**
 * T21.2: "+1 to die roll if Hero: -1 to die roll if Raw shooters." Applied to the shooter's
 * class; the modified roll is clamped to 1–6.
 */
export const DAMAGE_MODIFIERS = {
  hero: +1,
  veteran: 0,
  raw: -1,
} as const satisfies Record<TroopClass, number>;
