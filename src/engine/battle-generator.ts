import { createActor, type AnyActor, type Snapshot } from 'xstate';
import type { Procedure } from './requests.js';
import type { BattleOutcome, Ruleset, StepInfo } from './ruleset.js';

/** Raised to the host when a procedure starts: the step a status line shows. */
export interface StepStart {
  readonly kind: 'step';
  readonly step: StepInfo;
}

/**
 * The whole battle as one pull-based generator: walk the ruleset's turn machine, run the
 * procedure its current state names, send the event the procedure returns. Because it only
 * ever yields requests, a battle can pause at any question and be replayed exactly.
 */
export function* battle<S>(
  ruleset: Ruleset<S>,
  state: S,
  actor: AnyActor,
  onStep: (step: StepInfo) => void,
): Procedure<BattleOutcome> {
  for (;;) {
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'done') return ruleset.outcome(state, snapshot);
    const step = ruleset.stepInfo(snapshot);
    onStep(step);
    const event = yield* ruleset.procedure(step.procedure, state, snapshot.context);
    actor.send(event);
  }
}

/** Starts a ruleset's turn machine for a scenario. */
export function startMachine<S, Sc>(ruleset: Ruleset<S, Sc>, scenario: Sc): AnyActor {
  const actor = createActor(ruleset.machine, { input: ruleset.machineInput(scenario) });
  actor.start();
  return actor;
}

/** The machine's persisted snapshot, as saved. */
export function persistedSnapshot(actor: AnyActor): Snapshot<unknown> {
  return actor.getPersistedSnapshot() as Snapshot<unknown>;
}
