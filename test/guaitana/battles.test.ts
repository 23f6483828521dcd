import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/engine/session.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import type { LogEntry } from '../../src/engine/event-log.js';
import { aiBattle } from '../helpers/battle.js';

const scenarios = readdirSync('scenarios/guaitana').filter((f) => f.endsWith('.yaml')).map((f) => `guaitana/${f.replace(/\.yaml$/, '')}`);

/** The rules cited by the battle's instructions and dice. */
function rulesCited(log: readonly LogEntry[]): Set<string> {
  const rules = new Set<string>();
  for (const e of log) {
    if (e.kind === 'tell') for (const r of e.instruction.reasons) rules.add(r.rule);
    if (e.kind === 'roll') rules.add(e.purpose.split(':')[0]!);
  }
  return rules;
}

describe.each(scenarios)('%s, opfor against itself', (name) => {
  it('plays to a result by the rules, every phase of the turn in order', () => {
    const { session, scenario } = aiBattle(name, 11);
    expect(session.advance()).toBe('done');
    const outcome = session.outcome!;
    const sides = (scenario as { sides: { id: string }[] }).sides.map((s) => s.id);
    expect([...sides, 'draw']).toContain(outcome.winner);
    expect(sides.every((id) => outcome.sides[id]!.figuresEnd < outcome.sides[id]!.figuresStart)).toBe(true);
    const phases = session.log.flatMap((e) => (e.kind === 'step' ? [e.step.procedure] : []));
    expect(phases.slice(0, 6)).toEqual(['orders', 'movement', 'observation', 'fire', 'melee', 'end-of-turn']);
    // Hidden natives came on (G9.2 or the ambush roll, G9.9), and the fire and morale rules applied.
    const rules = rulesCited(session.log);
    expect(rules.has('G9.2') || rules.has('G9.9')).toBe(true);
    expect(rules).toContain('G11.6-G11.8');
    expect([...rules].some((r) => r.startsWith('G13.1'))).toBe(true);
    // G6.4: each hiding place the Italians spoiled is announced once, and no other.
    const announced = session.log.flatMap((e) => (e.kind === 'tell' ? [/^(.*) is no longer a hiding place/.exec(e.instruction.text)?.[1]] : [])).filter((n) => n !== undefined);
    const spoiled = (session.state as GuaitanaState).hiding.filter((h) => h.compromised).map((h) => h.feature);
    expect(announced.sort()).toEqual(spoiled.sort());
  });
});

describe('the three battles together use the rulebook’s solo mechanisms', () => {
  it('impetuosity and ambush rolls, Italian forced fire, machine-gun jams, commanders falling', () => {
    const rolls = scenarios.flatMap((name) => [1, 2, 3].flatMap((seed) => {
      const { session } = aiBattle(name, seed);
      session.advance();
      return session.log.flatMap((e) => (e.kind === 'roll' ? [e.purpose] : []));
    }));
    for (const kind of ['G9.9: impetuosity of', 'G9.9: ambush roll', 'G11.13: forced-fire test', 'G11.11: jam roll', 'G11.9: is', 'G12.3:', 'G13.1(5)']) {
      expect(rolls.some((p) => p.startsWith(kind)), kind).toBe(true);
    }
  });
});

describe('a seeded Guaitana battle', () => {
  it('is the same battle, byte for byte, from the same seed, and another seed differs', () => {
    const [a, b, c] = [7, 7, 8].map((seed) => aiBattle('guaitana/dogali', seed).session);
    for (const s of [a, b, c]) s!.advance();
    expect(JSON.stringify(b!.log)).toBe(JSON.stringify(a!.log));
    expect(JSON.stringify(c!.log)).not.toBe(JSON.stringify(a!.log));
  });

  it('stopped after turn 2 and replayed from its answers, finishes exactly as the uninterrupted battle', () => {
    const whole = aiBattle('guaitana/agordat', 3).session;
    whole.advance();
    const { ruleset, scenario, answering, session: part } = aiBattle('guaitana/agordat', 3);
    expect(part.advance((step) => step.turn > 2)).toBe('stopped');
    const resumed = Session.replay(ruleset, scenario, answering, part.diceState(), part.answers, part.requestsAnswered);
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(part.state));
    resumed.advance();
    expect(JSON.stringify(resumed.log)).toBe(JSON.stringify(whole.log));
    expect(resumed.outcome).toEqual(whole.outcome);
  });
});
