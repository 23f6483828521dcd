import type { PromptModel } from './prompt-model.js';
import type { QuestionOption } from '../../engine/questions.js';

/** What the player has typed or pointed at for the prompt on screen. */
export interface Entry {
  readonly cursor: number;
  readonly typed: string;
  readonly picked: readonly string[];
  /** Each row's number as typed, on a screen of several numbers (the offered ones to start with). */
  readonly cells: readonly string[];
}

/** The keys Ink reports that the prompts use. */
export interface KeyPress {
  readonly return?: boolean;
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly tab?: boolean;
  readonly shift?: boolean;
}

/** The outcome of a key: edit the entry, give an answer, or a command that works anywhere. */
export type KeyOutcome =
  | { readonly kind: 'edit'; readonly entry: Entry }
  | { readonly kind: 'submit'; readonly value: unknown }
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'ignore' };

/** The dice prompt's answer when the player lets opfor throw its dice for this one roll. */
export const ROLL_FOR_ME = 'roll-for-me';

/** The keys that work at every prompt. */
export type Command = 'undo' | 'why' | 'older' | 'newer' | 'dice' | 'quit';
/** `[` and `]` step the why panel to what was done or decided before, and back. */
export const COMMAND_KEYS: Readonly<Record<string, Command>> = { u: 'undo', w: 'why', '[': 'older', ']': 'newer', d: 'dice', q: 'quit' };

/**
 * The keystrokes in what Ink reports as one input. Keys typed fast, pasted or sent by a
 * terminal multiplexer arrive as one chunk ("523\r"); each character is a key of its own: a
 * carriage return or line feed inside the chunk is Enter, a DEL or backspace character is
 * Backspace (tmux sends "\x7f\x7f20" for two Backspaces and 20), a tab is Tab.
 */
export function keystrokes(input: string, key: KeyPress): [string, KeyPress][] {
  if (input.length <= 1) return [[input, key]];
  return [...input].map((ch): [string, KeyPress] => {
    if (ch === '\r' || ch === '\n') return ['', { return: true }];
    if (ch === '\x7f' || ch === '\b') return ['', { backspace: true }];
    if (ch === '\t') return ['', { tab: true }];
    return [ch, {}];
  });
}

/** The entry a prompt starts with: the cursor on the offered option, the offered choices picked. */
export function freshEntry(prompt: PromptModel): Entry {
  const blank = { cursor: 0, typed: '', picked: [] as string[], cells: [] as string[] };
  if (prompt.kind === 'choose') return { ...blank, cursor: Math.max(0, prompt.options.findIndex((o) => o.id === prompt.offered)) };
  if (prompt.kind !== 'question') return blank;
  const { question, offered } = prompt;
  if (question.kind === 'one-of') return { ...blank, cursor: Math.max(0, question.options.findIndex((o) => o.id === offered)) };
  if (question.kind === 'some-of') return { ...blank, picked: [...(offered as readonly string[])] };
  if (question.kind === 'numbers') return { ...blank, cells: (offered as readonly number[]).map(String) };
  return blank;
}

const NUMBER_CHARS = /^[0-9.]$/;
const FACES_CHARS = /^[0-9 ,]$/;

/**
 * A digit picks the option shown with that number (a list keeps its numbers:
 * src/play/option-numbers.ts). Past nine, digits typed one after another make one number while
 * it names an option ("1" then "2" is 12 when there is a 12, else 2); the digits so far are
 * the entry's `typed`, cleared by any other key.
 */
function digitPick(options: readonly QuestionOption[], entry: Entry, input: string): KeyOutcome | null {
  if (!/^[0-9]$/.test(input)) return null;
  const numberAt = (typed: string) => options.findIndex((o, i) => (o.number ?? i + 1) === Number(typed));
  for (const typed of [entry.typed + input, input]) {
    const at = numberAt(typed);
    if (at >= 0) return { kind: 'edit', entry: { ...entry, cursor: at, typed } };
  }
  return null;
}

/**
 * A long checklist of several units' lines (each run under its unit's heading) is crossed a
 * unit at a time: the first option of the next run (`step` 1) or of this run, or the one
 * before when the cursor already stands at its start (`step` -1). Null in a list without
 * headings.
 */
function headingStart(options: readonly QuestionOption[], cursor: number, step: 1 | -1): number | null {
  if (!options.some((o) => o.heading !== undefined)) return null;
  const startsRun = (i: number) => i === 0 || options[i]!.heading !== options[i - 1]!.heading;
  for (let i = cursor + step; i >= 0 && i < options.length; i += step) if (startsRun(i)) return i;
  return step === 1 ? cursor : 0;
}

/**
 * A key on a screen of several numbers: ↑↓ (or Tab, Shift-Tab) move between the rows; the first
 * digit typed on a row replaces its number, the next ones add to it (`typed`: what was typed on
 * the row since the cursor came to it); Enter gives every row's number. An empty row is no number.
 */
function rowsKey(rows: number, entry: Entry, input: string, key: KeyPress): KeyOutcome | null {
  const edit = (change: Partial<Entry>): KeyOutcome => ({ kind: 'edit', entry: { ...entry, ...change } });
  const cell = (text: string) => edit({ typed: text, cells: entry.cells.map((c, i) => (i === entry.cursor ? text : c)) });
  const back = key.upArrow || ((key.tab || input === '\t') && key.shift);
  if (back) return edit({ cursor: (entry.cursor + rows - 1) % rows, typed: '' });
  if (key.downArrow || key.tab || input === '\t') return edit({ cursor: (entry.cursor + 1) % rows, typed: '' });
  if (key.backspace || key.delete) return cell(entry.cells[entry.cursor]!.slice(0, -1));
  if (NUMBER_CHARS.test(input)) return cell(entry.typed + input);
  if (key.return) return { kind: 'submit', value: entry.cells.map((c) => (c.trim() === '' ? Number.NaN : Number(c))) };
  return null;
}

/** What a key does at a prompt. Pure: the screen applies the outcome. */
export function pressKey(prompt: PromptModel, entry: Entry, input: string, key: KeyPress): KeyOutcome {
  const edit = (change: Partial<Entry>): KeyOutcome => ({ kind: 'edit', entry: { ...entry, ...change } });
  const moveIn = (options: readonly QuestionOption[]): KeyOutcome | null => {
    const count = options.length;
    if (key.upArrow) return edit({ cursor: (entry.cursor + count - 1) % count, typed: '' });
    if (key.downArrow) return edit({ cursor: (entry.cursor + 1) % count, typed: '' });
    if (key.rightArrow || key.leftArrow) {
      const at = headingStart(options, entry.cursor, key.rightArrow ? 1 : -1);
      return at === null ? null : edit({ cursor: at, typed: '' });
    }
    return digitPick(options, entry, input);
  };
  const typing = (allowed: RegExp): KeyOutcome | null => {
    if (key.backspace || key.delete) return edit({ typed: entry.typed.slice(0, -1) });
    if (allowed.test(input)) return edit({ typed: entry.typed + input });
    return null;
  };

  const command = COMMAND_KEYS[input];
  switch (prompt.kind) {
    case 'tell':
      if (key.return) return { kind: 'submit', value: null };
      break;
    case 'over':
      if (key.return) return { kind: 'command', command: 'quit' };
      break;
    case 'dice': {
      if (input === 'r') return { kind: 'submit', value: ROLL_FOR_ME };
      const typed = typing(FACES_CHARS);
      if (typed) return typed;
      if (key.return) return { kind: 'submit', value: entry.typed };
      break;
    }
    case 'choose': {
      const moved = moveIn(prompt.options);
      if (moved) return moved;
      if (key.return) return { kind: 'submit', value: prompt.options[entry.cursor]!.id };
      break;
    }
    case 'question': {
      const q = prompt.question;
      if (q.kind === 'yes-no') {
        if (input === 'y') return { kind: 'submit', value: true };
        if (input === 'n') return { kind: 'submit', value: false };
        if (key.return) return { kind: 'submit', value: prompt.offered };
      } else if (q.kind === 'number') {
        const typed = typing(NUMBER_CHARS);
        if (typed) return typed;
        if (key.return) return { kind: 'submit', value: entry.typed === '' ? prompt.offered : Number(entry.typed) };
      } else if (q.kind === 'numbers') {
        const done = rowsKey(q.rows.length, entry, input, key);
        if (done) return done;
      } else if (q.kind === 'one-of') {
        const moved = moveIn(q.options);
        if (moved) return moved;
        if (key.return) return { kind: 'submit', value: q.options[entry.cursor]!.id };
      } else {
        const moved = moveIn(q.options);
        if (moved) return moved;
        if (input === ' ') {
          const id = q.options[entry.cursor]!.id;
          return edit({ picked: entry.picked.includes(id) ? entry.picked.filter((p) => p !== id) : [...entry.picked, id], typed: '' });
        }
        if (key.return) return { kind: 'submit', value: q.options.map((o) => o.id).filter((id) => entry.picked.includes(id)) };
      }
      break;
    }
  }
  return command ? { kind: 'command', command } : { kind: 'ignore' };
}

/** The keys a prompt takes, for the key bar. */
export function promptKeys(prompt: PromptModel): string {
  switch (prompt.kind) {
    case 'tell':
      return 'Enter done on the table';
    case 'over':
      return 'Enter quit';
    case 'dice':
      return 'type the faces, Enter · r opfor rolls';
    case 'choose':
      return '↑↓/number pick · Enter choose';
    case 'question':
      switch (prompt.question.kind) {
        case 'yes-no':
          return 'y yes · n no · Enter offered';
        case 'number':
          return 'type a number · Enter (empty: offered)';
        case 'one-of':
          return '↑↓/number pick · Enter';
        case 'numbers':
          return '↑↓/Tab line · type a number · Enter all';
        case 'some-of':
          return prompt.question.options.some((o) => o.heading !== undefined) ? '↑↓ line · ←→ unit · Space tick · Enter' : '↑↓/number move · Space tick · Enter';
      }
  }
}
