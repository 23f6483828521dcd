import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ChooseRequest, Request } from '../../src/engine/requests.js';
import type { TableGame } from '../../src/play/table-game.js';
import { guaitana } from '../../rulesets/guaitana/index.js';
import { guaitanaScenarioSchema } from '../../rulesets/guaitana/scenario-schema.js';
import { impetuosityRolls } from '../../rulesets/guaitana/procedures/impetuosity.js';
import { onTable, type GuaitanaState } from '../../rulesets/guaitana/state.js';
import { promptModel } from '../../src/ui/play/prompt-model.js';
import { promptLines } from '../../src/ui/play/prompt-lines.js';
import { freshEntry } from '../../src/ui/play/keys.js';
import { drive } from '../helpers/drive.js';
import { aiBattle } from '../helpers/battle.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';
import { FireReplies } from '../helpers/fire-replies.js';

/**
 * A player's own choices at a real table (G8.7.1, G8.7.2, G9.1, G9.4, G9.7, G9.9): the side a
 * human plays there is offered a few choices more, each saving a screen; the virtual table's
 * battles (opfor on both sides) are offered none of them and play as before (bench/golden.json).
 */

const scenario = (name: string) => guaitanaScenarioSchema.parse(parse(readFileSync(`scenarios/guaitana/${name}.yaml`, 'utf8')));
const stateOf = (game: TableGame) => game.session.state as GuaitanaState;
const asChoice = (r: Request | null) => (r?.kind === 'choose' ? (r as ChooseRequest) : null);

/** The replies of a real game: units see and fire as the virtual table has them (moved there as told), the rest offered. */
const replies = new WeakMap<TableGame, FireReplies>();

/** Plays the replies of a real game until `found` holds for the pending request (within `turns`); the request, or null. */
function playUntil(game: TableGame, found: (r: Request, g: TableGame) => boolean, turns = 4): Request | null {
  if (!replies.has(game)) replies.set(game, new FireReplies(game));
  const firing = replies.get(game)!;
  for (let i = 0; i < 4000 && game.pending && stateOf(game).turn <= turns; i++) {
    const pending = game.pending;
    if (found(pending, game)) return pending;
    const steered = pending.kind === 'ask' && game.question ? firing.reply(game.question, pending.fact) : null;
    const problem = steered !== null ? game.reply(steered) : acceptOffered(game);
    if (problem) throw new Error(problem);
  }
  return null;
}

/** The player's choices (their purposes' rule) from now to the end of the current turn, on the offered replies. */
function choicesThisTurn(game: TableGame, side: string): string[] {
  const turn = stateOf(game).turn;
  const seen: string[] = [];
  playUntil(game, (r, g) => {
    if (r.kind === 'choose' && r.side === side) seen.push(r.purpose.split(':')[0]!);
    return stateOf(g).turn > turn;
  }, turn + 1);
  return seen;
}

describe('a side a human plays at a real table', () => {
  it('is marked so in the books; a virtual table marks no side, so its battles are offered nothing new', () => {
    expect(stateOf(tableGame('guaitana/dogali', 1)).sides.map((s) => [s.id, s.atTable])).toEqual([['italians', true], ['abyssinians', undefined]]);
    expect((aiBattle('guaitana/dogali', 1).session.state as GuaitanaState).sides.some((s) => 'atTable' in s)).toBe(false);
  });
});

describe('G8.7.1 with G8.7.2: "no new order, and every unit commander keeps his"', () => {
  it('is offered beside "no new order"; picked, the unit commanders are not asked', () => {
    const game = tableGame('guaitana/dogali', 1);
    // offered once a unit commander has a change he may make (turn 1: none sees the enemy yet)
    const cinc = asChoice(playUntil(game, (r) => r.kind === 'choose' && r.options.some((o) => o.id === 'cinc/none+kept')))!;
    expect(cinc.options.slice(0, 2)).toEqual([
      { id: 'cinc/none', label: 'no new order', meaning: { none: true } },
      { id: 'cinc/none+kept', label: "no new order, and every unit commander keeps his unit's order too (G8.7.2)", meaning: { none: true, kept: true } },
    ]);
    // opfor advises it: none of the player's companies would change its order
    expect(game.suggestion?.option).toBe('cinc/none+kept');
    expect(game.answer({ option: 'cinc/none+kept', reasons: [] })).toBeNull();
    expect(choicesThisTurn(game, 'italians')).not.toContain('G8.7.2');
  });

  it('"no new order" alone still leads to the unit commanders\' choice', () => {
    const game = tableGame('guaitana/dogali', 1);
    playUntil(game, (r) => r.kind === 'choose' && r.options.some((o) => o.id === 'cinc/none+kept'));
    expect(game.answer({ option: 'cinc/none', reasons: [] })).toBeNull();
    expect(asChoice(playUntil(game, (r) => r.kind === 'choose' && r.side === 'italians'))?.decision?.kind).toBe('initiatives');
  });
});

describe('G8.7.2: every unit on a Move order that sights the enemy halts, in one pick', () => {
  it('is offered when two or more may halt; picked (as opfor advises when each would), they all stand on Defend and nothing more is asked', () => {
    const game = tableGame('guaitana/baggage-train', 3);
    const first = asChoice(playUntil(game, (r) => r.kind === 'choose' && r.options.some((o) => o.id === 'initiatives/halt')))!;
    const halt = first.options.find((o) => o.id === 'initiatives/halt')!;
    const units = (halt.meaning as { halt: string[] }).halt;
    expect(units.length).toBeGreaterThan(1);
    expect(halt.label).toBe(`every one of them on a Move order that sights the enemy halts and defends (${units.length} units)`);
    // each of them could halt alone too (Move → Defend on sighting, no test)
    for (const unit of units) expect(first.options.some((o) => o.id === `initiatives/${unit}/defend/only`)).toBe(true);
    expect(game.suggestion?.option).toBe('initiatives/halt');
    const turn = stateOf(game).turn;
    expect(game.answer({ option: 'initiatives/halt', reasons: [] })).toBeNull();
    expect(units.map((id) => stateOf(game).units[id]!.order.kind)).toEqual(units.map(() => 'defend'));
    expect(choicesThisTurn(game, 'italians').filter((c) => c === 'G8.7.2')).toEqual([]);
    expect(stateOf(game).turn).toBe(turn + 1);
  });
});

describe('G8.7.1: a messenger with the Attack order, in one choice', () => {
  it('is offered beside the plain messenger; picked (as opfor advises), no new order is asked next and the messenger carries Attack', () => {
    const game = tableGame('guaitana/agordat', 1);
    const cinc = asChoice(playUntil(game, (r, g) => r.kind === 'choose' && r.side === 'dervishes' && g.suggestion?.option.endsWith('/attack') === true))!;
    const advised = cinc.options.find((o) => o.id === game.suggestion!.option)!;
    const unit = (advised.meaning as { unit: string }).unit;
    expect(advised).toMatchObject({ label: `send a messenger to ${stateOf(game).units[unit]!.name} with the order to Attack`, meaning: { how: 'send', unit, order: { order: 'attack' } } });
    expect(cinc.options.some((o) => o.id === `cinc/send:${unit}`)).toBe(true);
    expect(game.answer({ option: advised.id, reasons: [] })).toBeNull();
    expect(stateOf(game).sides.find((s) => s.id === 'dervishes')!.errands.at(-1)).toMatchObject({ to: unit, order: { kind: 'attack' }, deliveredTurn: null });
    expect(asChoice(playUntil(game, (r) => r.kind === 'choose' && r.side === 'dervishes'))?.decision?.kind).not.toBe('order');
  });
});

describe('G9.1 at a real table: the player\'s activations', () => {
  it('a unit on a Move order that could change formation or horses is offered its half move as it stands', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const first = asChoice(playUntil(game, (r, g) => stateOf(g).turn === 2 && r.kind === 'choose' && r.purpose.startsWith('G9.1')))!;
    expect(first.options.filter((o) => o.id.startsWith('activate/squadron')).map((o) => o.label)).toEqual([
      'move Squadron of Eritrean horse (scouting ahead) its full capacity along its line, in column, mounted',
      'move Squadron of Eritrean horse (scouting ahead) half along its line, in column, mounted, and it may fire',
      'move Squadron of Eritrean horse (scouting ahead) another way: a new formation or its horses',
    ]);
  });

  it('a unit with a change to make is advised first, then the rest go together: the convoy\'s turn 2 in three choices of which unit moves, not seven', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    playUntil(game, (r, g) => stateOf(g).turn === 2 && r.kind === 'choose' && r.purpose.startsWith('G9.1'));
    // the mountain section unloads its guns in sight of the enemy (G9.7(2)): picked alone, first
    expect(game.suggestion?.option).toBe('activate/mountain-section');
    const choices = choicesThisTurn(game, 'italians');
    expect(choices.filter((c) => c === 'G9.1')).toHaveLength(3);
    expect(choices).not.toContain('G9.4');
  });

  it('the C-in-C\'s rides are options of the activation itself: picked, he rides with the next screen and nothing more is asked (G9.4)', () => {
    const game = tableGame('guaitana/agordat', 1);
    const activation = asChoice(playUntil(game, (r) => r.kind === 'choose' && r.side === 'dervishes' && r.options.some((o) => o.id.includes('>ride:'))))!;
    const ride = activation.options.find((o) => o.id === 'activate/dervishes-cinc>ride:ansar-1')!;
    expect(ride).toMatchObject({ label: 'Emir Ahmed Ali rides to Ansar spearmen on the Barka (up to 40 cm)', meaning: { unit: 'dervishes-cinc', ride: 'ansar-1' } });
    expect(activation.options.some((o) => o.id === 'activate/dervishes-cinc')).toBe(false);
    expect(game.answer({ option: ride.id, reasons: [] })).toBeNull();
    expect(asChoice(game.pending)?.purpose ?? '').not.toMatch(/^G9\.4/);
    expect(game.toDo).toContainEqual(expect.objectContaining({ type: 'move', unit: 'dervishes-cinc', goal: { kind: 'toward', unit: 'ansar-1' } }));
  });

  it('the next turn\'s list of which unit moves starts its numbers at 1 again (they no longer climb turn after turn)', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    playUntil(game, (r, g) => stateOf(g).turn === 2 && r.kind === 'choose' && r.purpose.startsWith('G9.1'));
    const prompt = promptModel(game);
    if (prompt.kind !== 'choose') throw new Error('expected the choice of which unit moves');
    const lines = promptLines(prompt, freshEntry(prompt), null, 80).map((l) => l.text);
    // numbered 1 to the list's length in the order listed (turn 1's list ended at 20: without a fresh start, these began at 21)
    expect(prompt.options.map((o) => o.number)).toEqual(prompt.options.map((_, i) => i + 1));
    const offered = prompt.options.findIndex((o) => o.id === 'activate/mountain-section') + 1;
    expect(lines).toContain(`> ${offered} (offered) move Mountain section (two guns on mules) another way: its `);
  });
});

describe('G9.9: the player\'s ambush roll', () => {
  const agordat = (atTable: readonly string[]) => {
    const state = guaitana.newBattle(scenario('agordat'), atTable);
    // no Dervish unit on Defend: only the one roll for a hidden unit is made
    for (const unit of onTable(state, 'dervishes')) unit.order = { kind: 'retreat' };
    return state;
  };
  const ambusher = (r: ChooseRequest) => r.options[0]!.id;

  it('at a real table, the hidden unit is picked only on a 6: on another roll nothing happens, and nothing is asked', () => {
    const state = agordat(['dervishes']);
    const quiet = drive(impetuosityRolls(state), { faces: [5], table: guaitana.virtualTable(state), choose: ambusher });
    expect(quiet.rolls.map((r) => r.purpose)).toEqual(["G9.9: ambush roll for one hidden unit of Ahmed Ali's army: 6 springs the ambush (you pick which unit then)"]);
    expect(quiet.choices).toEqual([]);
    const six = agordat(['dervishes']);
    const springs = drive(impetuosityRolls(six), { faces: [6], table: guaitana.virtualTable(six), choose: ambusher });
    expect(springs.choices.map((c) => c.purpose)).toEqual(["G9.9: which hidden unit of Ahmed Ali's army rolls (one roll)"]);
    // the unit picked springs the ambush: it appears and attacks (G9.9(1)-(3))
    const picked = six.units[springs.choices[0]!.picked.replace('ambusher/', '')]!;
    expect(picked.hidden).toBe(false);
    expect(picked.order.kind).toBe('attack');
  });

  it('on a virtual table (and for opfor) the unit is picked before the roll, as before', () => {
    const state = agordat([]);
    const driven = drive(impetuosityRolls(state), { faces: [5], table: guaitana.virtualTable(state), choose: ambusher });
    expect(driven.choices.map((c) => c.purpose)).toEqual(["G9.9: which hidden unit of Ahmed Ali's army rolls (one roll)"]);
    expect(driven.rolls[0]!.purpose).toMatch(/^G9\.9: ambush roll for hidden /);
  });
});
