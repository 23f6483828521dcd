import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE } from '../cli/run-cli.js';

/** The fastest shipped battles to measure with. */
const SCENARIO = 'guaitana/mirror';
const SIDES = ['bande', 'chief'];

interface SideJson {
  policy: string;
  temperament: string;
  wins: number;
  winRate: number;
  interval: [number, number];
  toolbox: Record<string, number>;
}

describe('opfor balance --json', () => {
  it('prints one object: the battles, the draws, and per side its policy, wins, win rate, interval and tools', async () => {
    const run = await opfor('balance', SCENARIO, '--battles', '3', '--seed', '4', '--workers', '1', '--policy', 'chief=random', '--temperament', 'bande=bold', '--json');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out.trimEnd().split('\n')).toHaveLength(1);
    const result = JSON.parse(run.out) as { scenario: string; battles: number; draws: number; sides: Record<string, SideJson> };
    expect(Object.keys(result)).toEqual(['scenario', 'battles', 'draws', 'sides']);
    expect(result).toMatchObject({ scenario: 'mirror', battles: 3 });
    expect(Object.keys(result.sides)).toEqual(SIDES);
    expect(result.sides['bande']).toMatchObject({ policy: 'opfor', temperament: 'bold' });
    expect(result.sides['chief']).toMatchObject({ policy: 'random', temperament: 'measured' });
    const decided = 3 - result.draws;
    expect(result.sides['bande']!.wins + result.sides['chief']!.wins).toBe(decided);
    for (const side of Object.values(result.sides)) {
      expect(Object.keys(side)).toEqual(['policy', 'temperament', 'wins', 'winRate', 'interval', 'toolbox']);
      expect(side.winRate).toBeCloseTo(decided === 0 ? 0 : side.wins / decided, 4);
      expect(side.interval[0]).toBeLessThanOrEqual(side.winRate);
      expect(side.interval[1]).toBeGreaterThanOrEqual(side.winRate);
      for (const n of Object.values(side.toolbox)) expect(Number.isInteger(n) && n >= 0).toBe(true);
    }
  });

  it('--value: per seat the commander\'s and random\'s win rates, the value and its interval, in points', async () => {
    const run = await opfor('balance', SCENARIO, '--value', '--battles', '2', '--workers', '1', '--json');
    expect(run.err).toBe('');
    const result = JSON.parse(run.out) as { seats: Record<string, { commander: number; random: number; value: number; interval: [number, number] }> };
    expect(Object.keys(result)).toEqual(['scenario', 'battles', 'seats']);
    expect(result).toMatchObject({ scenario: 'mirror', battles: 2 });
    expect(Object.keys(result.seats)).toEqual(SIDES);
    for (const seat of Object.values(result.seats)) {
      expect(Object.keys(seat)).toEqual(['commander', 'random', 'value', 'interval']);
      expect(seat.value).toBeCloseTo(seat.commander - seat.random, 0);
      expect(seat.interval[0]).toBeLessThanOrEqual(seat.value);
      expect(seat.interval[1]).toBeGreaterThanOrEqual(seat.value);
      expect(seat.interval[0]).toBeGreaterThanOrEqual(-100);
      expect(seat.interval[1]).toBeLessThanOrEqual(100);
    }
  });

  it('--sweep temperament --csv: a header and a line per combination of the sides not held', async () => {
    const run = await opfor('balance', SCENARIO, '--sweep', 'temperament', '--temperament', 'bande=cautious', '--battles', '1', '--workers', '1', '--csv');
    expect(run.err).toBe('');
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toBe('bande temperament,chief temperament,battles,draws,bande wins,bande win rate,bande low,bande high,chief wins,chief win rate,chief low,chief high');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(['cautious,bold,1', 'cautious,measured,1', 'cautious,cautious,1']);
  });
});

describe('opfor balance over worker threads', () => {
  it('prints the same result, byte for byte, with 1 worker and with 2 (the built CLI)', () => {
    const run = (workers: string) => execFileSync(process.execPath, ['dist/src/cli/main.js', 'balance', SCENARIO, '--battles', '4', '--seed', '7', '--policy', 'bande=random', '--workers', workers, '--json'], { encoding: 'utf8' });
    const one = run('1');
    expect(JSON.parse(one)).toMatchObject({ battles: 4 });
    expect(run('2')).toBe(one);
  }, 120_000);
});

describe('opfor balance: bad input is one located line, exit 1', () => {
  it.each([
    [['--battles', '0'], /^opfor: --battles: expected a whole number of at least 1, found "0"\n$/],
    [['--workers', 'many'], /^opfor: --workers: expected a whole number of at least 1, found "many"\n$/],
    [['--policy', 'zulus=random'], /^opfor: --policy zulus=…: the scenario has no side "zulus" \(its sides: bande, chief\)\n$/],
    [['--policy', 'chief=clever'], /argument 'chief=clever' is invalid\. expected one of opfor, random, passive after "chief=", found "clever"/],
    [['--temperament', 'chief'], /argument 'chief' is invalid\. expected SIDE=VALUE/],
    [['--temperament', 'chief=bold', '--temperament', 'chief=cautious'], /side "chief" is named twice/],
    [['--sweep', 'weather'], /argument 'weather' is invalid\. Allowed choices are temperament/],
    [['--value', '--policy', 'chief=random'], /^opfor: --value sets the policies itself/],
    [['--csv'], /^opfor: --csv prints a sweep's table/],
  ])('%j', async (args, message) => {
    const run = await opfor('balance', SCENARIO, ...(args as string[]));
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(STACK_LINE);
  });

  it('an unknown scenario names the shipped ones', async () => {
    const run = await opfor('balance', 'nowhere');
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^opfor: nowhere: no such scenario file or shipped scenario \(shipped: .*tyneside\/mirror/);
  });
});
