import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/engine/event-log.js';
import { replyProblem, type Question } from '../../src/engine/questions.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { TynesideFact } from '../../rulesets/tyneside/facts.js';
import { tynesideInterview } from '../../rulesets/tyneside/interview/index.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

/**
 * At a real table opfor remembers what the player told it until something that changes it moves:
 * a leader's group (T22.3), a unit in terrain (T30.1), a unit within command distance (T9,
 * T12.5). What moved it reads from what it has told since (the session's log).
 */

function battle(): TynesideState {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
  const state = ruleset.newBattle(scenario) as TynesideState;
  state.halfTurn = 3; // past the first command steps: where the scenario placed figures says nothing
  return state;
}

/** Runs a fact's interview over `history` with scripted replies; every reply is used. */
function ask(state: TynesideState, fact: TynesideFact, history: readonly LogEntry[], replies: readonly unknown[]): { asked: Question[]; answer: unknown } {
  const asked: Question[] = [];
  const left = [...replies];
  const interview = tynesideInterview(state, fact, history);
  let step = interview.next();
  while (!step.done) {
    asked.push(step.value);
    if (left.length === 0) throw new Error(`no scripted reply left for "${step.value.key}"`);
    const reply = left.shift();
    expect(replyProblem(step.value, reply)).toBeNull();
    step = interview.next(reply);
  }
  expect(left, 'scripted replies left over').toEqual([]);
  return { asked, answer: step.value };
}

const answered = (fact: TynesideFact, answer: unknown): LogEntry => ({ kind: 'ask', purpose: fact.id, fact, answer, source: 'human' });
const told = (instruction: TynesideInstruction): LogEntry => ({ kind: 'tell', instruction });
const move = (unit: string, withLeaders: readonly string[] = []): LogEntry => told({ type: 'move', unit, with: withLeaders, goal: { kind: 'away-from-all' }, fraction: 1, stopShort: true, text: `${unit} moves`, reasons: [] });
const removal = (figure: string): LogEntry => told({ type: 'remove', figures: [figure], text: `Remove ${figure}`, reasons: [] });

describe('T22.3 attached-to, remembered', () => {
  const LEADERS: TynesideFact = { id: 'attached-to', leaders: ['chard', 'bromhead'] };
  const last = answered(LEADERS, [{ leader: 'chard', group: 'north-wall' }, { leader: 'bromhead', group: null }]);

  it('is not asked while each leader\'s group moved with him and the leader alone stayed put with no group moving', () => {
    const { asked, answer } = ask(battle(), LEADERS, [last, move('uthulwana'), removal('north-wall-1')], []);
    expect(asked).toEqual([]);
    expect(answer).toEqual([{ leader: 'chard', group: 'north-wall' }, { leader: 'bromhead', group: null }]);
    // his group moved and the move named him with it: he is still with it
    const CHARD: TynesideFact = { id: 'attached-to', leaders: ['chard'] };
    expect(ask(battle(), CHARD, [answered(CHARD, [{ leader: 'chard', group: 'north-wall' }]), move('north-wall', ['chard'])], []).answer).toEqual([{ leader: 'chard', group: 'north-wall' }]);
  });

  it('asks only about a leader whose group moved without him; the other keeps his answer', () => {
    const { asked, answer } = ask(battle(), LEADERS, [last, move('chard')], ['store']);
    expect(asked.map((q) => q.key)).toEqual(['attached-to/chard']);
    expect(answer).toEqual([{ leader: 'chard', group: 'store' }, { leader: 'bromhead', group: null }]);
  });

  it('asks again about a leader standing alone once any group of his side has moved: it may have come to him', () => {
    const { asked } = ask(battle(), LEADERS, [last, move('north-wall', ['chard'])], ['none']);
    expect(asked.map((q) => q.key)).toEqual(['attached-to/bromhead']);
  });

  it('asks everyone the first time', () => {
    expect(ask(battle(), LEADERS, [], [[]]).asked.map((q) => q.key)).toEqual(['attached-to/chard+bromhead']);
  });
});

describe('T30.1 in-terrain, remembered', () => {
  const UNITS: TynesideFact = { id: 'in-terrain', units: ['north-wall', 'hospital', 'store'] };
  const last = answered(UNITS, ['hospital', 'store']);

  it('keeps the answer of every unit that has not moved, asking only about those that have', () => {
    const { asked, answer } = ask(battle(), UNITS, [last, move('store'), move('bromhead')], [false]);
    expect(asked.map((q) => [q.kind, q.key])).toEqual([['yes-no', 'in-terrain/store']]);
    expect(answer).toEqual(['hospital']);
  });

  it('asks nothing when none of them moved; a leader moving with a group moves too', () => {
    expect(ask(battle(), UNITS, [last, move('uthulwana')], [])).toEqual({ asked: [], answer: ['hospital', 'store'] });
    expect(ask(battle(), UNITS, [last, move('uthulwana', ['north-wall'])], [true]).answer).toEqual(['north-wall', 'hospital', 'store']);
  });
});

describe('T12.5 command-reach, remembered', () => {
  const chard = (state: TynesideState) => state.units.chard!.figures[0]!;

  it('keeps each unit\'s figures beyond until it or the command figure moves, the fallen left out', () => {
    const state = battle();
    const store = state.units.store!.figures;
    const fact: TynesideFact = { id: 'command-reach', commanders: [chard(state)], units: ['north-wall', 'store'] };
    const last = answered(fact, [{ unit: 'north-wall', beyond: [] }, { unit: 'store', beyond: store.slice(-2) }]);
    state.figures[store.at(-1)!]!.alive = false;
    const { asked, answer } = ask(state, fact, [last, move('hospital')], []);
    expect(asked).toEqual([]);
    expect(answer).toEqual([{ unit: 'north-wall', beyond: [] }, { unit: 'store', beyond: [store.at(-2)] }]);
  });

  it('asks again about every unit once the command figure has moved, and about a unit that moved', () => {
    const state = battle();
    const fact: TynesideFact = { id: 'command-reach', commanders: [chard(state)], units: ['north-wall', 'store'] };
    const last = answered(fact, [{ unit: 'north-wall', beyond: [] }, { unit: 'store', beyond: [] }]);
    expect(ask(state, fact, [last, move('north-wall', ['chard'])], [['north-wall', 'store']]).asked).toHaveLength(1);
    const { asked } = ask(state, fact, [last, move('store')], [true]);
    expect(asked.map((q) => q.key)).toEqual([`command-reach/store/${chard(state)}`]);
  });

  it('remembers only what the same command figures were asked', () => {
    const state = battle();
    const other: TynesideFact = { id: 'command-reach', commanders: [state.units.bromhead!.figures[0]!], units: ['north-wall'] };
    const fact: TynesideFact = { id: 'command-reach', commanders: [chard(state)], units: ['north-wall'] };
    expect(ask(state, fact, [answered(other, [{ unit: 'north-wall', beyond: [] }])], [true]).asked).toHaveLength(1);
  });
});

describe('T16.1 can-shoot: the nearest enemy named at T24.0, and the distance where both stand as placed', () => {
  const NEAREST: TynesideFact = { id: 'nearest-enemy', units: ['north-wall'] };
  const named = (visible: boolean) => answered(NEAREST, [{ unit: 'north-wall', nearest: { unit: 'uthulwana', figure: 'uthulwana/1', visible } }]);
  const canShoot = (state: TynesideState): TynesideFact => ({ id: 'can-shoot', units: [{ unit: 'north-wall', shooters: state.units['north-wall']!.figures, at: null }] });
  const lineIds = (q: Question) => (q.kind === 'some-of' ? q.options.map((o) => o.id) : []);
  const likely = (q: Question) => (q.kind === 'some-of' ? q.likely : []);
  /** uThulwana placed in the open north of its bush, ten figures a rank 3 cm apart from (60, y): the north wall sees it. */
  const inTheOpen = (state: TynesideState, y: number) => state.units.uthulwana!.figures.forEach((id, i) => { state.figures[id]!.pos = { x: 60 + (i % 10) * 3, y: y + Math.floor(i / 10) * 3 }; });

  it('is not asked again while nothing has moved or fallen since: the row names that enemy, its bracket pre-ticked from where both were placed', () => {
    const state = battle();
    inTheOpen(state, 80);
    const { asked, answer } = ask(state, canShoot(state), [named(true)], [['north-wall/within/90']]);
    expect(asked).toHaveLength(1);
    expect(lineIds(asked[0]!).filter((id) => id.includes('/at/'))).toEqual([]);
    expect(asked[0]!.text).toMatch(/^Can .* shoot at uThulwana/);
    // north wall at (74.5, 45), uThulwana's nearest figure 32.5 cm off: the rifles' medium band, over 30 up to 90 cm
    expect(likely(asked[0]!)).toEqual(['north-wall/within/90']);
    inTheOpen(state, 70); // 22.5 cm: short range
    expect(likely(ask(state, canShoot(state), [named(true)], [[]]).asked[0]!)).toEqual(['north-wall/within/30']);
    const hidden = battle(); // placed in its bush, more than 10 cm deep: seen by nobody (T30), no bracket pre-ticked
    expect(likely(ask(hidden, canShoot(hidden), [named(true)], [[]]).asked[0]!)).toEqual([]);
    expect(answer).toMatchObject([{ unit: 'north-wall', at: 'uthulwana', target: { unit: 'uthulwana', distance: 90 } }]);
  });

  it('sees none at T24.0 and nothing since: nothing asked, no target', () => {
    const state = battle();
    const { asked, answer } = ask(state, canShoot(state), [named(false)], []);
    expect(asked).toEqual([]);
    expect(answer).toEqual([{ unit: 'north-wall', at: null, target: null }]);
  });

  it('an enemy moved or a figure fell since: asked again, the enemy named at T24.0 pre-ticked', () => {
    for (const since of [move('indlondlo'), removal('uthulwana/3'), removal('north-wall/2')]) {
      const state = battle();
      const { asked } = ask(state, canShoot(state), [named(true), since], [['north-wall/at/uthulwana']]);
      expect(lineIds(asked[0]!)).toContain('north-wall/at/indlondlo');
      expect(likely(asked[0]!)).toContain('north-wall/at/uthulwana');
    }
  });

  it('the shooters have moved since the battle began: no bracket pre-ticked (the books do not know where they stand)', () => {
    const state = battle();
    inTheOpen(state, 80);
    const { asked } = ask(state, canShoot(state), [move('north-wall'), named(true)], [[]]);
    expect(likely(asked[0]!)).toEqual([]);
  });

  it('commanded fire (fire-targets): each enemy unit in sight as placed has its bracket pre-ticked; one hidden in its bush has none', () => {
    const state = battle();
    inTheOpen(state, 80);
    const fact: TynesideFact = { id: 'fire-targets', unit: 'north-wall', shooters: state.units['north-wall']!.figures };
    const { asked } = ask(state, fact, [], [[]]);
    expect(likely(asked[0]!).filter((id) => id.includes('/within/'))).toEqual(['uthulwana/within/90']);
  });
});
