import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiBattle } from '../helpers/battle.js';

const scenarios = readdirSync('scenarios/tyneside').filter((f) => f.endsWith('.yaml')).map((f) => `tyneside/${f.replace(/\.yaml$/, '')}`);

describe.each(scenarios)('%s, opfor against itself', (name) => {
  it('plays to a result by the rules', () => {
    const { session, scenario } = aiBattle(name, 11);
    expect(session.advance()).toBe('done');
    const outcome = session.outcome!;
    const sides = (scenario as { sides: { id: string }[] }).sides.map((s) => s.id);
    expect([...sides, 'draw']).toContain(outcome.winner);
    expect(outcome.turns).toBeGreaterThanOrEqual(1);
    // Somebody was hurt: shooting and melee happened.
    expect(sides.some((id) => outcome.sides[id]!.figuresEnd < outcome.sides[id]!.figuresStart)).toBe(true);
    // Every step of the sequence ran, and every Actions roll was narrated with its rule.
    const steps = new Set(session.log.flatMap((e) => (e.kind === 'step' ? [e.step.procedure] : [])));
    expect([...steps]).toEqual(expect.arrayContaining(['command', 'movement', 'shooting', 'melee', 'end-check']));
    const actionNotes = session.log.filter((e) => e.kind === 'tell' && e.instruction.reasons.some((r) => r.rule === 'T26' || r.rule === 'T27'));
    expect(actionNotes.length).toBeGreaterThan(0);
  });
});
