import { describe, expect, it } from 'vitest';
import { firePhase } from '../../../rulesets/guaitana/procedures/fire-phase.js';
import { formationChoices, movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { band, battle, company, rect } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

const fort = rect('Fort', 'buildings', 90, 30, 20, 20);

describe('G5.2(1): a unit in a building group counts as deployed in Mass', () => {
  it('deployed there in line, it stands in Mass and may take no other formation inside', () => {
    const state = battle({ terrain: [fort], italians: [company('a', [100, 40], { formation: 'line' })], natives: [band('n', [100, 100])] });
    const a = state.units.a!;
    expect(a.inBuildings).toBe(true);
    expect(a.formation).toBe('mass');
    expect(formationChoices(state, a)).toEqual(['mass']);
  });

  it('fires with half its figures, as a Mass (G11.6)', () => {
    const state = battle({ terrain: [fort], italians: [company('a', [100, 40], { formation: 'line' })], natives: [band('n', [100, 75])] });
    const run = drive(state, firePhase(state));
    const volley = run.told.find((i) => i.type === 'note' && i.text.startsWith('Company a fires'));
    expect(volley!.reasons[0]!.text).toMatch(/^10 firing, halved for .*Mass/);
  });

  it('a company marching into the fort forms Mass there, at no cost', () => {
    const state = battle({ terrain: [fort], italians: [company('a', [100, 18], { formation: 'column', order: { move: [[100, 40]] } })], natives: [band('n', [20, 110])] });
    const a = state.units.a!;
    expect(a.inBuildings).toBe(false);
    const run = drive(state, movementPhase(state), { choose: (r) => (r.options.some((o) => o.id === 'move/column@full') ? { option: 'move/column@full', reasons: [] } : null) });
    expect(a.pos!.y).toBeGreaterThan(30);
    expect(a.inBuildings).toBe(true);
    expect(a.formation).toBe('mass');
    expect(run.told.some((i) => i.type === 'form' && i.unit === 'a' && i.reasons[0]!.rule === 'G5.2(1)')).toBe(true);
  });
});
