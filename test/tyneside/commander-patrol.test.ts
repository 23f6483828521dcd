import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { makePlan } from '../../ai/tyneside/commander/plan.js';
import { orderFor } from '../../ai/tyneside/commander/orders.js';
import { followUp } from '../../ai/tyneside/commander/choices.js';
import { meleeFavour } from '../../ai/tyneside/commander/odds.js';
import { DISPOSITIONS } from '../../ai/tyneside/commander/temperament.js';
import { ORDERS, type Order, type TynesideRequestOf } from '../../rulesets/tyneside/decisions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

/**
 * The Mazoe patrol must put every rebel group in retreat at once before the turn limit (T34):
 * the commander seeks the rebels out, pins them from close by, presses on past a beaten group to
 * those still standing, and keeps a beaten group engaged.
 */
function mazoe(): TynesideState {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/bush-ambush.yaml');
  return ruleset.newBattle(scenario) as TynesideState;
}

/** Places a group's figures in a row from (x, y), 2 cm apart, revealed. */
function place(state: TynesideState, unit: string, x: number, y: number): void {
  state.units[unit]!.marker = null;
  state.units[unit]!.figures.forEach((id, i) => (state.figures[id]!.pos = { x: x + 2 * (i % 6), y: y + 2 * Math.floor(i / 6) }));
}

/** Every rebel group on the table, far to the east of the patrol, standing. */
function rebelsRevealed(): TynesideState {
  const state = mazoe();
  place(state, 'riflemen', 140, 90);
  place(state, 'musketeers', 150, 40);
  place(state, 'hill-musketeers', 195, 30);
  place(state, 'axemen', 195, 85);
  return state;
}

const EVERY_ORDER: ReadonlySet<Order> = new Set(ORDERS.filter((o) => o !== 'hold-all'));

describe('the patrol seeks out a hidden enemy (T35.2)', () => {
  it('never draws hold-and-counter while rebel groups are still behind their markers: they never come on', () => {
    const state = mazoe();
    for (const [i, unit] of ['riflemen', 'musketeers', 'hill-musketeers', 'axemen'].entries()) {
      state.markers.push({ id: `marker-${i + 1}`, pos: { x: 120 + 20 * i, y: 50 }, unit, revealed: false });
      state.units[unit]!.marker = `marker-${i + 1}`;
    }
    for (let seed = 1; seed <= 40; seed++) {
      expect(makePlan(state, 'patrol', DISPOSITIONS.cautious, seedrandom.alea(String(seed))).kind).not.toBe('hold-and-counter');
    }
  });

  it('with no enemy in sight, a group rides on to its objective, even after it was told to hold', () => {
    const state = mazoe();
    const mmp = state.units.mmp!;
    mmp.currentAction = { kind: 'hold' };
    const order = orderFor(state, mmp, 'fixing', false, EVERY_ORDER, DISPOSITIONS.measured);
    expect(order.order).toBe('objective');
    expect(order.reason.text).toContain('Open veld towards Salisbury');
  });
});

describe('the patrol pins every rebel group from close by (T20.1, T24)', () => {
  it("an attacker's fixing force on foot edges forward to short range, still able to fire; from there it stands", () => {
    const state = rebelsRevealed();
    const mine = state.units['mine-men']!;
    place(state, 'mine-men', 80, 60);
    expect(orderFor(state, mine, 'fixing', false, EVERY_ORDER, DISPOSITIONS.measured).order).toBe('advance-half');
    place(state, 'mine-men', 110, 70);
    expect(orderFor(state, mine, 'fixing', false, EVERY_ORDER, DISPOSITIONS.measured).order).toBe('hold');
  });

  it("an attacker's horse in the fixing force rides within 25 cm of natives", () => {
    const state = rebelsRevealed();
    place(state, 'volunteers', 90, 80);
    const order = orderFor(state, state.units.volunteers!, 'fixing', false, EVERY_ORDER, DISPOSITIONS.measured);
    expect(order.order).toBe('advance');
    expect(order.reason.rule).toBe('T24');
  });
});

describe('the patrol presses on to the rebels still standing (T34)', () => {
  it('past a group already in retreat, the main effort makes for its objective, where a hidden marker still stands', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    for (const unit of ['riflemen', 'musketeers', 'hill-musketeers']) state.units[unit]!.lastCode = 'RUN';
    state.markers.push({ id: 'marker-1', pos: { x: 195, y: 85 }, unit: 'axemen', revealed: false });
    state.units.axemen!.marker = 'marker-1';
    const order = orderFor(state, state.units.mmp!, 'main-effort', false, new Set(EVERY_ORDER), DISPOSITIONS.measured);
    expect(order).toMatchObject({ order: 'objective', reason: { rule: 'T34' } });
    expect(order.reason.text).toContain('Riflemen with Martini-Henrys is in retreat already');
  });

  it('while its nearest enemy stands, it goes for that one', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toMatch(/^objective/);
  });

  it('nor does it press on when every group still standing lies behind it', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    for (const unit of ['riflemen', 'musketeers', 'hill-musketeers', 'axemen']) state.units[unit]!.lastCode = 'RUN';
    place(state, 'musketeers', 60, 40);
    state.units.musketeers!.lastCode = 'HALT';
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toMatch(/^objective/);
  });
});

describe('the patrol goes for the rebel group nobody is fighting (T34, T14.1)', () => {
  it('past a group already in retreat, the police advance on the group still standing farthest from the other patrol groups', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    place(state, 'mine-men', 135, 45);
    place(state, 'volunteers', 180, 35);
    state.units.riflemen!.lastCode = 'RUN';
    const order = orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured);
    expect(order).toMatchObject({ order: 'advance-on', target: 'axemen', reason: { rule: 'T34' } });
    expect(order.reason.text).toContain('Riflemen with Martini-Henrys is in retreat already');
  });

  it('past a standing group beyond its move that another patrol group has in hand, likewise', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 85, 70);
    place(state, 'mine-men', 128, 88);
    const order = orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured);
    expect(order).toMatchObject({ order: 'advance-on', target: 'hill-musketeers' });
    expect(order.reason.text).toContain('in hand with another of our groups');
  });

  it('a standing nearest enemy nobody else has in hand is its own to fight', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toBe('advance-on');
  });

  it('the reserve not yet committed and the guards stay where they are', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 95, 75);
    state.units.riflemen!.lastCode = 'RUN';
    expect(orderFor(state, state.units.mmp!, 'reserve', false, EVERY_ORDER, DISPOSITIONS.measured).order).toBe('hold');
  });
});

describe('the patrol keeps a beaten group engaged (T33.3)', () => {
  /** The follow-up question after the police beat the axemen, spearmen against carbines: an even melee (50% of the hits). */
  function followUpAsked(state: TynesideState): TynesideRequestOf<'follow-up'> {
    const options = [true, false].map((follow) => ({ id: String(follow), label: '', meaning: { follow } }));
    return { kind: 'choose', side: 'patrol', purpose: 'T33.3', options, decision: { kind: 'follow-up', units: ['mmp', 'axemen'] } } as unknown as TynesideRequestOf<'follow-up'>;
  }

  it('late in the battle the patrol, which must break the rebels, follows up into an even melee; a side that wins by holding would not', () => {
    const state = rebelsRevealed();
    place(state, 'mmp', 185, 85);
    state.halfTurn = 21;
    expect(meleeFavour(state, state.units.mmp!, state.units.axemen!)).toBe(0.5);
    const follows = () => followUp(state, followUpAsked(state), DISPOSITIONS.measured).option;
    expect(follows()).toBe('true');
    (state.victory as { atTurnLimit: string }).atTurnLimit = 'patrol';
    expect(follows()).toBe('false');
  });
});

describe('the patrol never charges with its last group standing, but in the last turn it charges with everything (T33.1, T34)', () => {
  /** The police 15 cm from the axemen (within a charge), every other patrol group in retreat or not, in turn `turn`. */
  function policeBeforeAxemen(othersInRetreat: boolean, turn: number): TynesideState {
    const state = rebelsRevealed();
    place(state, 'mmp', 170, 85);
    state.halfTurn = 2 * turn - 1;
    if (othersInRetreat) for (const unit of ['wagonette', 'mine-men', 'volunteers']) state.units[unit]!.lastCode = 'WDRAW';
    return state;
  }

  it('while another patrol group stands, the police charge the axemen within reach', () => {
    const state = policeBeforeAxemen(false, 6);
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).toBe('charge');
  });

  it('with every other patrol group in retreat, the police do not charge: a drawn melee would move them back and the patrol would lose at once', () => {
    const state = policeBeforeAxemen(true, 6);
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toBe('charge');
  });

  it('in the last turn the rebels win at the turn limit anyway, so the police charge whatever stands behind them', () => {
    const state = policeBeforeAxemen(true, 12);
    const order = orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured);
    expect(order).toMatchObject({ order: 'charge', reason: { rule: 'T34' } });
    expect(order.reason.text).toContain('the last turn');
  });

  it('in the last turn a reserve not yet committed charges too, up to a full move off, but not before', () => {
    const state = rebelsRevealed();
    place(state, 'volunteers', 105, 25);
    // the musketeers' nearest figure 38 cm off: beyond four-fifths of the horse's 40 cm, within its full move
    state.halfTurn = 21;
    expect(orderFor(state, state.units.volunteers!, 'reserve', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toBe('charge');
    state.halfTurn = 23;
    expect(orderFor(state, state.units.volunteers!, 'reserve', false, EVERY_ORDER, DISPOSITIONS.measured).order).toBe('charge');
  });

  it('where the turn limit gives a draw, the last turn brings no all-out charge', () => {
    const state = policeBeforeAxemen(true, 12);
    (state.victory as { atTurnLimit: string }).atTurnLimit = 'draw';
    expect(orderFor(state, state.units.mmp!, 'main-effort', false, EVERY_ORDER, DISPOSITIONS.measured).order).not.toBe('charge');
  });
});
