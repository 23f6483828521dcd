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

/**
 * A list scrolled to keep the cursor in view, a heading above the first shown item of each run
 * that shares it: as many items as fit in `room` lines (at most OPTIONS_SHOWN, at least one), so
 * a long list under the moves to make stays within the screen.
 */
function listLines<T extends { readonly heading?: string }>(items: readonly T[], cursor: number, width: number, room: number, itemLines: (item: T, index: number) => PromptLine[]): PromptLine[] {
  const window = (size: number): PromptLine[] => {
    const start = Math.min(Math.max(0, cursor - Math.floor(size / 2)), Math.max(0, items.length - size));
    const end = Math.min(items.length, start + size);
    const lines = items.slice(start, end).flatMap((item, i): PromptLine[] => {
      const index = start + i;
      const heading = item.heading !== undefined && (i === 0 || items[index - 1]!.heading !== item.heading) ? wrapped(`    ${item.heading}:`, width, 'ask', '    ') : [];
      return [...heading, ...itemLines(item, index)];
    });
    if (start > 0) lines.unshift({ text: `    ↑ ${start} more`, tone: 'why' });
    if (end < items.length) lines.push({ text: `    ↓ ${items.length - end} more`, tone: 'why' });
    return lines;
  };
  for (let size = Math.min(OPTIONS_SHOWN, items.length); size > 1; size--) {
    const lines = window(size);
    if (lines.length <= room) return lines;
  }
  return window(1);
}

/** The options with the cursor's marker, their numbers right-aligned in a column as wide as the largest. */
function optionLines(options: readonly QuestionOption[], cursor: number, ticked: ((id: string) => boolean) | null, offered: string | null, width: number, room: number): PromptLine[] {
  const numberWidth = String(Math.max(0, ...options.map((o, i) => o.number ?? i + 1))).length;
  return listLines(options, cursor, width, room, (o, index) => {
    const box = ticked ? (ticked(o.id) ? '[x] ' : '[ ] ') : '';
    const head = `${index === cursor ? '>' : ' '} ${String(o.number ?? index + 1).padStart(numberWidth)} ${box}`;
    // a long label wraps under itself, so a checklist's lines read whole
    return wrapText(`${head}${o.id === offered ? '(offered) ' : ''}${o.label}`, width, ' '.repeat(head.length)).map((text): PromptLine => ({ text, tone: index === cursor ? 'chosen' : 'option' }));
  });
}

/** A screen of several numbers: each row's label, its number as typed (the cursor's with the caret) and what it allows. */
function rowLines(rows: readonly NumberRow[], entry: Entry, width: number, room: number): PromptLine[] {
  const labelWidth = Math.max(...rows.map((r) => r.label.length));
  return listLines(rows, entry.cursor, width, room, (row, index) => {
    const here = index === entry.cursor;
    const head = `${here ? '>' : ' '}   `;
    const text = `${head}${row.label.padEnd(labelWidth)}  ${entry.cells[index] ?? ''}${here ? '▏' : ' '} ${row.unit} (${row.min}-${row.max})`;
    return wrapText(text, width, ' '.repeat(head.length + 2)).map((t): PromptLine => ({ text: t, tone: here ? 'chosen' : 'option' }));
  });
}

/** At most `count` lines of a reason; one cut short ends "… (w: why)", where the whole of it is. */
function atMostLines(lines: readonly PromptLine[], count: number, width: number): PromptLine[] {
  if (lines.length <= count) return [...lines];
  const last = lines[count - 1]!;
  const more = ' … (w: why)';
  return [...lines.slice(0, count - 1), { ...last, text: `${last.text.slice(0, Math.max(0, width - more.length)).trimEnd()}${more}` }];
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
 * `height`: the lines the screen has for it, which a list of options or rows keeps within.
 */
export function promptLines(prompt: PromptModel, entry: Entry, problem: string | null, width: number, height = Infinity): PromptLine[] {
  const problemLines = problem ? wrapped(`✗ ${problem}`, width, 'error', '  ') : [];
  const lines: PromptLine[] = [];
  switch (prompt.kind) {
    case 'tell':
      lines.push(...wrapped(`▶ ON THE TABLE: ${prompt.text}`, width, 'heading', '  '));
      if (prompt.reasons.length > 0) lines.push(...atMostLines(wrapped(`why: ${whyLine(prompt.reasons)}`, width, 'why', '  '), 3, width));
      break;
    case 'dice':
      lines.push(...wrapped(`${prompt.yours ? 'Your roll: ' : 'Roll '}${prompt.notation} for ${prompt.purpose}`, width, 'heading', '  '));
      if (prompt.yours) lines.push(...wrapped('The rules make your side roll it now: throw your dice, or press r and opfor rolls it for you.', width, 'why', '  '));
      if (howToRoll(prompt.sides)) lines.push(...wrapped(`${howToRoll(prompt.sides)}.`, width, 'why', '  '));
      lines.push({ text: `faces (${prompt.count} × 1-${prompt.sides}): ${entry.typed}▏`, tone: 'input' });
      break;
    case 'choose': {
      lines.push(...wrapped(prompt.heading, width, 'heading', '  '));
      const advice = prompt.advice.length > 0 ? atMostLines(wrapped(`opfor would: ${whyLine(prompt.advice)}`, width, 'why', '  '), 2, width) : [];
      lines.push(...optionLines(prompt.options, entry.cursor, null, prompt.offered, width, height - lines.length - advice.length - problemLines.length));
      lines.push(...advice);
      break;
    }
    case 'question': {
      const q = prompt.question;
      lines.push({ text: prompt.heading.slice(0, width), tone: 'why' });
      lines.push(...wrapped(q.text, width, 'ask', '  '));
      const room = height - lines.length - problemLines.length;
      if (q.kind === 'one-of') lines.push(...optionLines(q.options, entry.cursor, null, String(prompt.offered), width, room));
      else if (q.kind === 'some-of') lines.push(...optionLines(q.options, entry.cursor, (id) => entry.picked.includes(id), null, width, room));
      else if (q.kind === 'numbers') lines.push(...rowLines(q.rows, entry, width, room));
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
