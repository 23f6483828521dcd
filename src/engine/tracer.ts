import type { BattleOutcome, Ruleset, StepInfo } from './ruleset.js';
import type { TraceEvent, TraceHeading, TraceSink } from './trace.js';

/** What a session needs to write a battle's trace: where the lines go and which battle it is. */
export interface TraceOptions {
  readonly sink: TraceSink;
  readonly heading: TraceHeading;
}

/**
 * Writes one battle's trace as the session plays it: the start, every event stamped with the
 * turn and rule of its step, the positions after each step in which anything moved or was
 * removed and after an instruction that changed them without lines of its own (only on the
 * virtual table: at a real table opfor does not see the figures), the end.
 */
export class Tracer<S> {
  private turn = 0;
  private step = 'deployment';
  private shownPositions = '';

  constructor(
    private readonly options: TraceOptions,
    private readonly ruleset: Ruleset<S>,
    private readonly state: S,
    private readonly seesTable: boolean,
  ) {
    const { table, units } = ruleset.traceUnits(state);
    this.emit([{ kind: 'start', ruleset: ruleset.id, scenario: options.heading.scenario, seed: options.heading.seed, table, units }]);
    this.positions();
  }

  /** A new step begins: the last one's positions, if anything moved, then the new stamp. */
  enterStep(step: StepInfo): void {
    this.positions();
    this.turn = step.turn;
    this.step = step.rule;
    this.emit([{ kind: 'step', title: step.title, active: step.activeSide }]);
  }

  /** An instruction changed the table without lines of its own: its positions, if they changed. */
  tableChanged(): void {
    this.positions();
  }

  /** Events of the current step. */
  emit(events: readonly TraceEvent[]): void {
    for (const event of events) this.options.sink({ turn: this.turn, step: this.step, ...event });
  }

  /** The battle is over. */
  finish(outcome: BattleOutcome): void {
    this.positions();
    this.emit([{ kind: 'end', winner: outcome.winner, turns: outcome.turns }]);
  }

  private positions(): void {
    if (!this.seesTable) return;
    const bases = this.ruleset.tracePositions(this.state);
    const shown = JSON.stringify(bases);
    if (shown === this.shownPositions) return;
    this.shownPositions = shown;
    this.emit([{ kind: 'positions', bases }]);
  }
}
