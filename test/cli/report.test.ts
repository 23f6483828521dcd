import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromOlderOpfor, offTrack, rewriteSave } from '../helpers/other-release.js';
import { literal, opfor, shipped, STACK_LINE, tempDir } from './run-cli.js';

describe('opfor report', () => {
  it('writes a Markdown report of a saved battle: title, history, forces, turns with whys, result, casualties', async () => {
    const dir = tempDir();
    const save = join(dir, 'drift.json');
    const played = await opfor('simulate', 'river-crossing', '--seed', '3', '--max-turns', '2', '--save', save, '--json');
    expect(played.code).toBe(0);
    const report = await opfor('report', save);
    expect(report.code).toBe(0);
    expect(report.err).toBe('');
    const md = report.out;
    expect(md.startsWith(`# ${shipped('river-crossing').title}\n`)).toBe(true);
    expect(md).toContain('## Sides and forces');
    expect(md).toContain('## The battle');
    expect(md).toContain('### Turn 1');
    expect(md).toContain('### Turn 2');
    expect(md).not.toContain('### Turn 3');
    expect(md).toMatch(/\n {2}- \*why:\* .+/);
    expect(md).toMatch(/## Result\n\n\*\*(.+ win|A draw)\*\* after 2 turns: /);
    expect(md).toContain('| Side | Units at start | Units left | Figures at start | Figures left | Figures lost |');

    const out = join(dir, 'report.md');
    const toFile = await opfor('report', save, '-o', out);
    expect(toFile.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(md);
  });

  it('reports an in-progress save as in progress', async () => {
    const dir = tempDir();
    const save = join(dir, 'half.json');
    expect((await opfor('simulate', 'river-crossing', '--save', save, '--stop-after-turn', '1', '--json')).code).toBe(0);
    const report = await opfor('report', save);
    expect(report.code).toBe(0);
    expect(report.out).toContain('**Battle in progress** after turn 1');
  });

  it('a save of an older opfor that no longer replays says so; a damaged one says it does not replay', async () => {
    const dir = tempDir();
    const [older, damaged] = [join(dir, 'older.json'), join(dir, 'damaged.json')];
    for (const save of [older, damaged]) expect((await opfor('simulate', 'river-crossing', '--save', save, '--stop-after-turn', '1', '--json')).code).toBe(0);
    fromOlderOpfor(older);
    rewriteSave(damaged, offTrack);
    const fromOlder = await opfor('report', older);
    expect(fromOlder.code).toBe(1);
    expect(fromOlder.err).toMatch(new RegExp(`^opfor: ${literal(older)} was made by an older opfor \\(.*\\): its questions have changed, so it cannot be resumed; start a new game\n`));
    const fromDamaged = await opfor('report', damaged);
    expect(fromDamaged.code).toBe(1);
    expect(fromDamaged.err).toBe(`opfor: ${damaged}: this save does not replay although this version of opfor made it; it may have been edited or damaged: the turn machine is not where the save left it\n`);
  });

  it('a corrupt save is a clear error, not a stack trace', async () => {
    const dir = tempDir();
    const save = join(dir, 'broken.json');
    writeFileSync(save, '{"format": "opfor-save",\n  "version": 1,\n  oops}');
    const run = await opfor('report', save);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`opfor: ${save}:3:3: not a save file: not valid JSON`);
    expect(run.err).not.toMatch(STACK_LINE);
  });
});
