import { describe, expect, it } from 'vitest';
import type { Request } from '../../src/engine/requests.js';
import type { StepInfo } from '../../src/engine/ruleset.js';
import type { TynesideFact } from '../../rulesets/tyneside/facts.js';
import { acceptOffered, tableGame, until } from '../helpers/table-game.js';
import type { TableGame } from '../../src/play/table-game.js';

/**
 * Rorke's Drift at a real table, every screen answered with what it offers: which facts opfor
 * asks, how often, and in what shape. Each fact is asked once a step and remembered until
 * something that changes it moves; what several units share is asked in one checklist.
 */

interface Seen {
  readonly request: Request;
  readonly step: StepInfo;
}

/** The requests waiting for the player over the first `turns` turns, each with its step. */
function screens(game: TableGame, turns: number): Seen[] {
  const seen: Seen[] = [];
  while (game.pending && (game.session.step?.turn ?? 1) <= turns) {
    seen.push({ request: game.pending, step: game.session.step! });
    const problem = acceptOffered(game);
    if (problem) throw new Error(problem);
  }
  return seen;
}

const factOf = (s: Seen) => (s.request.kind === 'ask' ? (s.request.fact as TynesideFact) : null);
const stepKey = (s: Seen) => `${s.step.turn}/${s.step.activeSide}/${s.step.procedure}`;

describe('Rorke\'s Drift at a real table', () => {
  const seen = screens(tableGame('tyneside/mission-station', 1), 2);

  it('asks a unit\'s nearest enemy once a movement step, the units still to move in one checklist', () => {
    // each fact once (its questions, the nearest seen and then the nearest unseen, are screens of one request)
    const asked = seen.filter((s, i) => s.step.procedure === 'movement' && factOf(s)?.id === 'nearest-enemy' && seen.findIndex((o) => o.request === s.request) === i);
    expect(asked.length).toBeGreaterThan(0);
    const byStep = new Map<string, string[]>();
    for (const s of asked) byStep.set(stepKey(s), [...(byStep.get(stepKey(s)) ?? []), ...(factOf(s) as { readonly units: readonly string[] }).units]);
    for (const units of byStep.values()) expect(new Set(units).size).toBe(units.length);
    expect(Math.max(...asked.map((s) => (factOf(s) as { readonly units: readonly string[] }).units.length))).toBeGreaterThan(1);
  });

  it('asks all the leaders\' groups in one question a command step', () => {
    const asked = seen.filter((s) => factOf(s)?.id === 'attached-to');
    const steps = asked.map(stepKey);
    expect(new Set(steps).size).toBe(steps.length);
    expect((factOf(asked[0]!) as { readonly leaders: readonly string[] }).leaders.length).toBeGreaterThan(1);
  });

  it('offers taking cover and charging without asking first; nothing asks about melee when nobody charged', () => {
    const orders = seen.find((s) => s.request.kind === 'choose' && s.request.purpose.startsWith('T14.1'))!;
    expect(orders.request.kind === 'choose' && orders.request.options.map((o) => o.id)).toEqual(expect.arrayContaining(['cover', 'charge']));
    const before = seen.slice(0, seen.indexOf(orders)).filter((s) => stepKey(s) === stepKey(orders)).map((s) => factOf(s)?.id);
    expect(before).not.toContain('charge-reach');
    expect(before).not.toContain('cover-within-move');
    expect(seen.filter((s) => ['in-contact', 'contacts'].includes(factOf(s)?.id ?? ''))).toEqual([]);
  });
});

describe('T14.1 orders at a real table', () => {
  /** Plays offered replies up to the first orders screen of a unit that can charge. */
  function atOrders(): TableGame {
    const game = tableGame('tyneside/mission-station', 1);
    for (let i = 0; i < 3000 && game.pending; i++) {
      const p = game.pending;
      if (p.kind === 'choose' && p.purpose.startsWith('T14.1') && p.options.some((o) => o.id === 'charge')) return game;
      acceptOffered(game);
    }
    throw new Error('no orders screen');
  }

  it('a charge with nobody in reach is taken back and the other orders offered again', () => {
    const game = atOrders();
    const unit = (game.pending as { purpose: string }).purpose;
    expect(game.answer({ option: 'charge', reasons: [] })).toBeNull();
    expect(game.question).toMatchObject({ kind: 'some-of', rule: 'T31.2' });
    expect(game.reply([])).toBeNull();
    const again = game.pending!;
    expect(again.kind).toBe('choose');
    if (again.kind !== 'choose') return;
    expect(again.purpose).toBe(`${unit}: nobody in reach`);
    expect(again.options.map((o) => o.id)).not.toContain('charge');
    expect(again.options.map((o) => o.id)).toContain('cover');
  });

  it('taking cover asks then which cover lies within a move; with none, it is taken back too', () => {
    const game = atOrders();
    expect(game.answer({ option: 'cover', reasons: [] })).toBeNull();
    expect(game.question).toMatchObject({ kind: 'one-of', rule: 'T28' });
    expect(game.reply('none')).toBeNull();
    const again = game.pending!;
    expect(again.kind === 'choose' && again.purpose.endsWith(': no cover within a move')).toBe(true);
    expect(again.kind === 'choose' && again.options.map((o) => o.id)).not.toContain('cover');
  });
});

describe('T11-T12 spending the chain\'s points at a real table', () => {
  it('offers commanding every group in reach in one choice when the pool pays for them all', () => {
    const game = tableGame('tyneside/mission-station', 1);
    // the relays bought on their own (not with every group after them), so that the groups are a choice of their own
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id === 'relays-then-groups'));
    expect(game.answer({ option: 'all-relays', reasons: [] })).toBeNull();
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id === 'all-groups'));
    const request = game.pending;
    if (request?.kind !== 'choose') throw new Error('no choice commanding all groups');
    const groups = request.options.filter((o) => o.id.startsWith('group:')).map((o) => o.id.slice('group:'.length));
    expect(groups.length).toBeGreaterThan(1);
    const pool = Number(/has (\d+) points/.exec(request.purpose)![1]);
    const cost = Number(/\((\d+) pts\)$/.exec(request.options[0]!.label)![1]);
    expect(request.options[0]!.id).toBe('all-groups');
    expect(cost).toBeLessThanOrEqual(pool);
    expect(game.suggestion?.option).toBe('all-groups');
    expect(game.answer(game.suggestion)).toBeNull();
    const state = game.session.state as { units: Record<string, { commanded: boolean }> };
    for (const id of groups) expect(state.units[id]!.commanded).toBe(true);
    const said = game.session.log.filter((e) => e.kind === 'tell').at(-1);
    expect(said?.kind === 'tell' && said.instruction.text).toMatch(new RegExp(`commands .* \\(${cost} pts\\); ${pool - cost} points left$`));
  });
});

describe('T12.5 command distance at a real table', () => {
  it('asks the units a chain could command in one question per command figure, each unit and figure once a step', () => {
    const seen = screens(tableGame('tyneside/mission-station', 1), 2);
    const asked = seen.filter((s) => factOf(s)?.id === 'command-reach').map((s) => ({ step: stepKey(s), fact: factOf(s) as { readonly commanders: readonly string[]; readonly units: readonly string[] } }));
    expect(asked.length).toBeGreaterThan(0);
    expect(Math.max(...asked.map((a) => a.fact.units.length))).toBeGreaterThan(1);
    const pairs = asked.flatMap((a) => a.fact.units.map((u) => `${a.step}/${u}/${a.fact.commanders.join('+')}`));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('T14.1 all units holding at a real table', () => {
  it('offers the units still to be given orders to hold in one choice; opfor advises it when each would hold', () => {
    const game = tableGame('tyneside/mission-station', 1);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id.startsWith('hold-all:')));
    const request = game.pending;
    if (request?.kind !== 'choose') throw new Error('no choice holding all');
    const all = request.options.find((o) => o.id.startsWith('hold-all:'))!;
    expect(request.options.indexOf(all)).toBe(1);
    const units = all.id.slice('hold-all:'.length).split('+');
    expect(units.length).toBeGreaterThan(1);
    expect(game.suggestion?.option).toBe(all.id);
    const step = JSON.stringify(game.session.step);
    expect(game.answer(game.suggestion)).toBeNull();
    // no further orders are asked in this step; every one of them holds
    while (game.pending && JSON.stringify(game.session.step) === step) {
      expect(game.pending.kind === 'choose' && game.pending.purpose.startsWith('T14.1')).toBe(false);
      acceptOffered(game);
    }
    const names = units.map((id) => (game.session.state as { units: Record<string, { name: string }> }).units[id]!.name);
    const notes = game.session.log.flatMap((e) => (e.kind === 'tell' ? [e.instruction.text] : []));
    for (const name of names) expect(notes).toContain(`${name} holds its position`);
    const state = game.session.state as { units: Record<string, { currentAction: { kind: string } }> };
    for (const id of units) expect(state.units[id]!.currentAction.kind).toBe('hold');
  });
});

describe('T35.2 hidden markers at a real table', () => {
  it('shows where to place every hidden marker above the first screen, which asks which markers see the enemy', () => {
    const game = tableGame('tyneside/bush-ambush', 1);
    const placed = game.toDo.filter((i) => i.type === 'place-marker');
    const state = game.session.state as { markers: unknown[] };
    expect(placed).toHaveLength(state.markers.length);
    expect(game.pending?.kind === 'ask' && game.pending.fact.id).toBe('marker-sees-enemy');
    expect((factOf({ request: game.pending!, step: game.session.step! }) as { readonly markers: readonly string[] }).markers).toHaveLength(state.markers.length);
  });
});

describe('T12 relays at a real table', () => {
  it('offers activating every relay in reach in one choice when the pool pays for them all; each then rolls his dice', () => {
    const game = tableGame('tyneside/mission-station', 1);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id === 'all-relays'));
    const request = game.pending;
    if (request?.kind !== 'choose') throw new Error('no choice activating all relays');
    const relays = request.options.filter((o) => o.id.startsWith('relay:')).map((o) => o.id.slice('relay:'.length));
    expect(relays.length).toBeGreaterThan(1);
    expect(request.options.slice(0, 2).map((o) => o.id)).toEqual(['relays-then-groups', 'all-relays']);
    const before = game.session.log.length;
    expect(game.answer({ option: 'all-relays', reasons: [] })).toBeNull();
    const rolled = game.session.log.slice(before).filter((e) => e.kind === 'roll' && e.purpose.startsWith('T12:'));
    expect(rolled).toHaveLength(relays.length);
    const state = game.session.state as { units: Record<string, { commanded: boolean }> };
    for (const id of relays) expect(state.units[id]!.commanded).toBe(true);
  });

  it('offers the relays and then every group in one choice, and opfor advises it: once the relays have rolled and the pool pays, every group is commanded unasked', () => {
    const game = tableGame('tyneside/mission-station', 1);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id === 'relays-then-groups'));
    const request = game.pending;
    if (request?.kind !== 'choose') throw new Error('no choice of relays then groups');
    expect(game.suggestion?.option).toBe('relays-then-groups');
    const step = JSON.stringify(game.session.step);
    const before = game.session.log.length;
    expect(game.answer(game.suggestion)).toBeNull();
    // no further choice of the chain: the groups were commanded with the relays' dice
    while (game.pending && JSON.stringify(game.session.step) === step && game.session.log.slice(before).every((e) => !(e.kind === 'roll' && e.purpose.startsWith('Actions Table')))) {
      expect(game.pending.kind === 'choose' && game.pending.purpose.startsWith('T11-T12')).toBe(false);
      acceptOffered(game);
    }
    const state = game.session.state as { units: Record<string, { kind: string; side: string; commanded: boolean; marker: string | null }> };
    const groups = Object.values(state.units).filter((u) => u.side === request.side && u.kind === 'group' && !u.marker);
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) expect(g.commanded).toBe(true);
    // opfor playing the side would make the same purchase in two choices: all the relays first
    expect(game.session.policyOf(request.side).choose(game.session.state, request).option).toBe('all-relays');
  });

  it('offers every group it could buy but one in one choice when the pool pays for no more, and opfor advises it where it would buy those one by one', () => {
    const game = tableGame('tyneside/river-crossing', 1);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.id === g.suggestion?.option && o.id.startsWith('all-groups-but:')));
    const request = game.pending;
    if (request?.kind !== 'choose') throw new Error('no choice of all groups but one');
    const advised = request.options.find((o) => o.id === game.suggestion!.option)!;
    const left = advised.id.slice('all-groups-but:'.length);
    const groups = request.options.filter((o) => o.id.startsWith('group:')).map((o) => o.id.slice('group:'.length));
    expect(groups).toContain(left);
    const step = JSON.stringify(game.session.step);
    // opfor playing the side buys the same groups, one choice at a time: the first of them now
    const played = game.session.policyOf(request.side).choose(game.session.state, request).option;
    expect(played.startsWith('group:') && played !== `group:${left}`).toBe(true);
    expect(game.answer(game.suggestion)).toBeNull();
    const state = game.session.state as { units: Record<string, { commanded: boolean }> };
    for (const id of groups) expect(state.units[id]!.commanded).toBe(id !== left);
    // the pool pays for nothing more: no further choice of the chain
    while (game.pending && JSON.stringify(game.session.step) === step) {
      expect(game.pending.kind === 'choose' && game.pending.purpose.startsWith('T11-T12')).toBe(false);
      acceptOffered(game);
    }
  });
});
