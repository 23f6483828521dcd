import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/engine/questions.js';
import type { VirtualTable } from '../../src/engine/ruleset.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { tableGame, until } from '../helpers/table-game.js';

/** The virtual table a real-table session keeps beside it, over the same battle state. */
const tableOf = (game: ReturnType<typeof tableGame>) => (game.session as unknown as { table: VirtualTable }).table;
const likelyOf = (q: Question | null) => (q as Extract<Question, { kind: 'some-of' }>).likely;

describe('the first questions at a real table follow where the scenario placed the units', () => {
  it.each(['guaitana/dogali', 'guaitana/agordat', 'guaitana/baggage-train'])('%s: the units within 15 cm of opfor\'s C-in-C are ticked as placed (G8.7.1)', (name) => {
    const game = tableGame(name, 1);
    const state = game.session.state as GuaitanaState;
    // the player's own C-in-C is not asked his reach (each unit is offered with the condition in words)
    for (const side of state.sides.filter((s) => s.player === 'opfor')) {
      until(game, (g) => g.pending?.kind === 'ask' && g.pending.fact.id === 'cinc-reach' && (g.pending.fact as { side?: string }).side === side.id);
      const placed = tableOf(game).answer({ id: 'cinc-reach', side: side.id } as { id: string }) as string[];
      expect(placed.length).toBeGreaterThan(0);
      expect([...likelyOf(game.question)].sort()).toEqual([...placed].sort());
      expect(game.reply(game.defaultReply(game.question!))).toBeNull();
    }
  });

  it('once units have moved, nothing is ticked from where they were placed', () => {
    const game = tableGame('guaitana/dogali', 1);
    until(game, (g) => (g.session.state as GuaitanaState).turn === 2 && g.pending?.kind === 'ask' && g.pending.fact.id === 'cinc-reach');
    expect(likelyOf(game.question)).toEqual([]);
  });
});
