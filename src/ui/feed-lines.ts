import { narrationItems, stepHeading } from '../cli/narrate.js';
import type { LogEntry } from '../engine/event-log.js';
import type { Reason } from '../engine/reasons.js';
import { wrapText } from './wrap.js';

/** One line of the feed, with how it is shown. */
export interface FeedLine {
  readonly text: string;
  readonly tone: 'step' | 'action' | 'why' | 'detail';
}

/**
 * The last `rows` lines of the battle's events in the feed: a heading per step, each instruction
 * and its why, dice and decisions, each wrapped to the screen's `width` (its lines after the
 * first indented under it) rather than cut.
 */
export function feedLines(log: readonly LogEntry[], width: number, rows: number): FeedLine[] {
  const all = items(log);
  const shown: FeedLine[] = [];
  // only the lines that fit are wrapped, from the newest back
  for (let i = all.length - 1; i >= 0 && shown.length < rows; i--) {
    const line = all[i]!;
    const indent = ' '.repeat((/^ */.exec(line.text)?.[0].length ?? 0) + 2);
    shown.unshift(...wrapText(line.text, width, indent).map((text) => ({ text, tone: line.tone })));
  }
  return shown.slice(-rows);
}

function items(log: readonly LogEntry[]): FeedLine[] {
  return narrationItems(log).flatMap((item): FeedLine[] => {
    switch (item.kind) {
      case 'step':
        return [{ text: `── ${stepHeading(item.step)}`, tone: 'step' }];
      case 'tell':
        return [{ text: item.text, tone: 'action' }, ...(item.why ? [{ text: `   why: ${item.why}`, tone: 'why' as const }] : [])];
      case 'dice':
        return [{ text: `   dice: ${item.text}`, tone: 'detail' }];
      case 'decision':
        return [{ text: `   decision: ${item.text}`, tone: 'detail' }];
    }
  });
}

/** The full reasoning behind a decision, a line per reason with its cell, dice and inputs. */
export function reasoningLines(reasons: readonly Reason[]): string[] {
  return reasons.flatMap((r) => [
    `${r.rule}: ${r.text}`,
    ...(r.cell ? [`    table: ${r.cell}`] : []),
    ...(r.dice ? [`    dice: ${r.dice.join(', ')}`] : []),
    ...(r.inputs ? [`    inputs: ${Object.entries(r.inputs).map(([k, v]) => `${k} ${String(v)}`).join(', ')}`] : []),
  ]);
}

/** What a "why" explains: a thing done or decided, and its reasons. */
export interface Explained {
  readonly about: string;
  readonly reasons: readonly Reason[];
}

/** Everything in the log that has reasons (instructions and decisions), the newest first: what "why?" can open. */
export function explained(log: readonly LogEntry[]): Explained[] {
  const found: Explained[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.kind === 'tell' && entry.instruction.reasons.length > 0) found.push({ about: entry.instruction.text, reasons: entry.instruction.reasons });
    if (entry.kind === 'choose' && entry.choice.reasons.length > 0) found.push({ about: entry.label, reasons: entry.choice.reasons });
  }
  return found;
}
