import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../../src/balance/battle-run.js';
import { resultJson } from '../../src/balance/report.js';
import { addBattle, emptyTally, mergeTally } from '../../src/balance/tally.js';

const SIDES = ['reds', 'blues'];
const SETUP = { reds: { policy: 'opfor', temperament: 'bold' }, blues: { policy: 'random', temperament: 'measured' } } as const;

/** Twelve battles of made-up results: wins either way, draws, tools used in varying order. */
const RESULTS: BattleResult[] = Array.from({ length: 12 }, (_, i): BattleResult => ({
  winner: i % 5 === 0 ? 'draw' : i % 3 === 0 ? 'blues' : 'reds',
  toolbox: i % 2 === 0 ? { reds: { charge: i, reveal: 1 }, blues: { planChanges: 1 } } : { reds: { messenger: 2, charge: 1 } as Record<string, number>, blues: {} },
}));

describe('the tally of a run', () => {
  it('counts wins, draws and tools', () => {
    const tally = emptyTally(SIDES);
    for (const r of RESULTS) addBattle(tally, r);
    expect(tally).toEqual({
      battles: 12,
      draws: 3,
      sides: {
        reds: { wins: 6, toolbox: { charge: 0 + 2 + 4 + 6 + 8 + 10 + 6, reveal: 6, messenger: 12 } },
        blues: { wins: 3, toolbox: { planChanges: 6 } },
      },
    });
  });

  it('prints the same JSON, byte for byte, however the battles were split and in whatever order the parts came back', () => {
    const whole = emptyTally(SIDES);
    for (const r of RESULTS) addBattle(whole, r);
    const parts = [RESULTS.slice(7), RESULTS.slice(0, 3), RESULTS.slice(3, 7)].map((rs) => {
      const part = emptyTally(SIDES);
      for (const r of [...rs].reverse()) addBattle(part, r);
      return part;
    });
    const merged = emptyTally(SIDES);
    for (const part of parts) mergeTally(merged, part);
    expect(JSON.stringify(resultJson('x', SETUP, merged))).toBe(JSON.stringify(resultJson('x', SETUP, whole)));
  });

  it('refuses a winner that is not one of its sides (a programming error)', () => {
    expect(() => addBattle(emptyTally(SIDES), { winner: 'greens', toolbox: {} })).toThrow(/greens/);
  });
});
