import { howToRoll } from '../../dice/how-to-roll.js';
import { wrapText } from '../wrap.js';
import { reasoningLines } from '../feed-lines.js';
import { whyLine } from '../../engine/reasons.js';
import type { NumberRow, QuestionOption } from '../../engine/questions.js';
import type { Instruction } from '../../engine/requests.js';
import type { Entry } from './keys.js';
import type { PromptModel } from './prompt-model.js';

/** A line of the prompt area and how it is shown. */
export interface PromptLine {
  readonly text: string;
  readonly tone: 'heading' | 'ask' | 'why' | 'option' | 'chosen' | 'input' | 'error' | 'result';
}

/** How many options show at once; the list scrolls with the cursor. */
const OPTIONS_SHOWN = 7;

/** Wraps text to the screen width, indenting the lines after the first. */
function wrapped(text: string, width: number, tone: PromptLine['tone'], indent = ''): PromptLine[] {
  return wrapText(text, width, indent).map((line) => ({ text: line, tone }));
}

/** The options with the cursor's marker, scrolled to keep the cursor in view. */
function optionLines(options: readonly QuestionOption[], cursor: number, ticked: ((id: string) => boolean) | null, offered: string | null, width: number): PromptLine[] {
  const { start, end } = shownRange(options.length, cursor);
  const shown = options.slice(start, end);
  // numbers right-aligned in a column as wide as the largest one
  const numberWidth = String(Math.max(0, ...options.map((o, i) => o.number ?? i + 1))).length;
  const lines = shown.flatMap((o, i): PromptLine[] => {
    const index = start + i;
    // a heading above the first shown option of each run that shares it
    const heading = o.heading !== undefined && (i === 0 || shown[i - 1]!.heading !== o.heading) ? wrapped(`    ${o.heading}:`, width, 'ask', '    ') : [];
    const box = ticked ? (ticked(o.id) ? '[x] ' : '[ ] ') : '';
    const number = o.number ?? index + 1;
    const head = `${index === cursor ? '>' : ' '} ${String(number).padStart(numberWidth)} ${box}`;
    // a long label wraps under itself, so a checklist's lines read whole
    const option = wrapText(`${head}${o.id === offered ? '(offered) ' : ''}${o.label}`, width, ' '.repeat(head.length)).map((text): PromptLine => ({ text, tone: index === cursor ? 'chosen' : 'option' }));
    return [...heading, ...option];
  });
  if (start > 0) lines.unshift({ text: `    ↑ ${start} more`, tone: 'why' });
  if (end < options.length) lines.push({ text: `    ↓ ${options.length - end} more`, tone: 'why' });
  return lines;
}

/** Which of `count` lines show, scrolled to keep the cursor in view. */
function shownRange(count: number, cursor: number): { start: number; end: number } {
  const start = Math.min(Math.max(0, cursor - Math.floor(OPTIONS_SHOWN / 2)), Math.max(0, count - OPTIONS_SHOWN));
  return { start, end: Math.min(count, start + OPTIONS_SHOWN) };
}

/**
 * A screen of several numbers: each row's label, its number as typed (the cursor's with the
 * caret) and what it allows, under its heading as a checklist's options are; scrolled as they
 * are, in a window of rows that leaves the screen's `room` lines (at least one row shows).
 */
function rowLines(rows: readonly NumberRow[], entry: Entry, width: number, room: number): PromptLine[] {
  const labelWidth = Math.max(...rows.map((r) => r.label.length));
  const window = (size: number): PromptLine[] => {
    const start = Math.min(Math.max(0, entry.cursor - Math.floor(size / 2)), Math.max(0, rows.length - size));
    const end = Math.min(rows.length, start + size);
    const lines = rows.slice(start, end).flatMap((row, i): PromptLine[] => {
      const index = start + i;
      const heading = row.heading !== undefined && (i === 0 || rows[index - 1]!.heading !== row.heading) ? wrapped(`    ${row.heading}:`, width, 'ask', '    ') : [];
      const here = index === entry.cursor;
      const head = `${here ? '>' : ' '}   `;
      const text = `${head}${row.label.padEnd(labelWidth)}  ${entry.cells[index] ?? ''}${here ? '▏' : ' '} ${row.unit} (${row.min}-${row.max})`;
      return [...heading, ...wrapText(text, width, ' '.repeat(head.length + 2)).map((t): PromptLine => ({ text: t, tone: here ? 'chosen' : 'option' }))];
    });
    if (start > 0) lines.unshift({ text: `    ↑ ${start} more`, tone: 'why' });
    if (end < rows.length) lines.push({ text: `    ↓ ${rows.length - end} more`, tone: 'why' });
    return lines;
  };
  for (let size = Math.min(OPTIONS_SHOWN, rows.length); size > 1; size--) {
    const lines = window(size);
    if (lines.length <= room) return lines;
  }
  return window(1);
}

/** The offered reply in words. */
function offeredText(prompt: Extract<PromptModel, { kind: 'question' }>): string {
  const { question, offered } = prompt;
  switch (question.kind) {
    case 'yes-no':
      return offered ? 'yes' : 'no';
    case 'number':
      return `${String(offered)} ${question.unit}`;
    default:
      return '';
  }
}

/**
 * The prompt area as lines: what to do or answer, the why, the input and any problem with it.
 * `height`: the lines the screen has for it, which a screen of several numbers keeps within.
 */
export function promptLines(prompt: PromptModel, entry: Entry, problem: string | null, width: number, height = Infinity): PromptLine[] {
  const problemLines = problem ? wrapped(`✗ ${problem}`, width, 'error', '  ') : [];
  const lines: PromptLine[] = [];
  switch (prompt.kind) {
    case 'tell':
      lines.push(...wrapped(`▶ ON THE TABLE: ${prompt.text}`, width, 'heading', '  '));
      if (prompt.reasons.length > 0) lines.push(...wrapped(`why: ${whyLine(prompt.reasons)}`, width, 'why', '  ').slice(0, 3));
      break;
    case 'dice':
      lines.push(...wrapped(`${prompt.yours ? 'Your roll: ' : 'Roll '}${prompt.notation} for ${prompt.purpose}`, width, 'heading', '  '));
      if (prompt.yours) lines.push(...wrapped('The rules make your side roll it now: throw your dice, or press r and opfor rolls it for you.', width, 'why', '  '));
      if (howToRoll(prompt.sides)) lines.push(...wrapped(`${howToRoll(prompt.sides)}.`, width, 'why', '  '));
      lines.push({ text: `faces (${prompt.count} × 1-${prompt.sides}): ${entry.typed}▏`, tone: 'input' });
      break;
    case 'choose':
      lines.push(...wrapped(prompt.heading, width, 'heading', '  '));
      lines.push(...optionLines(prompt.options, entry.cursor, null, prompt.offered, width));
      if (prompt.advice.length > 0) lines.push(...wrapped(`opfor would: ${whyLine(prompt.advice)}`, width, 'why', '  ').slice(0, 2));
      break;
    case 'question': {
      const q = prompt.question;
      lines.push({ text: prompt.heading.slice(0, width), tone: 'why' });
      lines.push(...wrapped(q.text, width, 'ask', '  '));
      if (q.kind === 'one-of') lines.push(...optionLines(q.options, entry.cursor, null, String(prompt.offered), width));
      else if (q.kind === 'some-of') lines.push(...optionLines(q.options, entry.cursor, (id) => entry.picked.includes(id), null, width));
      else if (q.kind === 'numbers') lines.push(...rowLines(q.rows, entry, width, height - lines.length - problemLines.length));
      else if (q.kind === 'number') lines.push({ text: `${entry.typed}▏ ${q.unit} (Enter: ${offeredText(prompt)})`, tone: 'input' });
      else lines.push({ text: `y / n (Enter: ${offeredText(prompt)})`, tone: 'input' });
      break;
    }
    case 'over':
      lines.push(...prompt.lines.flatMap((l) => wrapped(l, width, 'result', '    ')));
      break;
  }
  lines.push(...problemLines);
  return lines;
}

/** The instructions to carry out on the table before the prompt (`TableGame.toDo`). */
export function toDoLines(toDo: readonly Instruction[], width: number): PromptLine[] {
  return toDo.flatMap((i) => wrapped(`▶ ON THE TABLE: ${i.text}`, width, 'heading', '  '));
}

/** The "why?" panel: the full reasoning, wrapped to the width. */
export function whyLines(about: string, reasons: Parameters<typeof reasoningLines>[0], width: number): PromptLine[] {
  return [...wrapped(`Why: ${about}`, width, 'heading', '  '), ...reasoningLines(reasons).flatMap((l) => wrapped(l, width, 'why', '      '))];
}
