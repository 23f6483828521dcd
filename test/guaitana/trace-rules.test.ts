import { describe, expect, it } from 'vitest';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { guaitanaTraceRules } from '../../rulesets/guaitana/trace-rules.js';
import type { GuaitanaScenario } from '../../rulesets/guaitana/scenario-schema.js';

const rules = guaitanaTraceRules(loadScenarioFile('scenarios/guaitana/dogali.yaml').scenario as GuaitanaScenario);
const shot = { turn: 2, step: 'G11', kind: 'fire', unit: 'co-41', side: 'italians', weapon: 'rifle', target: 'alula-riflemen', targetUnit: 'alula-riflemen', band: 'long', dice: [1, 4], hits: 1 } as const;

describe('the trace of a Guaitana fire (G11.5)', () => {
  it('a band that is not the weapon\'s band at the distance recorded is found', () => {
    expect(rules.check({ ...shot, distance: 25 } as TraceLine, new TableModel()).map((p) => p.code)).toEqual(['band']);
    expect(rules.check({ ...shot, distance: 45 } as TraceLine, new TableModel())).toEqual([]);
  });

  it('a shot at a real table records its band only: there is no distance to check it against', () => {
    expect(rules.check(shot as TraceLine, new TableModel())).toEqual([]);
  });
});

describe('the trace of a square firing at two targets (G11.12)', () => {
  const base = (unit: string, x: number, y: number) => ({ unit, side: unit === 'co-41' ? 'italians' : 'abyssinians', x, y, w: 10, d: 10, facing: 0, leader: false });
  /** co-41 in the middle, riflemen north of it, spearmen south, musketeers east. */
  const table = () => {
    const model = new TableModel();
    model.take({ turn: 2, step: 'G9', kind: 'positions', bases: [base('co-41', 100, 60), base('alula-riflemen', 100, 100), base('hamasen-spearmen', 100, 20), base('tigre-musketeers', 140, 60)] } as TraceLine);
    return model;
  };
  const at = (targetUnit: string, turn = 2) => ({ ...shot, turn, target: targetUnit, targetUnit, distance: 30, band: 'close' }) as TraceLine;
  const targetCodes = (lines: TraceLine[]) => {
    const fresh = guaitanaTraceRules(loadScenarioFile('scenarios/guaitana/dogali.yaml').scenario as GuaitanaScenario);
    const model = table();
    return lines.flatMap((l) => fresh.check(l, model)).filter((p) => p.code === 'targets').map((p) => p.message);
  };

  it('a second target on the opposite side passes; one a quarter round does not', () => {
    expect(targetCodes([at('alula-riflemen'), at('hamasen-spearmen')])).toEqual([]);
    expect(targetCodes([at('alula-riflemen'), at('tigre-musketeers')])).toEqual(['co-41 fired at alula-riflemen and at tigre-musketeers, only 90° apart: a second target must be on the square\'s opposite side (G11.12)']);
  });

  it('a third target is found; the same target twice, or the next turn\'s, is not a second', () => {
    expect(targetCodes([at('alula-riflemen'), at('hamasen-spearmen'), at('tigre-musketeers')])).toHaveLength(1);
    expect(targetCodes([at('alula-riflemen'), at('alula-riflemen'), at('tigre-musketeers', 3)])).toEqual([]);
  });
});


describe('the trace of a unit under a Retreat order (G8.6(2), G9.7)', () => {
  const at = (order: string, form: string) => ({ turn: 3, step: 'G9', kind: 'positions', bases: [{ unit: 'co-41', side: 'italians', x: 100, y: 60, w: 10, d: 10, facing: 0, leader: false, order, form }] }) as TraceLine;
  const retreatCodes = (lines: TraceLine[]) => {
    const fresh = guaitanaTraceRules(loadScenarioFile('scenarios/guaitana/dogali.yaml').scenario as GuaitanaScenario);
    const model = new TableModel();
    return lines.flatMap((l) => fresh.check(l, model)).filter((p) => p.code === 'retreat-form').map((p) => p.message);
  };

  it('a unit still in Retreat that dismounts, unpacks or forms other than Mass is found', () => {
    expect(retreatCodes([at('retreat', 'mass/mounted'), at('retreat', 'mass/dismounted')])).toEqual(['co-41, under a Retreat order, went from mounted to dismounted: it must move its full capacity (G8.6(2), G9.7)']);
    expect(retreatCodes([at('retreat', 'mass/packed'), at('retreat', 'mass/in-battery')])).toHaveLength(1);
    expect(retreatCodes([at('retreat', 'mass'), at('retreat', 'line')])).toHaveLength(1);
  });

  it('taking Mass with the order, and changing after the order is gone, are allowed', () => {
    expect(retreatCodes([at('attack', 'line'), at('retreat', 'mass'), at('retreat', 'mass')])).toEqual([]);
    expect(retreatCodes([at('retreat', 'line/mounted'), at('retreat', 'mass/mounted')])).toEqual([]);
    expect(retreatCodes([at('retreat', 'mass/mounted'), at('defend', 'line/dismounted')])).toEqual([]);
  });
});

describe('the trace of how a Guaitana battle ends (G17, the convoy: a side breaks at 40%)', () => {
  const convoy = () => guaitanaTraceRules(loadScenarioFile('scenarios/guaitana/baggage-train.yaml').scenario as GuaitanaScenario);
  const base = (unit: string, order: string) => ({ unit, side: 'italians', x: 100, y: 60, w: 10, d: 10, facing: 0, leader: false, order, form: 'mass' });
  /** Turn 3 ends with these Italian units in Retreat and the squadron wiped out. */
  const turnThree = (retreating: string[]): TraceLine[] => [
    { turn: 3, step: 'G11', kind: 'removed', unit: 'squadron' },
    { turn: 3, step: 'G13.1', kind: 'positions', bases: ['advance-guard', 'band', 'flank-guard', 'centre-guard'].map((u) => base(u, retreating.includes(u) ? 'retreat' : 'defend')) },
  ] as TraceLine[];
  const breaks = (lines: TraceLine[]) => {
    const rules = convoy(), model = new TableModel();
    return lines.flatMap((l) => rules.check(l, model)).filter((p) => p.code === 'break').map((p) => p.message);
  };
  const end = (winner: string, turns: number) => ({ turn: turns, step: 'G13.1', kind: 'end', winner, turns }) as TraceLine;
  const nextTurn = { turn: 4, step: 'G8', kind: 'step', title: '1 Orders', active: null } as TraceLine;

  it('three of the escort\'s seven gone or in Retreat: the raiders win, and nobody else may', () => {
    expect(breaks([...turnThree(['band', 'flank-guard']), end('raiders', 3)])).toEqual([]);
    expect(breaks([...turnThree(['band', 'flank-guard']), end('italians', 3)])).toEqual([
      'the battle ended after turn 3 won by italians, with italians with 3 of its 7 units gone or in Retreat (the scenario breaks a side at 40%, turn limit 12): raiders should have it (G17)',
    ]);
  });

  it('a broken side that fights on into the next turn is found', () => {
    expect(breaks([...turnThree(['band', 'flank-guard']), nextTurn])).toEqual(['italians had 3 of its 7 units gone or in Retreat at the end of turn 3 (the scenario breaks a side at 40%), but the battle went on (G17)']);
    expect(breaks([...turnThree(['band']), nextTurn])).toEqual([]);
  });

  it('two of seven do not break the escort: the battle goes on to the turn limit, where the Italians win', () => {
    expect(breaks([...turnThree(['band']), end('raiders', 3)])).toEqual(['the battle ended after turn 3 won by raiders, with neither side broken (the scenario breaks a side at 40%, turn limit 12): it should have gone on (G17)']);
    expect(breaks([...turnThree(['band']), end('italians', 12)])).toEqual([]);
  });

  it('a trace without positions (a real table: opfor does not see it) is not held to the count', () => {
    expect(breaks([end('raiders', 3)])).toEqual([]);
  });
});
