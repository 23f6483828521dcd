import { EPSILON } from './shapes.js';

/*
 * One tolerance for every ruling that compares a length with a limit (ranges, reach, contact,
 * command distance, allowances): floating-point noise must never decide a ruling, so a unit
 * stopped at exactly Close range (30.000000000000004 cm) is at Close range. Rules code compares
 * lengths only through these.
 */

/** `length` is no more than `limit` (within range, in reach, in contact at 0). */
export function atMost(length: number, limit: number): boolean {
  return length <= limit + EPSILON;
}

/** `length` is more than `limit` (out of range, beyond reach). */
export function beyond(length: number, limit: number): boolean {
  return !atMost(length, limit);
}

/** `length` is less than `limit` by more than noise (strictly within, as "under 5 cm"). */
export function under(length: number, limit: number): boolean {
  return length < limit - EPSILON;
}

/** `length` is at least `limit` (as "5 cm or more"). */
export function atLeast(length: number, limit: number): boolean {
  return !under(length, limit);
}
