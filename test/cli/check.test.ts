import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opfor, shipped, STACK_LINE, tempDir } from './run-cli.js';

const { file: SHIPPED, title } = shipped('mission-station');

describe('opfor check', () => {
  it('says ok with the title and the ruleset for a valid file', async () => {
    const run = await opfor('check', SHIPPED);
    expect(run.code).toBe(0);
    expect(run.out).toBe(`${SHIPPED}: ok — ${title} (Tyneside Colonial v3.2)\n`);
  });

  it('locates a wrong value as file:line:col: path: message and exits 1', async () => {
    const dir = tempDir();
    const broken = join(dir, 'broken.yaml');
    // turnLimit on line 5 is not a number
    writeFileSync(broken, ['ruleset: tyneside', 'title: Broken', 'history: A test.', 'table: { width: 180, depth: 120 }', 'turnLimit: soon', 'sides: []', 'victory: { atTurnLimit: draw }', ''].join('\n'));
    const run = await opfor('check', SHIPPED, broken);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`${SHIPPED}: ok`);
    expect(run.out).toContain(`${broken}:5:12: turnLimit: expected number, found "soon"`);
    expect(run.out).toMatch(new RegExp(`${broken.replace(/[.]/g, '\\.')}:6:8: sides: `));
    expect(run.out + run.err).not.toMatch(STACK_LINE);
  });

  it('reports YAML syntax errors with their line and an unknown ruleset', async () => {
    const dir = tempDir();
    const syntax = join(dir, 'syntax.yaml');
    writeFileSync(syntax, 'ruleset: tyneside\ntitle: [unclosed\n');
    const unknown = join(dir, 'unknown.yaml');
    writeFileSync(unknown, 'ruleset: warhammer\ntitle: Nope\n');
    const run = await opfor('check', syntax, unknown);
    expect(run.code).toBe(1);
    // src/scenario/load.ts gives YAML syntax errors no line yet (linePos needs prettyErrors)
    expect(run.out).toMatch(new RegExp(`^${syntax.replace(/[.]/g, '\\.')}(:\\d+:\\d+)?: \\(top level\\): not valid YAML or JSON`, 'm'));
    expect(run.out).toContain(`${unknown}:1:10: ruleset: expected one of "tyneside", "guaitana", found "warhammer"`);
  });

  it('reports a missing file without a stack trace', async () => {
    const run = await opfor('check', '/no/such/scenario.yaml');
    expect(run.code).toBe(1);
    expect(run.out).toContain('/no/such/scenario.yaml: (top level): cannot read the file (ENOENT)');
    expect(run.out + run.err).not.toMatch(STACK_LINE);
  });

  it('needs at least one file (usage error, exit 2)', async () => {
    const run = await opfor('check');
    expect(run.code).toBe(2);
    expect(run.err).toContain("missing required argument 'files'");
  });
});
