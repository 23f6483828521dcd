import { SeededDice } from '../dice/seeded-dice.js';
import type { Answering, Commander, DiceMode } from '../engine/answering.js';
import { replyProblem, type Question, type QuestionOption } from '../engine/questions.js';
import { OptionNumbers } from './option-numbers.js';
import type { LogEntry } from '../engine/event-log.js';
import { NOTE, type Choice, type Instruction, type Request } from '../engine/requests.js';
import { readSave, resumeSession, writeSave, type Checkpoint, type SaveFile } from '../engine/save.js';
import { Session } from '../engine/session.js';
import type { LoadedScenario } from '../scenario/load.js';
import { InterviewRun } from './interview-run.js';
import { TraceFile } from '../engine/trace-file.js';
import type { TraceOptions } from '../engine/tracer.js';
import { scenarioName } from '../cli/scenario-path.js';

/**
 * The instructions carried out at the table without a screen of their own (`withNext`) since the
 * player last answered something: the next prompt shows them first.
 */
export function instructionsToDo(log: readonly LogEntry[]): Instruction[] {
  const toDo: Instruction[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.kind === 'tell') {
      if (entry.instruction.withNext || entry.withNext) toDo.unshift(entry.instruction);
      else if (entry.instruction.type !== NOTE) break;
    } else if (entry.kind !== 'step' && (entry.source === 'human' || entry.source === 'physical')) break;
  }
  return toDo;
}

/**
 * A game's battle trace (`opfor play --trace FILE`): written afresh each time the battle is
 * built (a new game, a resume, an undo), so the file always holds the game as it now stands.
 */
export class GameTrace {
  private file: TraceFile | null = null;

  constructor(private readonly path: string) {}

  /** The trace of the battle about to be built, from its start. */
  next(origin: Pick<GameOrigin, 'label' | 'seed'>): TraceOptions {
    this.file?.close();
    this.file = TraceFile.open(this.path);
    return this.file.options({ scenario: scenarioName(origin.label), seed: origin.seed });
  }
}

/** How many answers back a player can take (the save keeps them too). */
const UNDO_DEPTH = 20;

/** What a game at the real table was started from: kept in every autosave. */
export interface GameOrigin {
  readonly loaded: LoadedScenario;
  /** The scenario as the player named it (shown, and saved). */
  readonly label: string;
  readonly text: string;
  readonly seed: number | string;
  /** The autosave, written after every answer. */
  readonly savePath: string;
}

/**
 * A game at the real table: the human plays their side with miniatures, opfor the other. It
 * runs the session to the next thing the human must do, turns a fact into an interview, keeps
 * the last replies as defaults, takes answers back (undo) and autosaves after every answer.
 * No terminal code: the Ink app drives it, and the tests drive it directly.
 */
export class TableGame {
  /** The interview for the fact being asked, if the pending request is an `ask`. */
  interview: InterviewRun | null = null;
  /** opfor's advice for a choice the human makes: the default offered. */
  suggestion: Choice | null = null;
  private readonly lastReplies = new Map<string, unknown>();
  /** Each reply's key and the last reply it replaced, so undo puts the earlier offer back. */
  private readonly replaced: { key: string; previous: unknown }[] = [];
  /** How many replies were kept before each undo point's answer began (beside `checkpoints`). */
  private repliesAtCheckpoint: number[] = [];
  /** How many replies were kept when the current interview began. */
  private repliesAtInterview = 0;
  /** Whether this game has written its autosave yet (after that, the file is known to be ours). */
  private saved = false;
  private readonly optionNumbers: OptionNumbers;

  private constructor(
    public session: Session<object>,
    readonly origin: GameOrigin,
    private checkpoints: Checkpoint[],
    private readonly trace: GameTrace | null,
    replies: readonly (readonly [string, unknown])[] = [],
    interviewSoFar: readonly unknown[] = [],
    numbers: SaveFile['numbers'] = [],
  ) {
    this.optionNumbers = new OptionNumbers(numbers);
    // a resumed game offers the last replies again, as before it was left
    for (const [key, value] of replies) this.lastReplies.set(key, value);
    this.run(interviewSoFar);
  }

  /** A new game: the scenario's human side is the player's, the rest opfor's, played by `commanders` (default: the scenario's). */
  static start(origin: GameOrigin, dice: DiceMode, trace: GameTrace | null = null, commanders?: Record<string, Commander>): TableGame {
    const { ruleset, scenario } = origin.loaded;
    const players = Object.fromEntries(ruleset.sides(scenario).map((s) => [s.id, s.player === 'human' ? ('human' as const) : ('ai' as const)]));
    const answering: Answering = { table: 'real', dice, players, ...(commanders ? { commanders } : {}) };
    return new TableGame(Session.start(ruleset, scenario, answering, SeededDice.fromSeed(origin.seed), null, trace?.next(origin) ?? null), origin, [], trace);
  }

  /** A game resumed from its autosave (read already, or read now), its undo points with it. */
  static resume(savePath: string, save: SaveFile = readSave(savePath), trace: GameTrace | null = null): TableGame {
    const { session, loaded } = resumeSession(save, savePath, trace?.next({ label: save.scenario.file, seed: save.seed }) ?? null);
    const origin = { loaded, label: save.scenario.file, text: save.scenario.text, seed: save.seed, savePath };
    return new TableGame(session, origin, [...(save.undo ?? [])], trace, save.replies ?? [], save.interview ?? [], save.numbers ?? []);
  }

  /** The request waiting for the human; null when the battle is over. */
  get pending(): Request | null {
    return this.session.pending;
  }

  /** What the player must do on the table before answering the prompt on screen. */
  get toDo(): Instruction[] {
    return this.pending ? instructionsToDo(this.session.log) : [];
  }

  /** The question on screen when a fact is being asked. */
  get question(): Question | null {
    return this.interview?.question ?? null;
  }

  /**
   * A list's options numbered as the list was before (`key`: the question's key or the choice's
   * purpose): a unit gone leaves a gap, the others keep their numbers.
   */
  numbered(key: string, options: readonly QuestionOption[]): QuestionOption[] {
    const numbers = this.optionNumbers.numbersFor(key, options.map((o) => o.id));
    return options.map((o) => ({ ...o, number: numbers.get(o.id)! }));
  }

  /** The reply offered for a question: the last one given to the same question, else the likeliest. */
  defaultReply(q: Question): unknown {
    const last = this.lastReplies.get(q.key);
    // the last reply may no longer fit: a unit it named has gone, a range has changed
    return last !== undefined && replyProblem(q, last) === null ? last : q.likely;
  }

  /** Answers the question on screen; when it completes the interview, the fact is answered. */
  reply(value: unknown): string | null {
    const run = this.interview;
    const q = run?.question;
    if (!run || !q) return 'no question is waiting';
    const problem = run.reply(value);
    if (problem) return problem;
    this.replaced.push({ key: q.key, previous: this.lastReplies.get(q.key) });
    this.lastReplies.set(q.key, value);
    if (run.question) {
      this.save(); // every reply is kept as it is given, the half-done interview too
      return null;
    }
    return this.answer(run.answer);
  }

  /**
   * Answers the pending request (dice faces, a choice, "done" for an instruction); returns why
   * it does not fit, or null. Nothing changes on a problem.
   */
  answer(value: unknown): string | null {
    return this.take(() => this.session.answer(value));
  }

  /** opfor throws its dice for the one throw waiting for the player's; the next ones are theirs again. */
  rollForMe(): string | null {
    return this.take(() => this.session.rollForHuman());
  }

  /** Gives the session an answer; on success keeps a checkpoint for undo and plays on. */
  private take(give: () => string | null): string | null {
    const checkpoint = this.checkpoint();
    const problem = give();
    if (problem) return problem;
    this.checkpoints = [...this.checkpoints, checkpoint].slice(-UNDO_DEPTH);
    this.repliesAtCheckpoint = [...this.repliesAtCheckpoint, this.repliesAtInterview].slice(-UNDO_DEPTH);
    this.run();
    return null;
  }

  /**
   * Takes back the last reply: within an interview, the previous question; otherwise the last
   * answer given, by replaying the battle to just before it (the dice roll again as they did).
   */
  undo(): boolean {
    if (this.interview?.back()) {
      this.forgetReplies(this.replaced.length - 1);
      return true;
    }
    const last = this.checkpoints.at(-1);
    if (!last) return false;
    const { ruleset, scenario } = this.origin.loaded;
    const answers = this.session.answers.slice(0, last.answers);
    this.session = Session.replay(ruleset, scenario, { ...this.session.answering }, last.dice, answers, last.requestsAnswered, this.trace?.next(this.origin) ?? null);
    this.checkpoints = this.checkpoints.slice(0, -1);
    this.forgetReplies(this.repliesAtCheckpoint.pop() ?? this.replaced.length);
    this.run();
    return true;
  }

  /** Takes back the replies kept since the first `keep`: each question offers again what it offered before. */
  private forgetReplies(keep: number): void {
    while (this.replaced.length > keep) {
      const { key, previous } = this.replaced.pop()!;
      if (previous === undefined) this.lastReplies.delete(key);
      else this.lastReplies.set(key, previous);
    }
  }

  /** Switches between opfor's dice and the player's; a throw waiting for typed faces is rolled at once. */
  setDice(mode: DiceMode): void {
    this.session.setDice(mode);
    this.run();
  }

  /** Writes the autosave (after every answer, and on quitting). */
  save(): void {
    writeSave(this.origin.savePath, this.session, {
      scenario: { file: this.origin.label, text: this.origin.text },
      seed: this.origin.seed,
      maxTurns: null,
      undo: this.checkpoints,
      replies: this.lastReplies,
      interview: this.interview?.given ?? [],
      numbers: this.optionNumbers.entries(),
    }, this.saved ? 'written-by-us' : 'check');
    this.saved = true;
  }

  private checkpoint(): Checkpoint {
    return { answers: this.session.answers.length, requestsAnswered: this.session.requestsAnswered, dice: this.session.diceState() };
  }

  /**
   * Plays on to the next request for the human and prepares its prompt; then autosaves.
   * `interviewSoFar`: replies already given to the first interview's questions (a resumed game).
   */
  private run(interviewSoFar: readonly unknown[] = []): void {
    const { ruleset } = this.session;
    for (;;) {
      this.session.advance();
      const request = this.session.pending;
      const state = this.session.state;
      this.interview = request?.kind === 'ask' ? new InterviewRun(() => ruleset.interview(state, request.fact, this.session.log)) : null;
      this.repliesAtInterview = this.replaced.length;
      for (const value of interviewSoFar) {
        const key = this.interview?.question?.key;
        // a reply that no longer fits (it cannot, from our own save) ends the replay there
        if (key === undefined || this.interview!.reply(value)) break;
        // taken back by undo, such a reply is not offered again
        this.replaced.push({ key, previous: undefined });
      }
      interviewSoFar = [];
      this.suggestion = this.session.advice;
      // an interview with nothing to ask (no candidates on the table) answers itself
      if (this.interview && !this.interview.question) this.session.answer(this.interview.answer, true);
      else break;
    }
    this.save();
  }
}
