/** A save file that cannot be read, written or resumed; the message says which file and why. */
export class SaveError extends Error {}

/**
 * A save that does not replay because another opfor release wrote it, whose rules code asked
 * other questions (its ruleset's replay version differs, or it predates them): not damaged.
 */
export class SaveFromOtherRelease extends SaveError {}

/** Thrown when a replayed answer no longer fits the request (a save from other rules code). */
export class ReplayMismatch extends Error {}

/** A trace file (`--trace FILE`) that cannot be written; the message names it and why. */
export class TraceFileError extends Error {}
