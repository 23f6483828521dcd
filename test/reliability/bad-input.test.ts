import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE, tempDir } from '../cli/run-cli.js';
import { submitAnswer } from '../../src/ui/play/submit.js';
import { promptModel } from '../../src/ui/play/prompt-model.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';
import { openGame } from '../../src/play/open-game.js';

const dir = tempDir();
const folder = join(dir, 'a-folder');
mkdirSync(folder);
const empty = join(dir, 'empty.yaml');
writeFileSync(empty, '');
const notSave = join(dir, 'not-a-save.json');
writeFileSync(notSave, '{"hello": 1}');
const nowhere = join(dir, 'no-such-folder', 'file');
// a named pipe nobody writes: opening it to read would wait for ever
const pipe = join(dir, 'a-pipe');
execFileSync('mkfifo', [pipe]);

/** Command lines a user can get wrong, each with a word its error must name (the flag, the value or the file). */
const BAD_COMMAND_LINES: [string[], string][] = [
  [['simulate', 'mission-station', '--seed', 'abc'], '--seed'],
  [['simulate', 'mission-station', '--seed', '-1'], '--seed'],
  [['simulate', 'mission-station', '--seed', '1.5'], '--seed'],
  [['simulate', 'mission-station', '--max-turns', '0'], '--max-turns'],
  [['simulate', 'mission-station', '--max-turns', 'NaN'], '--max-turns'],
  [['simulate', 'mission-station', '--stop-after-turn', '2'], '--stop-after-turn'],
  [['simulate', 'mission-station', '--stop-after-turn', '0', '--save', join(dir, 's.json')], '--stop-after-turn'],
  [['simulate', 'mission-station', '--save', nowhere], nowhere],
  [['simulate', 'mission-station', '--save', notSave], notSave],
  [['simulate', 'mission-station', '--save', folder], folder],
  [['simulate', 'mission-station', '--trace', nowhere], nowhere],
  [['simulate', 'mission-station', '--trace', folder], folder],
  [['simulate'], 'scenario'],
  [['simulate', 'no-such-battle'], 'no-such-battle'],
  [['simulate', folder], folder],
  [['simulate', empty], empty],
  [['simulate', '--resume', join(dir, 'missing.json')], 'missing.json'],
  [['simulate', '--resume', folder], folder],
  [['simulate', '--resume', notSave], notSave],
  [['simulate', '--resume', empty], empty],
  [['simulate', 'mission-station', '--resume', notSave], notSave],
  [['simulate', '--resume', notSave, '--seed', '2'], '--seed'],
  [['simulate', 'mission-station', '--bogus'], '--bogus'],
  [['check', '/dev/zero'], '/dev/zero: (top level): expected a scenario file, found a device'],
  [['check', pipe], `${pipe}: (top level): expected a scenario file, found a pipe`],
  [['report', '/dev/zero'], '/dev/zero: expected a save file, found a device'],
  [['report', pipe], `${pipe}: expected a save file, found a pipe`],
  [['simulate', '--resume', '/dev/zero'], '/dev/zero: expected a save file, found a device'],
  [['simulate', 'mission-station', '--seed', '99999999999999999999'], '--seed: expected a whole number up to 9007199254740991'],
  [['simulate', 'mission-station', '--max-turns', '1e400'], '--max-turns'],
  [['check'], 'files'],
  [['check', join(dir, 'missing.yaml')], 'missing.yaml'],
  [['check', folder], folder],
  [['check', empty], empty],
  [['report'], 'save'],
  [['report', join(dir, 'missing.json')], 'missing.json'],
  [['report', folder], folder],
  [['report', notSave], notSave],
  [['report', empty], empty],
  [['referee', 'tyneside', 'reaction', '--rf', 'x', '--weapon', 'firearms'], '--rf'],
  [['referee', 'tyneside', 'reaction', '--rf', '3', '--weapon', 'spoon'], '--weapon'],
  [['referee', 'tyneside', 'reaction', '--rf', '3'], '--weapon'],
  [['referee', 'tyneside', 'hit', '--range', 'short', '--cover', 'open', '--dice', 'x'], 'x'],
  [['referee', 'tyneside', 'hit', '--range', 'short', '--cover', 'open', '--dice', '3,4'], '--dice'],
  [['referee', 'tyneside', 'damage', '--weapon', 'other', '--dice', '99'], '99'],
  [['referee', 'tyneside', 'damage', '--weapon', 'other', '--seed', 'x'], '--seed'],
  [['referee', 'tyneside', 'damage', '--weapon', 'other', '--seed', '1', '--dice', '2'], '--dice'],
  [['referee', 'tyneside', 'no-such-test'], 'no-such-test'],
  [['referee', 'no-such-ruleset'], 'no-such-ruleset'],
  [['play', '--seed', 'x'], '--seed'],
  [['play', '--dice', 'loaded'], '--dice'],
  [['play', 'mission-station', '--resume', notSave], '--resume'],
  [['play', '--trace', nowhere], nowhere],
  [['watch', '--pace', '0'], '--pace'],
  [['watch', '--pace', 'soon'], '--pace'],
  [['watch', '--seed', '-3'], '--seed'],
  [['list', 'extra'], 'too many arguments'],
  [['no-such-command'], 'no-such-command'],
];

describe('bad input on the command line: a one-line error naming what is wrong, exit 1 or 2, never a stack trace', () => {
  it.each(BAD_COMMAND_LINES)('opfor %j', async (args, named) => {
    const run = await opfor(...args);
    const said = `${run.err}${run.out}`;
    expect([1, 2]).toContain(run.code);
    expect(said).not.toMatch(STACK_LINE);
    expect(said).not.toMatch(/internal error/);
    const [first, ...rest] = said.trimEnd().split('\n');
    expect(first).toContain(named);
    // a command line's mistake may add commander's hint; a file's problems come one a line, each located
    for (const line of rest) expect(line === '(add --help for usage)' || line.startsWith(args.at(-1)!) || /^ {2}\S/.test(line)).toBe(true);
  });
});

describe('typed answers at a real table that do not fit: a one-line reason, the game where it was', () => {
  const JUNK: unknown[] = ['', 'abc', '1.2.3', '-1', '99999999999999999999', NaN, Infinity, -5, 1e308, 3.7, null, undefined, {}, [], ['no-such-unit'], 'no-such-option', true, '0 0 0 0 0 0 0 0 0 0 0 0'];

  it.each(['tyneside/mission-station', 'guaitana/dogali'])('%s: the first 60 prompts, every kind of junk', (scenario) => {
    const game = tableGame(scenario, 4);
    for (let k = 0; k < 60 && game.pending; k++) {
      const before = `${game.session.requestsAnswered}.${game.interview?.answered ?? 0}`;
      const prompt = promptModel(game);
      if (prompt.kind !== 'tell' && prompt.kind !== 'over') {
        for (const junk of JUNK) {
          let problem: string | null = null;
          expect(() => (problem = submitAnswer(game, prompt, junk)), `${prompt.kind} ${String(junk)}`).not.toThrow();
          if (problem === null) break; // the junk happened to be a fitting answer (a face of 1, say): the game moved on
          expect(problem).toMatch(/^[^\n]+$/);
          expect(`${game.session.requestsAnswered}.${game.interview?.answered ?? 0}`).toBe(before);
        }
      }
      if (game.pending && `${game.session.requestsAnswered}.${game.interview?.answered ?? 0}` === before) acceptOffered(game);
    }
  });
});

describe('a file that is not a file', () => {
  it('play --resume of a device or a pipe is a one-line error, read no further', () => {
    for (const [path, kind] of [['/dev/zero', 'a device'], [pipe, 'a pipe'], [folder, 'a folder']]) {
      expect(() => openGame({ scenario: null, defaultScenario: 'mission-station', seed: 1, dice: 'app', trace: null, resume: path! })).toThrow(`${path}: expected a save file, found ${kind}`);
    }
  });
});
