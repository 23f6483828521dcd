import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { parse } from 'yaml';
import { parseScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/problems.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literal, opfor, shipped, STACK_LINE, tempDir } from './run-cli.js';

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

  it('reports schema problems and cross-field problems of one file in one run, in file order', async () => {
    const dir = tempDir();
    const file = join(dir, 'both.yaml');
    const text = readFileSync(SHIPPED, 'utf8').replace('turnLimit: 12', 'turnLimit: soon').replace('at: [140, 110]', 'at: [140, 119]');
    writeFileSync(file, text);
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out.split('\n').filter(Boolean)).toEqual([
      `${file}:13:12: turnLimit: expected number, found "soon"`,
      expect.stringMatching(new RegExp(`^${literal(file)}:194:\\d+: sides\\[1\\]\\.groups\\[2\\]\\.at: expected every figure on the 180 x 120 cm table`)),
    ]);
  });

  it('says which unreadable field keeps the cross-field checks from running', async () => {
    const dir = tempDir();
    const file = join(dir, 'no-table.yaml');
    writeFileSync(file, readFileSync(SHIPPED, 'utf8').replace('table: { width: 180, depth: 120 }', 'table: { width: 180 }').replace('turnLimit: 12', 'turnLimit: 12\ncolour: red').replace('figures: 6', 'figures: 60'));
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`${file}:12:`);
    expect(run.out).toContain('table.depth: expected number, found nothing');
    // the problems after the one that stops the cross-checks are still reported
    expect(run.out).toContain(`${file}:14:9: colour: unknown field "colour"`);
    expect(run.out).toContain(`${file}:109:18: sides[0].groups[0].figures: expected at most 30 figures: a group is 4 to 30 (T6.1), found 60`);
    expect(run.out).toContain(`${file}: (top level): the cross-field checks (ids, positions, overlaps, the rules for each unit) did not run: they need table.depth to be readable`);
  });

  it('a YAML alias bomb ("billion laughs") is a located problem, not a crash', async () => {
    const dir = tempDir();
    const file = join(dir, 'laughs.yaml');
    const lines = ['ruleset: tyneside', 'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (const [i, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].entries()) {
      const prev = 'abcdefgh'[i]!;
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    writeFileSync(file, `${lines.join('\n')}\n`);
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(new RegExp(`^${literal(file)}:3:\\d+: \\(top level\\): expected aliases \\(\\*name\\) that copy out at most 1000 nodes, found more`));
    expect(run.out + run.err).not.toMatch(STACK_LINE);
  });

  it('lists nested thousands deep are a located problem, not a crash', async () => {
    const dir = tempDir();
    const file = join(dir, 'deep.yaml');
    writeFileSync(file, `ruleset: tyneside\ntitle: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`);
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(new RegExp(`^${literal(file)}:2:\\d+: \\(top level\\): expected lists and mappings nested a few levels deep, found them nested too deeply to read$`, 'm'));
    expect(run.out + run.err).not.toMatch(STACK_LINE);
  });

  it('a `__proto__` field or a `constructor` id is reported, not obeyed', async () => {
    const dir = tempDir();
    const file = join(dir, 'proto.yaml');
    writeFileSync(file, readFileSync(SHIPPED, 'utf8').replace('id: chard', 'id: constructor').replace('turnLimit: 12', 'turnLimit: 12\n__proto__: { polluted: true }'));
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`${file}:14:12: __proto__: unknown field "__proto__"`);
    expect(run.out).toMatch(/sides\[0\]\.leaders\[0\]\.id: expected an id that is not a name every JavaScript object already has \(Object\.prototype: constructor, toString, …\), found "constructor"/);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a file too long to be a scenario is refused before it is parsed', async () => {
    const dir = tempDir();
    const file = join(dir, 'long.yaml');
    writeFileSync(file, `ruleset: tyneside\nhistory: ${'x'.repeat(1_000_001)}\n`);
    const run = await opfor('check', file);
    expect(run.code).toBe(1);
    expect(run.out).toBe(`${file}: (top level): expected a scenario of at most 1,000,000 characters, found 1,000,029\n`);
  });

  it('never fails with anything but located problems, whatever a shipped scenario is turned into', () => {
    // Seeded mutations: a field set to a value of another kind, a bound, an inherited name, or removed.
    const random = seedrandom('check every problem');
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const odd: unknown[] = [null, -1, 0, 1e21, 'x', '', [], {}, true, 3.5, 'constructor', [1, 2, 3], { a: 1 }, 2000];
    const places = (node: unknown, path: (string | number)[] = []): (string | number)[][] => [
      path,
      ...(Array.isArray(node) ? node.flatMap((v, i) => places(v, [...path, i])) : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => places(v, [...path, k])) : []),
    ];
    for (const file of readdirSync('scenarios', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'))) {
      const original = parse(readFileSync(join('scenarios', file), 'utf8')) as unknown;
      for (let run = 0; run < 40; run++) {
        const data = structuredClone(original) as Record<string | number, unknown>;
        for (let edit = 0; edit < 3; edit++) {
          const path = pick(places(data).filter((p) => p.length > 0 && p[0] !== 'ruleset'));
          const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, k) => node[k] as Record<string | number, unknown>, data);
          if (random() < 0.15) delete parent[path[path.length - 1]!];
          else parent[path[path.length - 1]!] = structuredClone(pick(odd));
        }
        try {
          parseScenario(file, JSON.stringify(data));
        } catch (error) {
          if (!(error instanceof ScenarioError)) throw new Error(`${file} run ${run}: ${String(error)}`);
        }
      }
    }
  });
});
