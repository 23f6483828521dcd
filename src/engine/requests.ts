import type { DiceSpec } from '../dice/dice-spec.js';
import type { Reason } from './reasons.js';
import type { TraceEvent } from './trace.js';

/** A side's id as the scenario names it. */
export type SideId = string;

/** A question about the table, as a ruleset lists it: `id` names the fact, the rest are its parameters. */
export interface Fact {
  readonly id: string;
}

/**
 * An option offered to a side: `id` is what is chosen; `label` is how the UI shows it;
 * `meaning` is what choosing it does, typed by the ruleset's decision catalogue, for the AI
 * (which reads neither ids nor labels); `tool` names the rulebook tool it uses (a charge, a
 * reveal, a messenger), which `opfor balance` counts.
 */
export interface Option<M = unknown> {
  readonly id: string;
  readonly label: string;
  readonly meaning?: M;
  readonly tool?: string;
  /**
   * Does at once what other options of the choice do one at a time (several units' orders, several
   * purchases): offered to spare a player screens. A random policy leaves it out, so that its draw
   * stays one over distinct plays.
   */
  readonly shortcut?: true;
}

/**
 * What a choice is about, from the ruleset's catalogue of decisions: its kind and the units it
 * concerns (scenario ids; the first is the one deciding, when one unit does).
 */
export interface Decision<K extends string = string> {
  readonly kind: K;
  readonly units: readonly string[];
}

/**
 * A choose request of a ruleset's decision catalogue `C` (decision kind → option meaning): its
 * decision's kind fixes the type of its options' meanings, so a policy switching on the kind
 * reads each option's meaning typed.
 */
export type DecisionRequest<C> = {
  // Omit, not a bare intersection: an intersection of the two option arrays would read untyped meanings.
  [K in keyof C & string]: Omit<ChooseRequest, 'decision' | 'options'> & { readonly decision: Decision<K>; readonly options: readonly (Option<C[K]> & { readonly meaning: C[K] })[] };
}[keyof C & string];

/** The instruction type of a narration that asks nothing of the table. */
export const NOTE = 'note';

/** Something to do or tell on the table: a move, a removal, a narration (type `note`). */
export interface Instruction {
  readonly type: string;
  /** The player-facing sentence: "Impi 2: advance 25 cm towards B Company". */
  readonly text: string;
  readonly reasons: readonly Reason[];
  /**
   * At a real table, not waited for on a screen of its own but shown with the next thing the
   * player must do, which answering confirms (a move, and the "whom does it touch?" after it).
   */
  readonly withNext?: boolean;
  /** What the battle trace records of it (a shot's distance, band and dice; a melee's result). */
  readonly trace?: readonly TraceEvent[];
}

/**
 * What rules code asks of the world. Rules never read a keyboard, a clock or a random source:
 * they yield these, and a driver answers them (dice, the virtual table or the human, the AI
 * policy or the human, a narration or the table executing a move).
 */
export type Request =
  | { readonly kind: 'roll'; readonly dice: DiceSpec; readonly purpose: string; readonly side?: SideId }
  /** `advises`: asked only to inform that side's AI; when the human plays the side it is not asked, and answers null. */
  | { readonly kind: 'ask'; readonly fact: Fact; readonly purpose: string; readonly advises?: SideId }
  | ChooseRequest
  | { readonly kind: 'tell'; readonly instruction: Instruction };

/** A side's choice among legal options, with what the choice is about. */
export interface ChooseRequest {
  readonly kind: 'choose';
  readonly side: SideId;
  readonly options: readonly Option[];
  readonly purpose: string;
  readonly decision: Decision;
}

/** The answer to a `choose`: the option picked and why. */
export interface Choice {
  readonly option: string;
  readonly reasons: readonly Reason[];
}

/** The answer to each kind of request. */
export interface AnswerOf {
  roll: number[];
  ask: unknown;
  choose: Choice;
  tell: null;
}

/** A rules procedure: yields requests, receives their answers, returns its result. */
export type Procedure<T> = Generator<Request, T, unknown>;

/** Throws dice; returns the faces. */
export function* roll(dice: DiceSpec, purpose: string, side?: SideId): Procedure<number[]> {
  return (yield side === undefined ? { kind: 'roll', dice, purpose } : { kind: 'roll', dice, purpose, side }) as number[];
}

/** Asks a fact about the table. The caller states the answer's type, which the ruleset's fact catalogue fixes. */
export function* ask<T>(fact: Fact, purpose: string): Procedure<T> {
  return (yield { kind: 'ask', fact, purpose }) as T;
}

/**
 * Asks a fact only the side's AI needs for its next choice; null when the human plays the side,
 * who sees the table and is not asked.
 */
export function* advice<T>(fact: Fact, side: SideId, purpose: string): Procedure<T | null> {
  return (yield { kind: 'ask', fact, purpose, advises: side }) as T | null;
}

/** Asks a side to choose among legal options; `decision` says what about, for the AI. */
export function* choose(side: SideId, options: readonly Option[], purpose: string, decision: Decision): Procedure<Choice> {
  if (options.length === 0) throw new Error(`choose "${purpose}" was offered no options: offer at least one`);
  return (yield { kind: 'choose', side, options, purpose, decision }) as Choice;
}

/** Tells the table (the human, or the virtual table) to carry out an instruction. */
export function* tell(instruction: Instruction): Procedure<void> {
  yield { kind: 'tell', instruction };
}
