import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literal, opfor, shipped } from './run-cli.js';

describe('opfor list', () => {
  it('lists each ruleset with id and name, and its shipped scenarios with their titles', async () => {
    const run = await opfor('list');
    expect(run.code).toBe(0);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toBe('tyneside — Tyneside Colonial v3.2');
    const names = readdirSync('scenarios/tyneside').filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(run.out).toMatch(new RegExp(`^ {4}${name} +${literal(shipped(name).title)}$`, 'm'));
  });
});
