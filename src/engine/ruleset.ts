import type { AnyStateMachine, AnyEventObject, SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import type { MapView } from './map-view.js';
import type { Interview } from './questions.js';
import type { LogEntry } from './event-log.js';
import type { Choice, ChooseRequest, Fact, Instruction, Procedure, SideId } from './requests.js';
import type { RefereeBook } from './referee.js';
import type { TraceBase, TraceEvent, TraceUnit } from './trace.js';
import type { TraceRules } from '../audit/check-trace.js';

/** A located problem from a scenario's cross-field checks. */
export interface CheckProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/** Per side at the end of a battle: what it started with and what is left. */
export interface SideTally {
  readonly unitsStart: number;
  readonly unitsEnd: number;
  readonly figuresStart: number;
  readonly figuresEnd: number;
}

/** How a battle ended. */
export interface BattleOutcome {
  readonly winner: SideId | 'draw';
  readonly turns: number;
  readonly why: string;
  readonly sides: Readonly<Record<SideId, SideTally>>;
}

/** Where the battle stands, for a status line: turn, phase and whose half-turn it is. */
export interface StepInfo {
  readonly procedure: string;
  readonly title: string;
  readonly rule: string;
  readonly turn: number;
  readonly activeSide: SideId | null;
}

/** Answers facts and carries out instructions on the virtual table (simulation and watch modes). */
export interface VirtualTable {
  answer(fact: Fact): unknown;
  /**
   * Carries the instruction out; returns what the battle trace records of it (a move's paths).
   * `traced` false: no trace is being written, so what it would record need not be worked out
   * (what the table does is the same either way).
   */
  execute(instruction: Instruction, traced?: boolean): readonly TraceEvent[] | void;
}

/**
 * At a real table, opfor's books following the instructions it tells. The player makes each move
 * on the real table; the books make it too, as the virtual table would, so that the commanders
 * read where the units almost certainly stand, not where the scenario deployed them. Only where
 * units stand and face: what the rules keep from the table's answers (contacts, ground crossed)
 * stays theirs, and a fact asked at the table still wins over the books.
 */
export interface Books {
  /** Whether the books carry this instruction out. */
  follows(instruction: Instruction): boolean;
  /** Carries it out on the books' positions (nothing, for one they do not follow). */
  follow(instruction: Instruction): void;
}

/** The AI: picks among legal options for a side it plays, with its reasons. */
export interface Policy<S> {
  choose(state: S, request: ChooseRequest): Choice;
  /**
   * The choice it advises a human playing the side at a real table, if not the one it would make
   * (`choose`): the same play, where an option gives several units at once what it would give
   * each (one screen for the player, where opfor playing the side gives each unit its own order
   * and reasons).
   */
  advise?(state: S, request: ChooseRequest): Choice;
  /** What the policy counts of its own play that no option shows (plan changes), for `opfor balance`. */
  tally?(): Readonly<Record<string, number>>;
}

/** How readily a side's commander charges, reveals, commits its reserve and retreats. */
export const TEMPERAMENTS = ['bold', 'measured', 'cautious'] as const;
export type Temperament = (typeof TEMPERAMENTS)[number];

/**
 * How one side's AI is set up for one battle. A policy may keep memory (a plan) between
 * choices: a session makes its own, and replays ask it the same questions in the same order.
 */
export interface PolicySetup {
  readonly side: SideId;
  readonly temperament: Temperament;
  /** The battle's seed: a plan varies with it, and a replay draws the same. */
  readonly seed: string;
}

/** Makes a side's policy for one battle. */
export type PolicyFactory<S> = (setup: PolicySetup) => Policy<S>;

/** The policies every ruleset's AI offers: the commander, a random legal choice, and one that stands still. */
export const POLICY_NAMES = ['opfor', 'random', 'passive'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/**
 * A ruleset as the engine sees it: a declarative object that does no I/O. The engine walks its
 * turn machine, runs the procedure each state names in its `meta.procedure`, and sends the
 * event the procedure returns.
 */
export interface Ruleset<S, Sc = unknown> {
  readonly id: string;
  readonly name: string;
  /**
   * Which request flow a save of this ruleset replays under; every save records it. Bump it
   * whenever a change to the rules code changes the requests a battle yields for the same
   * answers (which requests, their order, their options, the shape of their answers) or the
   * battle state a replay reaches, so that older saves no longer replay: the user is then told
   * the save was made by an older opfor, rather than that it is damaged.
   */
  readonly replayVersion: number;
  /**
   * At a real table, an instruction that carries out what the human has just chosen (the first
   * thing told after their choice, notes aside: the move of the order they gave) needs no screen
   * of its own: it is shown with the next thing they must do, as a `withNext` one is. A ruleset
   * whose instructions after a choice only say how far the chosen move goes opts in.
   */
  readonly chosenShownWithNext?: boolean;
  /**
   * At a real table, whether an instruction needs no screen of its own whatever came before it
   * (opfor's moves, whose text says who goes where and how far): it is shown with the next thing
   * the player must do, as a `withNext` one is, and its reasons stay in the why panel.
   */
  shownWithNext?(instruction: Instruction): boolean;
  /**
   * At a real table, how opfor's books follow what it tells (`Books`), carried out with `table`,
   * the virtual table on the battle state. Absent: the books keep every unit where it was placed.
   */
  books?(state: S, table: VirtualTable): Books;
  /** Validates the ruleset-specific part of a scenario file. */
  readonly scenarioSchema: z.ZodType<Sc>;
  /** Cross-field checks the schema cannot express (references between units, features); located messages. */
  checkScenario(scenario: Sc): CheckProblem[];
  /**
   * The opening state. `atTable`: the sides a human plays at a real table (`humanAtTable`), whose
   * choices a ruleset may offer in fewer screens there; what the battle does with an answer must
   * not depend on it.
   */
  newBattle(scenario: Sc, atTable?: readonly SideId[]): S;
  readonly machine: AnyStateMachine;
  machineInput(scenario: Sc): unknown;
  procedure(name: string, state: S, context: SnapshotFrom<AnyStateMachine>['context']): Procedure<AnyEventObject>;
  virtualTable(state: S): VirtualTable;
  stepInfo(snapshot: SnapshotFrom<AnyStateMachine>): StepInfo;
  outcome(state: S, snapshot: SnapshotFrom<AnyStateMachine>): BattleOutcome;
  /**
   * A fact as a short interview of simple questions, for a human measuring at a real table.
   * `history`: the battle's log so far (what opfor told the table and was told), from which the
   * books may know an answer, or a likelier reply; absent or null when it is not at hand.
   */
  interview(state: S, fact: Fact, history?: readonly LogEntry[] | null): Interview<unknown>;
  /** The heading of a fact's interview: what is being asked and the rule that needs it. */
  describeFact(state: S, fact: Fact): { title: string; rule: string };
  /** The table as the map draws it, the units `focus` is about highlighted. */
  mapView(state: S, focus: Instruction | null): MapView;
  /** The battle trace's start line: the table's size and every unit (a leader is a unit of his own). */
  traceUnits(state: S): { table: { width: number; depth: number }; units: TraceUnit[] };
  /** Every base on the virtual table as it stands, for the trace's positions lines. */
  tracePositions(state: S): TraceBase[];
  /** What the trace checker holds a battle of this scenario to: contact, the melee step, the ruleset's own invariants. */
  traceRules(scenario: Sc): TraceRules;
  /** The sides in scenario order, with who each is by default and its commander's temperament. */
  sides(scenario: Sc): { id: SideId; name: string; player: 'human' | 'opfor'; temperament: Temperament }[];
}

/**
 * A ruleset as the registry joins it to its AI (ruleset code never imports its policies) and
 * to its referee book: what every command plays.
 */
export interface Playable<S, Sc = unknown> extends Ruleset<S, Sc> {
  readonly policies: Readonly<Record<PolicyName, PolicyFactory<S>>>;
  readonly referee: RefereeBook;
}
