import type { BattleOutcome } from '../engine/ruleset.js';
import type { Session } from '../engine/session.js';

/**
 * The battle's result, if it is over: the rules' own outcome, or, when `maxTurns` stopped it
 * at the start of turn maxTurns + 1, the ruleset's outcome at that point with `turns` capped.
 */
export function finalOutcome(session: Session<object>, maxTurns: number | null): BattleOutcome | null {
  if (session.outcome) return session.outcome;
  if (maxTurns === null || !session.step || session.step.turn <= maxTurns) return null;
  const standing = session.ruleset.outcome(session.state, session.actor.getSnapshot());
  return { ...standing, turns: maxTurns, why: `stopped after turn ${maxTurns} (--max-turns); standing then: ${standing.why}` };
}

/** The title every scenario file has (the shared header), for headings and JSON. */
export function scenarioTitle(scenario: unknown): string {
  const title = (scenario as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : '(untitled)';
}

/** The one-line JSON `opfor simulate --json` prints, keys in a fixed order (`saved` last, when a save was written). */
export function resultJson(fields: {
  ruleset: string;
  scenario: string;
  title: string;
  seed: number | string;
  outcome: BattleOutcome;
  rolls: number;
  saved?: string | undefined;
}): string {
  const { outcome } = fields;
  return JSON.stringify({
    ruleset: fields.ruleset,
    scenario: fields.scenario,
    title: fields.title,
    seed: fields.seed,
    winner: outcome.winner,
    turns: outcome.turns,
    why: outcome.why,
    sides: Object.fromEntries(
      Object.entries(outcome.sides).map(([id, t]) => [id, { unitsStart: t.unitsStart, unitsEnd: t.unitsEnd, figuresStart: t.figuresStart, figuresEnd: t.figuresEnd }]),
    ),
    rolls: fields.rolls,
    ...(fields.saved === undefined ? {} : { saved: fields.saved }),
  });
}
