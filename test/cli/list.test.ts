import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { opfor } from './run-cli.js';

describe('opfor list', () => {
  it('lists each ruleset with id and name, and its shipped scenarios with their titles', async () => {
    const run = await opfor('list');
    expect(run.code).toBe(0);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toBe('tyneside — Tyneside Colonial v3.2');
    const shipped = readdirSync('scenarios/tyneside').filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    expect(shipped.length).toBeGreaterThan(0);
    for (const name of shipped) expect(lines.some((l) => l.startsWith(`    ${name} `))).toBe(true);
    expect(run.out).toMatch(/^ {4}mission-station +The Mission Station: Rorke's Drift, 22 January 1879$/m);
  });
});
