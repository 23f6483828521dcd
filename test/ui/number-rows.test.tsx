import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { NumberRow, Question } from '../../src/engine/questions.js';
import { TableGame } from '../../src/play/table-game.js';
import { GameScreen } from '../../src/ui/play/GameScreen.js';
import { freshEntry, keystrokes, pressKey, promptKeys, type Entry, type KeyPress } from '../../src/ui/play/keys.js';
import { promptLines } from '../../src/ui/play/prompt-lines.js';
import type { PromptModel } from '../../src/ui/play/prompt-model.js';
import { themeFor } from '../../src/ui/theme.js';
import { ENTER, frame, press, settle, UP } from '../helpers/ink.js';
import { tableGame, until } from '../helpers/table-game.js';

const DOWN = '\u001B[B';
const TAB = '\t';

/** A unit's charge reach as the rows of one screen: each group's count and distance under its name. */
const reachRows = (...groups: string[]): NumberRow[] => groups.flatMap((g) => [
  { id: `${g}/chargers`, heading: g, label: 'figures that reach it', unit: 'figures', whole: true, min: 1, max: 6 },
  { id: `${g}/distance`, heading: g, label: 'how far it is', unit: 'cm', whole: false, min: 0, max: 25 },
]);

function promptOf(rows: readonly NumberRow[], offered: readonly number[]): PromptModel {
  const question: Question = { kind: 'numbers', key: 'k', rule: 'T31.2', text: 'For each enemy unit in reach:', rows, likely: offered };
  return { kind: 'question', heading: 'T31.2 Who can charge', question, offered };
}

/** Presses keys in turn from the fresh entry; returns the last outcome and the entry it leaves. */
function keys(prompt: PromptModel, ...pressed: [string, KeyPress][]) {
  let entry: Entry = freshEntry(prompt);
  let outcome = pressKey(prompt, entry, '', {});
  for (const [input, key] of pressed) {
    outcome = pressKey(prompt, entry, input, key);
    if (outcome.kind === 'edit') entry = outcome.entry;
  }
  return { outcome, entry };
}

describe('a screen of several numbers: keys', () => {
  const prompt = promptOf(reachRows('North wall', 'Store party'), [6, 25, 6, 25]);

  it('starts on the first row with the offered numbers; the first digit replaces a row, the next ones add to it', () => {
    expect(freshEntry(prompt)).toMatchObject({ cursor: 0, cells: ['6', '25', '6', '25'] });
    expect(keys(prompt, ['4', {}]).entry.cells).toEqual(['4', '25', '6', '25']);
    expect(keys(prompt, [DOWN, { downArrow: true }], ['1', {}], ['2', {}], ['.', {}], ['5', {}]).entry.cells).toEqual(['6', '12.5', '6', '25']);
    // backspace takes the last digit off the row's number, and digits then add to what is left
    expect(keys(prompt, [DOWN, { downArrow: true }], ['', { backspace: true }], ['0', {}]).entry.cells).toEqual(['6', '20', '6', '25']);
  });

  it('↓ and Tab move down, ↑ and Shift-Tab up, round the ends; a row left and come back to is replaced again', () => {
    expect(keys(prompt, [TAB, { tab: true }], [TAB, { tab: true }]).entry.cursor).toBe(2);
    expect(keys(prompt, ['', { upArrow: true }]).entry.cursor).toBe(3);
    expect(keys(prompt, [TAB, { tab: true, shift: true }]).entry.cursor).toBe(3);
    expect(keys(prompt, ['3', {}], [DOWN, { downArrow: true }], [UP, { upArrow: true }], ['5', {}]).entry.cells[0]).toBe('5');
  });

  it('keys arriving in one chunk (tmux send-keys BSpace BSpace 2 0 Tab) keep their Backspaces and Tab', () => {
    const pressed = keystrokes('\x7f\x7f20\t', {});
    expect(pressed).toEqual([['', { backspace: true }], ['', { backspace: true }], ['2', {}], ['0', {}], ['', { tab: true }]]);
    const typed = keys(prompt, [DOWN, { downArrow: true }], ...pressed);
    expect(typed.entry.cells).toEqual(['6', '20', '6', '25']);
    expect(typed.entry.cursor).toBe(2);
  });

  it('Enter gives every row its number, in the rows\' order; a row left empty is no number', () => {
    expect(keys(prompt, ['4', {}], ['', { return: true }]).outcome).toEqual({ kind: 'submit', value: [4, 25, 6, 25] });
    const empty = keys(prompt, ['', { backspace: true }], ['', { return: true }]).outcome;
    expect(empty.kind === 'submit' && Number.isNaN((empty.value as number[])[0])).toBe(true);
    // the commands still work
    expect(keys(prompt, ['q', {}]).outcome).toEqual({ kind: 'command', command: 'quit' });
    expect(promptKeys(prompt)).toBe('↑↓/Tab line · type a number · Enter all');
  });
});

describe('a screen of several numbers: lines', () => {
  const shown = (prompt: PromptModel, cursor: number, height = Infinity, problem: string | null = null) =>
    promptLines(prompt, { ...freshEntry(prompt), cursor }, problem, 80, height).map((l) => l.text.trimEnd());

  it('lists the rows under their headings, the cursor\'s with the caret, each with what it allows', () => {
    expect(shown(promptOf(reachRows('North wall', 'Store party'), [6, 25, 6, 25]), 1)).toEqual([
      'T31.2 Who can charge',
      'For each enemy unit in reach:',
      '    North wall:',
      '    figures that reach it  6  figures (1-6)',
      '>   how far it is          25▏ cm (0-25)',
      '    Store party:',
      '    figures that reach it  6  figures (1-6)',
      '    how far it is          25  cm (0-25)',
    ]);
  });

  it('scrolls a long list with the cursor, the heading of the first row shown above it', () => {
    const rows = reachRows('A', 'B', 'C', 'D', 'E');
    const text = shown(promptOf(rows, rows.map((r) => r.max)), 6);
    expect(text).toContain('    ↑ 3 more');
    expect(text[text.indexOf('    ↑ 3 more') + 1]).toBe('    B:');
    expect(text).toContain('>   figures that reach it  6▏ figures (1-6)');
    // the window reaches the last row: nothing more below
    expect(text.some((t) => t.includes('↓'))).toBe(false);
  });

  it('keeps within the lines the screen has for it, the cursor\'s row always shown; a problem too', () => {
    const rows = reachRows('North wall', 'Store party');
    const prompt = promptOf(rows, [6, 25, 6, 25]);
    for (const height of [12, 10, 9]) {
      const text = shown(prompt, 2, height, 'Store party, figures that reach it: between 1 and 6 figures');
      expect(text.length).toBeLessThanOrEqual(height);
      expect(text).toContain('>   figures that reach it  6▏ figures (1-6)');
      expect(text.at(-1)).toBe('✗ Store party, figures that reach it: between 1 and 6 figures');
    }
  });
});

/** Mission station, seed 7: the Marksmen may charge either wall: the two ticked, its numbers on one screen. */
function chargeRows(): TableGame {
  const game = tableGame('tyneside/mission-station', 7);
  until(game, (g) => g.question?.rule === 'T31.2');
  const reach = game.question!;
  if (reach.kind !== 'some-of') throw new Error('not a checklist');
  expect(game.reply(reach.options.slice(0, 2).map((o) => o.id))).toBeNull();
  expect(game.question?.kind).toBe('numbers');
  return game;
}

describe('a screen of several numbers in the game at 80×24', () => {
  const plain = themeFor({ NO_COLOR: '1' });
  const screen = (game: TableGame) => render(<GameScreen game={game} width={80} height={24} theme={plain} onQuit={() => {}} onFatal={(e) => { throw e; }} />);

  it('fits the screen under the moves to make; a wrong number names its row and what it allows; Enter takes them all', async () => {
    const game = chargeRows();
    const asked = game.question!;
    const app = screen(game);
    await settle();
    const lines = frame(app).split('\n');
    expect(lines).toHaveLength(24);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines).toContain('    North wall, by the hospital yard:');
    expect(lines).toContain('>   figures that reach it  6▏ figures (1-6)');
    expect(lines.at(-1)).toContain('↑↓/Tab line · type a number · Enter all');
    // the whole key bar, not cut at 80 columns
    expect(lines.at(-1)).toContain('q quit');
    await press(app, '9', ENTER);
    expect(game.question).toBe(asked);
    expect(frame(app)).toContain('✗ North wall, by the hospital yard, figures that reach it: between 1 and 6');
    expect(frame(app).split('\n')).toHaveLength(24);
    // the 9 is taken back and 4 typed; the store's count on the third row becomes 2
    await press(app, '\u007F', '4', DOWN, DOWN, '2', ENTER);
    expect(game.question).not.toBe(asked);
    expect(game.defaultReply(asked)).toEqual([4, 25, 2, 25]);
  });

  it('a game left on the screen resumes on it, the checklist before it kept; u takes it back to the checklist', () => {
    const game = chargeRows();
    const asked = game.question!;
    const resumed = TableGame.resume(game.origin.savePath);
    expect(resumed.question).toEqual(asked);
    expect(resumed.interview!.given).toEqual(game.interview!.given);
    expect(resumed.reply([3, 30, 2, 20])).toBe('North wall, by the hospital yard, how far it is: between 0 and 25 cm');
    expect(resumed.undo()).toBe(true);
    expect(resumed.question?.kind).toBe('some-of');
    expect(resumed.reply(game.interview!.given[0])).toBeNull();
    expect(resumed.reply([3, 12, 2, 20])).toBeNull();
    expect(resumed.question).not.toEqual(asked);
  });
});
