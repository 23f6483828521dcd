import { SeededDice } from '../dice/seeded-dice.js';
import { opforOnly, type Commander } from '../engine/answering.js';
import type { LogEntry } from '../engine/event-log.js';
import type { SideId } from '../engine/requests.js';
import { Session } from '../engine/session.js';
import type { LoadedScenario } from '../scenario/load.js';

/** What `opfor balance` keeps of one battle: who won, and how often each side used each rulebook tool. */
export interface BattleResult {
  readonly winner: SideId | 'draw';
  /** Per side: rulebook tool (as the ruleset names it: `charge`, `reveal`...) → times chosen; plus `planChanges`. */
  readonly toolbox: Readonly<Record<SideId, Readonly<Record<string, number>>>>;
}

/**
 * Plays one battle headless to its end, opfor's AI on every side with the given commanders
 * (every side named), on the virtual table with dice seeded by `seed`.
 */
export function playBattle(loaded: LoadedScenario, seed: number, commanders: Readonly<Record<SideId, Commander>>): BattleResult {
  const { ruleset, scenario } = loaded;
  const sides = ruleset.sides(scenario);
  // Only the choices are logged: the toolbox is all a balance run reads of a battle (LogKeeping).
  const session = Session.start(ruleset, scenario, opforOnly(sides, { ...commanders }), SeededDice.fromSeed(seed), null, null, 'choices');
  if (session.advance() !== 'done' || !session.outcome) throw new Error(`balance: battle ${seed} stopped before its end although the AI plays every side`);
  const toolbox = Object.fromEntries(sides.map((s) => [s.id, toolsUsed(session.log, s.id, session.policyOf(s.id).tally?.() ?? {})]));
  return { winner: session.outcome.winner, toolbox };
}

/** The tools a side's choices used (the log's choose entries' `tool`), and the policy's own counts (plan changes). */
function toolsUsed(log: readonly LogEntry[], side: SideId, policyCounts: Readonly<Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = { ...policyCounts };
  for (const entry of log) {
    if (entry.kind === 'choose' && entry.side === side && entry.tool !== undefined) counts[entry.tool] = (counts[entry.tool] ?? 0) + 1;
  }
  return counts;
}
