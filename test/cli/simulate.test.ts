import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromOlderOpfor } from '../helpers/other-release.js';
import { playOffered, tableGame } from '../helpers/table-game.js';
import { literal, opfor, shipped, STACK_LINE, tempDir } from './run-cli.js';

const RESULT_KEYS = ['ruleset', 'scenario', 'title', 'seed', 'winner', 'turns', 'why', 'sides', 'rolls'];

describe('opfor simulate --json', () => {
  it('is deterministic: the same seed twice gives byte-identical output', async () => {
    const first = await opfor('simulate', 'mission-station', '--seed', '5', '--json');
    const second = await opfor('simulate', 'tyneside/mission-station', '--seed', '5', '--json');
    expect(first.code).toBe(0);
    expect(first.err).toBe('');
    expect(second.out).toBe(first.out);
    expect(first.out.trimEnd().split('\n')).toHaveLength(1);
    const result = JSON.parse(first.out) as Record<string, unknown> & { sides: Record<string, Record<string, number>> };
    expect(Object.keys(result)).toEqual(RESULT_KEYS);
    const { title, sides } = shipped('mission-station');
    expect(result).toMatchObject({ ruleset: 'tyneside', scenario: 'mission-station', title, seed: 5 });
    expect([...sides, 'draw']).toContain(result['winner']);
    expect(result['turns']).toBeGreaterThanOrEqual(1);
    expect(Object.keys(result.sides).sort()).toEqual([...sides].sort());
    for (const tally of Object.values(result.sides)) {
      expect(Object.keys(tally)).toEqual(['unitsStart', 'unitsEnd', 'figuresStart', 'figuresEnd']);
      expect(tally['figuresEnd']).toBeLessThanOrEqual(tally['figuresStart']!);
    }
    expect(result['rolls']).toBeGreaterThan(0);
  });

  it('a battle stopped and saved, then resumed, prints what the uninterrupted battle prints', async () => {
    const dir = tempDir();
    const save = join(dir, 'patrol.json');
    const whole = await opfor('simulate', 'bush-ambush', '--seed', '2', '--json');
    expect(whole.code).toBe(0);
    const stopped = await opfor('simulate', 'bush-ambush', '--seed', '2', '--json', '--save', save, '--stop-after-turn', '2');
    expect(stopped.code).toBe(0);
    expect(JSON.parse(stopped.out)).toMatchObject({ saved: save, turn: 2, status: 'in-progress' });
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { status: string; seed: number; scenario: { text: string } };
    expect(saved).toMatchObject({ format: 'opfor-save', version: 1, status: 'in-progress', seed: 2 });
    expect(saved.scenario.text).toBe(readFileSync('scenarios/tyneside/bush-ambush.yaml', 'utf8'));
    const resumed = await opfor('simulate', '--resume', save, '--json');
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.out).toBe(whole.out);
  });

  it('--resume of a game at a real table says to go on with opfor play, in one line', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    playOffered(game, 10);
    const run = await opfor('simulate', '--resume', game.origin.savePath, '--json');
    expect(run.code).toBe(1);
    expect(run.err).toBe(`opfor: ${game.origin.savePath} is a game at a real table (opfor play): go on with \`opfor play --resume ${game.origin.savePath}\`; simulate plays only battles opfor fights on its virtual table\n`);
  });

  it('--resume of a save made by an older opfor that no longer replays says so, and how to go on', async () => {
    const save = join(tempDir(), 'old.json');
    expect((await opfor('simulate', 'bush-ambush', '--save', save, '--stop-after-turn', '1', '--json')).code).toBe(0);
    fromOlderOpfor(save);
    const resumed = await opfor('simulate', '--resume', save, '--json');
    expect(resumed.code).toBe(1);
    expect(resumed.out).toBe('');
    expect(resumed.err).toMatch(new RegExp(`^opfor: ${literal(save)} was made by an older opfor \\(one that did not record its version; this is opfor .+, tyneside replay \\d+\\): its questions have changed, so it cannot be resumed; start a new game\n`));
    expect(resumed.err).not.toMatch(STACK_LINE);
  });

  it('--max-turns caps the battle and scores it as it stands', async () => {
    const run = await opfor('simulate', 'river-crossing', '--max-turns', '1', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.out) as { turns: number; why: string };
    expect(result.turns).toBe(1);
    expect(result.why).toContain('--max-turns');
  });
});

describe('opfor simulate (narration)', () => {
  it('narrates steps, instructions with their why, dice and decisions, then the result', async () => {
    const run = await opfor('simulate', 'river-crossing', '--max-turns', '1');
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toBe(`${shipped('river-crossing').title} (Tyneside Colonial v3.2), seed 1`);
    expect(lines).toContainEqual(expect.stringMatching(/^Turn 1 · [a-z-]+ · Step 2: movement and charges \(T5\.1\(2\)\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}why: .+\(T\d/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}dice: .+: \d+(, \d+)*$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}decision: .+/));
    expect(lines.some((l) => l.startsWith('Turn 2'))).toBe(false);
    expect(run.out).toMatch(/\nResult: (.+ win|a draw) after 1 turn — /);
  });
});

describe('opfor simulate: bad input', () => {
  it.each([
    [['simulate', 'no-such-battle'], 'no-such-battle: no such scenario file or shipped scenario (shipped: guaitana/agordat, guaitana/baggage-train, guaitana/dogali, guaitana/mirror, tyneside/'],
    [['simulate', 'mission-station', '--seed', 'many'], '--seed: expected a whole number (0 or more), found "many"'],
    [['simulate', 'mission-station', '--max-turns', '0'], '--max-turns: expected a whole number of at least 1, found "0"'],
    [['simulate', 'mission-station', '--stop-after-turn', '2'], '--stop-after-turn needs --save FILE'],
    [['simulate'], 'name a scenario'],
    [['simulate', '--resume', '/no/such/save.json'], '/no/such/save.json: no such save file'],
  ])('%j', async (args, message) => {
    const run = await opfor(...args);
    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
    expect(run.err).not.toMatch(STACK_LINE);
  });

  it('refuses to save over a file that is not an opfor save, and leaves it alone', async () => {
    const dir = tempDir();
    const notes = join(dir, 'notes.json');
    const original = '{"my": "notes"}\n';
    writeFileSync(notes, original);
    const run = await opfor('simulate', 'river-crossing', '--save', notes, '--stop-after-turn', '1', '--json');
    expect(run.code).toBe(1);
    expect(run.err).toContain(`${notes}: exists and is not an opfor save; refusing to overwrite it`);
    expect(readFileSync(notes, 'utf8')).toBe(original);
    expect(readdirSync(dir)).toEqual(['notes.json']);
  });

  it('reports a scenario file with problems, located', async () => {
    const dir = tempDir();
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'ruleset: tyneside\ntitle: 7\n');
    const run = await opfor('simulate', file, '--json');
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(`${file}:2:8: title: expected string, found 7`);
  });
});
