import type { AnyActor } from 'xstate';
import { ReplayMismatch } from './errors.js';
import { diceTotal, facesProblem } from '../dice/dice-spec.js';
import { SeededDice, type DiceState } from '../dice/seeded-dice.js';
import type { ForcedFaces } from '../dice/forced-faces.js';
import { answeredByHuman, humanAdvised, humanAtTable, type Answering, type Commander } from './answering.js';
import { battle, persistedSnapshot, startMachine } from './battle-generator.js';
import type { LogEntry, Source } from './event-log.js';
import { NOTE, type Choice, type Instruction, type Procedure, type Request } from './requests.js';
import type { BattleOutcome, Books, Playable, Policy, StepInfo, VirtualTable } from './ruleset.js';
import { Tracer, type TraceOptions } from './tracer.js';
import type { TraceEvent } from './trace.js';

/** An answer kept in the save: the battle replays from the scenario and these. */
export interface RecordedAnswer {
  readonly kind: Request['kind'];
  readonly value: unknown;
  readonly source: Source;
}

export { ReplayMismatch } from './errors.js';

/**
 * What a session keeps in its log: `all` (the narration, the interview's and the save's reading),
 * or `choices`, only the choose entries (the tools `opfor balance` counts). A battle's log is most
 * of what a headless battle keeps alive to its end (about 0.4 MB of entries), which V8 promotes
 * to its old generation and must then mark; a balance worker that never reads it keeps only the
 * choices, so that the rest dies young. What the battle does is the same: with the virtual table
 * no rule reads the log (at a real table `carriesOutHumanChoice` does, so `choices` is refused there).
 */
export type LogKeeping = 'all' | 'choices';

/**
 * One battle in progress: runs the battle generator, answers every request it can (dice, the
 * virtual table, the AI), stops at the first request that waits for the human, records every
 * roll and human answer, and replays recorded answers to resume or undo.
 */
export class Session<S> {
  readonly log: LogEntry[] = [];
  readonly answers: RecordedAnswer[] = [];
  outcome: BattleOutcome | null = null;
  step: StepInfo | null = null;
  /** Dice thrown so far (each die counts once). */
  diceThrown = 0;
  /** Requests answered so far: a replay runs to exactly this point. */
  requestsAnswered = 0;
  /**
   * opfor's advice for the choice waiting for the human (the default offered), or null. Worked
   * out as each such choice comes, in play and in replay alike: a commander remembers what it
   * advised (its plan, a reserve it has sent in), so a game resumed from its answers must have
   * asked it the same questions to offer the same screens.
   */
  advice: Choice | null = null;
  private pendingRequest: Request | null = null;
  private readonly iterator: Procedure<BattleOutcome>;
  private readonly table: VirtualTable;
  /** At a real table, the books following what opfor tells, where the ruleset has them; null on the virtual table. */
  readonly books: Books | null;
  private replayQueue: RecordedAnswer[] = [];
  private readonly tracer: Tracer<S> | null;
  /** The policy of each side opfor plays, made on first use: a commander keeps its plan between choices. */
  private readonly policies = new Map<string, Policy<S>>();

  private constructor(
    readonly ruleset: Playable<S>,
    private readonly scenario: unknown,
    readonly state: S,
    readonly actor: AnyActor,
    readonly answering: Answering,
    private dice: SeededDice,
    private readonly forced: ForcedFaces | null,
    trace: TraceOptions | null,
    private readonly keeping: LogKeeping = 'all',
  ) {
    if (keeping !== 'all' && answering.table !== 'virtual') throw new Error(`a session at a real table keeps its whole log (asked to keep ${keeping}): the interview and the instructions shown with the next screen read it`);
    this.table = ruleset.virtualTable(state);
    this.books = answering.table === 'real' ? ruleset.books?.(state, this.table) ?? null : null;
    this.tracer = trace ? new Tracer(trace, ruleset, state, answering.table === 'virtual') : null;
    this.iterator = battle(ruleset, state, actor, (step) => {
      this.step = step;
      this.tracer?.enterStep(step);
      this.keep({ kind: 'step', step });
    });
  }

  /** Adds an entry to the log, if the session keeps entries of its kind. */
  private keep(entry: LogEntry): void {
    if (this.keeping === 'all' || entry.kind === 'choose') this.log.push(entry);
  }

  /** A new battle. `forced` faces (tests) are used before the seeded dice; `trace` writes its battle trace; `keeping`: what its log keeps. */
  static start<S, Sc>(ruleset: Playable<S, Sc>, scenario: Sc, answering: Answering, dice: SeededDice, forced: ForcedFaces | null = null, trace: TraceOptions | null = null, keeping: LogKeeping = 'all'): Session<S> {
    const session = new Session(ruleset as Playable<S>, scenario, ruleset.newBattle(scenario, humanAtTable(answering)), startMachine(ruleset, scenario), answering, dice, forced, trace, keeping);
    session.pull(undefined);
    return session;
  }

  /**
   * A battle rebuilt by replaying recorded answers up to `requestsAnswered` requests (where it
   * was saved); the dice continue from their saved state.
   */
  static replay<S, Sc>(ruleset: Playable<S, Sc>, scenario: Sc, answering: Answering, dice: DiceState, answers: readonly RecordedAnswer[], requestsAnswered: number, trace: TraceOptions | null = null): Session<S> {
    const session = new Session(ruleset as Playable<S>, scenario, ruleset.newBattle(scenario, humanAtTable(answering)), startMachine(ruleset, scenario), answering, SeededDice.restore(dice), null, trace);
    session.replayQueue = [...answers];
    session.pull(undefined);
    while (session.requestsAnswered < requestsAnswered) {
      const request = session.pendingRequest;
      if (!request) throw new ReplayMismatch(`the battle ended after ${session.requestsAnswered} of ${requestsAnswered} recorded requests`);
      session.pull(session.recorded(request) ? session.takeRecorded(request) : session.answerAutomatically(request));
    }
    if (session.replayQueue.length > 0) throw new ReplayMismatch(`${session.replayQueue.length} recorded answers were left over`);
    return session;
  }

  /** The request waiting for the human, if any. */
  get pending(): Request | null {
    return this.pendingRequest;
  }

  /**
   * Answers every request that needs no human, until one does, the battle ends, or `stop`
   * says so at a step boundary. Returns why it stopped.
   */
  advance(stop?: (step: StepInfo) => boolean): 'pending' | 'done' | 'stopped' {
    let lastStep = this.step;
    for (;;) {
      if (this.outcome) return 'done';
      if (!this.pendingRequest) throw new Error('the battle generator stopped without an outcome');
      if (this.step !== lastStep) {
        lastStep = this.step;
        if (stop && lastStep && stop(lastStep)) return 'stopped';
      }
      if (!this.answerNext()) return 'pending';
    }
  }

  /**
   * Answers the one request waiting, if nothing but opfor answers it (watch mode steps the
   * battle this way). Returns false when the battle is over or the request waits for the human.
   */
  answerNext(): boolean {
    const request = this.pendingRequest;
    if (!request || this.waits(request)) return false;
    this.pull(this.answerAutomatically(request));
    return true;
  }

  /**
   * Gives the human's answer to the pending request. Returns a message when the answer does
   * not fit (the state is then untouched), or null when it was taken. `fromBooks`: a fact the
   * human's interview answered from opfor's books, asking nothing.
   */
  answer(value: unknown, fromBooks = false): string | null {
    const request = this.pendingRequest;
    if (!request || !this.waits(request)) return 'nothing is waiting for an answer';
    const problem = this.problemWith(request, value);
    if (problem) return problem;
    this.record(request, value, fromBooks ? 'table' : request.kind === 'roll' ? 'physical' : 'human');
    this.pull(value);
    return null;
  }

  /**
   * Throws opfor's dice for the one throw waiting for the human's (they asked opfor to roll it).
   * Returns a message when no throw is waiting, or null.
   */
  rollForHuman(): string | null {
    const request = this.pendingRequest;
    if (request?.kind !== 'roll' || !answeredByHuman(request, this.answering)) return 'no throw is waiting for your dice';
    this.pull(this.answerAutomatically(request));
    return null;
  }

  /** Switches between opfor's dice and the human's real dice; takes effect at the next roll. */
  setDice(mode: Answering['dice']): void {
    this.answering.dice = mode;
  }

  /** The dice generator's state, as saved. */
  diceState(): DiceState {
    return this.dice.state();
  }

  /** The turn machine's persisted snapshot, as saved. */
  machineSnapshot(): unknown {
    return persistedSnapshot(this.actor);
  }

  private takeRecorded(request: Request): unknown {
    const recorded = this.replayQueue.shift();
    if (!recorded) throw new ReplayMismatch(`the battle asked for a ${request.kind} after the last recorded answer`);
    if (recorded.kind !== request.kind) {
      throw new ReplayMismatch(`answer ${this.answers.length + 1} was recorded for a ${recorded.kind} but the battle asked for a ${request.kind}`);
    }
    const problem = this.problemWith(request, recorded.value);
    if (problem) throw new ReplayMismatch(`answer ${this.answers.length + 1} no longer fits: ${problem}`);
    this.record(request, recorded.value, recorded.source);
    return recorded.value;
  }

  private answerAutomatically(request: Request): unknown {
    switch (request.kind) {
      case 'roll': {
        const faces = this.forced && this.forced.remaining > 0 ? this.forced.throw(request.dice) : this.dice.throw(request.dice);
        this.record(request, faces, this.forced ? 'forced' : 'app');
        return faces;
      }
      case 'ask': {
        const answer = humanAdvised(request, this.answering) ? null : this.table.answer(request.fact);
        this.keep({ kind: 'ask', purpose: request.purpose, fact: request.fact, answer, source: 'table' });
        return answer;
      }
      case 'choose': {
        const choice = this.policyOf(request.side).choose(this.state, request);
        this.record(request, choice, 'ai');
        return choice;
      }
      case 'tell':
        // at a real table the human carries it out, shown with the next prompt
        this.told(request.instruction, this.carryOut(request.instruction), answeredByHuman(request, this.answering) && this.shownWithNext(request));
        return null;
    }
  }

  /** The policy opfor plays a side with, as the answering sets it up. */
  policyOf(side: string): Policy<S> {
    let policy = this.policies.get(side);
    if (!policy) {
      const { policy: name, temperament } = commanderOf(this.ruleset, this.scenario, this.answering, side);
      policy = this.ruleset.policies[name]({ side, temperament, seed: this.dice.seed });
      this.policies.set(side, policy);
    }
    return policy;
  }

  /**
   * Whether a request waits for the human (`answeredByHuman`), save an instruction the ruleset
   * shows with the next screen (`shownWithNext`).
   */
  private waits(request: Request): boolean {
    return answeredByHuman(request, this.answering) && !this.shownWithNext(request);
  }

  /** Whether an answer goes into the save's answer list: every roll, and whatever waited for the human. */
  private recorded(request: Request): boolean {
    return request.kind === 'roll' || this.waits(request);
  }

  /** At a real table, an instruction the ruleset shows with the next screen: one of a kind it names, or one carrying out the human's choice. */
  private shownWithNext(request: Request): boolean {
    if (request.kind !== 'tell' || this.answering.table !== 'real') return false;
    return this.ruleset.shownWithNext?.(request.instruction) === true || this.carriesOutHumanChoice(request);
  }

  /** An instruction told right after a choice the human made (notes aside), where the ruleset opts in. */
  private carriesOutHumanChoice(request: Request): boolean {
    if (request.kind !== 'tell' || !this.ruleset.chosenShownWithNext || this.answering.table !== 'real') return false;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const entry = this.log[i]!;
      if (entry.kind === 'step' || (entry.kind === 'tell' && entry.instruction.type === NOTE)) continue;
      return entry.kind === 'choose' && entry.source === 'human';
    }
    return false;
  }

  private record(request: Request, value: unknown, source: Source): void {
    if (this.recorded(request)) this.answers.push({ kind: request.kind, value, source });
    switch (request.kind) {
      case 'roll': {
        const faces = value as number[];
        this.diceThrown += faces.length;
        this.keep({ kind: 'roll', purpose: request.purpose, dice: request.dice.notation, faces, source, ...(request.side ? { side: request.side } : {}) });
        break;
      }
      case 'ask':
        this.keep({ kind: 'ask', purpose: request.purpose, fact: request.fact, answer: value, source });
        break;
      case 'choose': {
        const choice = value as Choice;
        const chosen = request.options.find((o) => o.id === choice.option);
        const label = chosen?.label ?? choice.option;
        this.keep({ kind: 'choose', purpose: request.purpose, side: request.side, choice, label, source, ...(chosen?.tool ? { tool: chosen.tool } : {}) });
        break;
      }
      case 'tell':
        this.told(request.instruction, this.carryOut(request.instruction));
        break;
    }
  }

  /**
   * Carries an instruction out on the state: on the virtual table, returning what the trace
   * records of it; at a real table, where the human carries it out, on opfor's books if the
   * ruleset has books that follow it (`Books`), untraced (opfor does not see the figures there).
   */
  private carryOut(instruction: Instruction): readonly TraceEvent[] | void {
    if (this.answering.table === 'virtual') return this.table.execute(instruction, this.tracer !== null);
    this.books?.follow(instruction);
  }

  /**
   * An instruction carried out: logged, and traced with what the table did (`executed`); one the
   * table carried out without saying how (a unit appearing, a formation, a reveal) is traced by
   * the positions it leaves, if it changed them.
   */
  private told(instruction: Instruction, executed: readonly TraceEvent[] | void, withNext = false): void {
    this.keep({ kind: 'tell', instruction, ...(withNext ? { withNext: true as const } : {}) });
    if (!this.tracer) return;
    if (instruction.trace) this.tracer.emit(instruction.trace);
    if (executed && executed.length > 0) this.tracer.emit(executed);
    else if (instruction.type !== NOTE) this.tracer.tableChanged();
  }

  private problemWith(request: Request, value: unknown): string | null {
    if (request.kind === 'roll') {
      if (!Array.isArray(value)) return `${request.dice.notation}: expected the faces of the dice`;
      return facesProblem(request.dice, value as number[]);
    }
    if (request.kind === 'choose') {
      const option = (value as Partial<Choice> | null)?.option;
      return request.options.some((o) => o.id === option) ? null : `"${String(option)}" is not one of the options`;
    }
    return null;
  }

  private pull(answer: unknown): void {
    if (this.pendingRequest) this.requestsAnswered++;
    const next = this.iterator.next(answer);
    if (next.done) {
      this.outcome = next.value;
      this.tracer?.finish(next.value);
      this.pendingRequest = null;
    } else {
      this.pendingRequest = next.value;
    }
    const request = this.pendingRequest;
    this.advice = request?.kind === 'choose' && this.waits(request) ? this.advise(request) : null;
  }

  /** What the side's policy advises the human playing it (its `advise`, else its own choice). */
  private advise(request: Extract<Request, { kind: 'choose' }>): Choice {
    const policy = this.policyOf(request.side);
    return (policy.advise ?? policy.choose).call(policy, this.state, request);
  }
}

/** How opfor plays a side: as the answering says, else the commander with the scenario's temperament. */
export function commanderOf<S>(ruleset: Playable<S>, scenario: unknown, answering: Answering, side: string): Commander {
  const temperament = ruleset.sides(scenario).find((s) => s.id === side)?.temperament ?? 'measured';
  return answering.commanders?.[side] ?? { policy: 'opfor', temperament };
}

/** The total of a roll request's faces (for narration). */
export function rollTotal(request: Extract<Request, { kind: 'roll' }>, faces: readonly number[]): number {
  return diceTotal(request.dice, faces);
}
