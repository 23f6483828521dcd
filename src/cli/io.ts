/** Where a command writes: standard output and standard error, or a test's buffers. Writes are verbatim. */
export interface Io {
  out(s: string): void;
  err(s: string): void;
}

/** Something the user got wrong (an option value, a missing file): its message is shown as is, exit 1. */
export class UserError extends Error {}

/** What every command reads and sets: the output streams and the exit code of the run. */
export interface CliContext {
  readonly io: Io;
  exitCode: number;
}

/** Parses a whole number option value (≥ `min`, and exact: at most 2^53 − 1); throws UserError naming the option. */
export function wholeNumber(option: string, text: string, min = 0): number {
  if (/^\d+$/.test(text.trim()) && !Number.isSafeInteger(Number(text))) throw new UserError(`${option}: expected a whole number up to ${Number.MAX_SAFE_INTEGER}, found "${text}"`);
  if (!/^-?\d+$/.test(text.trim()) || Number(text) < min) {
    throw new UserError(`${option}: expected a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? ' (0 or more)' : ''}, found "${text}"`);
  }
  return Number(text);
}
