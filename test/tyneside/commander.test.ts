import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { SeededDice } from '../../src/dice/seeded-dice.js';
import { opforOnly } from '../../src/engine/answering.js';
import type { ChooseRequest, Option } from '../../src/engine/requests.js';
import type { Policy, Temperament } from '../../src/engine/ruleset.js';
import { Session } from '../../src/engine/session.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { tynesideCommander } from '../../ai/tyneside/commander/index.js';
import { makePlan, turned } from '../../ai/tyneside/commander/plan.js';
import { orderFor } from '../../ai/tyneside/commander/orders.js';
import { centre } from '../../ai/tyneside/commander/situation.js';
import { spend } from '../../ai/tyneside/commander/choices.js';
import { meleeFavour } from '../../ai/tyneside/commander/odds.js';
import { DISPOSITIONS } from '../../ai/tyneside/commander/temperament.js';
import { passivePolicy } from '../../ai/tyneside/passive.js';
import { ORDERS, type Order } from '../../rulesets/tyneside/decisions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

function battleState(name: string): TynesideState {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/tyneside/${name}.yaml`);
  return ruleset.newBattle(scenario) as TynesideState;
}

/** The plans drawn for a side over seeds 1-30, counted by kind. */
function plansDrawn(name: string, side: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let seed = 1; seed <= 30; seed++) {
    const plan = makePlan(battleState(name), side, DISPOSITIONS.measured, seedrandom.alea(`${seed}${side}`));
    counts[plan.kind] = (counts[plan.kind] ?? 0) + 1;
  }
  return counts;
}

describe('the commander chooses a plan from the objectives and the ground', () => {
  it("Rorke's Drift's garrison, which wins by holding out behind its barricade, mostly holds and counter-attacks, and never withdraws", () => {
    const counts = plansDrawn('mission-station', 'british');
    expect(counts['hold-and-counter']).toBeGreaterThan(15);
    expect(counts['fighting-withdrawal']).toBeUndefined();
  });

  it('the column that must clear the drift attacks, and the seed varies how', () => {
    const counts = plansDrawn('river-crossing', 'british');
    const attacks = (counts['general-advance'] ?? 0) + (counts['flank-attack'] ?? 0) + (counts['centre-attack'] ?? 0);
    expect(attacks).toBeGreaterThan(20);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(3);
  });

  it('holding the barricade: the defending groups are the fixing force', () => {
    const state = battleState('mission-station');
    const plan = makePlan(state, 'british', DISPOSITIONS.measured, () => 0.5);
    expect(plan.kind).toBe('hold-and-counter');
    expect(plan.roles['north-wall']).toBe('fixing');
  });

  it('the civilians of the Mazoe patrol guard the wagonette in every plan', () => {
    for (let seed = 1; seed <= 5; seed++) {
      expect(makePlan(battleState('bush-ambush'), 'patrol', DISPOSITIONS.measured, seedrandom.alea(String(seed))).roles.wagonette).toBe('guard');
    }
  });

  it('on the mirror, where an unbroken army draws, each impi keeps its marksmen out of the fight as its anchor (T34)', () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const side of ['usuthu', 'izigqoza']) {
        expect(makePlan(battleState('mirror'), side, DISPOSITIONS.measured, seedrandom.alea(`${seed}${side}`)).roles[`${side}-marksmen`]).toBe('anchor');
      }
    }
  });

  it('where the turn limit gives the battle to a side, nobody is kept back as an anchor', () => {
    for (const [name, side] of [['mission-station', 'british'], ['river-crossing', 'british'], ['bush-ambush', 'mashona']] as const) {
      expect(Object.values(makePlan(battleState(name), side, DISPOSITIONS.measured, () => 0.5).roles)).not.toContain('anchor');
    }
  });

  it('the anchor makes for cover out of the fight, pulls back from a charge, and never charges', () => {
    const state = battleState('mirror');
    const plan = makePlan(state, 'usuthu', DISPOSITIONS.measured, () => 0.5);
    const marksmen = state.units['usuthu-marksmen']!;
    const order = () => orderFor(state, marksmen, plan.roles[marksmen.id], false, new Set(ORDERS), DISPOSITIONS.measured);
    // from where it deployed no cover lies within a move (the Western wood is 32 cm off), and a move on the enemy's marksmen
    // straight ahead brings no cover out of the fight within one: a full advance at least brings the Central kopje within a move
    expect(order().order).toBe('advance');
    expect(order().reason.text).toContain('Central kopje');
    // with the nearest enemy the regiment to the north-east, half an advance on it brings the wood within a move
    for (const id of state.units['izigqoza-marksmen']!.figures) state.figures[id]!.pos = { x: 178, y: 60 };
    expect(order().order).toBe('advance-half');
    expect(order().reason.text).toContain('Western wood');
    // an enemy regiment 45 cm off cannot charge it next half-turn (T31.2: within a move); 30 cm off it could
    const regiment = state.units['izigqoza-left']!;
    regiment.figures.forEach((id, i) => (state.figures[id]!.pos = { x: 75 + (i % 8) * 2, y: 60 + Math.floor(i / 8) * 2 }));
    expect(order().order).not.toBe('withdraw');
    regiment.figures.forEach((id, i) => (state.figures[id]!.pos = { x: 60 + (i % 8) * 2, y: 60 + Math.floor(i / 8) * 2 }));
    const ordered = order();
    expect(ordered.order).toBe('withdraw');
    expect(ordered.reason.rule).toBe('T34');
  });

  it('a fighting withdrawal\'s screen stands and shoots, pulls back from a charge, and never charges (T14.1, T34.2)', () => {
    const state = battleState('mirror');
    const regiment = state.units['usuthu-left']!;
    const order = () => orderFor(state, regiment, 'screen', false, new Set(ORDERS), DISPOSITIONS.measured);
    const enemy = state.units['izigqoza-left']!;
    const at = centre(state, regiment)!;
    // an enemy regiment 45 cm off cannot charge it next half-turn; 12 cm off it could, and a charge would reach it
    const place = (cm: number) => enemy.figures.forEach((id, i) => (state.figures[id]!.pos = { x: at.x + cm + (i % 8) * 2, y: at.y + Math.floor(i / 8) * 2 }));
    place(60);
    expect(order()).toMatchObject({ order: 'hold', reason: { text: expect.stringMatching(/^fighting withdrawal: .*stand and shoot/) } });
    place(12);
    expect(order()).toMatchObject({ order: 'withdraw', reason: { rule: 'T14.1', text: expect.stringMatching(/^fighting withdrawal: .*pulled back/) } });
    // the same regiment as main effort charges what it reaches: the screen's restraint is the plan's
    expect(orderFor(state, regiment, 'main-effort', false, new Set(ORDERS), DISPOSITIONS.bold).order).toBe('charge');
  });

  it('the anchor takes cover on a flank, not on the ground both sides make for, and holds it (A-50)', () => {
    const state = battleState('mirror');
    const plan = makePlan(state, 'usuthu', DISPOSITIONS.measured, () => 0.5);
    const marksmen = state.units['usuthu-marksmen']!;
    const order = () => orderFor(state, marksmen, plan.roles[marksmen.id], false, new Set(ORDERS), DISPOSITIONS.measured);
    const place = (x: number, y: number) => marksmen.figures.forEach((id, i) => (state.figures[id]!.pos = { x: x - 5 + 2 * i, y }));
    // 11 cm from the Western wood, the enemy 100 cm and more away
    place(45, 45);
    expect(order()).toMatchObject({ order: 'cover', reason: { rule: 'A-50' } });
    expect(order().reason.text).toContain('Western wood');
    // 6 cm from the Central kopje, which the regiments of both sides make for: not into it, but it stays within a move
    place(70, 60);
    expect(order()).toMatchObject({ order: 'hold', reason: { rule: 'T28' } });
    expect(order().reason.text).toContain('Central kopje');
    // once in cover it stays there
    place(60, 24);
    marksmen.result = { cell: { code: 'RF0' } as never, rf: 0, d6: 1, binding: false, inCover: true };
    expect(order()).toMatchObject({ order: 'hold', reason: { rule: 'A-50' } });
  });

  it('the chain commands the anchor first: uncommanded, its italic results would carry it into the fight', () => {
    const state = battleState('mirror');
    const plan = makePlan(state, 'usuthu', DISPOSITIONS.measured, () => 0.5);
    const group = (id: string, cost: number) => ({ id, label: id, meaning: { spend: 'group', units: [id], cost, pool: 20 } });
    const request = { kind: 'choose', side: 'usuthu', purpose: 'spend', decision: { kind: 'spend', units: ['usuthu-chief'] }, options: [group('usuthu-left', 16), group('usuthu-marksmen', 6), { id: 'stop', label: 'stop', meaning: { spend: 'stop', units: [], cost: 0, pool: 20 } }] };
    const picked = spend(state, request as never, plan);
    expect(picked.option).toBe('usuthu-marksmen');
    expect(picked.reason.text).toContain('the anchor');
  });

  it('the situation turns when a group breaks', () => {
    const state = battleState('river-crossing');
    const plan = makePlan(state, 'british', DISPOSITIONS.measured, () => 0.3);
    state.halfTurn = 3;
    expect(turned(state, 'british', plan)).toBeNull();
    for (const id of state.units['rifles-left']!.figures.slice(0, 8)) state.figures[id]!.alive = false;
    expect(turned(state, 'british', plan)).toBe('3/60th Rifles, left company broke');
  });
});

/** The Ingogo drift with the mounted infantry ridden up 15 cm from the burghers on the kopje. */
function mountedInfantryAtTheKopje(): TynesideState {
  const state = battleState('river-crossing');
  const kopje = state.units.kopje!.figures.map((id) => state.figures[id]!.pos!);
  const lowest = kopje.reduce((a, b) => (b.y > a.y ? b : a));
  state.units['mounted-infantry']!.figures.forEach((id, i) => (state.figures[id]!.pos = { x: lowest.x - 6 + 3 * i, y: lowest.y + 15 }));
  return state;
}

const EVERY_ORDER: ReadonlySet<Order> = new Set(ORDERS.filter((o) => o !== 'hold-all'));

describe('the temperament changes how readily the commander charges and retreats', () => {
  it('against veterans as good as they are, bold mounted infantry charge and cautious ones do not', () => {
    const state = mountedInfantryAtTheKopje();
    const unit = state.units['mounted-infantry']!;
    expect(meleeFavour(state, unit, state.units.kopje!)).toBe(0.5);
    const order = (t: Temperament) => orderFor(state, unit, 'main-effort', false, EVERY_ORDER, DISPOSITIONS[t]).order;
    expect(order('bold')).toBe('charge');
    expect(order('cautious')).not.toBe('charge');
  });

  it('a remnant of a side that wins by holding pulls back from the enemy when cautious, and stays in the fight when bold', () => {
    const state = battleState('river-crossing');
    const grass = state.units['long-grass']!;
    const front = grass.figures.map((id) => state.figures[id]!.pos!);
    state.units['rifles-left']!.figures.forEach((id, i) => (state.figures[id]!.pos = { x: front[0]!.x + 3 * i, y: front[0]!.y + 15 }));
    for (const id of grass.figures.slice(0, 4)) state.figures[id]!.alive = false;
    const order = (t: Temperament) => orderFor(state, grass, 'fixing', false, EVERY_ORDER, DISPOSITIONS[t]);
    expect(order('cautious').order).toBe('withdraw');
    expect(order('cautious').reason.rule).toBe('T34');
    expect(order('bold').order).not.toBe('withdraw');
  });

  it('an attacker keeps a remnant in the fight while its other groups stand', () => {
    const state = mountedInfantryAtTheKopje();
    const unit = state.units['mounted-infantry']!;
    for (const id of unit.figures.slice(0, 6)) state.figures[id]!.alive = false;
    expect(orderFor(state, unit, 'fixing', false, EVERY_ORDER, DISPOSITIONS.cautious).order).not.toBe('withdraw');
  });
});

describe('leaders keep up with their army (T9, T12.5, T22.3)', () => {
  /** The mirror with the uSuthu left horn moved 30 cm towards the iziGqoza, ahead of its induna, and the enemy's left horn 40 cm beyond it. */
  function hornAhead(): TynesideState {
    const state = battleState('mirror');
    const place = (unit: string, x: number) => state.units[unit]!.figures.forEach((id, i) => (state.figures[id]!.pos = { x: x + 2 * (i % 8), y: 40 + 2 * Math.floor(i / 8) }));
    state.units['usuthu-induna']!.figures.forEach((id) => (state.figures[id]!.pos = { x: 8, y: 42 }));
    place('usuthu-left', 40);
    place('izigqoza-left', 95);
    return state;
  }
  const roles = { 'usuthu-left': 'main-effort', 'usuthu-right': 'fixing', 'usuthu-marksmen': 'anchor' } as const;

  it('a lone induna behind the main effort advances after it, rather than hold where his command distance soon reaches nobody', () => {
    const state = hornAhead();
    const order = orderFor(state, state.units['usuthu-induna']!, undefined, false, EVERY_ORDER, DISPOSITIONS.measured, roles);
    expect(order.order).toBe('advance');
    expect(order.reason.rule).toBe('T12.5');
  });

  it('he never goes beyond the group into danger alone: ahead of it, he does not advance', () => {
    const state = hornAhead();
    state.units['usuthu-induna']!.figures.forEach((id) => (state.figures[id]!.pos = { x: 70, y: 42 }));
    expect(orderFor(state, state.units['usuthu-induna']!, undefined, false, EVERY_ORDER, DISPOSITIONS.measured, roles).order).toBe('hold');
  });

  it('half a move when a full one would take him past the group', () => {
    const state = hornAhead();
    state.units['usuthu-induna']!.figures.forEach((id) => (state.figures[id]!.pos = { x: 22, y: 42 }));
    expect(orderFor(state, state.units['usuthu-induna']!, undefined, false, EVERY_ORDER, DISPOSITIONS.measured, roles).order).toBe('advance-half');
  });

  it('with the group he is with, he holds: he moves with it (A-63)', () => {
    const state = hornAhead();
    state.units['usuthu-induna']!.figures.forEach((id) => (state.figures[id]!.pos = { x: 37, y: 41 }));
    expect(orderFor(state, state.units['usuthu-induna']!, undefined, false, EVERY_ORDER, DISPOSITIONS.measured, roles).order).toBe('hold');
  });
});

/** The request with every option's id and label replaced, its meanings and their order kept. */
function scrambled(request: ChooseRequest): ChooseRequest {
  return { ...request, options: request.options.map((o, i): Option => ({ ...o, id: `opaque-${i * 7 + 3}`, label: 'no label to read' })) };
}

/**
 * Plays the British at the Ingogo drift with `make`'s policy while a twin of it is asked every
 * same question with scrambled ids and labels: it must choose the same meaning each time.
 */
function twinsAgree(make: () => Policy<TynesideState>): number {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/river-crossing.yaml');
  const answering = { ...opforOnly(ruleset.sides(scenario)), players: { british: 'human' as const, boers: 'ai' as const } };
  const session = Session.start(ruleset, scenario, answering, SeededDice.fromSeed(5));
  const [plain, twin] = [make(), make()];
  let asked = 0;
  while (session.advance() === 'pending' && asked < 120) {
    const request = session.pending as ChooseRequest;
    const state = session.state as TynesideState;
    const choice = plain.choose(state, request);
    const other = twin.choose(state, scrambled(request));
    const index = request.options.findIndex((o) => o.id === choice.option);
    expect(scrambled(request).options.findIndex((o) => o.id === other.option)).toBe(index);
    expect(session.answer(choice)).toBeNull();
    asked++;
  }
  return asked;
}

describe('policies read typed decisions, never ids or labels', () => {
  it('the commander chooses the same meaning when every id and label is scrambled', () => {
    const setup = { side: 'british', temperament: 'measured' as const, seed: '5' };
    expect(twinsAgree(() => tynesideCommander(setup))).toBeGreaterThan(40);
  });

  it('so does the passive policy', () => {
    expect(twinsAgree(() => passivePolicy)).toBeGreaterThan(20);
  });

  it('every kind of decision reaches the policy typed', () => {
    const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/river-crossing.yaml');
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed));
      session.advance();
      expect(session.outcome).not.toBeNull();
      for (const e of session.log) if (e.kind === 'choose') kinds.add(e.purpose.split(':')[0]!);
    }
    // T8.2 declare, T11-T12 spend, T14.1 orders, T16.2 targets; merges and follow-ups are rarer
    expect([...kinds]).toEqual(expect.arrayContaining(['T8.2', 'T11-T12', 'T14.1', 'T16.2']));
  });
});
