/**
 * Guaitana at a real table: what opfor's books know from what it told the table (the battle's
 * log), so that a movement fact is asked only when the answer is not known (G9.8, G9.2, G8.5,
 * G13.3, G6.4).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LogEntry } from '../../src/engine/event-log.js';
import type { Question } from '../../src/engine/questions.js';
import { guaitana } from '../../rulesets/guaitana/index.js';
import { guaitanaScenarioSchema } from '../../rulesets/guaitana/scenario-schema.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { approachLeft, apart, drift, leastGap } from '../../rulesets/guaitana/interview/told.js';
import { GuaitanaBooks } from '../../rulesets/guaitana/interview/books.js';
import type { GuaitanaInstruction } from '../../rulesets/guaitana/instructions.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';

const battle = (name: string, atTable: readonly string[] = []) => guaitana.newBattle(guaitanaScenarioSchema.parse(parse(readFileSync(`scenarios/guaitana/${name}.yaml`, 'utf8'))), atTable);
const dogali = () => battle('dogali');

/** A move told to the table. */
const move = (unit: string, allowance: number, more: Record<string, unknown> = {}): LogEntry =>
  ({ kind: 'tell', instruction: { type: 'move', unit, goal: { kind: 'path' }, allowance, stopAtClose: false, text: `${unit} moves`, reasons: [], ...more } }) as unknown as LogEntry;
/** A fact asked and answered at the table. */
const asked = (fact: Record<string, unknown>, answer: unknown): LogEntry => ({ kind: 'ask', purpose: '', fact: fact as never, answer, source: 'human' });

/** Runs an interview with the log so far and the replies given in order; returns the questions asked and the answer. */
function interview(state: GuaitanaState, fact: { id: string } & Record<string, unknown>, history: readonly LogEntry[] | null, replies: unknown[] = []) {
  const questions: Question[] = [];
  const it = guaitana.interview(state, fact, history);
  let next = it.next();
  while (!next.done) {
    questions.push(next.value);
    next = it.next(replies.shift());
  }
  return { questions, answer: next.value };
}

const options = (q: Question | undefined) => (q as Extract<Question, { kind: 'some-of' }>).options.map((o) => o.id);

describe('whom a unit touches after its move (G9.8)', () => {
  // Dogali as placed: Ras Alula's riflemen (24, 96) stand 58 cm from the Company of the 41st (82, 82)
  it('a unit whose move ends far from every enemy, as the books placed them, is not asked whom it touches', () => {
    const { questions, answer } = interview(dogali(), { id: 'in-contact', unit: 'alula-riflemen', aimedAt: null }, [move('alula-riflemen', 20)]);
    expect(questions).toEqual([]);
    expect(answer).toEqual([]);
  });

  it('once the moves told could have brought it near, it is asked, offered only the enemies it may touch', () => {
    const history = [move('alula-riflemen', 20), move('alula-riflemen', 20), move('co-41', 10)];
    const { questions, answer } = interview(dogali(), { id: 'in-contact', unit: 'alula-riflemen', aimedAt: null }, history, [['co-41']]);
    expect(questions).toHaveLength(1);
    expect(options(questions[0])).toContain('co-41');
    // the drafts at (136, 71) are over a metre off: not offered
    expect(options(questions[0])).not.toContain('drafts');
    expect(answer).toEqual(['co-41']);
  });

  it('without the log every enemy on the table is offered, as before', () => {
    const { questions } = interview(dogali(), { id: 'in-contact', unit: 'alula-riflemen', aimedAt: null }, null, [[]]);
    expect(options(questions[0])).toEqual(expect.arrayContaining(['co-41', 'drafts']));
  });

  it('a Retreat (round enemy units) and an Attack short of its target (the distance measured counts any enemy in the way) ask nothing', () => {
    const state = dogali();
    const history = [move('alula-riflemen', 20), move('alula-riflemen', 20), move('alula-riflemen', 20)];
    state.units['alula-riflemen']!.order = { kind: 'retreat' };
    expect(interview(state, { id: 'in-contact', unit: 'alula-riflemen', aimedAt: null }, [...history, move('alula-riflemen', 30, { roundEnemies: true })]).questions).toEqual([]);
    state.units['alula-riflemen']!.order = { kind: 'attack', target: 'co-41' };
    expect(interview(state, { id: 'in-contact', unit: 'alula-riflemen', aimedAt: null }, [...history, move('alula-riflemen', 20, { goal: { kind: 'toward', unit: 'co-41' } })]).questions).toEqual([]);
  });

  it('a charge is asked, its target ticked, and the contact answered is the answer', () => {
    const state = dogali();
    state.units['alula-riflemen']!.order = { kind: 'attack', target: 'co-41' };
    const { questions, answer } = interview(state, { id: 'in-contact', unit: 'alula-riflemen', aimedAt: 'co-41' }, [move('alula-riflemen', 30, { goal: { kind: 'toward', unit: 'co-41' }, charge: true })], [['co-41']]);
    expect(questions).toHaveLength(1);
    expect((questions[0] as Extract<Question, { kind: 'some-of' }>).likely).toEqual(['co-41']);
    expect(answer).toEqual(['co-41']);
  });

  it('at a real table a charge still finds its contact and it is fought (Dogali, seed 2: the horsemen springing their ambush)', () => {
    const game = tableGame('guaitana/dogali', 2);
    for (let i = 0; i < 200 && !(game.pending?.kind === 'ask' && game.pending.fact.id === 'in-contact'); i++) acceptOffered(game);
    expect(game.pending).toMatchObject({ kind: 'ask', fact: { id: 'in-contact', unit: 'mounted-musketeers', aimedAt: 'co-41' } });
    expect(game.reply(['co-41'])).toBeNull();
    const state = game.session.state as GuaitanaState;
    expect(state.engaged.some((c) => [c.a, c.b].sort().join() === 'co-41,mounted-musketeers')).toBe(true);
    for (let i = 0; i < 200 && !game.session.log.some((e) => e.kind === 'ask' && e.fact.id === 'melee-ground'); i++) acceptOffered(game);
    expect(game.session.log.some((e) => e.kind === 'tell' && /Horsemen with muskets strikes/.test(e.instruction.text))).toBe(true);
  });
});

describe('what the books count (told.ts)', () => {
  it('how far a unit may have gone: every move told since it was placed', () => {
    const state = dogali();
    expect(drift(state, [move('co-41', 10), move('co-15', 15), move('co-41', 5)], state.units['co-41']!)).toBe(15);
  });

  it('how far a unit must still go to touch its target: the last distance measured less its moves towards it, unknown once the target moves', () => {
    const state = dogali();
    const [unit, target] = [state.units['hamasen-spearmen']!, state.units['co-41']!];
    const measured = asked({ id: 'approach', unit: 'hamasen-spearmen', target: 'co-41' }, { contact: 45, close: null });
    const towards = move('hamasen-spearmen', 20, { goal: { kind: 'toward', unit: 'co-41' } });
    expect(approachLeft([measured, towards], unit, target)).toEqual({ measured: 45, left: 25 });
    expect(approachLeft([measured, towards, move('co-41', 10)], unit, target)).toBeNull();
    expect(approachLeft([towards], unit, target)).toBeNull();
  });
});

describe('where a unit on its Move line stands, by the books (G8.3)', () => {
  // Agordat as placed: Ansar spearmen (120, 94) march west along y ≈ 90; the mountain battery stands at (84, 52)
  it('on the first stretch of its line as long as its moves, not anywhere within that distance', () => {
    const state = battle('agordat');
    const [ansar, battery] = [state.units['ansar-1']!, state.units['right-battery']!];
    const history = [move('ansar-1', 25), move('ansar-1', 25)];
    expect(apart(state, history, ansar, battery)).toBe(true);
    // the same two moves toward some other place (a new order) leave it anywhere within 50 cm: they may touch
    const elsewhere = [move('ansar-1', 25, { goal: { kind: 'toward', unit: 'right-battery' } }), move('ansar-1', 25, { goal: { kind: 'toward', unit: 'right-battery' } })];
    expect(apart(state, elsewhere, ansar, battery)).toBe(false);
    expect(leastGap(state, history, ansar, battery)).toBeGreaterThan(leastGap(state, elsewhere, ansar, battery) + 10);
  });
});

describe('how far it must go to touch its target (G8.5, G9.5)', () => {
  const fact = { id: 'approach', unit: 'hamasen-spearmen', target: 'co-41' };
  const likely = (history: LogEntry[]) => (interview(dogali(), fact, history, [40]).questions[0] as Extract<Question, { kind: 'number' }>).likely;
  const towards = move('hamasen-spearmen', 20, { goal: { kind: 'toward', unit: 'co-41' } });

  it('offers the distance measured last less its move towards the target since', () => {
    expect(likely([asked(fact, { contact: 45, close: null }), towards])).toBe(25);
  });

  // twice its charge (20 + 10 cm) and its Close range (5 cm): Enter without measuring charges nobody
  it('offers a distance beyond its charge when the target has moved, or the last reply was itself beyond that', () => {
    expect(likely([asked(fact, { contact: 45, close: null }), towards, move('co-41', 10)])).toBe(65);
    expect(likely([asked(fact, { contact: 70, close: null }), towards])).toBe(65);
  });
});

describe('hidden natives: is an Italian unit within reach of a hiding place? (G9.2)', () => {
  // Dogali as placed: the Company of the 41st (82, 82) stands 17 cm from the Acacia scrub, 72 cm from the Boulder slopes
  it('after its move, a unit is asked about the watched places it may have come within reach of, and only those', () => {
    const watch = { places: ['Acacia scrub', 'Boulder slopes'], reach: 30 };
    const fact = { id: 'after-move', unit: 'co-41', aimedAt: null, watch, line: false };
    const near = interview(dogali(), fact, [move('co-41', 10)], [['@hiding']]);
    const label = (near.questions[0] as Extract<Question, { kind: 'some-of' }>).options.find((o) => o.id === '@hiding')!.label;
    expect(label).toBe('it is within 30 cm of a hiding place (Acacia scrub)');
    expect(near.answer).toMatchObject({ near: true });
    // with both places out of its reach it is not asked, and it is not near
    const far = interview(dogali(), { ...fact, watch: { places: ['Boulder slopes'], reach: 30 } }, [move('co-41', 10)]);
    expect(far.questions.every((q) => !options(q).includes('@hiding'))).toBe(true);
    expect(far.answer).toMatchObject({ near: false });
  });

  it('after a "none", an Italian unit that activated but was told no move nor new formation since is no reason to ask again', () => {
    const state = dogali();
    const hidden = Object.values(state.units).filter((u) => u.hidden).map((u) => u.id);
    const since = { spots: [], movers: ['co-41'] };
    const fact = { id: 'ambush-spots', units: hidden, forced: false, since };
    expect(interview(state, fact, [asked({ id: 'ambush-spots', units: hidden, forced: false }, [])]).questions).toEqual([]);
    // without the log, the question names it
    expect(interview(state, fact, null, ['none']).questions).toHaveLength(1);
  });
});

describe('a unit testing morale again in the same turn (G13.3)', () => {
  const around = { unit: 'co-41', cincNear: true, friendNear: false, enemyNear: false, inClosed: false, flanked: false };
  const tested = asked({ id: 'surroundings-of', units: ['co-41'] }, [around]);

  it('with nothing moved since, is asked nothing: its last answer holds', () => {
    const { questions, answer } = interview(dogali(), { id: 'surroundings-of', units: ['co-41'] }, [tested]);
    expect(questions).toEqual([]);
    expect(answer).toEqual([around]);
  });

  it('after a friend has moved, is asked only whether a friend is near', () => {
    const { questions, answer } = interview(dogali(), { id: 'surroundings-of', units: ['co-41'] }, [tested, move('co-15', 10)], [['friendNear']]);
    expect(questions).toHaveLength(1);
    expect(options(questions[0])).toEqual(['friendNear']);
    expect(answer).toEqual([{ ...around, friendNear: true }]);
  });
});

describe('once the books make the moves told (a real table), each move still counts once in the bounds', () => {
  /** A battle at a real table whose books have made the moves of `history`, as a real table's session does. */
  function followed(name: string, human: string, history: readonly LogEntry[]): GuaitanaState {
    const state = battle(name, [human]);
    const books = new GuaitanaBooks(state, guaitana.virtualTable(state));
    for (const entry of history) if (entry.kind === 'tell') books.follow(entry.instruction);
    return state;
  }

  // Agordat: Ansar spearmen (120, 94) march west along (96, 92), (72, 88); the mountain battery stands at (84, 52)
  it('a unit on its Move line: the books walk it past its first waypoint, and its bound stays the line\'s first 40 cm from where it was deployed', () => {
    const history = [move('ansar-1', 20), move('ansar-1', 20)];
    const moved = followed('agordat', 'dervishes', history), still = battle('agordat', ['dervishes']);
    const ansar = moved.units['ansar-1']!;
    expect(ansar.pos!.x).toBeLessThan(90);
    expect(ansar.order).toEqual({ kind: 'move', path: [{ x: 72, y: 88 }] });
    expect(ansar.placed).toEqual({ at: { x: 120, y: 94 }, line: [{ x: 96, y: 92 }, { x: 72, y: 88 }] });
    expect(leastGap(moved, history, ansar, moved.units['right-battery']!)).toBe(leastGap(still, history, still.units['ansar-1']!, still.units['right-battery']!));
    expect(apart(moved, history, ansar, moved.units['right-battery']!)).toBe(true);
  });

  // Dogali: the Company of the 41st (82, 82) and Ras Alula's riflemen (24, 96), 58 cm apart as placed
  it('a unit moved towards an enemy: bounded from where it was placed with the allowance told once, not from where the books moved it', () => {
    const history = [move('co-41', 20, { goal: { kind: 'toward', unit: 'alula-riflemen' } })];
    const moved = followed('dogali', 'italians', history), still = battle('dogali', ['italians']);
    const [company, riflemen] = [moved.units['co-41']!, moved.units['alula-riflemen']!];
    expect(Math.hypot(company.pos!.x - 82, company.pos!.y - 82)).toBeGreaterThan(15);
    expect(drift(moved, history, company)).toBe(20);
    expect(leastGap(moved, history, company, riflemen)).toBe(leastGap(still, history, still.units['co-41']!, still.units['alula-riflemen']!));
  });

  it('a move into contact on the books marks no contact: the rules learn it from the player (G9.8)', () => {
    const charge = { type: 'move', unit: 'alula-riflemen', goal: { kind: 'toward', unit: 'co-41' }, allowance: 80, stopAtClose: false, text: '', reasons: [] } as GuaitanaInstruction;
    const table = battle('dogali', ['italians']), books = battle('dogali', ['italians']);
    guaitana.virtualTable(table).execute(charge);
    new GuaitanaBooks(books, guaitana.virtualTable(books)).follow(charge);
    expect(table.units['co-41']!.turn.contacted).toBe(true);
    expect(books.units['alula-riflemen']!.pos).toEqual(table.units['alula-riflemen']!.pos);
    expect(Object.values(books.units).some((u) => u.turn.contacted || u.turn.surprised)).toBe(false);
    expect(books.hiding).toEqual(battle('dogali', ['italians']).hiding);
  });
});
