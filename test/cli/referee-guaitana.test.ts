import { describe, expect, it } from 'vitest';
import { opfor, STACK_LINE } from './run-cli.js';

/** Runs a Guaitana referee test with --json and returns the parsed object. */
async function json(...args: string[]): Promise<Record<string, unknown>> {
  const run = await opfor('referee', 'guaitana', ...args, '--json');
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  expect(run.out.endsWith('\n')).toBe(true);
  expect(run.out.trimEnd().split('\n')).toHaveLength(1);
  return JSON.parse(run.out) as Record<string, unknown>;
}

/** The keys `--json` promises, first and in this order. */
const firstKeys = (result: Record<string, unknown>, n: number) => Object.keys(result).slice(0, n);

describe('opfor referee guaitana fire (G11.5–G11.8)', () => {
  it('prints the exact JSON of a fire', async () => {
    const result = await json('fire', '--firers', '12', '--band', 'long', '--mods', 'veteran', '--dice', '1,4,3,6,2,5');
    expect(firstKeys(result, 3)).toEqual(['chance', 'firing', 'hits']);
    expect(result).toEqual({
      chance: 3, firing: 6, hits: 3,
      base: 12, modified: 3,
      halvings: [{ why: 'the target is at Long or Extreme range', rule: 'G11.6 (b)' }],
      faces: [1, 4, 3, 6, 2, 5], weapon: 'rifle', band: 'long', formation: null, surprised: false, mods: ['veteran'],
    });
  });

  // prettier-ignore
  const cases: [label: string, args: string[], dice: string, chance: number, firing: number, hits: number][] = [
    ['12 rifles at close range',                       ['--firers', '12', '--band', 'close'],                                                  '1,2,3,4,5,6,1,2,3,4,5,6', 3, 12, 6],
    ['10 in Mass at long range: ¼ of 10 → 3',          ['--firers', '10', '--band', 'long', '--formation', 'mass'],                            '1,2,3',                   2, 3,  2],
    ['7 in Square, surprised: halved once',            ['--firers', '7', '--band', 'close', '--formation', 'square', '--surprised'],           '3,3,4,4',                 3, 4,  2],
    ['2 machine guns at extreme, recruits, cover',     ['--firers', '2', '--weapon', 'mg', '--band', 'extreme', '--mods', 'recruit,target-cover'], '1,1,2,6,1',           1, 5,  3],
    ['1 mountain gun at long range: 5 → 3',            ['--firers', '1', '--weapon', 'cannon', '--band', 'long'],                              '2,3,1',                   2, 3,  2],
    ['8 javelins at long range',                       ['--firers', '8', '--weapon', 'javelin', '--band', 'long'],                             '1,2,3,4',                 2, 4,  2],
    ['6 carbines, close, on 6',                        ['--firers', '6', '--weapon', 'carbine', '--band', 'close', '--mods', 'veteran,target-square,target-mounted'], '6,6,5,4,3,2', 6, 6, 6],
    ['12 muskets at close, −3: halved, hit on 1',      ['--firers', '12', '--weapon', 'musket', '--band', 'close', '--mods', 'recruit,mounted,retreating'], '1,2,1,3,4,1', 1, 6,  3],
  ];
  it.each(cases)('%s', async (_label, args, dice, chance, firing, hits) => {
    expect(await json('fire', ...args, '--dice', dice)).toMatchObject({ chance, firing, hits });
  });

  it('throws no dice when no figure is left to fire, with --dice absent', async () => {
    expect(await json('fire', '--firers', '1', '--band', 'long', '--formation', 'mass')).toMatchObject({ chance: 2, firing: 0, hits: 0, faces: [] });
  });

  it('rolls seeded dice without --dice: the same seed, the same roll, firing dice', async () => {
    const a = await json('fire', '--firers', '9', '--band', 'close', '--seed', '42');
    const b = await json('fire', '--firers', '9', '--band', 'close', '--seed', '42');
    expect(a).toEqual(b);
    expect(a['faces']).toHaveLength(9);
  });

  it('shows the table lookup without --json', async () => {
    const run = await opfor('referee', 'guaitana', 'fire', '--firers', '2', '--weapon', 'mg', '--band', 'extreme', '--mods', 'recruit,target-cover', '--dice', '1,1,2,6,1');
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      [
        'Fire (G11.5–G11.8): 2 machine guns (20 figures, G11.6.1) at extreme range (up to 120 cm)',
        '  halved: the target is at Long or Extreme range (G11.6 (b))',
        '  halved: the modified hit chance is 0 or less: hit only on a 1 (G11.6 (d), G11.8)',
        '  firing: 20 × 1/4 = 5 (rounded to nearest, .5 up, G11.6, G18.4)',
        '  hit chance: extreme 1 (G11.7), Recruit shooters ("Tiratori Reclute") −1, Target in Cover ("Copertura", G5.1) −1 = −1 → 1 (G11.6 (d))',
        '  5d6: 1, 1, 2, 6, 1 → 3 hits (on 1 or less)',
        '',
      ].join('\n'),
    );
  });
});

describe('opfor referee guaitana melee (G12.2–G12.4)', () => {
  it('prints the exact JSON of a flanked unit', async () => {
    const result = await json('melee', '--fighters', '10', '--mods', 'flanked', '--dice', '1,2,1,3,4');
    expect(firstKeys(result, 3)).toEqual(['chance', 'fighting', 'hits']);
    expect(result).toEqual({
      chance: 1, fighting: 5, hits: 2,
      fighters: 10, modified: 1,
      halvings: [{ why: 'contacted on the flank or rear: half the figures fight', rule: 'G12.2' }],
      faces: [1, 2, 1, 3, 4], mods: ['flanked'],
    });
  });

  // prettier-ignore
  const cases: [mods: string | null, fighters: string, dice: string, chance: number, fighting: number, hits: number][] = [
    [null,                                              '4',  '1,2,3,4', 2, 4, 2],
    ['veteran,lance-charge',                            '4',  '4,4,5,6', 4, 4, 2],
    ['flanked,recruit',                                 '10', '1,1,2',   1, 3, 2],
    ['target-square,target-closed,stationary-vs-mover', '3',  '1,2,3',   1, 3, 1],
    ['surprised,retreating',                            '5',  '1,1,2',   1, 3, 2],
    ['target-skirmish',                                 '2',  '3,4',     3, 2, 1],
  ];
  it.each(cases)('mods %s, %s fighters, dice %s', async (mods, fighters, dice, chance, fighting, hits) => {
    const args = ['melee', '--fighters', fighters, ...(mods ? ['--mods', mods] : []), '--dice', dice];
    expect(await json(...args)).toMatchObject({ chance, fighting, hits });
  });
});

describe('opfor referee guaitana morale (G13.2–G13.3)', () => {
  // prettier-ignore
  const cases: [mods: string | null, d6: string, chance: number, passed: boolean][] = [
    [null,                              '4', 4, true ],
    [null,                              '5', 4, false],
    ['veteran,retreating',              '3', 3, true ],
    ['veteran,retreating',              '4', 3, false],
    ['square,no-enemy',                 '6', 8, true ],
    ['lost-half,retreating,recruit',    '1', 1, true ],
    ['lost-half,retreating,recruit',    '2', 1, false],
    ['lost-third,cinc-near,friend-near', '5', 5, true],
  ];
  it.each(cases)('mods %s, d6 %s → chance %i, passed %s', async (mods, d6, chance, passed) => {
    const result = await json('morale', ...(mods ? ['--mods', mods] : []), '--dice', d6);
    expect(firstKeys(result, 2)).toEqual(['chance', 'passed']);
    expect(result).toMatchObject({ chance, passed, d6: Number(d6) });
  });
});

describe('opfor referee guaitana commander (G11.9, G12.5)', () => {
  // prettier-ignore
  const cases: [side: string, losses: string, dice: string, lost: boolean, total: number][] = [
    ['italian', '3', '2',   true,  2], // G11.9.5: lost on 1–2
    ['italian', '3', '3',   false, 3], // strictly less
    ['native',  '3', '1,3', true,  2], // G11.9.5: 2d6 total 2–4
    ['native',  '3', '2,3', false, 3],
    ['native',  '1', '1,1', true,  0],
  ];
  it.each(cases)('%s unit losing %s, dice %s: lost %s', async (side, losses, dice, lost, total) => {
    const result = await json('commander', '--side', side, '--losses', losses, '--dice', dice);
    expect(firstKeys(result, 1)).toEqual(['commanderLost']);
    expect(result).toMatchObject({ commanderLost: lost, total, faces: dice.split(',').map(Number) });
  });

  it('does not roll for no losses', async () => {
    expect(await json('commander', '--side', 'native', '--losses', '0')).toMatchObject({ commanderLost: false, faces: [] });
  });
});

describe('opfor referee guaitana single-die tests', () => {
  it.each([
    ['impetus', [], '6', { attack: true }],
    ['impetus', [], '5', { attack: false }],
    ['forced-fire', [], '4', { mustFire: true }],
    ['forced-fire', [], '3', { mustFire: false }],
    ['jam', ['--gun', 'nordenfelt'], '5', { jammed: false }],
    ['jam', ['--gun', 'nordenfelt'], '6', { jammed: true }],
    ['jam', ['--gun', 'gatling'], '5', { jammed: true }],
    ['jam', ['--gun', 'gardner'], '4', { jammed: false }],
    ['unjam', [], '2', { result: 'cleared' }],
    ['unjam', [], '3', { result: 'still-jammed' }],
    ['unjam', [], '5', { result: 'broken' }],
  ] as const)('%s %j, d6 %s → %j', async (test, flags, d6, expected) => {
    const result = await json(test, ...flags, '--dice', d6);
    expect(firstKeys(result, 1)).toEqual(Object.keys(expected));
    expect(result).toMatchObject({ ...expected, d6: Number(d6) });
  });

  it('shows the lookup of a jam without --json', async () => {
    const run = await opfor('referee', 'guaitana', 'jam', '--gun', 'gatling', '--dice', '5');
    expect(run.out).toBe('Jam (G11.11): Gatling jams on 5–6; d6 5: jammed, it cannot fire\n');
  });
});

describe('opfor referee guaitana: bad input', () => {
  it.each([
    [['fire', '--firers', '12', '--band', 'close', '--mods', 'veteran,drunk'], '--mods: unknown modifier "drunk"; allowed: veteran, recruit, mounted, retreating, target-skirmish, target-square, target-cover, target-mounted, target-artillery'],
    [['melee', '--fighters', '5', '--mods', 'charge'], '--mods: unknown modifier "charge"; allowed: veteran, recruit, lance-charge, flanked, target-skirmish, target-square, target-closed, stationary-vs-mover, surprised, retreating'],
    [['morale', '--mods', 'lost-third,lost-half', '--dice', '3'], '--mods: "lost-third" and "lost-half" cannot both apply: the losses modifiers are tiers, not cumulative (G18.40)'],
    [['morale', '--mods', 'veteran,veteran', '--dice', '3'], '--mods: "veteran" given twice'],
    [['fire', '--firers', '8', '--weapon', 'javelin', '--band', 'close', '--dice', '1,2,3,4'], '--band: javelin has no close range; it fires only at long range (G11.5)'],
    [['fire', '--firers', '8', '--weapon', 'javelin', '--band', 'extreme'], '--band: javelin has no extreme range'],
    [['fire', '--firers', '12', '--band', 'long', '--dice', '1,2,3'], '--dice: not enough dice given: 6d6 needs 6 more, 3 left'],
    [['fire', '--firers', '12', '--band', 'long', '--dice', '1,2,3,4,5,6,1'], '--dice: 1 more face given than the test throws'],
    [['fire', '--firers', '1', '--band', 'long', '--formation', 'mass', '--dice', '3'], '--dice: 1 more face given than the test throws'],
    [['fire', '--firers', '0', '--band', 'close'], '--firers: expected a whole number of at least 1, found "0"'],
    [['fire', '--firers', '4', '--weapon', 'lance', '--band', 'close'], "argument 'lance' is invalid. Allowed choices are rifle, musket, carbine, javelin, mg, cannon"],
    [['commander', '--side', 'native', '--losses', '3', '--dice', '4'], '--dice: not enough dice given: 2d6-2 needs 2 more, 1 left'],
    [['commander', '--side', 'italian', '--losses', '3', '--dice', '2,2'], '--dice: 1 more face given than the test throws'],
    [['commander', '--side', 'zulu', '--losses', '3'], "argument 'zulu' is invalid. Allowed choices are italian, native"],
    [['jam', '--gun', 'mountain-gun', '--dice', '3'], "argument 'mountain-gun' is invalid. Allowed choices are nordenfelt, gatling, gardner"],
    [['unjam', '--dice', '7'], '--dice: 7 is not a face of a d6 (1 to 6)'],
    [['impetus', '--dice', '6,6'], '--dice: 1 more face given than the test throws'],
  ])('%j', async (args, message) => {
    const run = await opfor('referee', 'guaitana', ...args);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(message);
    expect(run.err.startsWith('opfor: ')).toBe(true);
    expect(run.err).not.toMatch(STACK_LINE);
  });

  it('a missing required option is a usage error (exit 2)', async () => {
    const band = await opfor('referee', 'guaitana', 'fire', '--firers', '12');
    expect(band.code).toBe(2);
    expect(band.out).toBe('');
    expect(band.err).toContain("required option '--band <band>' not specified");
    expect(band.err).not.toMatch(STACK_LINE);
    const fighters = await opfor('referee', 'guaitana', 'melee', '--dice', '1');
    expect(fighters.code).toBe(2);
    expect(fighters.err).toContain("required option '--fighters <N>' not specified");
  });
});
