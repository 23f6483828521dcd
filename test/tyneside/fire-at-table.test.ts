import { describe, expect, it } from 'vitest';
import type { Procedure, Request } from '../../src/engine/requests.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { FireTarget } from '../../rulesets/tyneside/facts.js';
import { Victims } from '../../rulesets/tyneside/procedures/hit-allocation.js';
import type { FigureState, TynesideState } from '../../rulesets/tyneside/state.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';
import { TableGame } from '../../src/play/table-game.js';

/**
 * Fire and orders at a real table: the figures a unit's hits fall on are counted only once a hit
 * needs them (T22.1, A-29), and a move the player has just ordered is shown above the next
 * screen rather than on one of its own.
 */

function battle(): TynesideState {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
  return ruleset.newBattle(scenario) as TynesideState;
}

/** Runs a procedure, answering each request from `answers` (a function of the request); returns the requests and the result. */
function run<T>(procedure: Procedure<T>, answer: (r: Request) => unknown): { requests: Request[]; result: T } {
  const requests: Request[] = [];
  let step = procedure.next();
  while (!step.done) {
    requests.push(step.value);
    step = procedure.next(answer(step.value));
  }
  return { requests, result: step.value };
}

/** North wall's fire at iNdlondlo, its figures in sight an upper bound where `uncounted` (a real table). */
function aimAtIndlondlo(state: TynesideState, uncounted: boolean): FireTarget {
  const visible = state.units.indlondlo!.figures;
  return { unit: 'indlondlo', shots: [], cover: 'open', visible, distance: 30, ...(uncounted ? { uncounted: { unseen: false, further: false, inSight: true } } : {}) };
}

const kinds = (requests: readonly Request[]) => requests.map((r) => (r.kind === 'ask' ? `ask:${r.fact.id}` : r.kind));

describe('T22.1 (A-29) the figures hits fall on, at a real table', () => {
  const shooters = ['north-wall/1', 'north-wall/2'];

  it('a first kill or wound among alike figures, or a graze, falls on the first living figure: nothing asked, nothing rolled', () => {
    const state = battle();
    const victims = new Victims(state, state.units['north-wall']!, shooters, aimAtIndlondlo(state, true));
    const graze = run(victims.next('graze'), () => { throw new Error('nothing to ask'); });
    expect(graze).toEqual({ requests: [], result: state.figures['indlondlo/1'] });
    const kill = run(victims.next('kill'), () => { throw new Error('nothing to ask'); });
    expect(kill).toEqual({ requests: [], result: state.figures['indlondlo/1'] });
  });

  it('a second kill asks how many are in sight, once; hits then fall at random among those still living', () => {
    const state = battle();
    const victims = new Victims(state, state.units['north-wall']!, shooters, aimAtIndlondlo(state, true));
    const first = run(victims.next('kill'), () => null).result as FigureState;
    first.alive = false;
    const asked: Request[] = [];
    const second = run(victims.next('kill'), (r) => {
      asked.push(r);
      return r.kind === 'ask' ? ['indlondlo/1', 'indlondlo/2', 'indlondlo/3'] : [2];
    });
    expect(kinds(second.requests)).toEqual(['ask:in-sight', 'roll']);
    // the question lists every figure that was in sight at the start: the one just killed stands until the fire's removals
    expect(second.requests[0]).toMatchObject({ fact: { id: 'in-sight', unit: 'north-wall', shooters, target: 'indlondlo', figures: state.units.indlondlo!.figures } });
    // #1 is dead: a D2 among #2 and #3, the 2 picks #3
    expect(second.requests[1]).toMatchObject({ kind: 'roll', dice: { count: 1, sides: 2 } });
    expect(second.result).toBe(state.figures['indlondlo/3']);
    const third = run(victims.next('wound'), () => [1]);
    expect(kinds(third.requests)).toEqual(['roll']);
  });

  it('once the figures in sight have all fallen, the next hits are lost', () => {
    const state = battle();
    const victims = new Victims(state, state.units['north-wall']!, shooters, aimAtIndlondlo(state, true));
    (run(victims.next('kill'), () => null).result as FigureState).alive = false;
    const lost = run(victims.next('kill'), (r) => (r.kind === 'ask' ? ['indlondlo/1'] : [1]));
    expect(kinds(lost.requests)).toEqual(['ask:in-sight']);
    expect(lost.result).toBeNull();
  });

  it('asks at the first wound or kill where the figures are not alike (one already wounded)', () => {
    const state = battle();
    state.figures['indlondlo/4']!.wounds = 1;
    const victims = new Victims(state, state.units['north-wall']!, shooters, aimAtIndlondlo(state, true));
    expect(run(victims.next('graze'), () => null).requests).toEqual([]);
    const hit = run(victims.next('wound'), (r) => (r.kind === 'ask' ? state.units.indlondlo!.figures.slice(0, 5) : [4]));
    expect(kinds(hit.requests)).toEqual(['ask:in-sight', 'roll']);
    expect(hit.result).toBe(state.figures['indlondlo/4']);
  });

  it('where every figure is counted (the virtual table), each hit rolls among them all and nothing is asked', () => {
    const state = battle();
    const victims = new Victims(state, state.units['north-wall']!, shooters, aimAtIndlondlo(state, false));
    for (const result of ['graze', 'kill'] as const) {
      const hit = run(victims.next(result), () => [5]);
      expect(kinds(hit.requests)).toEqual(['roll']);
      expect(hit.requests[0]).toMatchObject({ dice: { count: 1, sides: state.units.indlondlo!.figures.length } });
      expect(hit.result).toBe(state.figures['indlondlo/5']);
    }
  });
});

describe('T14.1 a move the player orders, at a real table', () => {
  /** Plays offered replies up to the player's first order that moves a unit, and gives it. */
  function afterAnOrderToMove(): { game: TableGame; unit: string } {
    const game = tableGame('tyneside/river-crossing', 1);
    for (let i = 0; i < 3000 && game.pending; i++) {
      const p = game.pending;
      const advance = p.kind === 'choose' && p.purpose.startsWith('T14.1') ? p.options.find((o) => o.id.startsWith('advance')) : undefined;
      if (advance) {
        expect(game.answer({ option: advance.id, reasons: [] })).toBeNull();
        return { game, unit: (p.kind === 'choose' && p.decision?.units[0]) || '' };
      }
      acceptOffered(game);
    }
    throw new Error('no order to move');
  }

  it('is not a screen of its own: the next screen shows it first', () => {
    const { game, unit } = afterAnOrderToMove();
    expect(game.pending?.kind === 'tell' && game.pending.instruction.type === 'move').toBe(false);
    expect(game.toDo).toEqual([expect.objectContaining({ type: 'move', unit })]);
    // it is in the log as told, shown with the next screen
    expect([...game.session.log].reverse().find((e) => e.kind === 'tell' && e.instruction.type === 'move')).toMatchObject({ withNext: true });
  });

  it('a resumed game stands where it stood (the move is not among the recorded answers)', () => {
    const { game } = afterAnOrderToMove();
    const pending = game.pending;
    const again = TableGame.resume(game.origin.savePath);
    expect(again.pending).toEqual(pending);
    expect(again.toDo).toEqual(game.toDo);
  });

  it('every other move rides with the next screen too: opfor\'s, and those the Actions Table gives the player\'s units', () => {
    const game = tableGame('tyneside/river-crossing', 1);
    const shown = new Set<string>();
    while (game.pending && (game.session.step?.turn ?? 1) <= 2) {
      expect(game.pending.kind === 'tell' && game.pending.instruction.type === 'move').toBe(false);
      for (const i of game.toDo) if (i.type === 'move') shown.add((game.session.state as TynesideState).units[(i as unknown as { unit: string }).unit]!.side);
      acceptOffered(game);
    }
    expect([...shown].sort()).toEqual(['boers', 'british']);
  });

  it('a narration after the player\'s choice ("holds its position") is no instruction for the table', () => {
    const game = tableGame('tyneside/mission-station', 3);
    while (game.pending && (game.session.step?.turn ?? 1) <= 1) {
      expect(game.toDo.map((i) => i.type)).not.toContain('note');
      acceptOffered(game);
    }
  });
});
