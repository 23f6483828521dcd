import { question, replyProblem, type Interview, type NumberRow, type QuestionOption } from './questions.js';

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

/** A row of a screen of several numbers, with the number it likely holds. */
export type LikelyRow = NumberRow & { readonly likely: number };

/**
 * Several numbers on one screen, one a row (how many figures reach each group, how far each
 * is). The rows' likely numbers must fit together: they are the reply offered first.
 */
export function rowsOfNumbers(key: string, rule: string, text: string, rows: readonly LikelyRow[]): Interview<readonly number[]> {
  const q = { kind: 'numbers' as const, key, rule, text, rows: rows.map(({ likely: _, ...row }) => row), likely: rows.map((r) => r.likely) };
  const unfit = replyProblem(q, q.likely);
  if (unfit) throw new Error(`question "${key}": its likely numbers do not fit its rows (${unfit})`);
  return question(q);
}

/** A row of figures counted, `min`..`max`, for `rowsOfNumbers`. */
export function countRow(id: string, label: string, range: { min: number; max: number; likely: number }, heading?: string): LikelyRow {
  return { id, label, unit: 'figures', whole: true, ...range, ...(heading === undefined ? {} : { heading }) };
}

/** A row of a distance measured with the tape, 0..`max` cm, for `rowsOfNumbers`. */
export function measureRow(id: string, label: string, max: number, likely: number, heading?: string): LikelyRow {
  return { id, label, unit: 'cm', whole: false, min: 0, max, likely: Math.min(likely, max), ...(heading === undefined ? {} : { heading }) };
}

/** Options plus a last "none" option; a candidate whose id is already "none" is a clash the caller must avoid. */
export function withNone(options: readonly QuestionOption[], label: string): QuestionOption[] {
  const clash = options.find((o) => o.id === NONE);
  if (clash) throw new Error(`"${clash.label}" has the id "${NONE}", which the interview keeps for "${label}": rename it in the scenario`);
  return [...options, { id: NONE, label }];
}
