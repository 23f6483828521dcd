import { z } from 'zod';

/**
 * What a scenario file may hold, so that every battle it sets up is one `simulate` plays to the
 * end in reasonable time. The schemas carry these bounds (and so does the JSON Schema made from
 * them); a value beyond one is reported with the bound.
 */
export const LIMITS = {
  /** The longest table side, cm (6 m: larger than any club table). */
  tableCm: 600,
  /** How far terrain may run past the table's edges, cm (a wood or river drawn through the edge). */
  marginCm: 50,
  /** Points in one polygon, polyline or Move line. */
  points: 100,
  /** Terrain features in one scenario. */
  features: 100,
  /** Game turns. */
  turns: 50,
  /** Units (Guaitana) or groups (Tyneside) in one side. */
  units: 40,
  /** Tyneside leader figures in one side. */
  leaders: 20,
  /** Figures in one unit or group (the rules allow at most 30, Tyneside T6.1, and 20, Guaitana G4). */
  unitFigures: 100,
  /** Figures in one side, leaders included (Tyneside) or in its combat units (Guaitana). */
  sideFigures: 400,
  /** Entries in any other list (weapons, loyalties, hiding places). */
  entries: 20,
} as const;

/** The lowest and highest coordinate any point may have, cm: the largest table and its margin. */
export const COORDINATE_MIN = -LIMITS.marginCm;
export const COORDINATE_MAX = LIMITS.tableCm + LIMITS.marginCm;

/** A length or coordinate: finite (no NaN or infinity: zod refuses them) and within bounds. */
export function cm(min: number, max: number): z.ZodNumber {
  return z.number().min(min, `expected at least ${min} cm`).max(max, `expected at most ${max} cm`);
}

/** A length that must be more than 0: a table side, a radius, a width. */
export function size(max: number): z.ZodNumber {
  return z.number().positive('expected more than 0 cm').max(max, `expected at most ${max} cm`);
}

/** A coordinate: within the largest table and its margin (the check says whether it is within this table). */
export const coordinate = cm(COORDINATE_MIN, COORDINATE_MAX);

/** A point `[x, y]` in cm from the south-west corner. */
export const pointSchema = z.tuple([coordinate, coordinate]).describe('[x, y] in cm from the south-west corner');

/** A list with at most `max` entries, the bound said in the error. */
export function upTo<T extends z.ZodType>(item: T, max: number, what: string): z.ZodArray<T> {
  return z.array(item).max(max, `expected at most ${max} ${what}, so that a battle always finishes`);
}

/** The keys every JavaScript object inherits (`constructor`, `__proto__`, `toString`, …): no id may be one. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** An id: lower-case letters, digits and hyphens, not a key every object inherits. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and hyphens')
  .max(40, 'expected at most 40 characters')
  .refine((id) => !INHERITED.has(id), 'expected an id that is not a name every JavaScript object already has (Object.prototype: constructor, toString, …)');
