import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE } from '../cli/run-cli.js';

/** A user's scenario with a lake between the sides (a test fixture, not shipped). */
const LAKE = 'test/guaitana/fixtures/lake.yaml';

describe('a scenario with impassable ground, as a user runs it', () => {
  it('opfor check accepts it', async () => {
    const run = await opfor('check', LAKE);
    expect(run.code).toBe(0);
    expect(run.out).toBe(`${LAKE}: ok — The Lake (test) (Guaitana Capitano v1.4)\n`);
  });

  it('opfor simulate plays it out, the same twice, and the spearmen reach the Italians round the lake', async () => {
    // seed 7: the companies' fire breaks the spearmen before they reach the post in most seeds (since opfor's commander, 7, 9 and 10 of the first 12 reach it)
    const first = await opfor('simulate', LAKE, '--seed', '7');
    expect(first.code).toBe(0);
    expect(first.err).toBe('');
    expect(first.out + first.err).not.toMatch(STACK_LINE);
    expect((await opfor('simulate', LAKE, '--seed', '7')).out).toBe(first.out);
    // The lake lies straight between them: before the way round, the spearmen halted at its shore.
    expect(first.out).toMatch(/^Spearmen (attacks|charges) Cacciatori company: contact \(/m);
    expect(first.out).not.toContain('no place in contact can be reached');
    const json = await opfor('simulate', LAKE, '--seed', '2', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ ruleset: 'guaitana', title: 'The Lake (test)', seed: 2 });
  });
});
