import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/dice/seeded-dice.js';
import { Session } from '../../src/engine/session.js';
import { aiBattle } from '../helpers/battle.js';

describe('a seeded battle', () => {
  it('is the same battle, byte for byte, from the same seed', () => {
    const a = aiBattle('tyneside/mission-station', 7).session;
    const b = aiBattle('tyneside/mission-station', 7).session;
    a.advance();
    b.advance();
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    expect(b.outcome).toEqual(a.outcome);
  });

  it('differs with another seed', () => {
    const a = aiBattle('tyneside/mission-station', 7).session;
    const b = aiBattle('tyneside/mission-station', 8).session;
    a.advance();
    b.advance();
    expect(JSON.stringify(b.log)).not.toBe(JSON.stringify(a.log));
  });

  it('stopped after turn 3 and replayed from its recorded answers, finishes exactly as the uninterrupted battle', () => {
    const whole = aiBattle('tyneside/mission-station', 3).session;
    whole.advance();
    const { ruleset, scenario, answering, session: part } = aiBattle('tyneside/mission-station', 3);
    expect(part.advance((step) => step.turn > 3)).toBe('stopped');
    const resumed = Session.replay(ruleset, scenario, answering, part.diceState(), part.answers, part.requestsAnswered);
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(part.state));
    expect(resumed.machineSnapshot()).toEqual(part.machineSnapshot());
    resumed.advance();
    expect(resumed.outcome).toEqual(whole.outcome);
    expect(JSON.stringify(resumed.log)).toBe(JSON.stringify(whole.log));
    expect(resumed.diceThrown).toBe(whole.diceThrown);
  });

  it('is the same battle whether or not a trace is written (an untraced table skips only what the trace would record)', () => {
    for (const name of ['tyneside/mission-station', 'guaitana/dogali']) {
      const plain = aiBattle(name, 5).session;
      plain.advance();
      const { ruleset, scenario, answering } = aiBattle(name, 5);
      let lines = 0;
      const traced = Session.start(ruleset, scenario, answering, SeededDice.fromSeed(5), null, { heading: { scenario: name, seed: 5 }, sink: () => void lines++ });
      traced.advance();
      expect(lines).toBeGreaterThan(10);
      expect(JSON.stringify(traced.log)).toBe(JSON.stringify(plain.log));
      expect(JSON.stringify(traced.state)).toBe(JSON.stringify(plain.state));
      expect(traced.answers).toEqual(plain.answers);
      expect(traced.outcome).toEqual(plain.outcome);
    }
  });

  it('is the same battle when it keeps only its choices in the log (opfor balance), whose log is the whole log\'s choose entries', () => {
    for (const name of ['tyneside/bush-ambush', 'guaitana/agordat']) {
      const whole = aiBattle(name, 4).session;
      whole.advance();
      const { ruleset, scenario, answering } = aiBattle(name, 4);
      const lean = Session.start(ruleset, scenario, answering, SeededDice.fromSeed(4), null, null, 'choices');
      expect(lean.advance()).toBe('done');
      expect(lean.log.length).toBeGreaterThan(10);
      expect(JSON.stringify(lean.log)).toBe(JSON.stringify(whole.log.filter((e) => e.kind === 'choose')));
      expect(JSON.stringify(lean.state)).toBe(JSON.stringify(whole.state));
      expect(lean.answers).toEqual(whole.answers);
      expect(lean.outcome).toEqual(whole.outcome);
      expect(lean.diceThrown).toBe(whole.diceThrown);
    }
  });

  it('refuses to keep only its choices at a real table (the interview reads the log)', () => {
    const { ruleset, scenario, answering } = aiBattle('tyneside/mission-station', 1);
    const atTable = { ...answering, table: 'real' as const };
    expect(() => Session.start(ruleset, scenario, atTable, SeededDice.fromSeed(1), null, null, 'choices')).toThrow(/keeps its whole log/);
  });

  it('pins the first faces of seed 1 (golden values: a change of generator shows here)', () => {
    const dice = SeededDice.fromSeed(1);
    expect(dice.throw({ count: 6, sides: 6, modifier: 0, half: false, notation: '6d6' })).toEqual([4, 1, 3, 4, 1, 2]);
  });
});
