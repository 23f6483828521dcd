import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/audit/check-trace.js';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceBase, TraceEvent, TraceLine } from '../../src/engine/trace.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { tynesideTraceRules } from '../../rulesets/tyneside/trace-rules.js';
import type { TynesideScenario } from '../../rulesets/tyneside/scenario-schema.js';

/** The Tyneside invariants the trace checker adds, on lines written by hand on Rorke's Drift's table. */
const { scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
const at = (step: string) => (event: TraceEvent): TraceLine => ({ turn: 1, step, ...event });
const base = (unit: string, side: string, id: string, x: number, y: number, leader = false): TraceBase => ({ unit, side, id, x, y, w: 2.5, d: 2.5, facing: 0, leader, round: true });
const start = at('deployment')({ kind: 'start', ruleset: 'tyneside', scenario: 'mission-station', seed: 1, table: { width: 180, depth: 120 }, units: [{ id: 'chard', side: 'british', type: 'pc', leader: true }, { id: 'store', side: 'british', type: 'regular' }, { id: 'uthulwana', side: 'zulus', type: 'regular' }] });
const table = (...bases: TraceBase[]) => [start, at('T5.1(2)')({ kind: 'positions', bases })];
const shot = (targetUnit: string, target: string, distance: number, band: string) => at('T5.1(3)')({ kind: 'fire', unit: 'uthulwana', side: 'zulus', shooter: 'uthulwana/1', weapon: 'rifle', target, targetUnit, distance, band, dice: [5], hits: 1 });
const codes = (lines: TraceLine[]) => checkTrace(lines, tynesideTraceRules(scenario as TynesideScenario)).map((v) => v.code);

describe('the Tyneside trace rules', () => {
  const zulu = base('uthulwana', 'zulus', 'uthulwana/1', 100, 100);
  it('a shot is in the band of its distance (T4.2: 30 cm is short for a rifle, to the last float step)', () => {
    const store = base('store', 'british', 'store/1', 100, 72.5);
    expect(codes([...table(zulu, store), shot('store', 'store/1', 25, 'short')])).toEqual([]);
    expect(codes([...table(zulu, base('store', 'british', 'store/1', 100, 67.5)), shot('store', 'store/1', 30.000000000000004, 'short')])).toEqual([]);
    expect(codes([...table(zulu, store), shot('store', 'store/1', 25, 'medium')])).toEqual(['band']);
  });
  it('the distance is the gap between the two bases the trace shows', () => {
    expect(codes([...table(zulu, base('store', 'british', 'store/1', 100, 60)), shot('store', 'store/1', 25, 'short')])).toEqual(['distance']);
  });
  it('a leader within 5 cm of a group of his side is not shot at alone (T22.3)', () => {
    const chard = base('chard', 'british', 'chard', 100, 72.5, true);
    expect(codes([...table(zulu, chard, base('store', 'british', 'store/1', 106, 72.5)), shot('chard', 'chard', 25, 'short')])).toEqual(['leader-alone']);
    expect(codes([...table(zulu, chard, base('store', 'british', 'store/1', 110, 72.5)), shot('chard', 'chard', 25, 'short')])).toEqual([]);
  });
  it('a group is moved a set 5 cm once a melee step (T33)', () => {
    const back = (from: number) => at('T5.1(4)')({ kind: 'move', unit: 'uthulwana', side: 'zulus', bases: [{ id: 'uthulwana/1', path: [[100, from], [100, from + 5]], allowance: 5, spent: 5 }], allowance: 5, spent: 5, charge: false, ignoresGround: 'T33' });
    const melee = at('T5.1(4)')({ kind: 'step', title: 'melee', active: 'zulus' });
    expect(codes([...table(zulu), melee, back(100)])).toEqual([]);
    expect(codes([...table(zulu), melee, back(100), back(105)])).toEqual(['melee-moves']);
  });
  it('after the moves back, a group moved back touches the group it fought only where its move names no room (T33.2)', () => {
    // the Zulu at (100, 102.5) touched the store's man at (100, 100) and was moved back from him
    const store = base('store', 'british', 'store/1', 100, 100);
    const fought = base('uthulwana', 'zulus', 'uthulwana/1', 100, 102.5);
    const step = at('T5.1(4)')({ kind: 'step', title: 'melee', active: 'british' });
    const fight = at('T5.1(4)')({ kind: 'melee', attackers: ['store'], defenders: ['uthulwana'], result: 'uthulwana lost 1, store lost 0: uthulwana lost' });
    const back = (to: number, noRoom?: string[]) => at('T5.1(4)')({ kind: 'move', unit: 'uthulwana', side: 'zulus', bases: to === 102.5 ? [] : [{ id: 'uthulwana/1', path: [[100, 102.5], [100, to]], allowance: 5, spent: to - 102.5 }], allowance: 5, spent: to - 102.5, charge: false, ignoresGround: 'T33', awayFrom: 'store', ...(noRoom ? { noRoom } : {}) });
    const after = at('T34')({ kind: 'step', title: 'end of half-turn', active: 'british' });
    expect(codes([...table(store, fought), step, fight, back(107.5), after])).toEqual([]);
    // 0.4 cm apart is still contact (A-4: edge to edge, half a centimetre)
    expect(codes([...table(store, fought), step, fight, back(102.9), after])).toEqual(['moved-back-contact']);
    expect(codes([...table(store, fought), step, fight, back(102.5), after])).toEqual(['moved-back-contact']);
    expect(codes([...table(store, fought), step, fight, back(102.5, ['uthulwana/1']), after])).toEqual([]);
  });
});

describe('the trace of how a Tyneside battle ends (T34)', () => {
  const ends = (name: string, lines: TraceLine[]) => {
    const rules = tynesideTraceRules(loadScenarioFile(`scenarios/tyneside/${name}.yaml`).scenario as TynesideScenario);
    const model = new TableModel();
    return lines.flatMap((l) => rules.check(l, model)).filter((p) => p.code === 'break').map((p) => p.message);
  };
  const figure = (unit: string, side: string, retreat = false): TraceBase => ({ unit, side, id: `${unit}-1`, x: 50, y: 50, w: 2, d: 2, facing: 0, leader: false, round: true, ...(retreat ? { retreat: true as const } : {}) });
  /** The mirror at the end of a half-turn of turn 3: these groups shown, those named retreating. */
  const mirror = (shown: string[], retreating: string[]): TraceLine[] => [
    { turn: 3, step: 'T5.1(4)', kind: 'positions', bases: shown.map((u) => figure(u, u.split('-')[0]!, retreating.includes(u))) },
    { turn: 3, step: 'T34', kind: 'step', title: 'End of half-turn', active: 'usuthu' },
  ] as TraceLine[];
  const all = ['usuthu-left', 'usuthu-right', 'usuthu-marksmen', 'izigqoza-left', 'izigqoza-right', 'izigqoza-marksmen'];
  const izigqoza = ['izigqoza-left', 'izigqoza-right', 'izigqoza-marksmen'];
  const end = (winner: string, turns: number) => ({ turn: turns, step: 'T34', kind: 'end', winner, turns }) as TraceLine;
  const next = { turn: 4, step: 'T5.1(1)', kind: 'step', title: 'Step 1', active: 'izigqoza' } as TraceLine;

  it('a side with every group in retreat has lost: the other wins, and the battle may not go on', () => {
    expect(ends('mirror', [...mirror(all, izigqoza), end('usuthu', 3)])).toEqual([]);
    expect(ends('mirror', [...mirror(all, izigqoza), end('izigqoza', 3)])).toHaveLength(1);
    expect(ends('mirror', [...mirror(all, izigqoza), next])).toEqual(['izigqoza had every group in retreat or gone at the end of the half-turn, but the battle went on (T34)']);
    expect(ends('mirror', [...mirror(all, izigqoza.slice(1)), next])).toEqual([]);
  });

  it('a group gone counts with those in retreat; neither side lost, the battle goes on to the turn limit (a draw on the mirror)', () => {
    expect(ends('mirror', [...mirror(all, []), ...mirror(all.filter((u) => u !== 'izigqoza-left'), izigqoza.slice(1)), next])).toHaveLength(1);
    expect(ends('mirror', [...mirror(all, []), end('usuthu', 3)])).toEqual(['the battle ended after turn 3 won by usuthu, with neither side in retreat or gone (turn limit 10): it should have gone on (T34)']);
    expect(ends('mirror', [...mirror(all, []), end('draw', 10)])).toEqual([]);
  });

  it('a side with a group still hidden has not lost (T35): the Mashona with the axemen behind their marker', () => {
    const rebels = ['riflemen', 'musketeers', 'hill-musketeers'];
    const lines = [{ turn: 5, step: 'T5.1(4)', kind: 'positions', bases: [...rebels.map((u) => ({ ...figure(u, 'mashona', true) })), figure('mmp', 'patrol')] }, { turn: 5, step: 'T34', kind: 'step', title: 'End', active: 'patrol' }, { ...next, turn: 6 }] as TraceLine[];
    expect(ends('bush-ambush', lines)).toEqual([]);
  });
});
