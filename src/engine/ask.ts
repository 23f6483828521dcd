import { question, type Interview, type QuestionOption } from './questions.js';

/** The reply id of the "none of these" option in a one-of question. */
export const NONE = 'none';

/** A yes-no question. */
export function yesNo(key: string, rule: string, text: string, likely: boolean): Interview<boolean> {
  return question({ kind: 'yes-no', key, rule, text, likely });
}

/** A count of figures, `min`..`max`. */
export function howMany(key: string, rule: string, text: string, range: { min: number; max: number; likely: number }): Interview<number> {
  return question({ kind: 'number', key, rule, text, unit: 'figures', whole: true, ...range });
}

/** A distance measured with the tape, 0..`max` cm. */
export function measure(key: string, rule: string, text: string, max: number, likely: number): Interview<number> {
  return question({ kind: 'number', key, rule, text, unit: 'cm', whole: false, min: 0, max, likely: Math.min(likely, max) });
}

/** One of the options; `likely` must be one of them. */
export function pickOne(key: string, rule: string, text: string, options: readonly QuestionOption[], likely: string): Interview<string> {
  if (!options.some((o) => o.id === likely)) throw new Error(`question "${key}": the likely reply "${likely}" is not among its options`);
  return question({ kind: 'one-of', key, rule, text, options, likely });
}

/** Any number of the options, none included. */
export function pickSome(key: string, rule: string, text: string, options: readonly QuestionOption[], likely: readonly string[]): Interview<readonly string[]> {
  return question({ kind: 'some-of', key, rule, text, options, likely });
}

/** Options plus a last "none" option; a candidate whose id is already "none" is a clash the caller must avoid. */
export function withNone(options: readonly QuestionOption[], label: string): QuestionOption[] {
  const clash = options.find((o) => o.id === NONE);
  if (clash) throw new Error(`"${clash.label}" has the id "${NONE}", which the interview keeps for "${label}": rename it in the scenario`);
  return [...options, { id: NONE, label }];
}
