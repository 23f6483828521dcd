import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE, tempDir } from './run-cli.js';

const linesOf = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('opfor simulate --trace', () => {
  it('writes the battle as JSON lines from start to end, each with its turn, step and kind', async () => {
    const file = join(tempDir(), 'trace.jsonl');
    const run = await opfor('simulate', 'tyneside/bush-ambush', '--seed', '2', '--json', '--trace', file);
    expect(run.code).toBe(0);
    const lines = linesOf(file);
    expect(lines[0]).toMatchObject({ turn: 0, step: 'deployment', kind: 'start', ruleset: 'tyneside', scenario: 'bush-ambush', seed: 2, table: { width: expect.any(Number), depth: expect.any(Number) } });
    const result = JSON.parse(run.out) as { winner: string; turns: number };
    expect(lines.at(-1)).toMatchObject({ kind: 'end', winner: result.winner, turns: result.turns });
    for (const line of lines) expect(Object.keys(line).slice(0, 3)).toEqual(['turn', 'step', 'kind']);
    const kinds = new Set(lines.map((l) => l['kind']));
    for (const kind of ['step', 'move', 'fire', 'positions']) expect(kinds).toContain(kind);
    // hidden markers are traced as markers once placed (T35), leaders as bases of their own
    const placed = lines.filter((l) => l['kind'] === 'positions') as unknown as { step: string; bases: { marker?: boolean; leader: boolean }[] }[];
    expect(placed.find((l) => l.bases.some((b) => b.marker))?.step).toBe('T35');
    expect(placed[0]!.bases.some((b) => b.leader)).toBe(true);
  });

  it('is the same byte for byte for the same seed, and report SAVE --trace gives the same trace from a save', async () => {
    const dir = tempDir();
    await opfor('simulate', 'guaitana/agordat', '--seed', '4', '--json', '--trace', join(dir, 'a.jsonl'), '--save', join(dir, 'game.json'));
    await opfor('simulate', 'guaitana/agordat', '--seed', '4', '--json', '--trace', join(dir, 'b.jsonl'));
    const report = await opfor('report', join(dir, 'game.json'), '-o', join(dir, 'report.md'), '--trace', join(dir, 'c.jsonl'));
    expect(report.code).toBe(0);
    const a = readFileSync(join(dir, 'a.jsonl'), 'utf8');
    expect(readFileSync(join(dir, 'b.jsonl'), 'utf8')).toBe(a);
    expect(readFileSync(join(dir, 'c.jsonl'), 'utf8')).toBe(a);
    const fire = linesOf(join(dir, 'a.jsonl')).find((l) => l['kind'] === 'fire');
    expect(Object.keys(fire!)).toEqual(['turn', 'step', 'kind', 'unit', 'side', 'weapon', 'target', 'targetUnit', 'distance', 'band', 'dice', 'hits']);
  });

  it('a battle resumed from a save traces the whole battle, the same as one played straight through', async () => {
    const dir = tempDir();
    const save = join(dir, 'half.json');
    await opfor('simulate', 'tyneside/river-crossing', '--seed', '3', '--save', save, '--stop-after-turn', '2');
    await opfor('simulate', '--resume', save, '--json', '--trace', join(dir, 'resumed.jsonl'));
    await opfor('simulate', 'tyneside/river-crossing', '--seed', '3', '--json', '--trace', join(dir, 'straight.jsonl'));
    expect(readFileSync(join(dir, 'resumed.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'straight.jsonl'), 'utf8'));
  });

  it('a unit put on the table without a move of its own (out of hiding) is in the positions before it moves', async () => {
    const file = join(tempDir(), 'dogali.jsonl');
    await opfor('simulate', 'guaitana/dogali', '--seed', '1', '--json', '--trace', file);
    const lines = linesOf(file) as { kind: string; unit?: string; bases?: { unit: string }[] }[];
    const hidden = new Set(lines.find((l) => l.kind === 'positions')!.bases!.map((b) => b.unit));
    const firstMove = lines.findIndex((l) => l.kind === 'move' && !hidden.has(l.unit!));
    expect(firstMove).toBeGreaterThan(0);
    const mover = lines[firstMove]!.unit!;
    expect(lines.slice(0, firstMove).some((l) => l.kind === 'positions' && l.bases!.some((b) => b.unit === mover))).toBe(true);
  });

  it('says in one line when the trace file cannot be written', async () => {
    const run = await opfor('simulate', 'mission-station', '--trace', join(tempDir(), 'no-such-dir', 't.jsonl'));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^opfor: --trace .*no-such-dir.*: cannot write the trace there \(ENOENT\)\n$/);
    expect(run.err).not.toMatch(STACK_LINE);
  });
});

describe('opfor play: flags refused before the screen opens', () => {
  it('a trace file that cannot be written, and a --resume with a scenario or seed, are one-line errors', async () => {
    const noDir = await opfor('play', 'mission-station', '--trace', join(tempDir(), 'no-such-dir', 't.jsonl'));
    expect(noDir.code).toBe(1);
    expect(noDir.err).toMatch(/^opfor: --trace .*: cannot write the trace there \(ENOENT\)\n$/);
    const both = await opfor('play', 'mission-station', '--resume', 'game.json');
    expect(both.code).toBe(1);
    expect(both.err).toBe('opfor: --resume game.json: the save holds its scenario and seed; name neither\n');
    expect(both.err).not.toMatch(STACK_LINE);
  });
});
