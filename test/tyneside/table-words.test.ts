import { describe, expect, it } from 'vitest';
import { applyHit, tellRemovals, type Removal } from '../../rulesets/tyneside/procedures/casualties.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { drive } from '../helpers/drive.js';
import { move } from '../../rulesets/tyneside/procedures/carry-out.js';
import { figureRuns } from '../../rulesets/tyneside/procedures/figure-words.js';
import { shootingStep } from '../../rulesets/tyneside/procedures/shooting-step.js';
import { NearestBook } from '../../rulesets/tyneside/procedures/nearest.js';
import { row, table, type LeaderSpec } from './table-fixture.js';

/**
 * T23 at a real table: the figures to mark and take off are named as a player finds them on the
 * table (a group's by how many, wounded or not; a leader by name), never by the books' numbers.
 */
function field() {
  return table([], [{ id: 'b-company', at: row(6, 50, 50) }], [{ id: 'impi-2', at: row(6, 50, 150) }], [{ id: 'bourne', role: 'nco', at: [40, 50] }]);
}

/** The texts told when these hits fall, in order, the removals last. */
function told(state: ReturnType<typeof field>, hits: readonly [string, 'graze' | 'wound' | 'kill'][]): string[] {
  return drive((function* () {
    const removals: Removal[] = [];
    for (const [id, result] of hits) yield* applyHit(state, state.figures[id]!, result, [], removals);
    yield* tellRemovals(state, removals);
  })(), { faces: [], table: new TynesideTable(state), choose: () => { throw new Error('no choice in a hit'); } }).told.map((i) => i.text);
}

describe('T23: removals and wounds in words a player can act on', () => {
  it('one figure killed: the group and how many are left, no number', () => {
    expect(told(field(), [['impi-2/4', 'kill']])).toEqual(['Remove a figure of impi-2 (killed; 5 left)']);
  });

  it('a wound says which kind of figure to mark; a second wound removes a wounded one', () => {
    const state = field();
    expect(told(state, [['impi-2/2', 'wound'], ['impi-2/5', 'wound']])).toEqual([
      'A figure of impi-2 is wounded: mark him (short range only, 20 cm moves)',
      'An unwounded figure of impi-2 is wounded: mark him (short range only, 20 cm moves)',
    ]);
    expect(told(state, [['impi-2/2', 'wound']])).toEqual(['Remove a wounded figure of impi-2 (a second wound kills; 5 left)']);
    expect(told(state, [['impi-2/1', 'kill']])).toEqual(['Remove an unwounded figure of impi-2 (killed; 4 left)']);
  });

  it('several figures of a group: how many, how many of them wounded, and why', () => {
    const state = field();
    told(state, [['impi-2/6', 'wound']]);
    expect(told(state, [['impi-2/1', 'kill'], ['impi-2/6', 'wound'], ['impi-2/3', 'kill']])).toEqual(['Remove 3 figures of impi-2, 2 unwounded and 1 wounded (2 killed, 1 a second wound kills; 3 left)']);
  });

  it('a leader by his name, beside the figures of a group', () => {
    expect(told(field(), [['bourne', 'kill'], ['b-company/2', 'kill'], ['b-company/3', 'kill']])).toEqual(['Remove bourne (killed); 2 figures of b-company (2 killed; 4 left)']);
    expect(told(field(), [['bourne', 'wound']])).toEqual(['bourne is wounded: mark him (short range only, 20 cm moves)']);
  });

  it('never a figure number', () => {
    const state = field();
    const texts = told(state, [['impi-2/1', 'graze'], ['impi-2/2', 'wound'], ['impi-2/3', 'kill'], ['impi-2/2', 'kill']]);
    expect(texts.join('\n')).not.toMatch(/#\d/);
  });
});

describe('T22.3 at a real table: a move names the leaders that go with their group', () => {
  const moveTold = (withLeaders: string[], leaders: LeaderSpec[]) => {
    const state = table([], [{ id: 'b-company', at: row(4, 50, 50) }], [{ id: 'impi-2', at: row(4, 50, 150) }], leaders);
    const run = drive(move(state, state.units['b-company']!, withLeaders, { kind: 'toward-unit', unit: 'impi-2' }, 1, 'b-company advances a full move on impi-2', [], new NearestBook()), { faces: [], table: new TynesideTable(state), choose: () => { throw new Error('no choice in a move'); } });
    return run.told.map((i) => i.text);
  };

  it('one leader: ", bourne with it", so the player moves him too', () => {
    expect(moveTold(['bourne'], [{ id: 'bourne', role: 'nco', at: [45, 50] }])).toEqual(['b-company advances a full move on impi-2, bourne with it [25 cm]']);
  });

  it('two leaders, and none', () => {
    expect(moveTold(['chard', 'bourne'], [{ id: 'chard', role: 'pc', at: [45, 50] }, { id: 'bourne', role: 'nco', at: [45, 53] }])[0]).toContain(', chard and bourne with it [');
    expect(moveTold([], [])[0]).toBe('b-company advances a full move on impi-2 [25 cm]');
  });
});

describe('T22.1, T22.3: a fire at a group with a leader attached says hits may fall on him', () => {
  it('"hits fall at random among its figures in sight, chard among them"', () => {
    const state = table([], [{ id: 'b-company', at: row(2, 100, 100) }], [{ id: 'impi-2', at: row(2, 100, 150) }], [{ id: 'chard', role: 'pc', at: [106, 100] }]);
    const run = drive(shootingStep(state, 'zulus'), { faces: [1, 1, 1, 1], table: new TynesideTable(state), choose: () => { throw new Error('no choice in uncommanded fire'); } });
    expect(run.told.map((i) => i.text)).toContain('impi-2 fires 1 shot at b-company (in the open); hits fall at random among its figures in sight, chard among them');
  });
});

describe('T32.2 at a real table: the melee dice name the figures they go to in runs a player can throw for', () => {
  it('"3 figures of impi-2, bourne and 2 figures of b-company", never a number', () => {
    const state = table([], [{ id: 'b-company', at: row(4, 50, 50) }], [{ id: 'impi-2', at: row(4, 50, 150) }], [{ id: 'bourne', role: 'nco', at: [40, 50] }]);
    const f = (id: string) => state.figures[id]!;
    expect(figureRuns(state, [f('impi-2/1'), f('impi-2/3'), f('impi-2/4'), f('bourne'), f('b-company/1'), f('b-company/2')])).toBe('3 figures of impi-2, bourne and 2 figures of b-company');
    f('impi-2/2').wounds = 1;
    expect(figureRuns(state, [f('impi-2/1'), f('b-company/1')])).toBe('an unwounded figure of impi-2 and a figure of b-company');
  });
});
