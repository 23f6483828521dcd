import { describe, expect, it } from 'vitest';
import { replyProblem, rowName, type Question, type QuestionOption } from '../../src/engine/questions.js';
import type { Fact } from '../../src/engine/requests.js';
import type { LogEntry } from '../../src/engine/event-log.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { CanShootAsked, ChargeReach, FireTarget, TynesideFact } from '../../rulesets/tyneside/facts.js';
import { describeFact, tynesideInterview } from '../../rulesets/tyneside/interview/index.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';
import { ask } from './ask-interview.js';

/** A checklist line as the player reads it: under its heading (the target, or shooter and target). */
const headed = (o: QuestionOption) => (o.heading === undefined ? o.label : `${o.heading}: ${o.label}`);

/**
 * A fact asked of a human at a real table: each fact's interview, driven with scripted replies
 * on the shipped Rorke's Drift scenario, asks exactly these questions and assembles exactly
 * this answer, shaped as the virtual table's.
 */

const NW = 'North wall, by the hospital yard';
const HOSPITAL = 'Hospital garrison (Hook, Williams and the patients)';
const CHARD = 'Lieutenant John Chard, RE';
const BRITISH = 'B Company, 2nd/24th Foot';
const TERRAIN_KINDS = 'fortifications, buildings, rough ground or woods';
const COMMAND = '50 cm (command distance; 25 cm if either stands in Hospital, Commissariat store or Garden and orchard)';
const BARRIERS = 'Mealie-bag barricade, Biscuit-box wall or Stone cattle kraal';
const COVER_FEATURES = ['Mealie-bag barricade', 'Hospital', 'Commissariat store', 'Biscuit-box wall', 'Rocky ledge', 'Garden and orchard', 'Bush on the terrace', 'Bush and long grass', 'Rocky knoll', 'Stone cattle kraal'];

function battle(): TynesideState {
  const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/mission-station.yaml');
  return ruleset.newBattle(scenario) as TynesideState;
}


const brief = (q: Question) => [q.kind, q.key, q.text];
/** A screen of numbers' rows: each one's name, its bounds and the number it offers. */
const rowsOf = (q: Question | undefined) => (q?.kind === 'numbers' ? q.rows.map((r, i) => [rowName(r), r.min, r.max, q.likely[i]]) : null);
const ids = (q: Question) => ('options' in q ? q.options.map((o) => o.id) : []);
const figures = (state: TynesideState, unit: string) => state.units[unit]!.figures;
/** Puts every unit of the Zulu side but `keep` behind a hidden marker (T35): off the table for the human. */
function hideZulusBut(state: TynesideState, ...keep: string[]) {
  for (const u of Object.values(state.units)) if (u.side === 'zulus' && !keep.includes(u.id)) u.marker = `marker-${u.id}`;
}

describe('T22.3 attached-to', () => {
  it('offers the groups of his side and "none"; the group picked is the answer', () => {
    const state = battle();
    state.halfTurn = 3; // after each side's first command step: where he was placed says nothing any more
    const { asked, answer } = ask(state, { id: 'attached-to', leaders: ['chard'] }, ['north-wall']);
    expect(asked.map(brief)).toEqual([['one-of', 'attached-to/chard', `Which group is ${CHARD} within 5 cm of (the nearest, if several)?`]]);
    expect(ids(asked[0]!)).toEqual(['north-wall', 'north-wall-store', 'hospital', 'store', 'none']);
    expect(asked[0]!.likely).toBe('none');
    expect(answer).toEqual([{ leader: 'chard', group: 'north-wall' }]);
    expect(ask(state, { id: 'attached-to', leaders: ['chard'] }, ['none']).answer).toEqual([{ leader: 'chard', group: null }]);
  });

  it('offers his last group as likely', () => {
    const state = battle();
    state.units.chard!.attachedTo = 'store';
    expect(ask(state, { id: 'attached-to', leaders: ['chard'] }, ['store']).asked[0]!.likely).toBe('store');
  });

  it('asks all the leaders in one checklist, a row per leader pre-ticked with his last group; unticked stands alone', () => {
    const state = battle();
    state.halfTurn = 3;
    state.units.chard!.attachedTo = 'store';
    state.units.bourne!.attachedTo = 'north-wall';
    const { asked, answer } = ask(state, { id: 'attached-to', leaders: ['chard', 'bromhead', 'bourne'] }, [['chard/hospital', 'bourne/north-wall']]);
    expect(asked.map(brief)).toEqual([['some-of', 'attached-to/chard+bromhead+bourne', 'For each of these leaders, tick the group he stands within 5 cm of (the nearest, if several; leave him unticked if he stands alone):']]);
    expect(ids(asked[0]!)).toHaveLength(12);
    expect(ids(asked[0]!).slice(0, 4)).toEqual(['chard/north-wall', 'chard/north-wall-store', 'chard/hospital', 'chard/store']);
    expect(headed((asked[0]! as unknown as { options: QuestionOption[] }).options[0]!)).toBe(`${CHARD}: ${NW}`);
    expect(asked[0]!.likely).toEqual(['chard/store', 'bourne/north-wall']);
    expect(answer).toEqual([{ leader: 'chard', group: 'hospital' }, { leader: 'bromhead', group: null }, { leader: 'bourne', group: 'north-wall' }]);
  });

  it('at his side\'s first command step, pre-ticks the group each leader was placed within 5 cm of', () => {
    const state = battle();
    state.halfTurn = 1;
    const { asked } = ask(state, { id: 'attached-to', leaders: ['chard', 'bromhead', 'bourne', 'allen'] }, [[]]);
    // the scenario places Chard on the north wall, Bromhead at its store end, Bourne in the store and Allen in the hospital
    expect(asked[0]!.likely).toEqual(['chard/north-wall', 'bromhead/north-wall-store', 'bourne/store', 'allen/hospital']);
    const alone = battle();
    alone.halfTurn = 2;
    alone.figures[alone.units.chard!.figures[0]!]!.pos = { x: 5, y: 5 }; // a corner of the table, far from every group
    expect(ask(alone, { id: 'attached-to', leaders: ['chard'] }, ['none']).asked[0]!.likely).toBe('none');
  });

  it('a leader ticked with two groups is asked again, by name', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'attached-to', leaders: ['chard', 'bromhead'] }, [['chard/hospital', 'chard/store'], ['chard/store']]);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.text).toMatch(new RegExp(`^Tick at most one for ${CHARD}\\. For each`));
    expect(answer).toEqual([{ leader: 'chard', group: 'store' }, { leader: 'bromhead', group: null }]);
  });
});

describe('T24 risk-situations', () => {
  const clear = { entirelyInCover: false, advancing: false, enemyInRange: false, anyEnemyUnitInRange: false, enemyFlankRear: false, nativesNearCavalry: false };

  it('asks the units about to roll one checklist of every unit and condition, pre-ticked from the books: no Raw line for veterans, no cavalry on the table', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'risk-situations', units: ['uthulwana', 'indlondlo', 'marksmen'] }, [['uthulwana/cover', 'uthulwana/enemy-in-range', 'marksmen/enemy-in-range', 'indlondlo/flank-rear']]);
    expect(asked.map(brief)).toEqual([['some-of', 'risk-situations/uthulwana+indlondlo+marksmen/h0', 'Tick every Risk Factor condition that holds (enemy ranges: Rifles 180 cm):']]);
    const labels = (asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed);
    expect(labels.slice(0, 4)).toEqual([
      'uThulwana: every figure in soft or hard cover',
      'uThulwana: its last move brought it closer to its nearest enemy',
      'uThulwana: an enemy figure in clear sight has it within its range',
      'uThulwana: an enemy figure in sight more than 45° off its front',
    ]);
    // the Raw marksmen alone get the Raw line
    expect(ids(asked[0]!).filter((id) => id.endsWith('/any-enemy-in-range'))).toEqual(['marksmen/any-enemy-in-range']);
    expect(ids(asked[0]!)).toHaveLength(13);
    // iNdlondlo's standing order is to advance; the rest as the virtual table sees the books' figures: every one of
    // them in cover where the scenario placed it, more than 10 cm inside its bush and so in no British figure's clear sight (T30)
    expect(asked[0]!.likely).toEqual(['uthulwana/cover', 'indlondlo/cover', 'indlondlo/advancing', 'marksmen/cover']);
    // the books moved uThulwana out of its bush, 12 cm from the north wall's barricade: in the open, in the British rifles'
    // range, and (still facing as placed) with British figures more than 45° off its front
    const risks: TynesideFact = { id: 'risk-situations', units: ['uthulwana', 'indlondlo', 'marksmen'] };
    const moved = structuredClone(state);
    moved.units.uthulwana!.figures.forEach((id, i) => { moved.figures[id]!.pos = { x: 60 + (i % 10) * 3, y: 60 + Math.floor(i / 10) * 3 }; });
    const afterMoves = tynesideInterview(moved, risks, []).next().value as Question;
    expect(afterMoves.likely).toEqual(['uthulwana/enemy-in-range', 'uthulwana/flank-rear', 'indlondlo/cover', 'indlondlo/advancing', 'marksmen/cover']);
    expect(answer).toEqual([
      { unit: 'uthulwana', ...clear, entirelyInCover: true, enemyInRange: true, anyEnemyUnitInRange: true },
      { unit: 'indlondlo', ...clear, enemyFlankRear: true },
      { unit: 'marksmen', ...clear, enemyInRange: true, anyEnemyUnitInRange: true },
    ]);
  });

  it('offers Raw units the line of an enemy unit in sight, even in part, having them in range', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'risk-situations', units: ['indluyengwe', 'uthulwana'] }, [['indluyengwe/advancing', 'indluyengwe/any-enemy-in-range', 'uthulwana/enemy-in-range']]);
    expect(ids(asked[0]!).filter((id) => id.endsWith('/any-enemy-in-range'))).toEqual(['indluyengwe/any-enemy-in-range']);
    expect(headed((asked[0]! as unknown as { options: QuestionOption[] }).options.find((o) => o.id === 'indluyengwe/any-enemy-in-range')!)).toBe('iNdluyengwe: (Raw) within range of an enemy unit it can see, even in part');
    expect(asked[0]!.likely).toContain('indluyengwe/advancing'); // its order is to advance
    expect(answer).toEqual([{ unit: 'indluyengwe', ...clear, advancing: true, anyEnemyUnitInRange: true }, { unit: 'uthulwana', ...clear, enemyInRange: true, anyEnemyUnitInRange: true }]);
  });

  it('names the enemy weapons and their ranges, wounded ones at short range, and guesses a defending unit is in cover', () => {
    const state = battle();
    state.figures['uthulwana/3']!.wounds = 1;
    const { asked } = ask(state, { id: 'risk-situations', units: ['hospital', 'store'] }, [['hospital/cover']]);
    expect(asked[0]!.likely).toEqual(expect.arrayContaining(['hospital/cover', 'store/cover']));
    expect(asked[0]!.text).toBe('Tick every Risk Factor condition that holds (enemy ranges: Muskets 120 cm, Spears 24 cm (wounded 8 cm)):');
  });

  it('asks about cavalry only for natives facing horsed enemies', () => {
    const state = battle();
    state.figures.chard = { ...state.figures.chard!, horsed: true };
    const natives = ask(state, { id: 'risk-situations', units: ['uthulwana', 'indlondlo'] }, [['indlondlo/natives-near-cavalry']]);
    expect(ids(natives.asked[0]!).filter((id) => id.endsWith('/natives-near-cavalry'))).toEqual(['uthulwana/natives-near-cavalry', 'indlondlo/natives-near-cavalry']);
    expect(headed((natives.asked[0]! as unknown as { options: QuestionOption[] }).options.at(-1)!)).toBe('iNdlondlo: a horsed enemy figure within 25 cm');
    expect(natives.answer).toMatchObject([{ nativesNearCavalry: false }, { nativesNearCavalry: true }]);
    state.figures['uthulwana/1'] = { ...state.figures['uthulwana/1']!, horsed: true };
    expect(ids(ask(state, { id: 'risk-situations', units: ['north-wall', 'store'] }, [[]]).asked[0]!).filter((id) => id.endsWith('/natives-near-cavalry'))).toEqual([]);
  });

  it('a lone unit gets one checklist too; with no enemy on the table only cover and advancing; a leader is "him"; one line alone is a yes-no', () => {
    const state = battle();
    hideZulusBut(state);
    const { asked, answer } = ask(state, { id: 'risk-situations', units: ['chard'] }, [['chard/advancing']]);
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed)).toEqual([`${CHARD}: every figure in soft or hard cover`, `${CHARD}: his last move brought him closer to his nearest enemy`]);
    expect(answer).toEqual([{ unit: 'chard', ...clear, advancing: true }]);
  });
});

describe('T30.1 in-terrain', () => {
  it('asks one checklist of the units, naming the kinds of terrain that hide figures in this scenario', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'in-terrain', units: ['uthulwana', 'marksmen'] }, [['uthulwana']]);
    expect(asked.map(brief)).toEqual([['some-of', 'in-terrain/zulus', `Which of these units have a figure standing in ${TERRAIN_KINDS}?`]]);
    expect(answer).toEqual(['uthulwana']);
    // the group defends the barricade; Chard was placed on it and has not moved
    expect(ask(state, { id: 'in-terrain', units: ['north-wall', 'chard'] }, [[]]).asked[0]!.likely).toEqual(['north-wall', 'chard']);
  });

  it('pre-ticks the units standing in terrain where the books have them: placed, then moved as told', () => {
    const state = battle();
    const fact: TynesideFact = { id: 'in-terrain', units: ['uthulwana', 'marksmen', 'indlondlo'] };
    const placed = new TynesideTable(state).answer(fact) as string[];
    expect(placed.length).toBeGreaterThan(0);
    expect(ask(state, fact, [[]]).asked[0]!.likely).toEqual(placed);
    // the books moved the first out into the open (as they carry out a move told, books.ts): no longer pre-ticked
    for (const id of state.units[placed[0]!]!.figures) state.figures[id]!.pos = { x: 90, y: 80 };
    const moved = tynesideInterview(state, fact, []).next().value as Question;
    expect(moved.likely).toEqual(placed.slice(1));
  });

  it('asks a lone unit yes or no', () => {
    const state = battle();
    const leader = ask(state, { id: 'in-terrain', units: ['chard'] }, [false]);
    expect(leader.asked.map(brief)).toEqual([['yes-no', 'in-terrain/chard', `Does ${CHARD} stand in ${TERRAIN_KINDS}?`]]);
    expect(leader.answer).toEqual([]);
  });
});

describe('T24.0 nearest-enemy', () => {
  it('asks in one question which enemy unit has the nearest figure it sees; the figure is that unit first living figure', () => {
    const state = battle();
    state.figures['store/1']!.alive = false;
    const { asked, answer } = ask(state, { id: 'nearest-enemy', units: ['uthulwana'] }, ['store']);
    expect(asked.map(brief)).toEqual([['one-of', 'nearest-enemy/uthulwana/seen/h0', 'Which enemy unit has the nearest figure that uThulwana can see?']]);
    expect(ids(asked[0]!)).toEqual(['chard', 'bromhead', 'bourne', 'allen', 'north-wall', 'north-wall-store', 'hospital', 'store', 'none']);
    // as the virtual table sees the books' figures: from inside its bush uThulwana has no British figure in clear sight
    expect(asked[0]!.likely).toBe('none');
    expect(answer).toEqual([{ unit: 'uthulwana', nearest: { unit: 'store', figure: 'store/2', visible: true } }]);
  });

  it('when it sees none, asks for the nearest unseen one', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'nearest-enemy', units: ['north-wall'] }, ['none', 'uthulwana-induna']);
    expect(asked.map((q) => q.text)).toEqual([`Which enemy unit has the nearest figure that ${NW} can see?`, `Which enemy unit has the nearest figure to ${NW}, seen or not?`]);
    expect(ids(asked[1]!)).toEqual(['dabulamanzi', 'uthulwana-induna', 'uthulwana', 'indlondlo', 'indluyengwe', 'marksmen']);
    expect(answer).toEqual([{ unit: 'north-wall', nearest: { unit: 'uthulwana-induna', figure: 'uthulwana-induna', visible: false } }]);
  });

  it('with one enemy unit on the table asks only whether it is seen; with none, answers null unasked', () => {
    const state = battle();
    hideZulusBut(state, 'marksmen');
    const one = ask(state, { id: 'nearest-enemy', units: ['chard'] }, ['none']);
    expect(one.asked.map((q) => q.key)).toEqual(['nearest-enemy/chard/seen/h0']);
    expect(one.answer).toEqual([{ unit: 'chard', nearest: { unit: 'marksmen', figure: 'marksmen/1', visible: false } }]);
    expect(ask(state, { id: 'nearest-enemy', units: ['chard'] }, ['marksmen']).answer).toEqual([{ unit: 'chard', nearest: { unit: 'marksmen', figure: 'marksmen/1', visible: true } }]);
    hideZulusBut(state);
    expect(ask(state, { id: 'nearest-enemy', units: ['chard', 'store'] }, [])).toEqual({ asked: [], answer: [{ unit: 'chard', nearest: null }, { unit: 'store', nearest: null }] });
  });

  it('asks several units in one checklist, a row per unit pre-ticked; a unit left unticked sees none and is asked its nearest unseen', () => {
    const state = battle();
    hideZulusBut(state, 'uthulwana', 'marksmen');
    const { asked, answer } = ask(state, { id: 'nearest-enemy', units: ['north-wall', 'store', 'hospital'] }, [['north-wall/marksmen', 'hospital/uthulwana'], 'marksmen']);
    expect(asked.map(brief)).toEqual([
      ['some-of', 'nearest-enemy/north-wall+store+hospital/seen/h0', 'For each of these units, tick the enemy unit with the nearest figure it can see (leave a unit unticked if it sees no enemy figure):'],
      ['one-of', 'nearest-enemy/store/unseen/h0', 'Which enemy unit has the nearest figure to Store party, seen or not?'],
    ]);
    expect(ids(asked[0]!)).toEqual(['north-wall/uthulwana', 'north-wall/marksmen', 'store/uthulwana', 'store/marksmen', 'hospital/uthulwana', 'hospital/marksmen']);
    // the books see no Zulu figure from the garrison (all in their bush, T30): none pre-ticked
    expect(asked[0]!.likely).toEqual([]);
    expect(answer).toEqual([
      { unit: 'north-wall', nearest: { unit: 'marksmen', figure: 'marksmen/1', visible: true } },
      { unit: 'store', nearest: { unit: 'marksmen', figure: 'marksmen/1', visible: false } },
      { unit: 'hospital', nearest: { unit: 'uthulwana', figure: 'uthulwana/1', visible: true } },
    ]);
  });
});

describe('T12.5 command-reach', () => {
  it('names the chain figures and the command distances; all in reach is no figure beyond', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'command-reach', commanders: ['chard', 'bourne'], units: ['north-wall'] }, [true]);
    expect(asked.map(brief)).toEqual([['yes-no', 'command-reach/north-wall/chard+bourne', `Is every figure of ${NW} within ${COMMAND} of ${CHARD} or Colour-Sergeant Frank Bourne?`]]);
    expect(asked[0]!.likely).toBe(true);
    expect(answer).toEqual([{ unit: 'north-wall', beyond: [] }]);
  });

  it('when some are beyond, asks how many: they are the unit\'s last living figures (A-14)', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'command-reach', commanders: ['chard', 'bourne'], units: ['north-wall'] }, [false, 2]);
    expect(asked.map(brief)[1]).toEqual(['number', 'command-reach/north-wall/chard+bourne/beyond', `How many figures of ${NW} are beyond that distance?`]);
    expect(asked[1]).toMatchObject({ min: 1, max: 6, whole: true, likely: 6 });
    expect(answer).toEqual([{ unit: 'north-wall', beyond: figures(state, 'north-wall').slice(-2) }]);
  });

  it('asks several units in one checklist, all pre-ticked; an unticked group is asked how many are beyond, a leader not', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'command-reach', commanders: ['chard'], units: ['north-wall', 'store', 'bourne'] }, [['north-wall'], 3]);
    expect(asked.map(brief)).toEqual([
      ['some-of', 'command-reach/north-wall+store+bourne/chard', `Which of these units have every figure within ${COMMAND} of ${CHARD}?`],
      ['number', 'command-reach/north-wall+store+bourne/chard/store/beyond', `How many figures of Store party are beyond ${COMMAND} of ${CHARD}?`],
    ]);
    expect(asked[0]!.likely).toEqual(['north-wall', 'store', 'bourne']);
    expect(answer).toEqual([{ unit: 'north-wall', beyond: [] }, { unit: 'store', beyond: figures(state, 'store').slice(-3) }, { unit: 'bourne', beyond: ['bourne'] }]);
  });

  it('names a whole group of commanders by the group (T6.3 merging); dead commanders are left out', () => {
    const state = battle();
    const merge = ask(state, { id: 'command-reach', commanders: figures(state, 'indlondlo'), units: ['indluyengwe'] }, [true]);
    expect(merge.asked.map(brief)).toEqual([['yes-no', 'command-reach/indluyengwe/indlondlo', `Is every figure of iNdluyengwe within ${COMMAND} of any figure of iNdlondlo?`]]);
    expect(merge.answer).toEqual([{ unit: 'indluyengwe', beyond: [] }]);
    state.figures.bourne!.alive = false;
    expect(ask(state, { id: 'command-reach', commanders: ['chard', 'bourne'], units: ['store'] }, [true]).asked[0]!.key).toBe('command-reach/store/chard');
    state.figures.chard!.alive = false;
    expect(ask(state, { id: 'command-reach', commanders: ['chard', 'bourne'], units: ['store'] }, [])).toEqual({ asked: [], answer: [{ unit: 'store', beyond: figures(state, 'store') }] });
  });
});

describe('T8.2 in-contact', () => {
  it('asks about the leader by name and a group by any figure', () => {
    const state = battle();
    const leader = ask(state, { id: 'in-contact', unit: 'chard' }, [true]);
    expect(leader.asked.map(brief)).toEqual([['yes-no', 'in-contact/chard', `Is ${CHARD} in base contact with an enemy figure?`]]);
    expect(leader.asked[0]!.likely).toBe(false);
    expect(leader.answer).toBe(true);
    expect(ask(state, { id: 'in-contact', unit: 'uthulwana' }, [false])).toMatchObject({ asked: [{ text: 'Is any figure of uThulwana in base contact with an enemy figure?' }], answer: false });
  });
});

describe('T16.1 can-shoot', () => {
  it('asks every unit\'s distance bracket, cover and exceptions at its nearest enemy in one checklist, a row per unit; a unit left without a distance cannot shoot', () => {
    const state = battle();
    const HOW = 'tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open) and any exception';
    const one = ask(state, { id: 'can-shoot', units: [{ unit: 'north-wall', shooters: figures(state, 'north-wall'), at: 'uthulwana' }] }, [['north-wall/within/180', 'north-wall/cover/soft']]);
    expect(one.asked.map(brief)).toEqual([['some-of', 'can-shoot/north-wall/h0', `Can ${NW} shoot at uThulwana (a whole base in clear sight, neither side in melee; Rifles 180 cm)? T${HOW.slice(1)}.`]]);
    expect(ids(one.asked[0]!)).toEqual(['north-wall/within/30', 'north-wall/within/90', 'north-wall/within/180', 'north-wall/cover/soft', 'north-wall/cover/hard', 'north-wall/unseen', 'north-wall/further', 'north-wall/hidden']);
    const all = (unit: string, band: string, distance: number, target: string) => figures(state, unit).map((figure) => ({ figure, weapon: 'rifle', band, distance, target }));
    expect(one.answer).toEqual([{ unit: 'north-wall', at: 'uthulwana', target: { unit: 'uthulwana', shots: all('north-wall', 'long', 180, 'uthulwana/1'), cover: 'soft', visible: figures(state, 'uthulwana'), distance: 180 } }]);
    const several = ask(state, { id: 'can-shoot', units: [{ unit: 'north-wall', shooters: figures(state, 'north-wall'), at: 'uthulwana' }, { unit: 'store', shooters: figures(state, 'store'), at: 'indlondlo' }] }, [['store/within/90', 'store/unseen']]);
    expect(several.asked.map(brief)[0]).toEqual(['some-of', 'can-shoot/north-wall+store/h0', `Which of these units can shoot at the enemy unit named (a whole base in clear sight, neither side in melee)? For each that can, ${HOW}.`]);
    expect((several.asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed).slice(8, 10)).toEqual(['Store party at iNdlondlo: nearest figure up to 30 cm (short range)', 'Store party at iNdlondlo: nearest figure over 30, up to 90 cm (medium range)']);
    expect(several.asked[0]!.likely).toEqual([]);
    // where the books have them, the marksmen have no shot at the store party (beyond their muskets' 120 cm): nothing pre-ticked
    const zulus = ask(state, { id: 'can-shoot', units: [{ unit: 'marksmen', shooters: figures(state, 'marksmen'), at: 'store' }] }, [[]]);
    expect(zulus.asked[0]!.likely).toEqual([]);
    expect(zulus.answer).toEqual([{ unit: 'marksmen', at: 'store', target: null }]);
    // the store party ticked that not all its rifles can shoot at iNdlondlo: its shots are an upper bound, counted by fire-count
    expect(several.answer).toEqual([{ unit: 'north-wall', at: 'uthulwana', target: null }, { unit: 'store', at: 'indlondlo', target: { unit: 'indlondlo', shots: all('store', 'medium', 90, 'indlondlo/1'), cover: 'open', visible: figures(state, 'indlondlo'), distance: 90, uncounted: { unseen: true, further: false, inSight: false } } }]);
  });

  it('asks a unit whose nearest enemy is not known which enemy unit it is in the same checklist, pre-ticked with what it answered before a figure fell; none ticked: it sees none', () => {
    const state = battle();
    hideZulusBut(state, 'uthulwana', 'marksmen');
    const nw = (at: string | null, was?: CanShootAsked['was']) => ({ unit: 'north-wall', shooters: figures(state, 'north-wall'), at, ...(was ? { was } : {}) });
    // asked again after a figure fell: it answered Marksmen, 60 cm off (a bracket up to 90), in hard cover, not all could shoot
    const before = { at: 'marksmen', distance: 60, cover: 'hard' as const, uncounted: { unseen: true, further: false, inSight: false } };
    const one = ask(state, { id: 'can-shoot', units: [nw(null, before)] }, [['north-wall/at/marksmen', 'north-wall/within/90']]);
    expect(one.asked.map((q) => [q.kind, q.key])).toEqual([['some-of', 'can-shoot/north-wall/h0']]);
    expect(one.asked[0]!.text).toMatch(/^Which enemy unit has the nearest figure North wall, by the hospital yard can see \(none ticked: none\), and can they shoot at it/);
    expect((one.asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed).slice(0, 3)).toEqual([`${NW}: nearest enemy in sight: uThulwana`, `${NW}: nearest enemy in sight: Marksmen with trade muskets`, `${NW}: nearest figure up to 30 cm (short range)`]);
    expect(one.asked[0]!.likely).toEqual(['north-wall/at/marksmen', 'north-wall/within/90', 'north-wall/cover/hard', 'north-wall/unseen']);
    // a unit whose nearest enemy is known keeps its answer too
    expect(ask(state, { id: 'can-shoot', units: [nw('marksmen', before)] }, [[]]).asked[0]!.likely).toEqual(['north-wall/within/90', 'north-wall/cover/hard', 'north-wall/unseen']);
    expect(one.answer).toMatchObject([{ unit: 'north-wall', at: 'marksmen', target: { unit: 'marksmen', distance: 90, cover: 'open' } }]);
    // no nearest enemy ticked: it sees none, and shoots at nothing
    expect(ask(state, { id: 'can-shoot', units: [nw(null)] }, [[]]).answer).toEqual([{ unit: 'north-wall', at: null, target: null }]);
    // seen but not in clear sight: no distance
    expect(ask(state, { id: 'can-shoot', units: [nw(null)] }, [['north-wall/at/uthulwana']]).answer).toEqual([{ unit: 'north-wall', at: 'uthulwana', target: null }]);
    // a distance with no nearest enemy is asked again, by name; a unit whose enemy is known keeps its row as before
    const again = ask(state, { id: 'can-shoot', units: [nw(null), { unit: 'store', shooters: figures(state, 'store'), at: 'uthulwana' }] }, [['north-wall/within/90'], ['north-wall/at/uthulwana', 'north-wall/within/90', 'store/within/30']]);
    expect(again.asked.map((q) => q.text.split('.')[0])).toEqual([
      'For each of these units, tick the enemy unit with the nearest figure it can see (none: it sees none) and whether it can shoot at it (a whole base in clear sight, neither side in melee); for each that can, tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open) and any exception',
      `Tick the nearest enemy in sight of ${NW}, or no distance`,
    ]);
    // the books see no Zulu figure from the north wall (all in their bush), and it named none before: none pre-ticked
    expect(again.asked[0]!.likely).toEqual([]);
    expect(ids(again.asked[0]!).filter((id) => id.startsWith('store/at'))).toEqual([]);
    expect(again.answer).toMatchObject([{ unit: 'north-wall', at: 'uthulwana', target: { unit: 'uthulwana', distance: 90 } }, { unit: 'store', at: 'uthulwana', target: { unit: 'uthulwana', distance: 30 } }]);
  });

  it('fire-targets with one enemy unit on the table asks one checklist: how far, its cover, the exceptions; no count when every figure shoots at every figure', () => {
    const state = battle();
    hideZulusBut(state, 'uthulwana');
    const { asked, answer } = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/180', 'uthulwana/cover/soft']]);
    expect(asked.map(brief)).toEqual([['some-of', 'shoot-at/north-wall/uthulwana/h0', `Can ${NW} shoot at uThulwana (a whole base in clear sight, neither side in melee; Rifles 180 cm)? Tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open) and any exception.`]]);
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed)).toEqual([
      'uThulwana: nearest figure up to 30 cm (short range)',
      'uThulwana: nearest figure over 30, up to 90 cm (medium range)',
      'uThulwana: nearest figure over 90, up to 180 cm (long range)',
      'uThulwana: soft cover',
      'uThulwana: hard cover',
      'uThulwana: some of the 6 cannot shoot at it (out of clear sight or range)',
      'uThulwana: some of the 6 are further off, in a longer band',
      'uThulwana: some of its figures out of their sight or range',
    ]);
    // every figure shoots in the band of the bracket, at its outer limit; every target figure can be hit
    const shot = (n: number) => ({ figure: `north-wall/${n}`, weapon: 'rifle', band: 'long', distance: 180, target: 'uthulwana/1' });
    expect(answer).toEqual([{ unit: 'uthulwana', shots: [1, 2, 3, 4, 5, 6].map(shot), cover: 'soft', visible: figures(state, 'uthulwana'), distance: 180 }]);
    // nothing ticked: they cannot shoot at it after all
    expect(ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/cover/soft']]).answer).toEqual([]);
  });
});

describe('T16-T22 fire-targets', () => {
  it('asks in one checklist, each enemy unit under its name, the bracket of its nearest figure, its cover and exceptions; an exception leaves the target uncounted, every shooter and figure counted as an upper bound', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [
      ['uthulwana/within/180', 'indlondlo/within/30', 'indlondlo/cover/soft', 'indlondlo/unseen', 'indlondlo/further', 'indlondlo/hidden'],
    ]);
    expect(asked.map(brief)).toEqual([['some-of', 'shoot-at/north-wall/h0', `Which enemy units can ${NW} shoot at (a whole base in clear sight, neither side in melee; Rifles 180 cm)? For each, tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open) and any exception.`]]);
    // a lone leader's lines: how far, his cover, and whether all can shoot at him, in one band (no figure of his out of sight)
    expect(ids(asked[0]!).slice(0, 8)).toEqual(['dabulamanzi/within/30', 'dabulamanzi/within/90', 'dabulamanzi/within/180', 'dabulamanzi/cover/soft', 'dabulamanzi/cover/hard', 'dabulamanzi/unseen', 'dabulamanzi/further', 'uthulwana-induna/within/30']);
    expect(ids(asked[0]!).filter((id) => id.startsWith('indlondlo/'))).toEqual(['indlondlo/within/30', 'indlondlo/within/90', 'indlondlo/within/180', 'indlondlo/cover/soft', 'indlondlo/cover/hard', 'indlondlo/unseen', 'indlondlo/further', 'indlondlo/hidden']);
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.filter((o) => o.id.startsWith('indlondlo/')).map((o) => o.heading)).toEqual(Array(8).fill('iNdlondlo'));
    // every figure shoots in the band of the bracket, at its outer limit; nearest target first
    const shot = (n: number, band: string, distance: number, target: string) => ({ figure: `north-wall/${n}`, weapon: 'rifle', band, distance, target });
    expect(answer).toEqual([
      { unit: 'indlondlo', shots: [1, 2, 3, 4, 5, 6].map((n) => shot(n, 'short', 30, 'indlondlo/1')), cover: 'soft', visible: figures(state, 'indlondlo'), distance: 30, uncounted: { unseen: true, further: true, inSight: true } },
      { unit: 'uthulwana', shots: [1, 2, 3, 4, 5, 6].map((n) => shot(n, 'long', 180, 'uthulwana/1')), cover: 'open', visible: figures(state, 'uthulwana'), distance: 180 },
    ]);
  });

  it('fire-count counts the shots of the target fired at by band, as a tape is read; nothing else: its figures in sight stay uncounted', () => {
    const state = battle();
    hideZulusBut(state, 'indlondlo');
    const [aim] = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['indlondlo/within/30', 'indlondlo/cover/soft', 'indlondlo/unseen', 'indlondlo/further', 'indlondlo/hidden']]).answer as FireTarget[];
    const { asked, answer } = ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: aim! }, [[2, 5, 6]]);
    // one screen: a count a band, each at least the one above (it counts the nearer figures too)
    expect(asked.map(brief)).toEqual([['numbers', 'shoot-count/north-wall/indlondlo/by-band', `How many figures of ${NW} can shoot at iNdlondlo within each distance? Count every figure within it, the nearer ones too.`]]);
    expect(rowsOf(asked[0])).toEqual([['within 30 cm (short range)', 1, 6, 5], ['within 90 cm (medium range)', 0, 6, 5], ['within 180 cm (long range)', 0, 6, 5]]);
    expect(replyProblem(asked[0]!, [2, 1, 6])).toBe('within 90 cm (medium range): at least 2 figures, as it counts those within 30 cm (short range) too');
    expect(replyProblem(asked[0]!, [0, 5, 6])).toBe('within 30 cm (short range): between 1 and 6 figures');
    // a shot's distance is the bracket's limit where its band holds it, else its band's outer limit
    const shot = (n: number, band: string, distance: number) => ({ figure: `north-wall/${n}`, weapon: 'rifle', band, distance, target: 'indlondlo/1' });
    expect(answer).toEqual({ unit: 'indlondlo', shots: [1, 2, 3, 4, 5, 6].map((n) => shot(n, n <= 2 ? 'short' : n <= 5 ? 'medium' : 'long', n <= 2 ? 30 : n <= 5 ? 90 : 180)), cover: 'soft', visible: figures(state, 'indlondlo'), distance: 30, uncounted: { unseen: false, further: false, inSight: true } });
    // fewer within 180 cm than the 6: one cannot shoot
    const fewer = ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: aim! }, [[2, 2, 4]]);
    expect((fewer.answer as FireTarget).shots.map((x) => `${x.figure} ${x.band}`)).toEqual(['north-wall/1 short', 'north-wall/2 short', 'north-wall/3 long', 'north-wall/4 long']);
    // some cannot shoot, none further off: one count, in the nearest band
    const unseen = ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: { ...aim!, uncounted: { unseen: true, further: false, inSight: false } } }, [[4]]);
    expect(unseen.asked.map((q) => q.key)).toEqual(['shoot-count/north-wall/indlondlo/by-band']);
    // the offered count agrees with what the player ticked: not all 6 can shoot at it
    expect(rowsOf(unseen.asked[0])).toEqual([['within 30 cm (short range)', 1, 6, 5]]);
    expect((unseen.answer as FireTarget).shots.map((x) => `${x.figure} ${x.band}`)).toEqual(['north-wall/1 short', 'north-wall/2 short', 'north-wall/3 short', 'north-wall/4 short']);
    // some further off, every one can shoot: the counts but the last, which takes every figure left
    const further = ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: { ...aim!, uncounted: { unseen: false, further: true, inSight: false } } }, [[2, 5]]);
    expect(rowsOf(further.asked[0])!.map((r) => r[0])).toEqual(['within 30 cm (short range)', 'within 90 cm (medium range)']);
    expect((further.answer as FireTarget).shots.map((x) => x.band)).toEqual(['short', 'short', 'medium', 'medium', 'medium', 'long']);
    // only the figures in sight uncounted: nothing asked here ('in-sight' asks it once a hit needs it)
    const onlySeen = { ...aim!, uncounted: { unseen: false, further: false, inSight: true } };
    expect(ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: onlySeen }, [])).toEqual({ asked: [], answer: onlySeen });
    // in-sight: how many of its figures, the first ones in its order, as the table stands
    const seen = ask(state, { id: 'in-sight', unit: 'north-wall', shooters: figures(state, 'north-wall'), target: 'indlondlo', figures: figures(state, 'indlondlo') }, [7]);
    expect(seen.asked.map(brief)).toEqual([['number', 'shoot-seen/north-wall/indlondlo', `How many figures of iNdlondlo are in clear sight and range of at least one of ${NW} (hits fall among them)?`]]);
    expect(seen.asked[0]).toMatchObject({ min: 1, max: 19, likely: 19 });
    expect(seen.answer).toEqual(figures(state, 'indlondlo').slice(0, 7));
    // two figures, not both in sight: one, unasked
    expect(ask(state, { id: 'in-sight', unit: 'north-wall', shooters: figures(state, 'north-wall'), target: 'indlondlo', figures: figures(state, 'indlondlo').slice(3, 5) }, [])).toEqual({ asked: [], answer: [figures(state, 'indlondlo')[3]] });
    // counted already: nothing asked
    expect(ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: { ...aim!, uncounted: undefined } }, []).asked).toEqual([]);
  });

  it('uncommanded fire (1 shot per 2 or 3, taken by the nearest, T16.1) counts only what its shots need: how many can shoot at all, then the bands of the shots taken', () => {
    const state = battle();
    hideZulusBut(state, 'indlondlo');
    const [aim] = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['indlondlo/within/30', 'indlondlo/unseen', 'indlondlo/further']]).answer as FireTarget[];
    const count = (uncounted: { unseen: boolean; further: boolean }, per: 2 | 3, replies: number[], shooters = figures(state, 'north-wall')) =>
      ask(state, { id: 'fire-count', unit: 'north-wall', shooters, aim: { ...aim!, uncounted: { ...uncounted, inSight: false } }, per }, replies);
    // some cannot shoot, some further off: 5 of 6 can, so 2 shots (1 per 2); the nearest 2: one within 30 cm, the other within 90
    const both = count({ unseen: true, further: true }, 2, [5, 1, 2]);
    expect(both.asked.map(brief)).toEqual([
      ['number', 'shoot-count/north-wall/indlondlo/rifle/long', `How many figures of ${NW} can shoot at iNdlondlo within 180 cm (long range of Rifles)?`],
      ['number', 'shoot-count/north-wall/indlondlo/rifle/short', `How many figures of ${NW} can shoot at iNdlondlo within 30 cm (short range of Rifles)? Only the 2 nearest shoot: 2 if 2 or more.`],
      ['number', 'shoot-count/north-wall/indlondlo/rifle/medium', `How many figures of ${NW} can shoot at iNdlondlo within 90 cm (medium range of Rifles)? Only the 2 nearest shoot: 2 if 2 or more.`],
    ]);
    expect(both.asked.map((q) => 'min' in q && [q.min, q.max, q.likely])).toEqual([[1, 5, 5], [1, 2, 2], [1, 2, 2]]);
    // five shots answered (2 taken, the nearest first), the ones that do not shoot as far as any can
    expect((both.answer as FireTarget).shots.map((x) => x.band)).toEqual(['short', 'medium', 'long', 'long', 'long']);
    // every one can shoot, some further off, 1 per 3: 2 shots; both within 30 cm: one count
    const further = count({ unseen: false, further: true }, 3, [2]);
    expect(further.asked.map((q) => q.key.split('/').at(-1))).toEqual(['short']);
    expect((further.answer as FireTarget).shots.map((x) => x.band)).toEqual(['short', 'short', 'long', 'long', 'long', 'long']);
    // some cannot shoot, none further off: one count, within the nearest band
    const unseen = count({ unseen: true, further: false }, 2, [3]);
    expect(unseen.asked.map((q) => q.key.split('/').at(-1))).toEqual(['short']);
    expect((unseen.answer as FireTarget).shots.map((x) => x.band)).toEqual(['short', 'short', 'short']);
    // three rifles, 1 per 2: one shot, the nearest figure's, in the band of its distance: nothing asked
    expect(count({ unseen: false, further: true }, 2, [], figures(state, 'north-wall').slice(0, 3)).asked).toEqual([]);
    // too few can shoot for a shot: nothing asked after how many
    const none = count({ unseen: true, further: true }, 3, [2], figures(state, 'north-wall').slice(0, 3));
    expect(none.asked.map((q) => q.key.split('/').at(-1))).toEqual(['long']);
    expect((none.answer as FireTarget).shots).toHaveLength(2);
  });

  it('asks again when a unit has two distances or two covers ticked', () => {
    const state = battle();
    const zulus = ask(state, { id: 'fire-targets', unit: 'marksmen', shooters: figures(state, 'marksmen') }, [
      ['store/within/40', 'store/within/120', 'hospital/within/120', 'store/cover/hard'],
      ['store/within/40', 'hospital/within/120', 'store/cover/soft', 'store/cover/hard'],
      ['store/within/40', 'hospital/within/120', 'store/cover/hard'],
    ]);
    expect(zulus.asked.map((q) => q.key)).toEqual(['shoot-at/marksmen/h0', 'shoot-at/marksmen/h0', 'shoot-at/marksmen/h0']);
    expect(zulus.asked[1]!.text).toMatch(/^Tick at most one distance for Store party\. Which enemy units/);
    expect(zulus.asked[2]!.text).toMatch(/^Tick at most one cover for Store party\. Which enemy units/);
    // where the books have them the marksmen have no shot at any British group: nothing pre-ticked (the virtual table agrees)
    expect(zulus.asked[0]!.likely).toEqual([]);
    expect(new TynesideTable(battle()).answer({ id: 'fire-targets', unit: 'marksmen', shooters: figures(state, 'marksmen') } as TynesideFact)).toEqual([]);
    expect((zulus.answer as { unit: string; cover: string; shots: unknown[] }[]).map((t) => [t.unit, t.cover, t.shots.length])).toEqual([['store', 'hard', 6], ['hospital', 'open', 6]]);
    // a cover ticked for a unit they cannot shoot at says nothing: no distance, no target
    const coverOnly = ask(state, { id: 'fire-targets', unit: 'marksmen', shooters: figures(state, 'marksmen') }, [['store/cover/hard']]);
    expect(coverOnly.answer).toEqual([]);
  });

  it('gives wounded figures no shot beyond short range, counted on a row of their own', () => {
    const state = battle();
    state.figures['north-wall/2']!.wounds = 1;
    hideZulusBut(state, 'uthulwana');
    const far = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/90']]);
    expect(far.asked[0]!.text).toContain('(a whole base in clear sight, neither side in melee; Rifles 180 cm (wounded 30 cm))');
    expect((far.answer as { shots: { figure: string }[] }[])[0]!.shots.map((s) => s.figure)).toEqual(['north-wall/1', 'north-wall/3', 'north-wall/4', 'north-wall/5', 'north-wall/6']);
    const [aim] = ask(state, { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') }, [['uthulwana/within/30', 'uthulwana/unseen', 'uthulwana/further']]).answer as FireTarget[];
    const near = ask(state, { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: aim! }, [[1, 0, 5, 5]]);
    // the wounded are a row of their own, at short range; the unwounded are counted band by band
    expect(rowsOf(near.asked[0])).toEqual([
      ['wounded, within 30 cm (short range)', 0, 1, 1],
      ['unwounded, within 30 cm (short range)', 0, 5, 4],
      ['unwounded, within 90 cm (medium range)', 0, 5, 4],
      ['unwounded, within 180 cm (long range)', 0, 5, 4],
    ]);
    const bands = (near.answer as { shots: { figure: string; band: string }[] }).shots.map((s) => `${s.figure} ${s.band}`);
    expect(bands).toEqual(['north-wall/2 short', 'north-wall/1 medium', 'north-wall/3 medium', 'north-wall/4 medium', 'north-wall/5 medium', 'north-wall/6 medium']);
  });

  it('a lone leader has no "cannot shoot" or "further off" line and a lone target figure no "out of sight" line: it is the one in sight', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'fire-targets', unit: 'chard', shooters: ['chard'] }, [['dabulamanzi/within/90', 'dabulamanzi/cover/hard']]);
    expect(asked[0]!.text).toBe(`Which enemy units can ${CHARD} shoot at (a whole base in clear sight, neither side in melee; Rifles 180 cm)? For each, tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open) and any exception.`);
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.filter((o) => o.heading === 'Prince Dabulamanzi kaMpande').map(headed)).toEqual([
      'Prince Dabulamanzi kaMpande: nearest figure up to 30 cm (short range)',
      'Prince Dabulamanzi kaMpande: nearest figure over 30, up to 90 cm (medium range)',
      'Prince Dabulamanzi kaMpande: nearest figure over 90, up to 180 cm (long range)',
      'Prince Dabulamanzi kaMpande: soft cover',
      'Prince Dabulamanzi kaMpande: hard cover',
    ]);
    expect(answer).toEqual([{ unit: 'dabulamanzi', shots: [{ figure: 'chard', weapon: 'rifle', band: 'medium', distance: 90, target: 'dabulamanzi' }], cover: 'hard', visible: ['dabulamanzi'], distance: 90 }]);
  });

  it('names a subset of shooters; with several weapons the brackets are every band limit, counted each weapon apart, perhaps to no shot at all', () => {
    const state = battle();
    state.figures['marksmen/2'] = { ...state.figures['marksmen/2']!, weapons: [{ weapon: 'spear', loading: 'hand-hurled' }] };
    const who = 'Marksmen with trade muskets #1, #2, #3';
    const fact: TynesideFact = { id: 'fire-targets', unit: 'marksmen', shooters: ['marksmen/1', 'marksmen/2', 'marksmen/3'] };
    const { asked, answer } = ask(state, fact, [['store/within/40', 'hospital/within/20', 'hospital/unseen', 'hospital/further']]);
    expect(asked[0]!.text).toContain('(a whole base in clear sight, neither side in melee; Muskets 120 cm, Spears 24 cm)');
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.filter((o) => o.id.includes('/within/')).slice(0, 6).map(headed)).toEqual([
      `${CHARD}: nearest figure up to 8 cm (Muskets short, Spears short)`,
      `${CHARD}: nearest figure over 8, up to 12 cm (Muskets short, Spears medium)`,
      `${CHARD}: nearest figure over 12, up to 20 cm (Muskets short, Spears long)`,
      `${CHARD}: nearest figure over 20, up to 24 cm (Muskets medium, Spears long)`,
      `${CHARD}: nearest figure over 24, up to 40 cm (Muskets medium)`,
      `${CHARD}: nearest figure over 40, up to 120 cm (Muskets long)`,
    ]);
    const hospital = (answer as FireTarget[]).find((t) => t.unit === 'hospital')!;
    const counts = ask(state, { id: 'fire-count', unit: 'marksmen', shooters: fact.shooters, aim: hospital }, [[0, 0, 0, 0]]);
    expect(counts.answer).toMatchObject({ unit: 'hospital', shots: [] });
    // every weapon's bands on one screen, each weapon under its name
    expect(counts.asked.map(brief)).toEqual([['numbers', 'shoot-count/marksmen/hospital/by-band', `How many figures of ${who} can shoot at ${HOSPITAL} within each distance? Count every figure within it, the nearer ones too.`]]);
    expect(rowsOf(counts.asked[0])).toEqual([
      ['Muskets, within 20 cm (short range)', 0, 2, 1],
      ['Muskets, within 40 cm (medium range)', 0, 2, 1],
      ['Muskets, within 120 cm (long range)', 0, 2, 1],
      ['Spears, within 24 cm (long range)', 0, 1, 0],
    ]);
    // one musket at short range, the other at long; the spear reaches
    const some = ask(state, { id: 'fire-count', unit: 'marksmen', shooters: fact.shooters, aim: hospital }, [[1, 1, 2, 1]]);
    expect((some.answer as FireTarget).shots.map((x) => `${x.figure} ${x.weapon} ${x.band} ${x.distance}`)).toEqual(['marksmen/1 musket short 20', 'marksmen/2 spear long 20', 'marksmen/3 musket long 120']);
    // at the store, 24-40 cm away: the muskets shoot at medium range, the spear does not reach
    expect((answer as FireTarget[]).filter((t) => t.unit === 'store')).toEqual([{ unit: 'store', shots: [{ figure: 'marksmen/1', weapon: 'musket', band: 'medium', distance: 40, target: 'store/1' }, { figure: 'marksmen/3', weapon: 'musket', band: 'medium', distance: 40, target: 'store/1' }], cover: 'open', visible: figures(state, 'store'), distance: 40 }]);
  });

  it('offers no unit behind a hidden marker and asks nothing more when nobody can shoot', () => {
    const state = battle();
    hideZulusBut(state, 'uthulwana', 'marksmen');
    const none = ask(state, { id: 'fire-targets', unit: 'store', shooters: figures(state, 'store') }, [[]]);
    expect([...new Set(ids(none.asked[0]!).map((id) => id.split('/')[0]))]).toEqual(['uthulwana', 'marksmen']);
    expect(none.answer).toEqual([]);
    for (const id of figures(state, 'store')) state.figures[id]!.alive = false;
    expect(ask(state, { id: 'fire-targets', unit: 'store', shooters: figures(state, 'store') }, [])).toEqual({ asked: [], answer: [] });
  });
});

describe('T31.2 charge-reach', () => {
  it('pre-ticks the units the books have in reach, and how many figures reach each', () => {
    const state = battle();
    // where the scenario placed it, deep in its bush, uThulwana reaches nobody this move
    expect(ask(state, { id: 'charge-reach', unit: 'uthulwana' }, [[]]).asked[0]!.likely).toEqual([]);
    // the books moved it out into the open, 12 cm below the north wall's barricade: within its 25 cm move
    state.units.uthulwana!.figures.forEach((id, i) => { state.figures[id]!.pos = { x: 60 + (i % 10) * 3, y: 60 + Math.floor(i / 10) * 3 }; });
    const { asked } = ask(state, { id: 'charge-reach', unit: 'uthulwana' }, [['north-wall'], [20]]);
    expect(asked[0]!.likely).toEqual(['north-wall']);
    // as many as the virtual table has reaching a figure of the north wall
    const reach = new TynesideTable(state).answer({ id: 'charge-reach', unit: 'uthulwana' } as TynesideFact) as ChargeReach[];
    const reaching = reach.filter((r) => r.defenders.some((d) => state.figures[d.figure]!.unit === 'north-wall')).length;
    expect(reaching).toBeGreaterThan(0);
    expect(asked[1]).toMatchObject({ kind: 'numbers', likely: [reaching] });
  });

  it('asks the units in reach, then on one screen how many figures reach each and, with two or more, how far; chargers follow on in figure order', () => {
    const state = battle();
    state.figures['uthulwana/20']!.wounds = 1;
    const { asked, answer } = ask(state, { id: 'charge-reach', unit: 'uthulwana' }, [['hospital', 'north-wall'], [15, 10, 10, 18]]);
    expect(asked.map(brief)).toEqual([
      ['some-of', 'charge-reach/uthulwana/targets/h0', 'Which enemy units can uThulwana reach in base contact this move (25 cm, wounded 20 cm; difficult going counts double; crossing a low barrier costs ¼ move)?'],
      ['numbers', 'charge-reach/uthulwana/north-wall+hospital/h0', 'For each enemy unit in reach: how many figures of uThulwana can reach it in base contact, and how far it is from the nearest figure of uThulwana (cm, base edge to base edge).'],
    ]);
    expect(rowsOf(asked[1])).toEqual([[`${NW}, figures that reach it`, 1, 20, 20], [`${NW}, how far it is`, 0, 25, 25], [`${HOSPITAL}, figures that reach it`, 1, 20, 20], [`${HOSPITAL}, how far it is`, 0, 25, 25]]);
    expect(replyProblem(asked[1]!, [15, 10, 0, 18])).toBe(`${HOSPITAL}, figures that reach it: between 1 and 20 figures`);
    expect(replyProblem(asked[1]!, [15, 10, 10])).toBe('give a number on each of the 4 lines');
    const reach = answer as { attacker: string; defenders: { figure: string; distance: number }[] }[];
    const nw = figures(state, 'north-wall').map((figure) => ({ figure, distance: 10 }));
    const hosp = figures(state, 'hospital').map((figure) => ({ figure, distance: 18 }));
    expect(reach.map((r) => r.attacker)).toEqual(figures(state, 'uthulwana'));
    expect(reach[0]!.defenders).toEqual([...nw, ...hosp]); // 15 + 10 chargers wrap round: #1-#5 reach both
    expect(reach[5]!.defenders).toEqual(nw);
    expect(reach[14]!.defenders).toEqual(nw);
    expect(reach[15]!.defenders).toEqual(hosp);
    expect(reach.filter((r) => r.defenders.length === 0)).toEqual([]);
  });

  it('with one unit in reach does not ask the distance; a leader charges alone without a count', () => {
    const state = battle();
    const one = ask(state, { id: 'charge-reach', unit: 'uthulwana' }, [['north-wall'], [4]]);
    expect(one.asked.map((q) => q.key)).toEqual(['charge-reach/uthulwana/targets/h0', 'charge-reach/uthulwana/north-wall/h0']);
    expect(rowsOf(one.asked[1])!.map((r) => r[0])).toEqual([`${NW}, figures that reach it`]);
    const reach = one.answer as { defenders: { distance: number }[] }[];
    expect(reach.map((r) => r.defenders.length)).toEqual([6, 6, 6, 6, ...Array(16).fill(0)]);
    expect(reach[0]!.defenders[0]!.distance).toBe(25);
    const leader = ask(state, { id: 'charge-reach', unit: 'chard' }, [['dabulamanzi']]);
    expect(leader.asked.map((q) => q.text)).toEqual([`Which enemy units can ${CHARD} reach in base contact this move (25 cm; difficult going counts double; crossing a low barrier costs ¼ move)?`]);
    expect(leader.answer).toEqual([{ attacker: 'chard', defenders: [{ figure: 'dabulamanzi', distance: 25 }] }]);
    expect(ask(state, { id: 'charge-reach', unit: 'chard' }, [[]]).answer).toEqual([{ attacker: 'chard', defenders: [] }]);
  });

  it('gives horsed figures 40 cm in the open', () => {
    const state = battle();
    state.figures.chard = { ...state.figures.chard!, horsed: true };
    const { asked, answer } = ask(state, { id: 'charge-reach', unit: 'chard' }, [['uthulwana', 'marksmen'], [30, 12]]);
    expect(asked[0]!.text).toBe(`Which enemy units can ${CHARD} reach in base contact this move (40 cm in the open, 25 cm elsewhere; difficult going counts double; crossing a low barrier costs ¼ move)?`);
    // a leader alone: no count, only how far each unit is, on one screen
    expect(asked[1]).toMatchObject({ key: 'charge-reach/chard/uthulwana+marksmen/h0', text: 'For each enemy unit in reach: how far it is from Lieutenant John Chard, RE (cm, base edge to base edge).' });
    expect(rowsOf(asked[1])).toEqual([['uThulwana, how far it is', 0, 40, 40], ['Marksmen with trade muskets, how far it is', 0, 40, 40]]);
    expect((answer as ChargeReach[])[0]!.defenders.map((d) => `${state.figures[d.figure]!.unit} ${d.distance}`)).toContain('marksmen 12');
  });
});

/** Every unit may be in contact: as if each had charged or been charged. */
function allMayTouch(state: TynesideState) {
  state.meleeUnits = Object.keys(state.units);
}

describe('T32.1 contacts', () => {
  it('asks which units fight which, how many figures of each, and who crosses a defended barrier; pairs round-robin', () => {
    const state = battle();
    allMayTouch(state);
    const { asked, answer } = ask(state, { id: 'contacts' }, [['north-wall'], ['uthulwana'], 3, 5, 'uthulwana']);
    expect(asked.map(brief)).toEqual([
      ['some-of', 'contacts/british/units', `Which units of ${BRITISH} are in base contact with an enemy figure?`],
      ['some-of', 'contacts/north-wall/enemies', `Which enemy units is ${NW} in base contact with?`],
      ['number', 'contacts/north-wall/uthulwana/north-wall', `How many figures of ${NW} are in base contact with uThulwana?`],
      ['number', 'contacts/north-wall/uthulwana/uthulwana', `How many figures of uThulwana are in base contact with ${NW}?`],
      ['one-of', 'contacts/north-wall/uthulwana/crossing', `Does ${NW} or uThulwana fight across a barrier the other holds (${BARRIERS})?`],
    ]);
    expect(ids(asked[4]!)).toEqual(['north-wall', 'uthulwana', 'none']);
    expect(asked[4]!.likely).toBe('uthulwana'); // the north wall defends the barricade
    expect(asked[2]).toMatchObject({ min: 1, max: 6, likely: 6 });
    const pair = (a: number, b: number) => ({ a: `north-wall/${a}`, b: `uthulwana/${b}`, aCrossing: false, bCrossing: true });
    expect(answer).toEqual([pair(1, 1), pair(2, 2), pair(3, 3), pair(1, 4), pair(2, 5)]);
  });

  it('fights two enemy units with different figures; leaders are one figure, asked no count', () => {
    const state = battle();
    allMayTouch(state);
    const { asked, answer } = ask(state, { id: 'contacts' }, [['chard', 'north-wall'], ['dabulamanzi'], 'none', ['uthulwana', 'indlondlo'], 2, 2, 'none', 2, 1, 'none']);
    expect(asked.filter((q) => q.kind === 'number').map((q) => q.key)).toEqual([
      'contacts/north-wall/uthulwana/north-wall', 'contacts/north-wall/uthulwana/uthulwana', 'contacts/north-wall/indlondlo/north-wall', 'contacts/north-wall/indlondlo/indlondlo',
    ]);
    const c = (a: string, b: string) => ({ a, b, aCrossing: false, bCrossing: false });
    expect(answer).toEqual([
      c('chard', 'dabulamanzi'),
      c('north-wall/1', 'uthulwana/1'), c('north-wall/2', 'uthulwana/2'),
      c('north-wall/3', 'indlondlo/1'), c('north-wall/4', 'indlondlo/1'),
    ]);
  });

  it('skips the enemy question with one enemy unit on the table and the barrier question without barriers', () => {
    const battleState = battle();
    hideZulusBut(battleState, 'uthulwana');
    allMayTouch(battleState);
    const state: TynesideState = { ...battleState, terrain: battleState.terrain.filter((t) => !t.barrier) };
    const { asked, answer } = ask(state, { id: 'contacts' }, [['store'], 1, 1]);
    expect(asked.map((q) => q.key)).toEqual(['contacts/british/units', 'contacts/store/uthulwana/store', 'contacts/store/uthulwana/uthulwana']);
    expect(answer).toEqual([{ a: 'store/1', b: 'uthulwana/1', aCrossing: false, bCrossing: false }]);
    expect(ask(state, { id: 'contacts' }, [[]]).answer).toEqual([]);
  });

  it('offers only the units a charge or the last melee touched (contact is made only by charging, T31)', () => {
    const state = battle();
    state.meleeUnits = ['north-wall', 'hospital', 'uthulwana'];
    const { asked, answer } = ask(state, { id: 'contacts' }, [['north-wall'], 6, 6, 'uthulwana']);
    expect(ids(asked[0]!)).toEqual(['north-wall', 'hospital']);
    expect(asked.map((q) => q.key)).toEqual(['contacts/british/units', 'contacts/north-wall/uthulwana/north-wall', 'contacts/north-wall/uthulwana/uthulwana', 'contacts/north-wall/uthulwana/crossing']);
    expect(answer).toHaveLength(6);
  });
});

describe('T28 cover', () => {
  it('COVER offers every feature giving cover and "none", within the unit slowest move', () => {
    const state = battle();
    state.figures['uthulwana/4']!.wounds = 1;
    const { asked, answer } = ask(state, { id: 'cover-within-move', unit: 'uthulwana' }, ['Garden and orchard']);
    expect(asked.map(brief)).toEqual([['one-of', 'cover-within-move/uthulwana', 'Which terrain giving cover is nearest to uThulwana within 20 cm (one move), if any?']]);
    expect(ids(asked[0]!)).toEqual([...COVER_FEATURES, 'none']);
    expect(asked[0]!.likely).toBe('none');
    expect(answer).toBe('Garden and orchard');
    expect(ask(state, { id: 'cover-within-move', unit: 'uthulwana' }, ['none']).answer).toBeNull();
    expect(ask(state, { id: 'cover-within-move', unit: 'north-wall' }, ['Mealie-bag barricade']).asked[0]!.likely).toBe('Mealie-bag barricade');
  });

  it('WDRAW asks for cover further from the nearest enemy; none without an enemy on the table', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'cover-further-away', unit: 'north-wall' }, ['Commissariat store']);
    expect(asked.map(brief)).toEqual([['one-of', 'cover-further-away/north-wall', `Which cover is nearest to ${NW} among those further than it from its nearest enemy, if any?`]]);
    expect(asked[0]!.likely).toBe('none');
    expect(answer).toBe('Commissariat store');
    hideZulusBut(state);
    expect(ask(state, { id: 'cover-further-away', unit: 'north-wall' }, [])).toEqual({ asked: [], answer: null });
  });
});

describe('T35.2 marker-sees-enemy', () => {
  it('names the marker, where it stands and the side it would see', () => {
    const state = battle();
    state.markers.push({ id: 'marker-1', pos: { x: 140.4, y: 99.6 }, unit: 'indluyengwe', revealed: false });
    state.units.indluyengwe!.marker = 'marker-1';
    const { asked, answer } = ask(state, { id: 'marker-sees-enemy', markers: ['marker-1'] }, [true]);
    expect(asked.map(brief)).toEqual([['yes-no', 'marker-sees-enemy/marker-1', `Would a figure at hidden marker marker-1 (x 140, y 100) see a figure of ${BRITISH}, or be seen by one?`]]);
    expect(asked[0]!.likely).toBe(false);
    expect(answer).toEqual(['marker-1']);
    expect(() => ask(state, { id: 'marker-sees-enemy', markers: ['marker-9'] }, [])).toThrow('no hidden marker "marker-9"');
  });

  it('asks all the hidden markers in one checklist, none pre-ticked', () => {
    const state = battle();
    state.markers.push({ id: 'marker-1', pos: { x: 140.4, y: 99.6 }, unit: 'indluyengwe', revealed: false }, { id: 'marker-2', pos: { x: 20, y: 30 }, unit: 'indlondlo', revealed: false });
    const { asked, answer } = ask(state, { id: 'marker-sees-enemy', markers: ['marker-1', 'marker-2'] }, [['marker-2']]);
    expect(asked.map(brief)).toEqual([['some-of', 'marker-sees-enemy/marker-1+marker-2', `At which of these hidden markers would a figure see a figure of ${BRITISH}, or be seen by one?`]]);
    expect((asked[0]! as unknown as { options: QuestionOption[] }).options.map(headed)).toEqual(['marker-1 (x 140, y 100)', 'marker-2 (x 20, y 30)']);
    expect(asked[0]!.likely).toEqual([]);
    expect(answer).toEqual(['marker-2']);
  });
});

describe('T29 platoon-formed', () => {
  it('names the groups and the officers and NCOs who could form them; without one it cannot hold', () => {
    const state = battle();
    const { asked, answer } = ask(state, { id: 'platoon-formed', units: ['north-wall', 'north-wall-store'] }, [false]);
    expect(asked.map(brief)).toEqual([['yes-no', 'platoon-formed/north-wall+north-wall-store', `Are ${NW} and North wall, by the store each within 5 cm of another of them, with Lieutenant Gonville Bromhead, Colour-Sergeant Frank Bourne or Corporal William Allen within 5 cm of them?`]]);
    expect(answer).toBe(false);
    for (const id of ['bromhead', 'bourne', 'allen']) state.figures[id]!.alive = false;
    expect(ask(state, { id: 'platoon-formed', units: ['north-wall', 'north-wall-store'] }, [])).toEqual({ asked: [], answer: false });
  });
});

describe('describeFact', () => {
  it('heads each interview with the rule that asks it', () => {
    const state = battle();
    const cases: [TynesideFact, string, string][] = [
      [{ id: 'attached-to', leaders: ['chard'] }, `T22.3 Which group ${CHARD} is with`, 'T22.3'],
      [{ id: 'attached-to', leaders: ['chard', 'bourne'] }, 'T22.3 Which groups the leaders are with', 'T22.3'],
      [{ id: 'risk-situations', units: ['uthulwana', 'marksmen'] }, 'T24 Risk Factors of the 2 units about to roll', 'T24'],
      [{ id: 'risk-situations', units: ['uthulwana'] }, 'T24 Risk Factor of uThulwana', 'T24'],
      [{ id: 'in-terrain', units: ['uthulwana', 'marksmen'] }, 'T30.1 Which units are in terrain?', 'T30.1'],
      [{ id: 'in-terrain', units: ['uthulwana'] }, 'T30.1 Is uThulwana in terrain?', 'T30.1'],
      [{ id: 'nearest-enemy', units: ['uthulwana'] }, 'T24.0 Nearest enemy of uThulwana', 'T24.0'],
      [{ id: 'nearest-enemy', units: ['uthulwana', 'marksmen'] }, 'T24.0 Nearest enemies of 2 units', 'T24.0'],
      [{ id: 'command-reach', commanders: ['chard'], units: ['store'] }, 'T12.5 Command distance to Store party', 'T12.5'],
      [{ id: 'command-reach', commanders: ['chard'], units: ['store', 'hospital'] }, 'T12.5 Command distance to 2 units', 'T12.5'],
      [{ id: 'in-contact', unit: 'chard' }, `T8.2 Is ${CHARD} in melee?`, 'T8.2'],
      [{ id: 'fire-targets', unit: 'store', shooters: [] }, 'T16-T20 Targets of Store party', 'T16-T20'],
      [{ id: 'fire-count', unit: 'store', shooters: [], aim: { unit: 'uthulwana', shots: [], cover: 'open', visible: [], distance: 30 } }, 'T19 Who of Store party can shoot at uThulwana', 'T19'],
      [{ id: 'in-sight', unit: 'store', shooters: [], target: 'uthulwana', figures: [] }, 'T22.1 Figures of uThulwana in sight of Store party', 'T22.1'],
      [{ id: 'charge-reach', unit: 'uthulwana' }, 'T31.2 Who uThulwana can charge', 'T31.2'],
      [{ id: 'can-shoot', units: [{ unit: 'store', shooters: [], at: 'uthulwana' }] }, 'T16 Can Store party shoot at uThulwana?', 'T16'],
      [{ id: 'contacts' }, 'T32.1 Melees on the table', 'T32.1'],
      [{ id: 'cover-within-move', unit: 'store' }, 'T28 COVER Cover within a move of Store party', 'T28 COVER'],
      [{ id: 'cover-further-away', unit: 'store' }, 'T28 WDRAW Cover further from the enemy for Store party', 'T28 WDRAW'],
      [{ id: 'marker-sees-enemy', markers: ['marker-2'] }, 'T35.2 Does hidden marker marker-2 see the enemy?', 'T35.2'],
      [{ id: 'marker-sees-enemy', markers: ['marker-1', 'marker-2'] }, 'T35.2 Which hidden markers see the enemy?', 'T35.2'],
      [{ id: 'platoon-formed', units: ['north-wall', 'store'] }, `T29 Is ${NW} and Store party one formed platoon?`, 'T29'],
    ];
    for (const [fact, title, rule] of cases) expect(describeFact(state, fact)).toEqual({ title, rule });
    expect(() => describeFact(state, { id: 'weather' } as Fact)).toThrow('"weather" is not a Tyneside fact');
    expect(() => tynesideInterview(state, { id: 'weather' } as Fact)).toThrow('"weather" is not a Tyneside fact');
  });
});

/** The shape of a value: key sets and value types, arrays by their richest element. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const shapes = value.map(shape).sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length);
    return shapes.length === 0 ? 'empty array' : ['array of', shapes[0]];
  }
  if (typeof value === 'object') return Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  return typeof value;
}

/** Replies something for every question: yes (no to "all in reach?"), the most, the first option (the first real one for a pick-one). */
function generous(q: Question): unknown {
  switch (q.kind) {
    case 'yes-no': return !q.key.startsWith('command-reach/');
    case 'number': return q.max;
    case 'numbers': return q.rows.map((r) => r.max);
    case 'one-of': return q.options[0]!.id;
    case 'some-of': return [q.options[0]!.id];
  }
}

describe('interview answers are shaped as the virtual table answers', () => {
  it('for every fact, on a board where the virtual table answers each with something', () => {
    const state = battle();
    // uThulwana storms the north wall: one man in contact, the rest in the open below the ledge.
    const uth = figures(state, 'uthulwana');
    state.figures[uth[0]!]!.pos = { x: 74.5, y: 47.5 };
    uth.slice(1).forEach((id, i) => { state.figures[id]!.pos = { x: 60 + 3 * i, y: 55.5 }; });
    state.markers.push({ id: 'marker-1', pos: { x: 140, y: 100 }, unit: 'indluyengwe', revealed: false });
    state.units.indluyengwe!.marker = 'marker-1';
    for (const id of figures(state, 'indluyengwe')) state.figures[id]!.pos = null;
    allMayTouch(state);
    const fireAt: TynesideFact = { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') };
    const aimed = (new TynesideTable(state).answer(fireAt) as FireTarget[])[0]!;
    const facts: TynesideFact[] = [
      { id: 'attached-to', leaders: ['chard', 'bourne'] },
      { id: 'risk-situations', units: ['uthulwana', 'indlondlo'] },
      { id: 'in-terrain', units: ['uthulwana', 'indlondlo'] },
      { id: 'nearest-enemy', units: ['uthulwana', 'indlondlo'] },
      { id: 'command-reach', commanders: ['chard', 'bourne'], units: ['indlondlo', 'uthulwana'] },
      { id: 'in-contact', unit: 'north-wall' },
      { id: 'fire-targets', unit: 'north-wall', shooters: figures(state, 'north-wall') },
      { id: 'fire-count', unit: 'north-wall', shooters: figures(state, 'north-wall'), aim: { ...aimed, uncounted: { unseen: true, further: true, inSight: false } } },
      { id: 'in-sight', unit: 'north-wall', shooters: figures(state, 'north-wall'), target: aimed.unit, figures: aimed.visible },
      { id: 'can-shoot', units: [{ unit: 'north-wall', shooters: figures(state, 'north-wall'), at: 'uthulwana' }, { unit: 'store', shooters: figures(state, 'store'), at: 'indlondlo' }, { unit: 'hospital', shooters: figures(state, 'hospital'), at: null }] },
      { id: 'charge-reach', unit: 'uthulwana' },
      { id: 'contacts' },
      { id: 'cover-within-move', unit: 'uthulwana' },
      { id: 'cover-further-away', unit: 'uthulwana' },
      { id: 'marker-sees-enemy', markers: ['marker-1'] },
      { id: 'platoon-formed', units: ['north-wall', 'north-wall-store'] },
    ];
    expect(new Set(facts.map((f) => f.id)).size).toBe(16);
    for (const fact of facts) {
      const virtual = shape(new TynesideTable(state).answer(fact));
      expect(JSON.stringify(virtual), `the virtual table answers ${fact.id} with something`).not.toMatch(/null|empty array/);
      const interview = tynesideInterview(state, fact);
      let step = interview.next();
      while (!step.done) step = interview.next(generous(step.value));
      expect(shape(step.value), fact.id).toEqual(virtual);
    }
  });
});
