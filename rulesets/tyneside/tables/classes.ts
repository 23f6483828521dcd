/**
 * Troop classifications, source section "Troop Classifications" (spec T2).
 *
 * Every figure has one type (T2.1) and one class (T2.2). Class drives command dice (T8.1),
 * shooting damage (T21.2), melee (T32.2) and the Risk Factor (T24.1); type has no mechanical
 * effect of its own.
 */

/** T2.2: the three classes, best first. */
export const TROOP_CLASSES = ['hero', 'veteran', 'raw'] as const;
export type TroopClass = (typeof TROOP_CLASSES)[number];

/** T2.1: the two types. */
export const TROOP_TYPES = ['regular', 'irregular'] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

/** T2.2: the source's definition of each class, verbatim. */
export const TROOP_CLASS_DEFINITIONS = {
  hero: 'Outstanding, Charismatic leaders.',
  veteran: 'Experienced troops.',
  raw: 'Inexperienced troops and civilians',
} as const satisfies Record<TroopClass, string>;

/** T2.1: the source's definition of each type, verbatim. */
export const TROOP_TYPE_DEFINITIONS = {
  regular: 'these may be Formed Regular troops including Zulus.',
  irregular: 'these are Tribal warriors, and semi regular militias etc.',
} as const satisfies Record<TroopType, string>;
