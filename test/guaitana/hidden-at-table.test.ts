import { describe, expect, it } from 'vitest';
import type { Request } from '../../src/engine/requests.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { acceptOffered, tableGame, until } from '../helpers/table-game.js';
import type { TableGame } from '../../src/play/table-game.js';

type Choose = Extract<Request, { kind: 'choose' }>;
const state = (game: TableGame) => game.session.state as GuaitanaState;
const choosing = (game: TableGame, prefix: string) => game.pending?.kind === 'choose' && game.pending.options.some((o) => o.id.startsWith(prefix));
/** The questions put to the human so far whose key starts with `prefix`. */
const asked = (game: TableGame, factId: string) => game.session.log.filter((e) => e.kind === 'ask' && e.fact.id === factId && e.source === 'human').length;

describe('hidden units at a real table (G9.2)', () => {
  it("the human's natives bring a hidden unit on from the choice of their next activation; nothing else is asked", () => {
    const game = tableGame('guaitana/agordat', 3);
    until(game, (g) => choosing(g, 'activate/reveal:'));
    expect(asked(game, 'ambush-spots')).toBe(0);
    const choice = game.pending as Choose;
    expect(choice.purpose).toMatch(/^G9\.1: which unit of Ahmed Ali's army moves next, or which hidden unit appears first \(G9\.2\)$/);
    const reveal = choice.options.find((o) => o.id.startsWith('activate/reveal:'))!;
    const unit = state(game).units[reveal.id.slice('activate/reveal:'.length)]!;
    expect(reveal.label).toBe(`bring ${unit.name} out of hiding`);
    // opfor never advises springing the human's ambush for them
    expect(game.suggestion!.option.startsWith('activate/reveal:')).toBe(false);

    expect(game.answer({ option: reveal.id, reasons: [] })).toBeNull();
    const where = game.pending as Choose;
    expect(where.purpose).toBe(`G9.2: where ${unit.name} appears (Closed terrain or dead ground no Italian has crossed or observed, out of their sight)`);
    const unspoiled = state(game).hiding.filter((h) => !h.compromised).map((h) => `place/${h.feature}`);
    expect(where.options.map((o) => o.id)).toEqual(unspoiled);
    expect(game.answer({ option: where.options[0]!.id, reasons: [] })).toBeNull();
    expect((game.pending as Choose).purpose).toBe(`G9.2: ${unit.name}'s order on appearing`);
    expect(unit.hidden).toBe(false);
    // the screen of the order says first where to put the unit on the table
    const place = where.options[0]!.id.slice('place/'.length);
    expect(game.toDo.map((i) => i.text)).toEqual([`${unit.name} appears in ${place}, out of the Italians' sight`]);
    acceptOffered(game);
    expect(game.toDo).toEqual([]);
  });

  it('a 6 on the ambush roll: the unit attacks the Italian unit named nearest its place, with no second question (G9.9)', () => {
    const game = tableGame('guaitana/agordat', 11, 'physical');
    until(game, (g) => g.pending?.kind === 'roll' && g.pending.purpose.startsWith('G9.9: ambush roll'));
    expect(game.answer([6])).toBeNull();
    // at a real table the player's unit for the roll is picked now, on the 6 (on any other roll nothing happens)
    expect(game.pending).toMatchObject({ kind: 'choose', decision: { kind: 'ambusher' } });
    expect(game.answer(game.suggestion!)).toBeNull();
    expect(game.question?.key).toMatch(/^ambush-forced\//);
    const place = game.defaultReply(game.question!);
    expect(game.reply(place)).toBeNull();
    expect(game.question?.key).toMatch(/^ambush-nearest\//);
    const nearest = 'galliano-2';
    expect(game.reply(nearest)).toBeNull();
    // its charge is measured as it appears, ground costs counted (G9.5)
    expect(game.question?.key).toMatch(/^ambush-charge\//);
    expect(game.reply(45)).toBeNull();
    const ambusher = Object.values(state(game).units).find((u) => !u.hidden && u.order.kind === 'attack' && u.order.target === nearest);
    expect(ambusher).toBeDefined();
    expect(game.session.log.some((e) => e.kind === 'ask' && e.fact.id === 'nearest-enemy' && (e.fact as { unit?: string }).unit === ambusher!.id)).toBe(false);
    // how far it must go to strike is the 45 cm just measured: not asked again, and it strikes home
    expect(game.session.log.some((e) => e.kind === 'tell' && e.instruction.type === 'move' && (e.instruction as { unit?: string }).unit === ambusher!.id && /contact \(45 cm\)/.test(e.instruction.text))).toBe(true);
  });

  it("opfor's natives ask about an ambush once, and again only after an Italian unit has activated", () => {
    const game = tableGame('guaitana/dogali', 3);
    until(game, (g) => state(g).turn === 1 && g.session.step?.procedure === 'movement' && g.pending?.kind === 'choose');
    // the companies on the hill stand fast: every native unit then moves, with one ambush question in all
    until(game, (g) => g.session.step?.procedure !== 'movement');
    const questions = game.session.log.filter((e) => e.kind === 'ask' && e.fact.id === 'ambush-spots');
    expect(questions.filter((e) => e.kind === 'ask' && e.source === 'human')).toHaveLength(1);
    expect(questions.length).toBeGreaterThan(1);
  });
});
