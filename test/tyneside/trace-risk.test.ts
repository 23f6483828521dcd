import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/audit/check-trace.js';
import type { TraceBase, TraceEvent, TraceFactor, TraceLine } from '../../src/engine/trace.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { tynesideTraceRules } from '../../rulesets/tyneside/trace-rules.js';
import type { TynesideScenario } from '../../rulesets/tyneside/scenario-schema.js';

/**
 * The trace checker's hold on the Actions roll (T24-T25), on lines written by hand on Rorke's
 * Drift's table: each check passes a true line and reports a doctored one, at its line.
 */
const { scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
const at = (step: string, turn = 1) => (event: TraceEvent): TraceLine => ({ turn, step, ...event });
const base = (unit: string, side: string, id: string, x: number, y: number): TraceBase => ({ unit, side, id, x, y, w: 2.5, d: 2.5, facing: 0, leader: false, round: true });
const start = at('deployment')({ kind: 'start', ruleset: 'tyneside', scenario: 'mission-station', seed: 1, table: { width: 180, depth: 120 }, units: [{ id: 'store', side: 'british', type: 'regular' }, { id: 'uthulwana', side: 'zulus', type: 'regular' }] });
const zulu = (x: number, y: number) => base('uthulwana', 'zulus', 'uthulwana/1', x, y);
const store = base('store', 'british', 'store/1', 100, 72.5);
const table = (...bases: TraceBase[]) => [start, at('T5.1(2)')({ kind: 'positions', bases })];
const factor = (id: string, value: number, holds?: string[]): TraceFactor => ({ id, rule: 'T24.1', value, ...(holds ? { holds } : {}) });
/** An Actions roll, a true one by default: Firearms table, a tenth of the group lost (+1), D6 3: RF1-2, CONT. */
const roll = (unit: string, over: Partial<Extract<TraceEvent, { kind: 'roll' }>> = {}, turn = 2) =>
  at('T5.1(1)', turn)({ kind: 'roll', side: unit === 'store' ? 'british' : 'zulus', units: [unit], factors: [factor('casualties', 1)], total: 1, dice: [3], table: 'T26', row: 'RF1-2', result: 'CONT', ...over });
const step = (rule: string, turn = 1) => at(rule, turn)({ kind: 'step', title: rule, active: 'zulus' });
const move = (unit: string, id: string, from: [number, number], to: [number, number], how: { charge?: boolean; set?: boolean; step?: string } = {}) =>
  at(how.step ?? 'T5.1(2)')({ kind: 'move', unit, side: unit === 'store' ? 'british' : 'zulus', bases: [{ id, path: [from, to], allowance: 30, spent: Math.hypot(to[0] - from[0], to[1] - from[1]) }], allowance: 30, spent: 0, charge: how.charge ?? false, ...(how.set ? { ignoresGround: 'T33' } : {}) });
/** A melee of the zulus on the store, `gaveGround` the groups moved back. */
const melee = (gaveGround: string[]) => at('T5.1(4)')({ kind: 'melee', attackers: ['uthulwana'], defenders: ['store'], result: 'as the dice fell', gaveGround });
const check = (lines: TraceLine[]) => checkTrace(lines, tynesideTraceRules(scenario as TynesideScenario));
const codes = (lines: TraceLine[]) => check(lines).map((v) => v.code);

describe('the Risk Factor in the trace (T24.1-T24.2)', () => {
  it('a true roll passes', () => {
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana')])).toEqual([]);
  });

  it('the total is the sum of the factors (T24.2), reported at the roll line', () => {
    const broken = check([...table(zulu(100, 100), store), step('T5.1(1)', 2), roll('uthulwana', { total: 2 })]);
    expect(broken).toEqual([{ line: 4, turn: 2, step: 'T5.1(1)', code: 'risk-sum', message: "uthulwana's Risk Factor is 2, but its factors add up to 1 (T24.2)" }]);
  });

  it('each factor is a line of T24.1 at its printed value, counted once; casualties +1 per whole 10%', () => {
    const worth = (...factors: TraceFactor[]) => codes([...table(zulu(100, 100), store), roll('uthulwana', { factors, total: factors.reduce((n, f) => n + f.value, 0), row: 'RF3-5', result: 'HALT' })]);
    expect(worth(factor('enemy-in-range', 1), factor('casualties', 2))).toEqual([]);
    expect(worth(factor('enemy-in-range', 3))).toEqual(['risk-factor']);
    expect(worth(factor('enemy-in-range', 1), factor('enemy-in-range', 1), factor('raw-in-range', 1))).toEqual(['risk-factor']);
    expect(worth(factor('fear-of-the-dark', 3))).toEqual(['risk-factor']);
  });

  it('the result is the cell of its table in the row of the total and the column of the D6 (T25.3)', () => {
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', { dice: [1], result: 'COVER' })])).toEqual([]);
    const broken = check([...table(zulu(100, 100), store), roll('uthulwana', { dice: [1], result: 'HALT' })]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[3, 'risk-cell', 'uthulwana read RF1-2, HALT for RF 1 and D6 1, but T26 gives RF1-2, COVER (T25.3)']]);
    // the Melee table (T27) reads D6 1 on RF1-2 as HALT; a wrong row label is caught too
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', { dice: [1], table: 'T27', result: 'HALT' })])).toEqual([]);
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', { row: 'RF3-5' })])).toEqual(['risk-cell']);
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', { dice: [7] })])).toEqual(['risk-cell']);
  });
});

describe('the factors that need sight, as far as the trace shows them (A-36, A-40)', () => {
  const inRange = { factors: [factor('enemy-in-range', 1)] };
  it('an enemy in range counts only if an enemy weapon reaches a figure of the group at long range', () => {
    // the store's rifles reach the zulus at 180 cm; the zulus' spears reach nobody
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', inRange)])).toEqual([]);
    const broken = check([...table(zulu(100, 100), store), roll('store', inRange)]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[3, 'risk-factor', `store's roll counts +1 for "enemy-in-range", but no enemy's weapon reaches a figure of it at long range (T24.1, A-36)`]]);
  });

  it('an enemy to flank or rear counts only if one stands more than 45° off the group\'s facing', () => {
    const flank = { factors: [factor('flank-rear', 2)], total: 2 };
    // the store faces north (0°): the zulus due north are in front, due east on its flank
    expect(codes([...table(zulu(100, 100), store), roll('store', flank)])).toEqual(['risk-factor']);
    expect(codes([...table(zulu(140, 72.5), store), roll('store', flank)])).toEqual([]);
    // 42° off: in front; 48° off: on the flank
    expect(codes([...table(zulu(125, 100), store), roll('store', flank)])).toEqual(['risk-factor']);
    expect(codes([...table(zulu(130, 100), store), roll('store', flank)])).toEqual([]);
  });
});

describe('running or retreating as a result of melee (+3, A-42), from the trace', () => {
  const running = (holds: string[]) => ({ factors: [factor('casualties', 1), factor('running', 3, holds)], total: 4, row: 'RF3-5', result: 'CONT', dice: [4] });
  // the store lost the melee and was moved back 5 cm (T33.2)
  const lost = [...table(zulu(100, 75), store), step('T5.1(4)'), melee(['store']), move('store', 'store/1', [100, 72.5], [100, 67.5], { set: true, step: 'T5.1(4)' })];

  it('a group moved back since its last roll counts +3, and says so', () => {
    expect(codes([...lost, roll('store', running(['moved-back']))])).toEqual([]);
    const broken = check([...lost, roll('store')]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[6, 'risk-running', "store gave ground in a melee since its last roll, but store's roll counts no +3 for retreating as a result of melee (T24.1, A-42)"]]);
  });

  it('the winner, or a group whose move back came before its last roll, counts no +3 for it', () => {
    expect(codes([...lost, roll('uthulwana', running(['moved-back']))])).toEqual(['risk-running']);
    expect(codes([...lost, roll('store', running(['moved-back'])), roll('store', running(['moved-back']), 3)])).toEqual(['risk-running']);
  });

  it('a group whose last result was RUN counts +3 at its next roll, and only then', () => {
    const ran = roll('store', { factors: [factor('casualties', 6)], total: 6, row: 'RF6-8', dice: [1], result: 'RUN' });
    expect(codes([...table(zulu(100, 100), store), ran, roll('store', running(['ran']), 3)])).toEqual([]);
    expect(codes([...table(zulu(100, 100), store), ran, roll('store', {}, 3)])).toEqual(['risk-running']);
    expect(codes([...table(zulu(100, 100), store), roll('store'), roll('store', running(['ran']), 3)])).toEqual(['risk-running']);
  });
});

describe('advancing (−1, A-35), from the trace', () => {
  const advancing = { factors: [factor('cover-or-advancing', -1, ['advancing']), factor('casualties', 1)], total: 0, row: 'Up to RF0', result: 'RF0' };
  const charged = [...table(zulu(100, 100), store), move('uthulwana', 'uthulwana/1', [100, 100], [100, 75], { charge: true })];

  it('a group that charged in its last move counts −1 for advancing', () => {
    expect(codes([...charged, roll('uthulwana', advancing)])).toEqual([]);
    const broken = check([...charged, roll('uthulwana')]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[4, 'risk-advancing', 'uthulwana advanced in its last move, but its roll counts no −1 for advancing (T24.1, A-35)']]);
  });

  it('a follow-up (T33.3) on a group that still stands is an advance, though the gap stays 0 cm', () => {
    // the store lost and could not get clear: the zulu follows up and still touches it
    const followed = [...table(zulu(100, 75), store), step('T5.1(4)'), melee(['store']), move('uthulwana', 'uthulwana/1', [100, 75], [100.5, 75], { set: true, step: 'T5.1(4)' })];
    expect(codes([...followed, roll('uthulwana', advancing)])).toEqual([]);
    expect(codes([...followed, roll('uthulwana')])).toEqual(['risk-advancing']);
  });

  it('a move that brought the nearest base nearer the nearest enemy is an advance; one that did not is not', () => {
    const nearer = [...table(zulu(100, 110), store), move('uthulwana', 'uthulwana/1', [100, 110], [100, 100])];
    const away = [...table(zulu(100, 100), store), move('uthulwana', 'uthulwana/1', [100, 100], [100, 110])];
    expect(codes([...nearer, roll('uthulwana', advancing)])).toEqual([]);
    expect(codes([...nearer, roll('uthulwana')])).toEqual(['risk-advancing']);
    expect(codes([...away, roll('uthulwana')])).toEqual([]);
    const broken = check([...away, roll('uthulwana', advancing)]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[4, 'risk-advancing', "uthulwana's roll counts −1 for advancing, but uthulwana did not come nearer the enemy in its last move (T24.1, A-35)"]]);
  });

  it('in cover, the line counts without an advance; after a roll, a move the trace does not show may have been made', () => {
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', { ...advancing, factors: [factor('cover-or-advancing', -1, ['cover']), factor('casualties', 1)] })])).toEqual([]);
    // charged, rolled, then (maybe) ordered to move and no base went anywhere: the next roll is not held to the charge
    expect(codes([...charged, roll('uthulwana', advancing), roll('uthulwana', {}, 3)])).toEqual([]);
  });

  it('a group that has not moved has not advanced; a trace without positions (a real table) is not held to it', () => {
    expect(codes([...table(zulu(100, 100), store), roll('uthulwana', advancing)])).toEqual(['risk-advancing']);
    expect(codes([start, roll('uthulwana', advancing)])).toEqual([]);
  });
});

describe('the set 5 cm moves of a melee step (T33)', () => {
  it('are made by a group that gave ground or won', () => {
    const fought = [...table(zulu(100, 75), store, base('store', 'british', 'store/2', 120, 72.5)), step('T5.1(4)'), melee(['uthulwana'])];
    expect(codes([...fought, move('uthulwana', 'uthulwana/1', [100, 75], [100, 80], { set: true, step: 'T5.1(4)' })])).toEqual([]);
    expect(codes([...fought, move('store', 'store/1', [100, 72.5], [100, 77.5], { set: true, step: 'T5.1(4)' })])).toEqual([]);
    const third = [start, at('T5.1(2)')({ kind: 'positions', bases: [zulu(100, 75), store, base('wagon', 'british', 'wagon/1', 140, 72.5)] }), step('T5.1(4)'), melee(['uthulwana'])];
    const broken = check([...third, move('wagon', 'wagon/1', [140, 72.5], [145, 72.5], { set: true, step: 'T5.1(4)' })]);
    expect(broken.map((v) => [v.line, v.code, v.message])).toEqual([[5, 'follow-up', 'wagon was moved a set 5 cm in the melee step but neither gave ground nor won a melee in it (T33.2, T33.3)']]);
  });
});

describe('the factors the figures on the table decide (A-34, A-41), on the Mashona ambush', () => {
  const bush = tynesideTraceRules(loadScenarioFile('scenarios/tyneside/bush-ambush.yaml').scenario as TynesideScenario);
  const units = [{ id: 'nesbitt', side: 'patrol', type: 'pc', leader: true as const }, { id: 'mmp', side: 'patrol', type: 'regular' }, { id: 'axemen', side: 'mashona', type: 'regular' }];
  const open = at('deployment')({ kind: 'start', ruleset: 'tyneside', scenario: 'bush-ambush', seed: 1, table: { width: 240, depth: 120 }, units });
  /** Nesbitt (a Hero) beside the mounted police, the axemen (natives) `gap` cm from the nearest trooper. */
  const ambush = (gap: number) => [open, at('T5.1(2)')({ kind: 'positions', bases: [base('axemen', 'mashona', 'axemen/1', 100, 50), base('mmp', 'patrol', 'mmp/1', 100, 50 + 2.5 + gap), { ...base('nesbitt', 'patrol', 'nesbitt', 104, 50 + 2.5 + gap), leader: true }] })];
  const bushCodes = (lines: TraceLine[]) => checkTrace(lines, bush).map((v) => v.code);
  const patrolRoll = (over: Partial<Extract<TraceEvent, { kind: 'roll' }>>) => ({ ...roll('mmp', over), side: 'patrol' }) as TraceLine;
  const mashonaRoll = (over: Partial<Extract<TraceEvent, { kind: 'roll' }>>) => ({ ...roll('axemen', over), side: 'mashona' }) as TraceLine;

  it('a Hero of the group or with it counts −1, and only then', () => {
    const withHero = { with: ['nesbitt'], factors: [factor('hero', -1), factor('casualties', 1)], total: 0, row: 'Up to RF0', result: 'RF0' };
    expect(bushCodes([...ambush(40), patrolRoll(withHero)])).toEqual([]);
    expect(bushCodes([...ambush(40), patrolRoll({ with: ['nesbitt'] })])).toEqual(['risk-factor']);
    expect(bushCodes([...ambush(40), patrolRoll({ ...withHero, with: [] })])).toEqual(['risk-factor']);
  });

  it('natives with an enemy horseman within 25 cm count +2, and only then', () => {
    const nearHorse = { factors: [factor('natives-near-cavalry', 2)], total: 2 };
    expect(bushCodes([...ambush(20), mashonaRoll(nearHorse)])).toEqual([]);
    expect(bushCodes([...ambush(25), mashonaRoll({})])).toEqual(['risk-factor']);
    expect(bushCodes([...ambush(26), mashonaRoll({})])).toEqual([]);
    expect(bushCodes([...ambush(26), mashonaRoll(nearHorse)])).toEqual(['risk-factor']);
    // the troopers are not natives, whoever stands near them
    expect(bushCodes([...ambush(20), patrolRoll({ ...nearHorse, with: ['nesbitt'], factors: [factor('hero', -1), ...nearHorse.factors], total: 1 })])).toEqual(['risk-factor']);
  });
});
