/**
 * How a fact is asked of a human at a real table: a ruleset turns each fact of its catalogue
 * into a short interview of simple questions, and the UI asks them one at a time without
 * knowing the ruleset. The interview assembles the fact's typed answer from the replies.
 */

/** A choice offered in a question: `id` is the reply, `label` how it is shown. */
export interface QuestionOption {
  readonly id: string;
  readonly label: string;
  /** The number it is shown and picked by, when the list keeps its numbers (src/play/option-numbers.ts); else its place. */
  readonly number?: number;
  /**
   * What the option is about, when a list holds several things' options (a checklist of each
   * target's distance and cover): shown once above a run of options with the same heading, the
   * label reading under it ("uThulwana" above "soft cover").
   */
  readonly heading?: string;
}

/**
 * One line of a screen of several numbers (`numbers`): a count or a distance about one thing of
 * several (each group a unit may charge: how many figures reach it, how far it is).
 */
export interface NumberRow {
  /** Stable within the question: the interview reads the reply's numbers by the rows' order, tests and helpers by this. */
  readonly id: string;
  /** What the row is about, shown once above a run of rows with the same heading (as a checklist's options). */
  readonly heading?: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  readonly whole: boolean;
  /**
   * The id of a row above whose number this one's includes, so it is at least that one's: a
   * tape read outward counts the nearer figures again ("within 90 cm" includes "within 30 cm").
   */
  readonly atLeast?: string;
}

interface QuestionBase {
  /**
   * Stable across turns for "the same question" (e.g. `risk-situation/impi-2/cover`): the UI
   * offers the last reply given under this key as the default, else `likely`.
   */
  readonly key: string;
  /** One line, naming units as the scenario names them. */
  readonly text: string;
  /** The rule that needs the answer, e.g. "T24.1". */
  readonly rule: string;
}

/** One simple question; the reply's type follows the kind. */
export type Question =
  | (QuestionBase & { readonly kind: 'yes-no'; readonly likely: boolean })
  | (QuestionBase & { readonly kind: 'number'; readonly min: number; readonly max: number; readonly unit: string; readonly whole: boolean; readonly likely: number })
  | (QuestionBase & { readonly kind: 'one-of'; readonly options: readonly QuestionOption[]; readonly likely: string })
  | (QuestionBase & { readonly kind: 'some-of'; readonly options: readonly QuestionOption[]; readonly likely: readonly string[] })
  /** Several numbers on one screen, one a row; the reply (and `likely`) holds them in the rows' order. */
  | (QuestionBase & { readonly kind: 'numbers'; readonly rows: readonly NumberRow[]; readonly likely: readonly number[] });

/** The reply to each kind of question. */
export interface ReplyOf {
  'yes-no': boolean;
  number: number;
  'one-of': string;
  'some-of': readonly string[];
  numbers: readonly number[];
}

/** A fact's interview: yields questions, receives replies, returns the fact's answer. */
export type Interview<T> = Generator<Question, T, unknown>;

/** Asks one question; the reply's type follows the question's kind. */
export function* question<Q extends Question>(q: Q): Interview<ReplyOf[Q['kind']]> {
  return (yield q) as ReplyOf[Q['kind']];
}

/** Why a number does not fit its range, or null. */
function numberProblem(spec: { readonly min: number; readonly max: number; readonly unit: string; readonly whole: boolean }, reply: unknown): string | null {
  if (typeof reply !== 'number' || !Number.isFinite(reply)) return `type a number of ${spec.unit}`;
  if (spec.whole && !Number.isInteger(reply)) return `a whole number of ${spec.unit}`;
  if (reply < spec.min || reply > spec.max) return `between ${spec.min} and ${spec.max} ${spec.unit}`;
  return null;
}

/** A row as a problem names it: its heading and label. */
export function rowName(row: NumberRow): string {
  return row.heading === undefined ? row.label : `${row.heading}, ${row.label}`;
}

/** Why a screen of several numbers' reply does not fit, naming the first row that does not. */
function rowsProblem(rows: readonly NumberRow[], reply: unknown): string | null {
  if (!Array.isArray(reply) || reply.length !== rows.length) return `give a number on each of the ${rows.length} lines`;
  for (const [i, row] of rows.entries()) {
    const problem = numberProblem(row, reply[i]);
    if (problem) return `${rowName(row)}: ${problem}`;
    const above = row.atLeast === undefined ? -1 : rows.findIndex((r) => r.id === row.atLeast);
    if (above >= 0 && (reply[i] as number) < (reply[above] as number)) return `${rowName(row)}: at least ${String(reply[above])} ${row.unit}, as it counts those ${rows[above]!.label} too`;
  }
  return null;
}

/** Why a reply does not fit its question, or null. The UI re-asks on a problem. */
export function replyProblem(q: Question, reply: unknown): string | null {
  switch (q.kind) {
    case 'yes-no':
      return typeof reply === 'boolean' ? null : 'answer yes or no';
    case 'number':
      return numberProblem(q, reply);
    case 'numbers':
      return rowsProblem(q.rows, reply);
    case 'one-of':
      return q.options.some((o) => o.id === reply) ? null : 'pick one of the options';
    case 'some-of':
      return Array.isArray(reply) && reply.every((r) => q.options.some((o) => o.id === r)) ? null : 'pick among the options';
  }
}
