import { describe, expect, it } from 'vitest';
import type { ChooseRequest } from '../../src/engine/requests.js';
import type { TableGame } from '../../src/play/table-game.js';
import { tynesideDecision, type TynesideRequestOf } from '../../rulesets/tyneside/decisions.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';

/**
 * T14.1 at a real table: the units still to be given orders may all be given one order in one
 * choice (hold, or a move each can make), and opfor advises it when it would give each of them
 * that order; opfor playing the side still gives each unit its own.
 */

type Orders = TynesideRequestOf<'order'>;

/**
 * Plays the offered replies of the river crossing up to the first orders screen where opfor advises
 * one move for several units (seed 2: since its books follow the moves told, seed 1's advice gives
 * each company its own order).
 */
function atAdvisedTogether(seed: number): { game: TableGame; request: Orders } {
  const game = tableGame('tyneside/river-crossing', seed);
  for (let i = 0; i < 3000 && game.pending; i++) {
    const p = game.pending;
    if (p.kind === 'choose' && p.decision?.kind === 'order') {
      const request = tynesideDecision(p) as Orders;
      const advised = request.options.find((o) => o.id === game.suggestion?.option)!;
      if (advised.meaning.units.length > 1 && advised.meaning.order !== 'hold-all') return { game, request };
    }
    acceptOffered(game);
  }
  throw new Error('opfor never advised one move for several units');
}

const state = (game: TableGame) => game.session.state as TynesideState;

describe('T14.1 one order for every unit still to be given orders, at a real table', () => {
  it('offers each move they can all make after the unit\'s own first choice, covering the unit asked and those after it', () => {
    const { request } = atAdvisedTogether(2);
    const together = request.options.filter((o) => o.meaning.units.length > 1);
    expect(request.options.indexOf(together[0]!)).toBe(1);
    expect(together.map((o) => o.meaning.order)).toEqual(expect.arrayContaining(['hold-all', 'advance-half', 'advance']));
    for (const o of together) expect(o.meaning.units[0]).toBe(request.decision.units[0]);
    // the unit's own orders are all still there
    expect(request.options.filter((o) => o.meaning.units.length === 1).map((o) => o.meaning.order)).toEqual(expect.arrayContaining(['hold', 'advance-half', 'advance', 'withdraw']));
  });

  it('taken, it moves every one of them as ordered, with no further orders screen in the step', () => {
    const { game, request } = atAdvisedTogether(2);
    const advised = request.options.find((o) => o.id === game.suggestion!.option)!;
    const step = JSON.stringify(game.session.step);
    const told = game.session.log.length;
    expect(game.answer(game.suggestion)).toBeNull();
    while (game.pending && JSON.stringify(game.session.step) === step) {
      expect(game.pending.kind === 'choose' && game.pending.decision?.kind === 'order').toBe(false);
      acceptOffered(game);
    }
    const moves = game.session.log.slice(told).flatMap((e) => (e.kind === 'tell' && e.instruction.type === 'move' ? [e.instruction as TynesideInstruction & { type: 'move' }] : []));
    const half = advised.meaning.order.endsWith('-half');
    for (const unit of advised.meaning.units) {
      const move = moves.find((m) => m.unit === unit);
      expect(move, `${unit} moves`).toBeDefined();
      expect(move!.fraction).toBe(half ? 0.5 : 1);
      expect(move!.goal.kind).toBe(advised.meaning.order.startsWith('advance') ? 'toward-unit' : 'feature');
      expect(move!.reasons).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'T14.1' })]));
    }
  });

  it('opfor playing the side gives the unit its own order, the same one: its battles stay as they were', () => {
    const { game, request } = atAdvisedTogether(2);
    const advised = request.options.find((o) => o.id === game.suggestion!.option)!;
    const played = game.session.policyOf(request.side).choose(state(game), request as unknown as ChooseRequest);
    const own = request.options.find((o) => o.id === played.option)!;
    expect(own.meaning.units).toEqual(request.decision.units);
    expect(own.meaning.order).toBe(advised.meaning.order);
  });
});
