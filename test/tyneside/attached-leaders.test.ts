import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/engine/questions.js';
import type { Procedure, Request } from '../../src/engine/requests.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { FireTarget, TynesideFact } from '../../rulesets/tyneside/facts.js';
import { Victims } from '../../rulesets/tyneside/procedures/hit-allocation.js';
import type { FigureState, TynesideState } from '../../rulesets/tyneside/state.js';
import { ask } from './ask-interview.js';

/**
 * T22.3 at a real table: a leader the books know to stand within 5 cm of a group of his
 * side (`attachedTo`, from his side's last command step) is one of its figures for fire and
 * charges, never a target of his own; a lone leader stays one.
 */

/** Rorke's Drift with the Induna of the uThulwana known to stand with uThulwana; Dabulamanzi alone. */
function battle(): TynesideState {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
  const state = ruleset.newBattle(scenario) as TynesideState;
  state.units['uthulwana-induna']!.attachedTo = 'uthulwana';
  return state;
}


const ids = (q: Question) => ('options' in q ? q.options.map((o) => o.id) : []);
const rows = (q: Question) => [...new Set(ids(q).map((id) => id.split('/')[0]))];
const figures = (state: TynesideState, unit: string) => state.units[unit]!.figures;
const ZULUS = ['dabulamanzi', 'uthulwana', 'indlondlo', 'indluyengwe', 'marksmen'];

describe('T22.3 an attached enemy leader at a real table', () => {
  it('fire-targets offers no line of his own; his group\'s figures in sight include him, after its own', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/90']]);
    expect(rows(asked[0]!)).toEqual(ZULUS);
    const [aim] = answer as FireTarget[];
    expect(aim!.unit).toBe('uthulwana');
    expect(aim!.visible).toEqual([...figures(state, 'uthulwana'), 'uthulwana-induna']);
    expect(aim!.shots.every((s) => s.target === 'uthulwana/1')).toBe(true);
  });

  it('a hit on his group may fall on him (T22.1: at random among its figures in sight, he one of them)', () => {
    const state = battle();
    const [aim] = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/90']]).answer as FireTarget[];
    const victims = new Victims(state, state.units['north-wall']!, ['north-wall/1'], aim!);
    const rolls: Request[] = [];
    const procedure: Procedure<FigureState | null> = victims.next('kill');
    let step = procedure.next();
    while (!step.done) {
      rolls.push(step.value);
      step = procedure.next([21]);
    }
    expect(rolls.map((r) => r.kind)).toEqual(['roll']);
    expect(step.value?.id).toBe('uthulwana-induna');
  });

  it('a lone leader, or one whose group has no figure left, stays a target of his own', () => {
    const state = battle();
    for (const id of figures(state, 'uthulwana')) state.figures[id]!.alive = false;
    const { asked, answer } = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana-induna/within/90', 'dabulamanzi/within/180']]);
    expect(rows(asked[0]!)).toEqual(['dabulamanzi', 'uthulwana-induna', 'indlondlo', 'indluyengwe', 'marksmen']);
    expect((answer as FireTarget[]).map((a) => [a.unit, a.visible])).toEqual([['uthulwana-induna', ['uthulwana-induna']], ['dabulamanzi', ['dabulamanzi']]]);
  });

  it('can-shoot and nearest-enemy do not offer him as the nearest enemy: his group is', () => {
    const state = battle();
    const shoot = ask(state, { id: 'can-shoot', units: [{ unit: 'north-wall', shooters: figures(state, 'north-wall'), at: null }] }, [['north-wall/at/uthulwana', 'north-wall/within/30']]);
    expect(ids(shoot.asked[0]!).filter((id) => id.startsWith('north-wall/at/'))).toEqual(ZULUS.map((z) => `north-wall/at/${z}`));
    expect((shoot.answer as { target: FireTarget }[])[0]!.target.visible).toEqual([...figures(state, 'uthulwana'), 'uthulwana-induna']);
    const nearest = ask(state, { id: 'nearest-enemy', units: ['north-wall'] }, ['none', 'uthulwana']);
    expect(ids(nearest.asked[0]!)).toEqual([...ZULUS, 'none']);
    expect(ids(nearest.asked[1]!)).toEqual(ZULUS);
    expect(nearest.answer).toEqual([{ unit: 'north-wall', nearest: { unit: 'uthulwana', figure: 'uthulwana/1', visible: false } }]);
  });

  it('charge-reach offers no line of his own; the chargers of his group reach him with its figures', () => {
    const state = battle();
    state.units['bromhead']!.attachedTo = 'north-wall';
    const { asked, answer } = ask(state, { id: 'charge-reach', unit: 'uthulwana' }, [['north-wall'], [20]]);
    expect(ids(asked[0]!)).not.toContain('bromhead');
    expect(ids(asked[0]!)).toContain('chard');
    const reach = answer as { defenders: { figure: string }[] }[];
    expect(reach[0]!.defenders.map((d) => d.figure)).toEqual([...figures(state, 'north-wall'), 'bromhead']);
  });
});

describe('T22.3 in the first half-turn, before the enemy side was asked', () => {
  it('a leader placed within 5 cm of a group of his side is taken to stand with it; one placed alone stays a target', () => {
    const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
    const state = ruleset.newBattle(scenario) as TynesideState;
    state.halfTurn = 1;
    const induna = state.figures['uthulwana-induna']!;
    const first = state.figures['uthulwana/1']!;
    induna.pos = { x: first.pos!.x, y: first.pos!.y + 3 };
    // Dabulamanzi stands where the scenario put him, by a group: placed so, he is with it too; moved far off, alone
    expect(rows(ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [[]]).asked[0]!)).not.toContain('dabulamanzi');
    const fresh = ruleset.newBattle(scenario) as TynesideState;
    fresh.halfTurn = 1;
    fresh.figures['uthulwana-induna']!.pos = { x: first.pos!.x, y: first.pos!.y + 3 };
    fresh.figures.dabulamanzi!.pos = { x: 5, y: 5 };
    const { asked } = ask(fresh, { id: 'fire-targets', unit: 'north-wall', shooters: figures(fresh, 'north-wall') }, [[]]);
    expect(rows(asked[0]!)).toContain('dabulamanzi');
    expect(rows(asked[0]!)).not.toContain('uthulwana-induna');
  });
});

describe('T22.1, T22.3 at a real table: the fire says hits may fall on the attached leader, and the roll which face is his', () => {
  it('the roll for the figure hit names his face, the group\'s figures before him', () => {
    const state = battle();
    const [aim] = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/90']]).answer as FireTarget[];
    const group = figures(state, 'uthulwana').length;
    const first = new Victims(state, state.units['north-wall']!, ['north-wall/1'], aim!).next('kill').next();
    expect(first.value).toMatchObject({ kind: 'roll', purpose: `T22.1: which figure of uThulwana is hit (1 to ${group}: a figure of uThulwana; ${group + 1}: ${state.figures['uthulwana-induna']!.name})` });
  });
});
