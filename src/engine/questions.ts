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
  | (QuestionBase & { readonly kind: 'some-of'; readonly options: readonly QuestionOption[]; readonly likely: readonly string[] });

/** The reply to each kind of question. */
export interface ReplyOf {
  'yes-no': boolean;
  number: number;
  'one-of': string;
  'some-of': readonly string[];
}

/** A fact's interview: yields questions, receives replies, returns the fact's answer. */
export type Interview<T> = Generator<Question, T, unknown>;

/** Asks one question; the reply's type follows the question's kind. */
export function* question<Q extends Question>(q: Q): Interview<ReplyOf[Q['kind']]> {
  return (yield q) as ReplyOf[Q['kind']];
}

/** Why a reply does not fit its question, or null. The UI re-asks on a problem. */
export function replyProblem(q: Question, reply: unknown): string | null {
  switch (q.kind) {
    case 'yes-no':
      return typeof reply === 'boolean' ? null : 'answer yes or no';
    case 'number':
      if (typeof reply !== 'number' || !Number.isFinite(reply)) return `type a number of ${q.unit}`;
      if (q.whole && !Number.isInteger(reply)) return `a whole number of ${q.unit}`;
      if (reply < q.min || reply > q.max) return `between ${q.min} and ${q.max} ${q.unit}`;
      return null;
    case 'one-of':
      return q.options.some((o) => o.id === reply) ? null : 'pick one of the options';
    case 'some-of':
      return Array.isArray(reply) && reply.every((r) => q.options.some((o) => o.id === r)) ? null : 'pick among the options';
  }
}
