import type { DiceSpec } from '../dice/dice-spec.js';

/**
 * A ruleset's referee book: rules tests a player can resolve one at a time (`opfor referee`),
 * with the table lookup shown. Declared as data plus pure functions, so a ruleset stays free
 * of I/O and the CLI builds the options, the help and the dice from it.
 */
export interface RefereeBook {
  /** The ruleset id, as `opfor referee <id> <test>` names it. */
  readonly ruleset: string;
  readonly tests: readonly RefereeTest[];
}

/** One option of a referee test: `--name <value>`, or a flag when `value` is absent. */
export interface RefereeOption {
  /** The long option without dashes, kebab-case: `rf`, `casualties-pct`. */
  readonly name: string;
  /** What the value is, for the help (`N`, `P`); absent for a yes/no flag. */
  readonly value?: string;
  readonly description: string;
  /** The only values allowed, checked before the test runs. */
  readonly choices?: readonly string[];
  readonly required?: boolean;
  readonly default?: string;
}

/** The option values a test receives, by option name: a string, true for a given flag, or undefined. */
export type RefereeValues = Readonly<Record<string, string | boolean | undefined>>;

/** The dice a test throws: seeded, or faces the user forced with `--dice`. */
export interface RefereeDice {
  throw(spec: DiceSpec): number[];
}

/** A test's answer: the JSON `--json` prints, and the lines a reader sees (result and table lookup). */
export interface RefereeResult {
  readonly json: Readonly<Record<string, unknown>>;
  readonly lines: readonly string[];
}

/** One rules test: a reaction roll, a to-hit roll, a Risk Factor sum. */
export interface RefereeTest {
  /** The test's name on the command line: `reaction`, `hit`. */
  readonly name: string;
  readonly summary: string;
  readonly options: readonly RefereeOption[];
  /** Whether it throws dice, so `--dice` and `--seed` apply. */
  readonly throwsDice: boolean;
  /** Resolves the test; throws RefereeInputError for a value the rules cannot take. */
  resolve(values: RefereeValues, dice: RefereeDice): RefereeResult;
}

/** A value a test cannot take (`--rf x`); the message names the option and what was expected. */
export class RefereeInputError extends Error {}

/** Reads a whole-number option; throws RefereeInputError naming it. */
export function integerValue(values: RefereeValues, name: string, range: { min?: number; max?: number } = {}): number {
  const text = values[name];
  const n = typeof text === 'string' && /^[+-]?\d+$/.test(text.trim()) ? Number(text) : NaN;
  const { min = -Infinity, max = Infinity } = range;
  if (!Number.isInteger(n) || n < min || n > max) {
    const bounds = min > -Infinity && max < Infinity ? ` from ${min} to ${max}` : min > -Infinity ? ` of at least ${min}` : '';
    throw new RefereeInputError(`--${name}: expected a whole number${bounds}, found ${text === undefined ? 'nothing' : `"${String(text)}"`}`);
  }
  return n;
}

/** Reads a number option (decimals allowed) within bounds; throws RefereeInputError naming it. */
export function numberValue(values: RefereeValues, name: string, min: number, max: number): number {
  const text = values[name];
  const n = typeof text === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new RefereeInputError(`--${name}: expected a number from ${min} to ${max}, found ${text === undefined ? 'nothing' : `"${String(text)}"`}`);
  }
  return n;
}

/** Reads an option whose allowed values the option declares (already checked by the CLI). */
export function choiceValue<T extends string>(values: RefereeValues, name: string, choices: readonly T[]): T {
  const text = values[name];
  if (typeof text !== 'string' || !(choices as readonly string[]).includes(text)) {
    throw new RefereeInputError(`--${name}: expected one of ${choices.join(', ')}, found ${text === undefined ? 'nothing' : `"${String(text)}"`}`);
  }
  return text as T;
}
