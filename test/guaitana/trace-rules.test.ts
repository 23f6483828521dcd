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
