import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/engine/questions.js';
import { guaitana } from '../../rulesets/guaitana/index.js';
import { guaitanaScenarioSchema } from '../../rulesets/guaitana/scenario-schema.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { parse } from 'yaml';
import { playOffered, tableGame } from '../helpers/table-game.js';

const dogali = () => guaitana.newBattle(guaitanaScenarioSchema.parse(parse(readFileSync('scenarios/guaitana/dogali.yaml', 'utf8'))));

/** Runs an interview with the given replies in order; returns the questions asked and the answer. */
function interview(state: GuaitanaState, fact: { id: string } & Record<string, unknown>, replies: unknown[]) {
  const asked: Question[] = [];
  const it = guaitana.interview(state, fact);
  let next = it.next();
  while (!next.done) {
    asked.push(next.value);
    next = it.next(replies.shift());
  }
  return { asked, answer: next.value };
}

describe('Guaitana facts asked at a real table', () => {
  it('fire targets: the nearest enemy, the tape measure gives the band, then cover (G11.3-G11.8)', () => {
    const state = dogali();
    const { asked, answer } = interview(state, { id: 'fire-targets', unit: 'co-41' }, ['alula-riflemen', 45, true]);
    expect(asked.map((q) => [q.kind, q.rule])).toEqual([['one-of', 'G11.4'], ['number', 'G11.5'], ['yes-no', 'G11.8']]);
    expect(asked[0]!.text).toContain('within 120 cm');
    expect(answer).toEqual([{ unit: 'alula-riflemen', distance: 45, band: 'long', cover: true, bearing: 0 }]);
  });

  it('no target: one question; a lance-armed unit is not asked at all', () => {
    const state = dogali();
    expect(interview(state, { id: 'fire-targets', unit: 'co-41' }, ['none'])).toMatchObject({ answer: [] });
    expect(interview(state, { id: 'fire-targets', unit: 'lancers' }, [])).toEqual({ asked: [], answer: [] });
  });

  it('approach: one measurement; Close range is taken off it for a rifle (G8.5)', () => {
    const state = dogali();
    expect(interview(state, { id: 'approach', unit: 'co-41', target: 'alula-riflemen' }, [50]).answer).toEqual({ contact: 50, close: 20 });
    expect(interview(state, { id: 'approach', unit: 'lancers', target: 'co-41' }, [50]).answer).toEqual({ contact: 50, close: null });
  });

  it('the nearest enemy is one pick, not a distance per enemy unit (G8.5)', () => {
    const state = dogali();
    expect(interview(state, { id: 'nearest-enemy', unit: 'co-41', seen: true }, [])).toEqual({ asked: [], answer: null });
    const { asked, answer } = interview(state, { id: 'nearest-enemy', unit: 'co-41', seen: false }, ['hamasen-spearmen']);
    expect(asked.map((q) => [q.kind, q.rule])).toEqual([['one-of', 'G8.5']]);
    expect(answer).toBe('hamasen-spearmen');
    state.sight['co-41'] = ['alula-riflemen'];
    const seen = interview(state, { id: 'nearest-enemy', unit: 'co-41', seen: true }, ['alula-riflemen']);
    expect((seen.asked[0] as Extract<Question, { kind: 'one-of' }>).options.map((o) => o.id)).toEqual(['alula-riflemen', 'none']);
  });

  it('the hiding places are a checklist of the unspoiled named features (G6.4)', () => {
    const state = dogali();
    const open = state.hiding.filter((h) => !h.compromised).map((h) => h.feature);
    const { asked, answer } = interview(state, { id: 'observed' }, [[open[0]]]);
    expect(asked[0]).toMatchObject({ kind: 'some-of', rule: 'G6.4', likely: [] });
    expect((asked[0] as Extract<Question, { kind: 'some-of' }>).options.map((o) => o.id)).toEqual(open);
    expect(answer).toEqual([open[0]]);
  });
});

describe('a Guaitana game at a real table', () => {
  it('played to the end on the offered replies reaches a result', () => {
    const game = tableGame('guaitana/baggage-train', 4);
    playOffered(game);
    expect(game.session.outcome).not.toBeNull();
  });
});

describe('orders the C-in-C may give (G8.7.1)', () => {
  it('any of the four to a fighting unit; never Attack to the baggage (G8.2); only Defend to a unit in Retreat (G18.19)', async () => {
    const { orderOptions } = await import('../../rulesets/guaitana/procedures/orders-phase.js');
    const state = dogali();
    const kinds = (id: string) => orderOptions(state, state.units[id]!).map((o) => o.id.split(':')[0]);
    expect(new Set(kinds('co-41'))).toEqual(new Set(['order/defend', 'order/attack', 'order/retreat', 'order/move']));
    expect(kinds('abyssinians-baggage')).not.toContain('order/attack');
    state.units['co-41']!.order = { kind: 'retreat' };
    expect(kinds('co-41')).toEqual(['order/defend']);
  });
});
