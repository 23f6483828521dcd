/** A save file that cannot be read, written or resumed; the message says which file and why. */
export class SaveError extends Error {}

/** Thrown when a replayed answer no longer fits the request (a save from other rules code). */
export class ReplayMismatch extends Error {}
