import { SeededDice } from '../dice/seeded-dice.js';
import { opforOnly, type Commander } from '../engine/answering.js';
import type { Instruction } from '../engine/requests.js';
import { Session } from '../engine/session.js';
import type { LoadedScenario } from '../scenario/load.js';
import type { TraceOptions } from '../engine/tracer.js';

/**
 * A battle opfor plays against itself on the virtual table, a step at a time: a step runs to
 * the next instruction (a move, a removal, a narration), which the map then highlights.
 */
export class WatchedBattle {
  /** The instruction the last step ended on. */
  current: Instruction | null = null;
  /** How many steps have been shown. */
  steps = 0;

  private constructor(readonly session: Session<object>, readonly loaded: LoadedScenario, readonly seed: number) {}

  /** A new battle; `commanders` sets how opfor plays each side (default: the commander with the scenario's temperaments). */
  static start(loaded: LoadedScenario, seed: number, trace: TraceOptions | null = null, commanders?: Record<string, Commander>): WatchedBattle {
    const { ruleset, scenario } = loaded;
    const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario), commanders), SeededDice.fromSeed(seed), null, trace);
    return new WatchedBattle(session, loaded, seed);
  }

  /** Whether the battle is over. */
  get over(): boolean {
    return this.session.outcome !== null;
  }

  /** Plays to the next instruction; false when the battle was already over. */
  step(): boolean {
    if (this.over) return false;
    for (;;) {
      const from = this.session.log.length;
      if (!this.session.answerNext()) break;
      const told = this.session.log.slice(from).find((e) => e.kind === 'tell');
      if (told?.kind === 'tell') {
        this.current = told.instruction;
        break;
      }
    }
    this.steps++;
    return true;
  }
}
