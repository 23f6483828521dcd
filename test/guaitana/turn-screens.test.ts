import { describe, expect, it } from 'vitest';
import type { ChooseRequest, Request } from '../../src/engine/requests.js';
import type { TableGame } from '../../src/play/table-game.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { ALL, ALL_HALF, ALL_READY, FORM } from '../../rulesets/guaitana/procedures/movement-phase.js';
import { eachInTurn } from '../../ai/guaitana/initiatives.js';
import { firingWeapon } from '../../rulesets/guaitana/procedures/traits.js';
import type { RequestOf } from '../../ai/guaitana/typed.js';
import { FireReplies } from '../helpers/fire-replies.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';

/**
 * The Orders and Movement phases at a real table in few screens (issue #12): the player's unit
 * commanders are one choice, a side's movers can go together, an attacking unit's formation is
 * picked with it, the player's C-in-C is not asked his reach first, and opfor's units testing
 * their morale in the Orders phase share one checklist of their surroundings.
 */

const stateOf = (game: TableGame) => game.session.state as GuaitanaState;
const choice = (request: Request | null) => (request?.kind === 'choose' ? request : null);

/** Plays the game on (offered replies; sight and fire as the table sees them with `fire`) until `found` holds of the screen; null when the first `turns` turns end first. */
function playUntil(game: TableGame, found: (request: Request) => boolean, turns = 4, fire = false): Request | null {
  const firing = fire ? new FireReplies(game) : null;
  for (let i = 0; i < 5000 && game.pending; i++) {
    if ((game.session.step?.turn ?? 1) > turns) return null;
    if (found(game.pending)) return game.pending;
    const steered = firing && game.pending.kind === 'ask' && game.question ? firing.reply(game.question, game.pending.fact) : null;
    const problem = steered !== null ? game.reply(steered) : acceptOffered(game);
    if (problem) throw new Error(problem);
  }
  return null;
}

describe('G8.7.2: the player\'s unit commanders, one choice', () => {
  it('offers every unit that may change its order in one list, "none" first, and opfor\'s side unit by unit', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const kinds: string[] = [];
    const first = playUntil(game, (r) => {
      if (r.kind === 'choose' && r.purpose.startsWith('G8.7.2')) kinds.push(`${r.side}:${r.decision.kind}`);
      return r.kind === 'choose' && r.decision.kind === 'initiatives';
    }, 4, true) as ChooseRequest;
    expect(first.side).toBe('italians');
    expect(first.options[0]).toMatchObject({ id: 'initiatives/none', meaning: { none: true } });
    // each change names its unit; the units are the decision's, in the order listed
    const changes = first.options.filter((o) => 'unit' in (o.meaning as object));
    const units = changes.map((o) => (o.meaning as { unit: string }).unit);
    expect([...new Set(units)]).toEqual(first.decision.units);
    // at a real table each change is offered as the only one, "several" (last) taking them one at a time
    expect(changes.every((o) => (o.meaning as { only?: true }).only === true && o.label.endsWith('; the others keep theirs'))).toBe(true);
    expect(first.options.at(-1)).toMatchObject({ id: 'initiatives/several', meaning: { several: true } });
    expect(first.decision.units.length).toBeGreaterThan(1);
    // the player's side is never asked unit by unit
    expect(kinds.filter((k) => k === 'italians:initiative')).toEqual([]);
  });

  it('after a change, offers only the units listed below it; a change made is carried out', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const offered = playUntil(game, (r) => r.kind === 'choose' && r.decision.kind === 'initiatives' && r.decision.units.length > 2, 4, true) as ChooseRequest;
    // "several": the same units, each change now followed by the units below it
    expect(game.answer({ option: 'initiatives/several', reasons: [] })).toBeNull();
    const first = choice(game.pending)!;
    expect(first.decision.units).toEqual(offered.decision.units);
    expect(first.options.some((o) => 'several' in (o.meaning as object) || 'only' in (o.meaning as object))).toBe(false);
    const listed = first.decision.units;
    const middle = listed[1]!;
    const retreat = first.options.find((o) => o.id === `initiatives/${middle}/retreat`)!;
    expect(retreat.label).toMatch(/retreats on its own initiative$/);
    expect(game.answer({ option: retreat.id, reasons: [] })).toBeNull();
    expect(stateOf(game).units[middle]!.order.kind).toBe('retreat');
    const next = choice(game.pending);
    if (next?.decision.kind === 'initiatives') expect(next.decision.units).toEqual(listed.slice(2).filter((id) => next.decision.units.includes(id)));
    // the unit above the one picked is not offered again
    expect(next?.decision.units ?? []).not.toContain(listed[0]);
  });

  it('opfor answers it as it would unit by unit: the first unit that would change, else none', () => {
    const option = (id: string, unit: string, change: 'defend' | 'retreat') => ({ id, label: id, meaning: { unit, change } });
    const request = {
      kind: 'choose', side: 'italians', purpose: 'G8.7.2', decision: { kind: 'initiatives', units: ['a', 'b'] },
      options: [{ id: 'none', label: 'none', meaning: { none: true } }, option('a-halt', 'a', 'defend'), option('b-halt', 'b', 'defend'), option('b-back', 'b', 'retreat')],
    } as unknown as RequestOf<'initiatives'>;
    const state = { units: { a: { id: 'a', name: 'A' }, b: { id: 'b', name: 'B' } } } as unknown as GuaitanaState;
    const asked: string[] = [];
    const halts = (unit: string) => (u: { id: string }, one: RequestOf<'initiative'>) => {
      asked.push(`${u.id}:${one.options.map((o) => o.meaning.change).join(',')}`);
      const pick = one.options.find((o) => o.meaning.change === (u.id === unit ? 'retreat' : 'keep'))!;
      return { option: pick.id, reasons: [{ rule: 'test', text: u.id }] };
    };
    expect(eachInTurn(state, request, halts('b'))).toEqual({ option: 'b-back', reasons: [{ rule: 'test', text: 'b' }] });
    // each unit gets its own changes, keep first
    expect(asked).toEqual(['a:keep,defend', 'b:keep,defend,retreat']);
    expect(eachInTurn(state, request, halts('nobody')).option).toBe('none');
  });
});

describe('G9.1: a side\'s movers sent on together', () => {
  it('natives on Attack and Move orders, and a messenger, go in one plan; riflemen half, spearmen full (G9.10), as opfor advises', () => {
    const game = tableGame('guaitana/agordat', 2);
    // once the riflemen see the Italians, opfor would move them half and the spearmen full: it advises the plan that does
    const first = playUntil(game, (r) => r.kind === 'choose' && r.side === 'dervishes' && r.options.some((o) => o.id === ALL_READY) && game.suggestion?.option === ALL_READY, 4, true) as ChooseRequest;
    expect(first).not.toBeNull();
    const ready = first.options.find((o) => o.id === ALL_READY)!;
    const all = (ready.meaning as { all: string[] }).all, half = (ready.meaning as { half: string[] }).half;
    const units = stateOf(game).units;
    // half: exactly the movers on a Move order with a firearm to keep ready
    expect(half.length).toBeGreaterThan(0);
    const keepsReady = (id: string) => firingWeapon(units[id]!) !== null && firingWeapon(units[id]!) !== 'javelin';
    expect(half.every((id) => units[id]!.order.kind === 'move' && keepsReady(id))).toBe(true);
    expect(all.filter((id) => units[id]!.order.kind === 'move' && keepsReady(id)).every((id) => half.includes(id))).toBe(true);
    expect(all.filter((id) => units[id]!.order.kind === 'move' && !half.includes(id)).length).toBeGreaterThan(0);
    expect(first.options.map((o) => o.id).slice(0, 3)).toEqual([ALL, ALL_HALF, ALL_READY]);
    expect(game.suggestion!.reasons[0]!.text).toMatch(/half, to be able to fire/);
    const turn = stateOf(game).turn;
    const start = game.session.log.length;
    expect(game.answer(game.suggestion)).toBeNull();
    // the rest of the plan moves without a choice of the next unit, half or full as planned
    let asked = 0;
    playUntil(game, (r) => {
      if (r.kind === 'choose' && r.side === 'dervishes' && r.purpose.startsWith('G9.1')) asked++;
      return stateOf(game).turn !== turn || (r.kind === 'ask' && r.fact.id === 'sight');
    });
    // the moves told (whom each touches is asked only where the books cannot say)
    const moved = game.session.log.slice(start).flatMap((e) => (e.kind === 'tell' && e.instruction.type === 'move' ? [(e.instruction as unknown as { unit: string }).unit] : []));
    expect(moved).toEqual(expect.arrayContaining(all.filter((id) => units[id]!.type !== 'messenger' && !units[id]!.turn.contacted).slice(0, 3)));
    expect(asked).toBeLessThanOrEqual(2);
    for (const id of half) if (!units[id]!.turn.contacted) expect(units[id]!.turn.used).toBeCloseTo(0.5);
  });
});

describe('G9.7(3): an attacking unit\'s formation picked with its activation', () => {
  it('offers the unit as it stands and in each new formation; a new one is formed, then it moves, with no formation screen', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    // the advance guard is sent in (as a C-in-C's order would) in the Orders phase of turn 2
    playUntil(game, () => stateOf(game).turn === 2);
    stateOf(game).units['advance-guard']!.order = { kind: 'attack', target: null };
    const found = playUntil(game, (r) => r.kind === 'choose' && r.purpose.startsWith('G9.1') && r.options.some((o) => o.id.includes(FORM))) as ChooseRequest | null;
    expect(found).not.toBeNull();
    const option = found!.options.find((o) => o.id.includes(FORM))!;
    const { unit, formation } = option.meaning as { unit: string; formation: string };
    const it = stateOf(game).units[unit]!;
    expect(it.order.kind).not.toBe('move');
    expect(found!.options.find((o) => o.id === `activate/${unit}`)).toMatchObject({ label: `move ${it.name} as its order says, in ${it.formation}`, meaning: { unit, formation: it.formation } });
    expect(option.label).toBe(`${it.name} forms ${formation} (half its capacity), then moves as its order says`);
    expect(game.answer({ option: option.id, reasons: [] })).toBeNull();
    expect(it.formation).toBe(formation);
    expect(it.turn.used).toBeGreaterThanOrEqual(0.5);
    // no choice of its formation follows
    const next = choice(game.pending);
    expect(next?.purpose.startsWith('G9.7') ?? false).toBe(false);
  });
});

describe('G8.7.1: the player\'s C-in-C is not asked his reach first', () => {
  it('offers each unit in person with the condition in words; opfor\'s C-in-C\'s reach is still asked; opfor advises no unchecked order', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const reach: string[] = [];
    const action = playUntil(game, (r) => {
      if (r.kind === 'ask' && r.fact.id === 'cinc-reach') reach.push((r.fact as unknown as { side: string }).side);
      return r.kind === 'choose' && r.purpose.startsWith('G8.7.1') && stateOf(game).turn === 2;
    }) as ChooseRequest;
    expect(reach).not.toContain('italians');
    expect(reach).toContain('raiders');
    const inPerson = action.options.filter((o) => o.id.startsWith('cinc/direct:'));
    expect(inPerson.length).toBe(Object.values(stateOf(game).units).filter((u) => u.side === 'italians' && u.pos && !u.eliminated && !u.hidden && u.type !== 'cinc' && u.type !== 'messenger').length);
    expect(inPerson[0]!.label).toMatch(/^re-order .* in person$/);
    expect(action.purpose).toMatch(/\(in person: a unit within 15 cm of him and in his sight(; by heliograph: one no enemy has within charge reach or Close range)?\)$/);
    expect(inPerson[0]!.meaning).toMatchObject({ how: 'direct', unchecked: true });
    const advised = action.options.find((o) => o.id === game.suggestion!.option)!;
    expect((advised.meaning as { unchecked?: boolean }).unchecked).toBeUndefined();
  });
});

describe('G13.3: opfor\'s units testing in the Orders phase share a checklist', () => {
  it('asks the surroundings of the side\'s units that may still try to attack or rally with the first that tests', () => {
    const game = tableGame('guaitana/dogali', 2);
    const asked = playUntil(game, (r) => r.kind === 'ask' && r.fact.id === 'surroundings-of' && game.session.step?.procedure === 'orders', 4, true);
    expect(asked).not.toBeNull();
    const units = (asked as Extract<Request, { kind: 'ask' }>).fact as unknown as { units: string[] };
    expect(units.units.length).toBeGreaterThan(1);
    expect(units.units.length).toBeLessThanOrEqual(4);
    const state = stateOf(game);
    expect(units.units.every((id) => state.units[id]!.side === state.units[units.units[0]!]!.side)).toBe(true);
  });
});
