import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/engine/questions.js';
import type { Request } from '../../src/engine/requests.js';
import { guaitana } from '../../rulesets/guaitana/index.js';
import { guaitanaScenarioSchema } from '../../rulesets/guaitana/scenario-schema.js';
import { onTable, type GuaitanaState } from '../../rulesets/guaitana/state.js';
import { parse } from 'yaml';
import { NONE } from '../../src/engine/ask.js';
import { centroid } from '../../src/table/shapes.js';
import { ALL } from '../../rulesets/guaitana/procedures/movement-phase.js';
import { acceptOffered, playOffered, tableGame } from '../helpers/table-game.js';
import { FireReplies } from '../helpers/fire-replies.js';

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

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

/** The option ids of a one-of or some-of question. */
const ids = (q: Question) => (q as Extract<Question, { kind: 'one-of' | 'some-of' }>).options.map((o) => o.id);

describe('Guaitana facts asked at a real table', () => {
  /** The fire checklist of one side's units, with the replies given; `asked` holds every question. */
  const fireOf = (state: GuaitanaState, units: string[], replies: unknown[]) => interview(state, { id: 'fire-targets', units }, replies);
  /** A some-of question's options. */
  const optionsOf = (q: Question) => (q as Extract<Question, { kind: 'some-of' }>).options;

  it('fire: one checklist of the side\'s units that saw an enemy, each under its name: the enemy nearest, the band, cover (G11.3-G11.8)', () => {
    const state = dogali();
    state.sight['co-41'] = ['alula-riflemen', 'lancers'];
    state.sight['machine-guns'] = ['lancers'];
    const { asked, answer } = fireOf(state, ['co-41', 'co-15', 'machine-guns'], [['co-41/at/alula-riflemen', 'co-41/band/long', 'co-41/cover']]);
    expect(asked.map((q) => [q.key, q.kind, q.rule])).toEqual([['fire-targets/italians', 'some-of', 'G11.4']]);
    // the enemies it saw, a rifle's three bands as the tape reads them (G11.5), its target's cover; a unit that saw no enemy has no lines
    expect(ids(asked[0]!)).toEqual([
      'co-41/at/alula-riflemen', 'co-41/at/lancers', 'co-41/band/close', 'co-41/band/long', 'co-41/band/extreme', 'co-41/cover',
      'machine-guns/at/lancers', 'machine-guns/band/close', 'machine-guns/band/long', 'machine-guns/band/extreme', 'machine-guns/cover',
    ]);
    const options = optionsOf(asked[0]!);
    expect(options[0]).toMatchObject({ heading: `${state.units['co-41']!.name}, within 120 cm, 60° either side of straight ahead`, label: state.units['alula-riflemen']!.name });
    expect(options.slice(2, 5).map((o) => o.label)).toEqual(['at Close range (up to 30 cm)', 'at Long range (30-60 cm)', 'at Extreme range (60-120 cm)']);
    // nothing ticked: a unit with no enemy in reach does not fire, and nothing is offered ticked
    expect((asked[0] as Extract<Question, { kind: 'some-of' }>).likely).toEqual([]);
    // the band ticked is the band fired at; no distance was measured
    expect(answer).toEqual({ 'co-41': [{ unit: 'alula-riflemen', distance: null, band: 'long', cover: true, bearing: 0 }], 'co-15': [], 'machine-guns': [] });
  });

  it('fire: a javelin has one band, so no band lines; an Attack order\'s target leads its enemies', () => {
    const state = dogali();
    const spears = state.units['hamasen-spearmen']!;
    expect(spears.weapon).toBe('javelin');
    state.sight[spears.id] = ['co-41', 'co-15'];
    spears.order = { kind: 'attack', target: 'co-15' };
    const { asked, answer } = fireOf(state, [spears.id], [[`${spears.id}/at/co-15`]]);
    expect(ids(asked[0]!)).toEqual([`${spears.id}/at/co-15`, `${spears.id}/at/co-41`, `${spears.id}/cover`]);
    expect(optionsOf(asked[0]!)[0]!.heading).toContain(', within 5 cm, any direction');
    expect(answer).toEqual({ [spears.id]: [{ unit: 'co-15', distance: null, band: 'long', cover: false, bearing: 0 }] });
  });

  it('fire: one enemy and one band a unit, else asked again naming the unit (G11.4)', () => {
    const state = dogali();
    state.sight['co-41'] = ['alula-riflemen', 'lancers'];
    state.sight['co-15'] = ['alula-riflemen'];
    const twoEnemies = ['co-41/at/alula-riflemen', 'co-41/at/lancers', 'co-41/band/long', 'co-15/at/alula-riflemen', 'co-15/band/close'];
    const noBand = ['co-41/at/lancers', 'co-15/at/alula-riflemen', 'co-15/band/close'];
    const right = ['co-41/at/lancers', 'co-41/band/extreme', 'co-15/at/alula-riflemen', 'co-15/band/close'];
    const { asked, answer } = fireOf(state, ['co-41', 'co-15'], [twoEnemies, noBand, right]);
    expect(asked.map((q) => q.key)).toEqual(['fire-targets/italians', 'fire-targets/italians', 'fire-targets/italians']);
    expect(asked[1]!.text.startsWith(`Tick one enemy and one band for ${state.units['co-41']!.name}, or nothing`)).toBe(true);
    expect(asked[1]!.text).not.toContain(state.units['co-15']!.name);
    // an enemy without its band is as wrong as two enemies
    expect(asked[2]!.text.startsWith(`Tick one enemy and one band for ${state.units['co-41']!.name}, or nothing`)).toBe(true);
    expect(answer).toMatchObject({ 'co-41': [{ unit: 'lancers', band: 'extreme' }], 'co-15': [{ unit: 'alula-riflemen', band: 'close' }] });
  });

  it('fire: Enter repeats last turn\'s fire from the books (target, band, cover) where the unit fired and saw it again; nothing else is ticked', () => {
    const state = dogali();
    const spears = state.units['hamasen-spearmen']!;
    const co41 = state.units['co-41']!;
    state.sight[spears.id] = ['co-41'];
    state.sight['co-41'] = ['alula-riflemen', 'lancers'];
    const likely = () => (fireOf(state, ['co-41'], [[]]).asked[0] as Extract<Question, { kind: 'some-of' }>).likely;
    expect(likely()).toEqual([]);
    co41.lastTarget = { unit: 'lancers', band: 'long', cover: true };
    // a target from an older turn is not offered: it fired at it, but not last turn
    expect(likely()).toEqual([]);
    co41.firedLastTurn = true;
    expect(likely()).toEqual(['co-41/at/lancers', 'co-41/band/long', 'co-41/cover']);
    // not seen again: nothing ticked
    state.sight['co-41'] = ['alula-riflemen'];
    expect(likely()).toEqual([]);
    expect(fireOf(state, [spears.id], [[]]).answer).toEqual({ [spears.id]: [] });
  });

  it('fire: a unit that saw no enemy, or has no missile weapon, adds no line; none at all, nothing is asked', () => {
    const state = dogali();
    expect(fireOf(state, ['co-41', 'co-15'], [])).toEqual({ asked: [], answer: { 'co-41': [], 'co-15': [] } });
    state.sight['lancers'] = ['co-41'];
    expect(fireOf(state, ['lancers'], [])).toEqual({ asked: [], answer: { lancers: [] } });
  });

  it('fire: a square names a second target on its far face, with its band and cover, another enemy unit (G11.12)', () => {
    const state = dogali();
    state.units['co-41']!.formation = 'square';
    state.sight['co-41'] = ['alula-riflemen', 'hamasen-spearmen'];
    const near = ['co-41/at/alula-riflemen', 'co-41/band/long'];
    const sameEnemy = [...near, 'co-41/far-at/alula-riflemen', 'co-41/far-band/close'];
    const farAlone = ['co-41/far-at/hamasen-spearmen', 'co-41/far-band/close'];
    const { asked, answer } = fireOf(state, ['co-41'], [sameEnemy, farAlone, [...near, 'co-41/far-at/hamasen-spearmen', 'co-41/far-band/close', 'co-41/far-cover']]);
    expect(asked).toHaveLength(3);
    expect(ids(asked[0]!).filter((id) => id.includes('/far-'))).toEqual([
      'co-41/far-at/alula-riflemen', 'co-41/far-at/hamasen-spearmen', 'co-41/far-band/close', 'co-41/far-band/long', 'co-41/far-band/extreme', 'co-41/far-cover',
    ]);
    expect(optionsOf(asked[0]!).find((o) => o.id === 'co-41/far-at/hamasen-spearmen')!.label).toBe(`far face: ${state.units['hamasen-spearmen']!.name}`);
    expect(answer).toEqual({ 'co-41': [
      { unit: 'alula-riflemen', distance: null, band: 'long', cover: false, bearing: 0 },
      { unit: 'hamasen-spearmen', distance: null, band: 'close', cover: true, bearing: 180 },
    ] });
  });

  it('approach: one measurement; Close range is taken off it for a rifle (G8.5)', () => {
    const state = dogali();
    expect(interview(state, { id: 'approach', unit: 'co-41', target: 'alula-riflemen' }, [50]).answer).toEqual({ contact: 50, close: 20 });
    expect(interview(state, { id: 'approach', unit: 'lancers', target: 'co-41' }, [50]).answer).toEqual({ contact: 50, close: null });
  });

  it('approach: the distance offered is beyond a charge (30 + 20 cm for lancers) and Close range, so Enter alone charges nobody', () => {
    const state = dogali();
    const offered = (unit: string, target: string) => (interview(state, { id: 'approach', unit, target }, [50]).asked[0] as Extract<Question, { kind: 'number' }>).likely;
    expect(offered('lancers', 'co-41')).toBe(100);
    expect(offered('co-41', 'alula-riflemen')).toBe(50); // 2 × 10 cm, and the rifle's 30 cm Close range
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

describe('Guaitana questions kept few at a real table', () => {
  it('a heading names a unit whose name ends in s with the apostrophe alone', () => {
    const state = dogali();
    expect(guaitana.describeFact(state, { id: 'after-move', unit: 'tigre-musketeers' } as never).title).toBe("G9.8 After Tigrayan musketeers' move");
  });

  it('sight: one checklist for the whole table; whom a unit sees is not asked, the books count every enemy it may see (G10)', () => {
    const state = dogali();
    const { asked, answer } = interview(state, { id: 'sight' }, [['co-41', 'alula-riflemen']]);
    expect(asked.map((q) => q.key)).toEqual(['sight']);
    // both sides' units, each under its side's name
    const italians = onTable(state, 'italians').map((u) => u.id), natives = onTable(state, 'abyssinians').map((u) => u.id);
    expect(ids(asked[0]!)).toEqual([...italians, ...natives]);
    const options = (asked[0] as Extract<Question, { kind: 'some-of' }>).options;
    expect(options[0]).toMatchObject({ heading: state.sides[0]!.name, label: state.units['co-41']!.name });
    expect(options.at(-1)).toMatchObject({ heading: state.sides[1]!.name });
    // nothing has moved or fired: any enemy may be the one seen, from a wood as much as from the open
    expect(answer).toMatchObject({ 'co-41': natives, 'co-15': [], 'alula-riflemen': italians, lancers: [] });
    // and its fire's target is asked among them, "that it saw"
    state.sight = answer as Record<string, string[]>;
    const fire = interview(state, { id: 'fire-targets', units: ['co-41'] }, [[]]);
    expect(fire.asked[0]!.text).toMatch(/^Which enemy unit that it saw at Observation is nearest/);
    // a C-in-C and messengers, fair targets only when no other is, come last (G11.4)
    const fragile = natives.filter((id) => ['cinc', 'messenger'].includes(state.units[id]!.type));
    expect(fragile.length).toBeGreaterThan(0);
    const enemies = ids(fire.asked[0]!).filter((id) => id.startsWith('co-41/at/')).map((id) => id.slice('co-41/at/'.length));
    expect(enemies).toEqual([...natives.filter((id) => !fragile.includes(id)), ...fragile]);
  });

  it('sight: a unit seen at any distance (it moved, or fired last turn) sees only enemies that see back: a clear line runs both ways (G10.1-G10.2)', () => {
    const state = dogali();
    state.units['alula-riflemen']!.turn.moved = true;
    state.units['lancers']!.firedLastTurn = true;
    const { answer } = interview(state, { id: 'sight' }, [['co-41', 'co-15', 'alula-riflemen', 'lancers', 'hamasen-spearmen']]);
    expect(answer).toMatchObject({ 'alula-riflemen': ['co-41', 'co-15'], lancers: ['co-41', 'co-15'] });
    // a unit that stood still may lie in a wood, seen only from close by: any enemy may be the one
    expect((answer as Record<string, string[]>)['hamasen-spearmen']).toEqual(onTable(state, 'italians').map((u) => u.id));
  });

  it('sight when nobody sees anybody: one question for the whole table', () => {
    expect(interview(dogali(), { id: 'sight' }, [[]])).toMatchObject({ asked: [expect.objectContaining({ key: 'sight' })] });
  });

  it('hidden units: one question per native activation, "none within charge reach" offered (G9.2)', () => {
    const state = dogali();
    const hidden = ['ambush-spearmen', 'mounted-musketeers'];
    const quiet = interview(state, { id: 'ambush-spots', units: hidden, forced: false }, [NONE]);
    expect(quiet.asked).toHaveLength(1);
    expect(quiet.asked[0]).toMatchObject({ rule: 'G9.2', likely: NONE });
    // the horsemen with muskets strike farthest: half their 30 cm, then the 20 cm Charge Bonus (G8.5, G9.6)
    expect(quiet.asked[0]!.text).toContain('within 35 cm');
    expect(quiet.answer).toEqual([]);
    // 12 cm off, the company would see spearmen in the bed: asked whether it has a clear line to it (no)
    const sprung = interview(state, { id: 'ambush-spots', units: hidden, forced: false }, ['Dogali stream bed', 'co-41', 12, false]);
    // a stream bed is Closed ground for infantry only: no spot there for the horsemen (G5.1, G6.4)
    expect(sprung.answer).toEqual([expect.objectContaining({ unit: 'ambush-spearmen', feature: 'Dogali stream bed', nearest: 'co-41', distance: 12 })]);
    const horse = interview(state, { id: 'ambush-spots', units: ['mounted-musketeers'], forced: true }, [NONE]);
    expect(ids(horse.asked[0]!)).not.toContain('Dogali stream bed');
    expect(ids(horse.asked[0]!)).toContain('Acacia scrub');
  });

  it('an ambush springs only out of Italian sight, from a place no Italian unit observes (G6.4, G9.2, G10.2)', () => {
    const state = dogali();
    const hidden = ['ambush-spearmen', 'mounted-musketeers'];
    // 2 cm from a company that sees into the scrub: the place is observed, nobody appears there
    const seen = interview(state, { id: 'ambush-spots', units: hidden, forced: false }, ['Acacia scrub', 'co-41', 2, true]);
    expect(seen.asked.map((q) => q.key)).toEqual(['ambush/abyssinians', 'ambush-nearest/abyssinians', 'ambush-distance/abyssinians', 'ambush-line/Acacia scrub']);
    expect(seen.asked[3]!.text).toContain('Within 30 cm it would see a unit there');
    expect(seen.answer).toEqual([]);
    // 45 cm off: the spearmen are unseen (30 cm), the horsemen would be seen from 60 cm unless there is no clear line
    const far = interview(state, { id: 'ambush-spots', units: hidden, forced: false }, ['Acacia scrub', 'co-41', 45, true]);
    expect(far.answer).toEqual([expect.objectContaining({ unit: 'ambush-spearmen', distance: 45 })]);
    // dead ground behind a ridge: asked once whether there is room out of every Italian's sight
    const behind = interview(state, { id: 'ambush-spots', units: hidden, forced: false }, ['Western ridge', 'co-41', 20, false]);
    expect(behind.asked.at(-1)!.key).toBe('ambush-room/Western ridge');
    expect(behind.answer).toEqual([]);
  });

  it("the ambush roll's placement asks for the place nearest the Italians, offering one (G9.9)", () => {
    const { asked } = interview(dogali(), { id: 'ambush-spots', units: ['ambush-spearmen'], forced: true }, ['Dogali stream bed', 'co-41', 40]);
    expect(asked[0]).toMatchObject({ rule: 'G9.9', likely: 'Dogali stream bed' });
  });

  it('after a "none", the question names only the Italian units that have activated since; with none, it is not asked', () => {
    const state = dogali();
    const hidden = ['ambush-spearmen', 'mounted-musketeers'];
    const spot = { feature: 'Dogali stream bed', at: { x: 0, y: 0 }, nearest: 'co-41', distance: 40 };
    const spots = hidden.map((unit) => ({ unit, ...spot }));
    expect(interview(state, { id: 'ambush-spots', units: ['mounted-musketeers'], forced: false, since: { spots, movers: [] } }, [])).toEqual({ asked: [], answer: [spots[1]] });
    const moved = interview(state, { id: 'ambush-spots', units: hidden, forced: false, since: { spots: [], movers: ['co-41'] } }, ['Acacia scrub', 12, false]);
    expect(moved.asked[0]!.text).toBe(`Is ${state.units['co-41']!.name} now within 35 cm (an ambush's reach this turn) of one of these unspoiled hiding places? If so, which place is nearest it?`);
    // one Italian unit named: it is the nearest, and only the distance is asked
    expect(moved.asked.map((q) => q.rule)).toEqual(['G9.2', 'G9.9', 'G6.4']);
    expect(moved.answer).toEqual(hidden.map((unit) => expect.objectContaining({ unit, nearest: 'co-41', distance: 12 })));
    // after an answer naming a place, the whole question again
    const again = interview(state, { id: 'ambush-spots', units: hidden, forced: false, since: { spots, movers: ['co-41'] } }, [NONE]);
    expect(again.asked[0]!.text).toMatch(/^Is an Italian unit within 35 cm/);
  });

  it('melees: the books hold the contacts, not asked again (G9.8, G12.1)', () => {
    const state = dogali();
    expect(interview(state, { id: 'contacts' }, [])).toEqual({ asked: [], answer: [] });
    state.engaged = [{ a: 'co-41', b: 'hamasen-spearmen', aFlanked: false, bFlanked: false }];
    expect(interview(state, { id: 'contacts' }, [])).toEqual({ asked: [], answer: [{ a: 'co-41', b: 'hamasen-spearmen', aFlanked: false, bFlanked: false }] });
  });

  it('a contact with a unit gone from the table is not a melee; a baggage train is asked whom it touches (G9.8(2))', () => {
    const state = dogali();
    state.engaged = [{ a: 'co-41', b: 'hamasen-spearmen', aFlanked: false, bFlanked: false }];
    state.units['hamasen-spearmen']!.eliminated = true;
    expect(interview(state, { id: 'contacts' }, [])).toEqual({ asked: [], answer: [] });
  });

  it('after a charge the unit it charged is the offered contact (G9.8)', () => {
    const { asked } = interview(dogali(), { id: 'in-contact', unit: 'hamasen-spearmen', aimedAt: 'co-41' }, [['co-41']]);
    expect(asked[0]!.likely).toEqual(['co-41']);
  });

  it('after a move, one checklist: whom it touches, whether its line has ended, whether it came near a hiding place (G9.8, G8.3, G9.2)', () => {
    const state = dogali();
    const riflemen = state.units['alula-riflemen']!;
    riflemen.lineAhead = 0;
    const watch = { places: ['Acacia scrub'], reach: 35 };
    const { asked, answer } = interview(state, { id: 'after-move', unit: 'co-41', aimedAt: null, watch, line: false }, [['@hiding']]);
    expect(asked).toHaveLength(1);
    // the line about the unit itself first, before the enemies it may touch
    expect(ids(asked[0]!)[0]).toBe('@hiding');
    expect(answer).toEqual({ touched: [], near: true, lineLeft: null });
    const moved = interview(state, { id: 'after-move', unit: 'alula-riflemen', aimedAt: null, watch: null, line: true }, [['@line-end', 'co-41']]);
    expect(moved.asked[0]!.likely).toEqual(['@line-end']);
    expect(moved.answer).toEqual({ touched: ['co-41'], near: null, lineLeft: 0 });
    // while the books show the line runs on, it is not asked about
    riflemen.lineAhead = 20;
    const on = interview(state, { id: 'after-move', unit: 'alula-riflemen', aimedAt: null, watch: null, line: true }, [[]]);
    expect(ids(on.asked[0]!)).not.toContain('@line-end');
    expect(on.answer).toEqual({ touched: [], near: null, lineLeft: 20 });
  });

  it('melee asks one checklist for all the melees: who stands in Closed ground, who is touched on a flank (G12.2, G12.4)', () => {
    const state = dogali();
    state.units['co-41']!.formation = 'line';
    state.engaged = [{ a: 'co-41', b: 'hamasen-spearmen', aFlanked: true, bFlanked: false }];
    const { asked, answer } = interview(state, { id: 'melee-ground', units: ['co-41', 'hamasen-spearmen'] }, [['closed:hamasen-spearmen', 'flank:co-41']]);
    expect(asked).toHaveLength(1);
    // spearmen in Mass have no flank; the company taken in the flank last melee is offered so again
    expect(ids(asked[0]!)).toEqual(['closed:co-41', 'closed:hamasen-spearmen', 'flank:co-41']);
    expect(asked[0]!.likely).toEqual(['flank:co-41']);
    expect(answer).toEqual({ closed: ['hamasen-spearmen'], flanked: ['co-41'] });
  });

  it('morale: a unit\'s surroundings are one checklist; an enemy in sight answers "an enemy near" without the tape (G13.3)', () => {
    const state = dogali();
    state.sight['co-41'] = ['alula-riflemen'];
    const { asked, answer } = interview(state, { id: 'surroundings', unit: 'co-41' }, [['friendNear']]);
    expect(asked.map((q) => q.key)).toEqual(['surroundings/co-41/cincNear+friendNear+inClosed']);
    expect(ids(asked[0]!)).toEqual(['cincNear', 'friendNear', 'inClosed']);
    expect(answer).toEqual({ cincNear: false, friendNear: true, enemyNear: true, inClosed: false, flanked: false });
    const open = interview(dogali(), { id: 'surroundings', unit: 'co-41' }, [['enemyNear']]);
    expect(ids(open.asked[0]!)).toContain('enemyNear');
    expect(open.asked[0]!.likely).toEqual(['enemyNear']);
  });

  it('morale after fire or melee: the units\' lines in as few checklists as fit a dozen lines each, as the tests begin (G11.14, G13.3)', () => {
    const state = dogali();
    state.sight['co-41'] = ['alula-riflemen'];
    state.units['co-15']!.turn.contacted = true;
    state.units['co-15']!.formation = 'line';
    const units = ['co-41', 'co-15', 'alula-riflemen', 'lancers', 'hamasen-spearmen', 'co-16', 'drafts'];
    const replies = [['co-15|cincNear', 'co-15|friendNear', 'co-15|flanked', 'alula-riflemen|cincNear', 'alula-riflemen|enemyNear'], [], []];
    const { asked, answer } = interview(state, { id: 'surroundings-of', units }, replies);
    const lines = asked.map((q) => ids(q));
    // every unit's lines together, never split between two screens, none longer than 12
    expect(lines.every((l) => l.length <= 12)).toBe(true);
    for (const unit of units) expect(lines.filter((l) => l.some((id) => id.startsWith(`${unit}|`))).length).toBeLessThanOrEqual(1);
    expect(asked[0]!.text).toBe('Around the units testing morale: which of these are true?');
    // 27 lines: 11 and 12 in two checklists, the last unit's own 4 in a third (six, one per condition, before)
    expect(lines.map((l) => l.length)).toEqual([11, 12, 4]);
    expect(asked[2]!.key).toBe('surroundings/drafts/cincNear+friendNear+enemyNear+inClosed');
    // only the unit in contact is asked of its flank
    expect(lines.flat().filter((id) => id.endsWith('|flanked'))).toEqual(['co-15|flanked']);
    // co-41 saw the enemy, co-15 was touched: they are not asked of an enemy within 60 cm, the rest pre-ticked
    const enemyLines = lines.flat().filter((id) => id.endsWith('|enemyNear'));
    expect(enemyLines).not.toContain('co-41|enemyNear');
    expect(enemyLines).not.toContain('co-15|enemyNear');
    expect(asked.flatMap((q) => (q as Extract<Question, { kind: 'some-of' }>).likely)).toEqual([...enemyLines, 'enemyNear']);
    expect((answer as unknown[]).slice(0, 3)).toEqual([
      { unit: 'co-41', cincNear: false, friendNear: false, enemyNear: true, inClosed: false, flanked: false },
      { unit: 'co-15', cincNear: true, friendNear: true, enemyNear: true, inClosed: false, flanked: true },
      { unit: 'alula-riflemen', cincNear: true, friendNear: false, enemyNear: true, inClosed: false, flanked: false },
    ]);
  });

  it('morale after melee: what the melee found (Closed ground, flanks) is not asked again; a few units, one checklist for them all (G12.6, G13.3)', () => {
    const state = dogali();
    for (const id of ['co-41', 'hamasen-spearmen']) state.units[id]!.turn.fought = true;
    const known = { 'co-41': { inClosed: false, flanked: true }, 'hamasen-spearmen': { inClosed: true, flanked: false } };
    const { asked, answer } = interview(state, { id: 'surroundings-of', units: ['co-41', 'hamasen-spearmen'], known }, [['co-41|friendNear', 'hamasen-spearmen|cincNear']]);
    expect(asked.map((q) => q.key)).toEqual(['surroundings/co-41/cincNear+friendNear,hamasen-spearmen/cincNear+friendNear']);
    expect(ids(asked[0]!)).toEqual(['co-41|cincNear', 'co-41|friendNear', 'hamasen-spearmen|cincNear', 'hamasen-spearmen|friendNear']);
    expect((asked[0] as Extract<Question, { kind: 'some-of' }>).options[1]).toMatchObject({ heading: state.units['co-41']!.name, label: 'a friendly unit that is not in Retreat is within 15 cm' });
    expect(answer).toEqual([
      { unit: 'co-41', cincNear: false, friendNear: true, enemyNear: true, inClosed: false, flanked: true },
      { unit: 'hamasen-spearmen', cincNear: true, friendNear: false, enemyNear: true, inClosed: true, flanked: false },
    ]);
  });

  it('morale of a lone unit: one checklist of its lines, as before (G13.3)', () => {
    const state = dogali();
    state.units['co-41']!.turn.fought = true;
    const { asked, answer } = interview(state, { id: 'surroundings-of', units: ['co-41'], known: { 'co-41': { inClosed: false, flanked: false } } }, [['friendNear']]);
    expect(asked.map((q) => q.key)).toEqual(['surroundings/co-41/cincNear+friendNear']);
    expect(ids(asked[0]!)).toEqual(['cincNear', 'friendNear']);
    expect(answer).toMatchObject([{ unit: 'co-41', cincNear: false, friendNear: true }]);
  });

  it('the heliograph asks once which units are threatened (G8.7.1)', () => {
    const { asked, answer } = interview(dogali(), { id: 'threatened', units: ['co-41', 'co-15'] }, [['co-15']]);
    expect(asked).toHaveLength(1);
    expect(answer).toEqual(['co-15']);
  });

  it('"end of its line?" is not asked while the books show the line runs on (G8.3)', () => {
    const state = dogali();
    const riflemen = state.units['alula-riflemen']!;
    expect(riflemen.lineAhead).toBeCloseTo(Math.hypot(26, 12) + Math.hypot(26, 4));
    expect(interview(state, { id: 'path-left', unit: 'alula-riflemen' }, [])).toEqual({ asked: [], answer: riflemen.lineAhead });
    riflemen.lineAhead = 0;
    expect(interview(state, { id: 'path-left', unit: 'alula-riflemen' }, [true])).toMatchObject({ answer: 0 });
  });
});

describe('a Guaitana game at a real table', () => {
  it('the player\'s fire: one checklist of targets, then one choice for all their units, asked again only for those not held (G11.2, G11.13)', () => {
    const game = tableGame('guaitana/dogali', 1);
    const firing = new FireReplies(game);
    const steer = () => {
      const steered = game.pending?.kind === 'ask' && game.question ? firing.reply(game.question, game.pending.fact) : null;
      const problem = steered !== null ? game.reply(steered) : acceptOffered(game);
      if (problem) throw new Error(problem);
    };
    for (let i = 0; i < 3000 && game.pending && game.question?.key !== 'fire-targets/italians'; i++) steer();
    const targets = game.question as Extract<Question, { kind: 'some-of' }>;
    const ticked = firing.reply(targets, (game.pending as Extract<Request, { kind: 'ask' }>).fact) as string[];
    const firers = [...new Set(ticked.filter((id) => id.includes('/at/')).map((id) => id.split('/')[0]!))];
    expect(firers.length).toBeGreaterThan(1);
    expect(game.reply(ticked)).toBeNull();
    // the next screen is the player's choice for every unit with a target: no screen per unit, no cover question
    const first = game.pending as ChooseRequest;
    expect([first.kind, first.side, first.decision.kind]).toEqual(['choose', 'italians', 'fire']);
    expect(first.decision.units).toEqual(firers);
    expect(first.options.map((o) => o.id)).toEqual(['fire/all', ...firers.map((id) => `fire/hold/${id}`)]);
    // the player holds the first; asked again for the rest, who then all fire
    expect(game.answer({ option: `fire/hold/${firers[0]}`, reasons: [] })).toBeNull();
    const again = game.pending as ChooseRequest;
    expect(again.decision.units).toEqual(firers.slice(1));
    expect(game.answer({ option: 'fire/all', reasons: [] })).toBeNull();
    const phase = game.session.step?.procedure;
    for (let i = 0; i < 400 && game.pending && game.session.step?.procedure === phase; i++) steer();
    const rolled = game.session.log.flatMap((e) => (e.kind === 'roll' ? [e.purpose] : []));
    const name = (id: string) => (game.session.state as GuaitanaState).units[id]!.name;
    for (const id of firers.slice(1)) expect(rolled.some((p) => p.startsWith(`G11.7: ${name(id)} fires at`))).toBe(true);
    expect(rolled.some((p) => p.startsWith(`G11.7: ${name(firers[0]!)} fires at`))).toBe(false);
  });

  it('the player\'s own C-in-C and messengers ride with the next screen; opfor\'s rides each have a screen (G9.4, G8.7.1)', () => {
    // seed 6: opfor's Italian C-in-C rides to a unit in Retreat
    const game = tableGame('guaitana/agordat', 6);
    const state = () => game.session.state as GuaitanaState;
    const unitOf = (i: object) => (i as { unit: string }).unit;
    const commander = (unit: string) => ['cinc', 'messenger'].includes(state().units[unit]?.type ?? '');
    const rides = () => game.session.log.flatMap((e) => (e.kind === 'tell' && e.instruction.type === 'move' && commander(unitOf(e.instruction)) ? [e.instruction as unknown as { unit: string; withNext?: boolean }] : []));
    const side = (unit: string) => state().units[unit]!.side;
    const waited: string[] = [];
    for (let i = 0; i < 3000 && game.pending && !(rides().some((r) => side(r.unit) === 'dervishes') && rides().some((r) => side(r.unit) === 'italians')); i++) {
      if (game.pending.kind === 'tell' && game.pending.instruction.type === 'move') waited.push(unitOf(game.pending.instruction));
      acceptOffered(game);
    }
    const ours = rides().filter((r) => side(r.unit) === 'dervishes'), theirs = rides().filter((r) => side(r.unit) === 'italians');
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(ours.every((r) => r.withNext === true)).toBe(true);
    expect(theirs.every((r) => r.withNext === undefined)).toBe(true);
    // only opfor's rides waited for a key
    expect(waited.filter(commander).map(side)).not.toContain('dervishes');
  });

  it('the figures to remove, a unit gone and a formation to take have no screen of their own: they show above the next one (G11.14, G12.6, G4.8(3))', () => {
    // Dogali, seed 2, sight and fire as the table sees them: units fire, lose figures and are wiped out in the first four turns
    const game = tableGame('guaitana/dogali', 2);
    const firing = new FireReplies(game);
    const quiet = ['remove', 'eliminate', 'form'];
    const told = () => game.session.log.filter((e) => e.kind === 'tell' && quiet.includes(e.instruction.type)).length;
    // each shown above the next screen: by the last screen, every one told before it
    let shown = 0, toldBefore = 0;
    for (let i = 0; i < 3000 && game.pending && (game.session.step?.turn ?? 1) <= 4; i++) {
      const p = game.pending;
      expect(p.kind === 'tell' && quiet.includes(p.instruction.type), `${p.kind === 'tell' ? p.instruction.text : ''} waits for a key`).toBe(false);
      shown += game.toDo.filter((t) => quiet.includes(t.type)).length;
      toldBefore = told();
      const steered = p.kind === 'ask' && game.question ? firing.reply(game.question, p.fact) : null;
      expect(steered !== null ? game.reply(steered) : acceptOffered(game)).toBeNull();
    }
    expect(toldBefore).toBeGreaterThan(2);
    expect(shown).toBe(toldBefore);
  });

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

  it("the baggage's own commander does not try to attack either, even in sight of the enemy (G8.2, G8.7.2)", async () => {
    const { initiativeOptions } = await import('../../rulesets/guaitana/procedures/orders-phase.js');
    const state = dogali();
    state.sight['abyssinians-baggage'] = ['co-41'];
    state.sight['tigre-musketeers'] = ['co-41'];
    for (const id of ['abyssinians-baggage', 'tigre-musketeers']) state.units[id]!.order = { kind: 'defend', point: { x: 0, y: 0 } };
    expect(initiativeOptions(state, state.units['abyssinians-baggage']!).map((o) => o.id)).not.toContain('initiative/attack');
    expect(initiativeOptions(state, state.units['tigre-musketeers']!).map((o) => o.id)).toContain('initiative/attack');
  });
});

describe('the human side moves with few choices (G9.1, G9.7, G8.3)', () => {
  it('units standing fast can all stand at once; a unit on a Move order picks formation and distance in one choice', () => {
    const game = tableGame('guaitana/baggage-train', 3);
    const purposes: string[] = [];
    const offered: string[] = [];
    for (let i = 0; i < 400 && (game.session.state as GuaitanaState).turn === 1; i++) {
      if (game.pending?.kind === 'choose') {
        purposes.push(game.pending.purpose);
        offered.push(...game.pending.options.map((o) => o.id));
      }
      playOffered(game, 1);
    }
    // a unit that could change formation or horses moves on as it stands in one pick, or "another way"
    expect(offered).toContain('activate/advance-guard@full');
    expect(offered).toContain('activate/advance-guard');
    // no separate formation-then-distance pair for a unit on a Move order
    expect(offered.some((id) => id.startsWith('distance/'))).toBe(false);
    const dogali = tableGame('guaitana/dogali', 3);
    for (let i = 0; i < 50 && !(dogali.pending?.kind === 'choose' && dogali.pending.purpose.startsWith('G9.1')); i++) playOffered(dogali, 1);
    const activation = dogali.pending as Extract<typeof dogali.pending, { kind: 'choose' }>;
    // the companies on the hill are on Defend: nothing makes them move, so they may all stand
    expect(activation.options.at(-1)).toMatchObject({ id: 'activate/none', label: "the rest of De Cristoforis' column stand fast as they are" });
    // at a real table a company standing fast is offered each new formation in this choice, not on a screen after it
    expect(activation.options[0]).toMatchObject({ id: 'activate/co-41>skirmish', label: 'Company of the 41st Infantry (1st African Battalion) forms skirmish (half its capacity)', meaning: { unit: 'co-41', formation: 'skirmish' } });
    expect(dogali.suggestion).toMatchObject({ option: 'activate/none' });
  });
});

describe('a unit on a Move order is picked with its distance (G9.1, G8.3)', () => {
  it('natives (one formation): full or half along the line, in the choice of which unit moves next; nothing asked after', () => {
    const agordat = tableGame('guaitana/agordat', 5);
    for (let i = 0; i < 100 && !(agordat.pending?.kind === 'choose' && agordat.pending.purpose.startsWith('G9.1') && agordat.pending.side === 'dervishes'); i++) playOffered(agordat, 1);
    const activation = agordat.pending as Extract<typeof agordat.pending, { kind: 'choose' }>;
    expect(activation.options.filter((o) => o.id.startsWith('activate/jihadiya-1@'))).toEqual([
      { id: 'activate/jihadiya-1@full', label: 'move Jihadiya riflemen of the Gedaref its full capacity along its line', meaning: { unit: 'jihadiya-1', distance: 'full' } },
      { id: 'activate/jihadiya-1@half', label: 'move Jihadiya riflemen of the Gedaref half along its line, and it may fire', meaning: { unit: 'jihadiya-1', distance: 'half' } },
    ]);
    // spearmen have no firearm to keep ready: half a move is offered, without "may fire"
    expect(activation.options.find((o) => o.id === 'activate/ansar-1@half')!.label).toBe('move Ansar spearmen on the Barka half along its line');
    agordat.answer({ option: 'activate/jihadiya-1@full', reasons: [] });
    // the move is made at once, no "how far" choice; far from every enemy (as the books placed them), it is not asked whom it touches
    const log = agordat.session.log;
    const moved = log.findIndex((e) => e.kind === 'tell' && e.instruction.type === 'move' && (e.instruction as unknown as { unit: string }).unit === 'jihadiya-1');
    expect(moved).toBeGreaterThan(0);
    expect(log[moved + 1]).toMatchObject({ kind: 'ask', fact: { id: 'after-move', unit: 'jihadiya-1' }, answer: { touched: [] }, source: 'table' });
    expect(log.slice(moved).some((e) => e.kind === 'choose' && e.purpose.startsWith('G8.3'))).toBe(false);
  });

  it('the units a side\'s orders move can all be sent on at once: one choice, then each activation moves the next without asking', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const at = (g: typeof game) => (g.session.state as GuaitanaState).turn === 2 && g.pending?.kind === 'choose' && g.pending.purpose.startsWith('G9.1: which unit of The convoy');
    for (let i = 0; i < 400 && !at(game); i++) playOffered(game, 1);
    const first = game.pending as Extract<typeof game.pending, { kind: 'choose' }>;
    expect(first.options[0]!.id).toBe(ALL);
    expect(first.options[0]!.label).toMatch(/^move Squadron of Eritrean horse \(scouting ahead\), then 1st Ascari company \(advance guard\), then .*, each its full capacity along its line as it stands$/);
    // opfor advises it: each of them would go its full capacity as it stands
    expect(game.suggestion).toMatchObject({ option: ALL });
    const turn = (game.session.state as GuaitanaState).turn;
    const asked: string[] = [];
    for (let i = 0; i < 200 && !(game.pending?.kind === 'ask' && game.pending.fact.id === 'sight'); i++) {
      if (game.pending?.kind === 'choose') asked.push(game.pending.purpose);
      else if (game.pending?.kind === 'ask' && ['in-contact', 'after-move'].includes(game.pending.fact.id)) asked.push((game.pending.fact as unknown as { unit: string }).unit);
      playOffered(game, 1);
    }
    expect((game.session.state as GuaitanaState).turn).toBe(turn);
    // the natives' moves and the ambush questions still come between; the convoy's units move in the order listed, asked only whom they touch
    expect(asked.filter((p) => p.startsWith('G9.1: which unit of The convoy'))).toHaveLength(2); // the last: the captain may ride, or all stand
    const moved = game.session.log.flatMap((e) => (e.kind === 'tell' && e.instruction.type === 'move' ? [(e.instruction as unknown as { unit: string }).unit] : []));
    expect(moved).toEqual(expect.arrayContaining(['squadron', 'advance-guard', 'flank-guard', 'centre-guard', 'mountain-section', 'cacciatori', 'italians-baggage']));
    // whom they touch is asked only of those the books do not show far from every enemy: the mountain section still is
    expect(asked).toContain('advance-guard');
    expect(asked).not.toContain('mountain-section');
  });

  it('a change of guns or horses is offered in the same choice as the formation and distance, not on a screen before it (G9.7)', async () => {
    const game = tableGame('guaitana/baggage-train', 1);
    const purposes: string[] = [];
    for (let i = 0; i < 200 && !(game.pending?.kind === 'choose' && game.pending.options.some((o) => o.id.startsWith('move/'))); i++) {
      if (game.pending?.kind === 'choose') purposes.push(game.pending.purpose);
      playOffered(game, 1);
    }
    const how = game.pending as Extract<typeof game.pending, { kind: 'choose' }>;
    expect(how.purpose).toMatch(/^G8\.3, G9\.7: how Squadron of Eritrean horse/);
    expect(how.options.at(-1)).toEqual({ id: 'limber/dismount', label: 'Squadron of Eritrean horse (scouting ahead) dismounts (half its move)', meaning: { gear: 'dismount' }, tool: 'gear' });
    expect(purposes.some((p) => p.startsWith('G9.7: does'))).toBe(false);
    // opfor takes the change when it would have: guns on the mules in sight of the enemy come into battery
    const { guaitanaPolicy } = await import('../../ai/guaitana/policy.js');
    const state = game.session.state as GuaitanaState;
    const guns = state.units['mountain-section']!;
    guns.packed = true;
    state.sight['mountain-section'] = ['track-spearmen'];
    const options = [
      { id: `move/${guns.formation}@full`, label: 'a', meaning: { formation: guns.formation, distance: 'full' } },
      { id: `move/${guns.formation}@half`, label: 'b', meaning: { formation: guns.formation, distance: 'half' } },
      { id: 'limber/unpack', label: 'c', meaning: { gear: 'unpack' } },
    ];
    const request = { kind: 'choose' as const, side: 'italians', purpose: '', options, decision: { kind: 'move', units: ['mountain-section'] } };
    expect(guaitanaPolicy.choose(state, request).option).toBe('limber/unpack');
    state.sight['mountain-section'] = [];
    expect(guaitanaPolicy.choose(state, request).option).toMatch(/^move\//);
  });

  it('opfor picks the unit alone when it would change its formation, guns or horses, and chooses those after as before', async () => {
    const { guaitanaPolicy } = await import('../../ai/guaitana/policy.js');
    const state = dogali();
    const co = state.units['co-41']!;
    co.order = { kind: 'move', path: [{ x: 10, y: 10 }] };
    co.formation = 'line';
    const options = [
      { id: 'activate/co-41@full', label: `move ${co.name} its full capacity along its line, in line`, meaning: { unit: 'co-41', distance: 'full' } },
      { id: 'activate/co-41', label: `move ${co.name} another way: a new formation or half a move`, meaning: { unit: 'co-41' } },
    ];
    const request = { kind: 'choose' as const, side: 'italians', purpose: '', options, decision: { kind: 'activate', units: ['co-41'] } };
    // nobody in sight on a march: it would form column, so the formation is asked after
    expect(guaitanaPolicy.choose(state, request).option).toBe('activate/co-41');
    co.formation = 'column';
    expect(guaitanaPolicy.choose(state, request).option).toBe('activate/co-41@full');
  });
});

describe('fewer questions the books answer', () => {
  it('"end of its line?" offers yes once the moves add up to the line (G8.3)', () => {
    const state = dogali();
    const riflemen = state.units['alula-riflemen']!;
    riflemen.lineAhead = 0;
    expect(interview(state, { id: 'path-left', unit: 'alula-riflemen' }, [true]).asked[0]).toMatchObject({ key: 'path-end/alula-riflemen', likely: true });
    // a line given later (from where the unit stood then) is not in the books: "no" offered
    riflemen.lineAhead = null;
    expect(interview(state, { id: 'path-left', unit: 'alula-riflemen' }, [false]).asked[0]).toMatchObject({ likely: false });
  });

  it('"inside a building group?" is not asked of a unit whose Move line touches none (G5.2(1))', () => {
    const agordat = guaitana.newBattle(guaitanaScenarioSchema.parse(parse(readFileSync('scenarios/guaitana/agordat.yaml', 'utf8'))));
    const unit = agordat.units['galliano-1']!;
    expect(unit.order.kind).toBe('move');
    // its line runs clear of the fort and the huts
    expect(interview(agordat, { id: 'in-buildings', unit: 'galliano-1' }, [])).toEqual({ asked: [], answer: false });
    // a line through the fort: asked, the last answer offered
    const fort = agordat.terrain.find((f) => f.type === 'buildings')!;
    unit.order = { kind: 'move', path: [centroid(fort.shape)] };
    expect(interview(agordat, { id: 'in-buildings', unit: 'galliano-1' }, [true]).asked[0]).toMatchObject({ key: 'in-buildings/galliano-1', likely: false });
    // on another order (or already inside) the books do not know where it stands: asked
    unit.order = { kind: 'attack', target: null };
    expect(interview(agordat, { id: 'in-buildings', unit: 'galliano-1' }, [false]).asked).toHaveLength(1);
  });

  it('hiding places: asked at the first look, then only once an Italian unit has moved since; standing still it sees what it saw (G6.4, G10.2)', () => {
    const state = dogali();
    // the first look, before any Observation
    expect(interview(state, { id: 'observed' }, [[]]).asked).toHaveLength(1);
    expect(interview(state, { id: 'horse-spoiled' }, [[]]).asked).toHaveLength(1);
    // an Observation has been: nothing Italian moved this turn, nothing new to see into
    state.sight = Object.fromEntries(Object.keys(state.units).map((id) => [id, []]));
    state.units['alula-riflemen']!.turn.moved = true;
    expect(interview(state, { id: 'observed' }, [])).toEqual({ asked: [], answer: [] });
    expect(interview(state, { id: 'horse-spoiled' }, [])).toEqual({ asked: [], answer: [] });
    // an Italian company moved: asked again
    state.units['co-41']!.turn.moved = true;
    expect(interview(state, { id: 'observed' }, [['Dogali stream bed']])).toMatchObject({ answer: ['Dogali stream bed'] });
    expect(interview(state, { id: 'horse-spoiled' }, [[]]).asked).toHaveLength(1);
  });

  it('hiding places crossed or observed are not asked once no unit is hidden; whom a unit touches is not asked with no enemy on the table (G6.4, G9.8)', () => {
    const state = dogali();
    expect(interview(state, { id: 'observed' }, [[]]).asked).toHaveLength(1);
    for (const u of Object.values(state.units)) u.hidden = false;
    expect(interview(state, { id: 'observed' }, [])).toEqual({ asked: [], answer: [] });
    for (const u of Object.values(state.units)) if (u.side === 'abyssinians') u.hidden = true;
    expect(interview(state, { id: 'in-contact', unit: 'co-41', aimedAt: null }, [])).toEqual({ asked: [], answer: [] });
  });

  it('the impetuosity roll asks once which natives on Defend see the Italians, not unit by unit (G9.9)', () => {
    const state = dogali();
    state.sight['tigre-musketeers'] = ['co-41'];
    const { asked, answer } = interview(state, { id: 'see-enemy', units: ['tigre-musketeers', 'saati-spearmen', 'lancers'] }, [['tigre-musketeers', 'lancers']]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ kind: 'some-of', key: 'see-enemy/abyssinians', rule: 'G10', likely: ['tigre-musketeers'] });
    expect(ids(asked[0]!)).toEqual(['tigre-musketeers', 'saati-spearmen', 'lancers']);
    expect(answer).toEqual(['tigre-musketeers', 'lancers']);
    // in a game: one such question at the end of a Movement phase, never the per-unit "which enemy units can X see?"
    const game = tableGame('guaitana/dogali', 1);
    const facts: string[] = [];
    for (let i = 0; i < 600 && game.pending && (game.session.state as GuaitanaState).turn <= 3; i++) {
      if (game.pending.kind === 'ask') facts.push(game.pending.fact.id);
      playOffered(game, 1);
    }
    expect(facts).toContain('see-enemy');
    expect(facts).not.toContain('sees');
  });

  it('the convoy closing up in Mass at the end of the Movement phase is shown with the next question, not on a screen of its own (G4.6)', () => {
    const game = tableGame('guaitana/baggage-train', 1);
    for (let i = 0; i < 400 && !(game.pending?.kind === 'ask' && game.pending.fact.id === 'sight'); i++) playOffered(game, 1);
    expect(game.toDo.map((i) => i.text)).toContain('Convoy of grain and cartridges (mules and camels): close up in Mass');
  });
});

describe('opfor keeps a charge whole', () => {
  it('lancers on a Move order in sight of the enemy go their full move: they have no firearm to keep ready (G9.10)', async () => {
    const { guaitanaPolicy } = await import('../../ai/guaitana/policy.js');
    const state = dogali();
    const moveChoice = (id: string) => ({ kind: 'choose' as const, side: 'abyssinians', purpose: '', decision: { kind: 'move', units: [id] }, options: ['full', 'half'].map((d) => ({ id: `move/mass@${d}`, label: `${state.units[id]!.name} ${d}`, meaning: { formation: 'mass', distance: d } })) });
    state.sight.lancers = ['co-41'];
    state.sight['tigre-musketeers'] = ['co-41'];
    expect(guaitanaPolicy.choose(state, moveChoice('lancers')).option).toBe('move/mass@full');
    expect(guaitanaPolicy.choose(state, moveChoice('tigre-musketeers')).option).toBe('move/mass@half');
  });

  it('the ambush roll is made for the hidden unit whose Attack strikes farthest, as a 6 sends it at once (G9.9)', async () => {
    const { guaitanaPolicy } = await import('../../ai/guaitana/policy.js');
    const state = dogali();
    const options = ['ambush-spearmen', 'mounted-musketeers'].map((id) => ({ id: `ambusher/${id}`, label: `${state.units[id]!.name} rolls for the ambush`, meaning: { unit: id } }));
    expect(guaitanaPolicy.choose(state, { kind: 'choose', side: 'abyssinians', purpose: '', decision: { kind: 'ambusher', units: options.map((o) => o.meaning.unit) }, options })).toMatchObject({ option: 'ambusher/mounted-musketeers' });
  });
});

describe('a unit tested twice in one Orders phase', () => {
  it('is asked its surroundings once: the C-in-C\'s rally and its own commander\'s (G8.7.1, G8.7.2, G13.3)', () => {
    const game = tableGame('guaitana/dogali', 2);
    const asked: string[] = [];
    for (let i = 0; i < 3000 && game.pending && (game.session.state as GuaitanaState).turn <= 4; i++) {
      if (game.pending.kind === 'ask' && game.pending.fact.id === 'surroundings' && game.session.step?.procedure === 'orders') {
        asked.push(`${(game.session.state as GuaitanaState).turn}:${(game.pending.fact as unknown as { unit: string }).unit}`);
      }
      playOffered(game, 1);
    }
    // the company in Retreat fails the C-in-C's rally in turn 4, then its commander tries again: one question
    expect(asked.filter((a) => a === '4:co-41')).toHaveLength(1);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
