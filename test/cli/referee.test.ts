import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE } from './run-cli.js';

/** Runs a Tyneside referee test with --json and returns the parsed object. */
async function json(...args: string[]): Promise<unknown> {
  const run = await opfor('referee', 'tyneside', ...args, '--json');
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  expect(run.out.endsWith('\n')).toBe(true);
  expect(run.out.trimEnd().split('\n')).toHaveLength(1);
  return JSON.parse(run.out);
}

describe('opfor referee tyneside reaction (T25–T28)', () => {
  // prettier-ignore
  const cases: [rf: string, table: string, d6: string, action: string, charge: boolean, mayIgnore: boolean, cell: string][] = [
    ['0',  'firearms', '3', 'continue',   false, true,  'RF0'],
    ['-2', 'melee',    '6', 'advance',    false, true,  'RF0-6'],
    ['1',  'firearms', '1', 'take-cover', false, false, 'COVER'],
    ['2',  'firearms', '2', 'halt',       false, true,  'HALT'],
    ['3',  'firearms', '4', 'continue',   true,  true,  'CONT'],
    ['5',  'firearms', '6', 'advance',    true,  true,  'ADV'],
    ['6',  'firearms', '2', 'withdraw',   false, false, 'WDRAW'],
    ['9',  'firearms', '1', 'run',        false, false, 'RUN'],
    ['7',  'melee',    '2', 'take-cover', false, false, 'COVER'],
    ['12', 'melee',    '6', 'halt',       false, true,  'HALT'],
  ];
  it.each(cases)('RF %s on the %s table, D6 %s: %s', async (rf, table, d6, action, charge, mayIgnore, cell) => {
    const result = (await json('reaction', '--rf', rf, '--weapon', table, '--dice', d6)) as Record<string, unknown>;
    expect(Object.keys(result).slice(0, 3)).toEqual(['action', 'charge', 'commandedMayIgnore']);
    expect(result).toMatchObject({ action, charge, commandedMayIgnore: mayIgnore, cell, rf: Number(rf), d6: Number(d6), table });
  });

  it('prints the exact JSON of a cell', async () => {
    expect(await json('reaction', '--rf', '3', '--weapon', 'firearms', '--dice', '4')).toEqual({
      action: 'continue', charge: true, commandedMayIgnore: true,
      cell: 'CONT', italic: true, rf: 3, row: 'RF3-5', d6: 4, table: 'firearms', rule: 'T26',
      text: 'Continue current actions facing the nearest enemy (Charge?)',
    });
  });

  it('reads the Up to RF0 row as printed with --literal-rf0', async () => {
    expect(await json('reaction', '--rf', '0', '--weapon', 'melee', '--dice', '2', '--literal-rf0')).toMatchObject({ action: 'continue', commandedMayIgnore: false });
  });

  it('shows the table lookup without --json', async () => {
    const run = await opfor('referee', 'tyneside', 'reaction', '--rf', '6', '--weapon', 'firearms', '--dice', '1');
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      [
        'Actions Table, firearms (T26): RF 6 is row RF6-8; D6 1 gives RUN',
        '  "Run from nearest enemy"',
        '  action: run',
        '  roman: binds everybody, PCs and commanded troops included (T25.5)',
        '',
      ].join('\n'),
    );
  });

  it('rolls seeded dice without --dice: the same seed, the same roll', async () => {
    const a = await json('reaction', '--rf', '3', '--weapon', 'melee', '--seed', '42');
    const b = await json('reaction', '--rf', '3', '--weapon', 'melee', '--seed', '42');
    expect(a).toEqual(b);
    expect((a as { d6: number }).d6).toBeGreaterThanOrEqual(1);
  });
});

describe('opfor referee tyneside risk (T24)', () => {
  it('adds up the factors line by line', async () => {
    expect(await json('risk', '--hero', '--enemy-in-range', '--casualties-pct', '35')).toEqual({
      rf: 3,
      factors: [
        { id: 'hero', value: -1, why: 'Hero with unit. (a Hero is with the unit)' },
        { id: 'enemy-in-range', value: 1, why: 'Enemy in clear sight and within their weapons range of the unit (an enemy in clear sight has the unit in range)' },
        { id: 'casualties', value: 3, why: 'Per 10% of group wounded or killed (35% wounded or killed: 3 × 10%)' },
      ],
    });
  });

  it('counts cover or advancing once, and --raw-in-range makes the unit Raw', async () => {
    const result = (await json('risk', '--cover', '--advancing', '--raw-in-range', '--enemy-flank-rear', '--natives-near-cavalry', '--running')) as { rf: number; factors: { id: string }[] };
    expect(result.rf).toBe(-1 + 1 + 2 + 2 + 3);
    expect(result.factors.map((f) => f.id)).toEqual(['cover-or-advancing', 'raw-in-range', 'flank-rear', 'natives-near-cavalry', 'running']);
  });

  it('is 0 with no factor', async () => {
    expect(await json('risk')).toEqual({ rf: 0, factors: [] });
  });
});

describe('opfor referee tyneside hit (T20)', () => {
  // prettier-ignore
  const cases: [range: string, cover: string, d8: string, hit: boolean, needed: number][] = [
    ['short',  'open', '2', true,  2],
    ['short',  'hard', '5', false, 6],
    ['medium', 'soft', '6', true,  6],
    ['long',   'hard', '7', false, 8],
    ['long',   'hard', '8', true,  8],
  ];
  it.each(cases)('%s range, %s cover, D8 %s', async (range, cover, d8, hit, needed) => {
    expect(await json('hit', '--range', range, '--cover', cover, '--dice', d8)).toEqual({ hit, needed, d8: Number(d8), range, cover });
  });
});

describe('opfor referee tyneside damage (T21)', () => {
  // prettier-ignore
  const cases: [weapon: string, shooter: string | null, d6: string, result: string, modified: number][] = [
    ['gunpowder', null,      '5', 'kill',  5],
    ['gunpowder', 'raw',     '5', 'wound', 4],
    ['bow-spear', 'hero',    '5', 'kill',  6],
    ['other',     'veteran', '3', 'graze', 3],
    ['other',     'raw',     '1', 'graze', 1],
  ];
  it.each(cases)('%s, shooter %s, D6 %s: %s', async (weapon, shooter, d6, result, modified) => {
    const args = ['damage', '--weapon', weapon, ...(shooter ? ['--shooter', shooter] : []), '--dice', d6];
    expect(await json(...args)).toEqual({ result, d6: Number(d6), modified, weapon, shooter: shooter ?? 'veteran' });
  });
});

describe('opfor referee tyneside command (T8)', () => {
  it.each([
    [['--class', 'hero'], '1,2,3,4', 4, 10],
    [['--class', 'veteran', '--musician'], '6,6,6,6', 4, 24],
    [['--class', 'raw', '--officer-busy'], '5', 1, 5],
    [['--class', 'hero', '--officer-busy', '--musician'], '1,1,1,1', 4, 4],
  ] as const)('%j rolls %s', async (flags, faces, dice, points) => {
    expect(await json('command', ...flags, '--dice', faces)).toEqual({ dice, points, faces: faces.split(',').map(Number) });
  });
});

describe('opfor referee: bad input', () => {
  it.each([
    [['reaction', '--rf', 'x', '--weapon', 'firearms'], '--rf: expected a whole number, found "x"'],
    [['reaction', '--rf', '2', '--weapon', 'firearms', '--dice', '9'], '--dice: 9 is not a face of a d6 (1 to 6)'],
    [['reaction', '--rf', '2', '--weapon', 'guns'], "argument 'guns' is invalid. Allowed choices are firearms, melee"],
    [['reaction', '--rf', '2', '--weapon', 'melee', '--dice', 'six'], '--dice: "six" is not a die face'],
    [['reaction', '--rf', '2', '--weapon', 'melee', '--dice', '3,4'], '--dice: 1 more face given than the test throws'],
    [['hit', '--range', 'short', '--cover', 'open', '--dice', '9'], '--dice: 9 is not a face of a d8 (1 to 8)'],
    [['command', '--class', 'veteran', '--dice', '3,4'], '--dice: not enough dice given: 3d6 needs 3 more, 2 left'],
    [['risk', '--casualties-pct', '120'], '--casualties-pct: expected a number from 0 to 100, found "120"'],
    [['damage', '--weapon', 'gunpowder', '--seed', 'abc'], '--seed: expected a whole number (0 or more), found "abc"'],
  ])('%j', async (args, message) => {
    const run = await opfor('referee', 'tyneside', ...args);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(message);
    expect(run.err.startsWith('opfor: ')).toBe(true);
    expect(run.err).not.toMatch(STACK_LINE);
  });

  it('a missing required option or an unknown test is a usage error (exit 2)', async () => {
    const missing = await opfor('referee', 'tyneside', 'hit', '--range', 'short');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--cover <cover>' not specified");
    const unknown = await opfor('referee', 'tyneside', 'morale');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown command 'morale'");
  });
});
