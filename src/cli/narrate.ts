import type { LogEntry } from '../engine/event-log.js';
import { whyLine } from '../engine/reasons.js';
import type { BattleOutcome, StepInfo } from '../engine/ruleset.js';
import type { Session } from '../engine/session.js';

/** `Turn 2 · zulus · Step 2: movement and charges (T5.1(2))`: where a step stands in the battle. */
export function stepHeading(step: StepInfo, withTurn = true): string {
  const parts = [...(withTurn ? [`Turn ${step.turn}`] : []), ...(step.activeSide ? [step.activeSide] : []), `${step.title} (${step.rule})`];
  return parts.join(' · ');
}

/** One narrated event of the log: a step starting, an instruction with its why, dice, an AI decision. */
export type NarrationItem =
  | { readonly kind: 'step'; readonly step: StepInfo }
  | { readonly kind: 'tell'; readonly text: string; readonly why: string | null }
  | { readonly kind: 'dice'; readonly text: string }
  | { readonly kind: 'decision'; readonly text: string };

/**
 * The narrated events of `log` entries `from` (inclusive) to `to` (exclusive). Table
 * questions (asks) are left out: the instructions carry their answers.
 */
export function narrationItems(log: readonly LogEntry[], from = 0, to = log.length): NarrationItem[] {
  const items: NarrationItem[] = [];
  for (const entry of log.slice(from, to)) {
    switch (entry.kind) {
      case 'step':
        items.push({ kind: 'step', step: entry.step });
        break;
      case 'tell': {
        const why = entry.instruction.reasons.length > 0 ? whyLine(entry.instruction.reasons) : null;
        items.push({ kind: 'tell', text: entry.instruction.text, why });
        break;
      }
      case 'roll': {
        const by = entry.source === 'app' ? '' : entry.source === 'physical' ? ' (typed)' : ` (${entry.source})`;
        items.push({ kind: 'dice', text: `${entry.purpose}: ${entry.faces.join(', ')}${by}` });
        break;
      }
      case 'choose': {
        const why = entry.choice.reasons.length > 0 ? ` — ${whyLine(entry.choice.reasons)}` : '';
        items.push({ kind: 'decision', text: `${entry.label}${why}` });
        break;
      }
      case 'ask':
        break;
    }
  }
  return items;
}

/** The battle told in plain text: a header per step, each instruction with its why, dice and decisions indented. */
export function narrateText(log: readonly LogEntry[], from = 0, to = log.length): string[] {
  return narrationItems(log, from, to).flatMap((item): string[] => {
    switch (item.kind) {
      case 'step':
        return ['', stepHeading(item.step)];
      case 'tell':
        return item.why ? [item.text, `    why: ${item.why}`] : [item.text];
      case 'dice':
        return [`    dice: ${item.text}`];
      case 'decision':
        return [`    decision: ${item.text}`];
    }
  });
}

/**
 * The battle told in Markdown: a section per turn, a sub-heading per step that did something,
 * a bullet per event, each instruction's why under it.
 */
export function narrateMarkdown(log: readonly LogEntry[], to = log.length): string[] {
  const lines: string[] = [];
  let turn: number | null = null;
  let heading: StepInfo | null = null;
  for (const item of narrationItems(log, 0, to)) {
    if (item.kind === 'step') {
      heading = item.step;
      continue;
    }
    if (heading) {
      if (heading.turn !== turn) lines.push('', `### Turn ${(turn = heading.turn)}`);
      lines.push('', `#### ${stepHeading(heading, false)}`, '');
      heading = null;
    }
    switch (item.kind) {
      case 'tell':
        lines.push(`- ${item.text}`, ...(item.why ? [`  - *why:* ${item.why}`] : []));
        break;
      case 'dice':
        lines.push(`- *dice:* ${item.text}`);
        break;
      case 'decision':
        lines.push(`- *decision:* ${item.text}`);
        break;
    }
  }
  return lines;
}

/** "Turn 3 · zulus · Step 2: movement (T5.1(2))" for where a session stands, or how it ended. */
export function whereNow(session: Session<object>): string {
  if (session.outcome) return `over after turn ${session.outcome.turns}`;
  return session.step ? stepHeading(session.step) : 'set-up';
}

/** A finished session's result lines, naming the sides as the scenario does. */
export function sessionResult(session: Session<object>, scenario: unknown): string[] {
  const names = Object.fromEntries(session.ruleset.sides(scenario).map((s) => [s.id, s.name]));
  return resultText(session.outcome!, names);
}

/** `Result: zulus win after 5 turns — British in retreat (T34)` and a line per side. */
export function resultText(outcome: BattleOutcome, sideNames: Readonly<Record<string, string>> = {}): string[] {
  const name = (id: string) => sideNames[id] ?? id;
  const head = outcome.winner === 'draw' ? 'a draw' : `${name(outcome.winner)} win`;
  return [
    `Result: ${head} after ${outcome.turns} ${outcome.turns === 1 ? 'turn' : 'turns'} — ${outcome.why}`,
    ...Object.entries(outcome.sides).map(
      ([id, t]) => `    ${name(id)}: units ${t.unitsStart} → ${t.unitsEnd}, figures ${t.figuresStart} → ${t.figuresEnd}`,
    ),
  ];
}

/**
 * Where the played part of a log ends: a battle stopped at a step boundary has logged the
 * start of a step it did not play, which narration leaves out.
 */
export function playedUntil(log: readonly LogEntry[], finishedByRules: boolean): number {
  return !finishedByRules && log.at(-1)?.kind === 'step' ? log.length - 1 : log.length;
}
