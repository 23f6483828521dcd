import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSave } from '../../src/engine/save.js';
import type { Question } from '../../src/engine/questions.js';
import { TableGame } from '../../src/play/table-game.js';
import { acceptOffered, playOffered, tableGame } from '../helpers/table-game.js';

const snapshot = (game: TableGame) => JSON.stringify({ pending: game.pending, state: game.session.state, question: game.question });

describe('a game at the real table', () => {
  it('asks the human only facts, their own choices and what to do on the table; opfor answers the rest', () => {
    const game = tableGame('tyneside/mission-station', 7);
    const kinds = new Set<string>();
    const onTable = new Set<string>();
    const waited = new Set<string>();
    for (let i = 0; i < 400 && game.pending; i++) {
      const request = game.pending;
      kinds.add(request.kind === 'choose' ? `choose:${request.side}` : request.kind);
      if (request.kind === 'tell') waited.add(request.instruction.type);
      for (const i of game.toDo) onTable.add(i.type);
      acceptOffered(game);
    }
    // what to do on the table: the moves ride with the next screen; a charge, which the books' pre-ticked
    // reach makes, waits for its own key (its contacts are placed by hand); never a narration
    expect([...kinds].sort()).toEqual(['ask', 'choose:british', 'tell']);
    expect([...waited]).toEqual(['charge']);
    expect([...onTable]).toContain('move');
    // opfor rolled its own dice in its half-turns, and they are in the log
    let side: string | null = null;
    const zuluRolls = game.session.log.filter((e) => {
      if (e.kind === 'step') side = e.step.activeSide;
      return e.kind === 'roll' && side === 'zulus';
    });
    expect(zuluRolls.length).toBeGreaterThan(0);
    expect(zuluRolls.every((e) => e.kind === 'roll' && e.source === 'app')).toBe(true);
  });

  it('played to the end with the offered replies reaches a result, and the autosave says finished', () => {
    const game = tableGame('tyneside/bush-ambush', 2);
    playOffered(game);
    expect(game.session.outcome).not.toBeNull();
    const save = readSave(game.origin.savePath);
    expect(save.status).toBe('finished');
    expect(save.outcome).toEqual(JSON.parse(JSON.stringify(game.session.outcome)));
  });

  it('autosaves after every answer: resumed from the file, it stands at the same prompt with the same books', () => {
    const game = tableGame('tyneside/mission-station', 7);
    playOffered(game, 40);
    const resumed = TableGame.resume(game.origin.savePath);
    expect(snapshot(resumed)).toBe(snapshot(game));
    // and both play on identically
    playOffered(game, 40);
    playOffered(resumed, 40);
    expect(snapshot(resumed)).toBe(snapshot(game));
    expect(JSON.stringify(resumed.session.log)).toBe(JSON.stringify(game.session.log));
  });

  it('undo takes back the last answer; the same answer again replays the battle byte for byte, dice included', () => {
    const game = tableGame('tyneside/mission-station', 7);
    playOffered(game, 30);
    const before = snapshot(game);
    acceptOffered(game);
    while (game.interview && game.interview.answered > 0) acceptOffered(game); // finish a started interview
    const after = { at: snapshot(game), log: JSON.stringify(game.session.log) };
    expect(after.at).not.toBe(before);
    while (snapshot(game) !== before) expect(game.undo()).toBe(true);
    acceptOffered(game);
    while (game.interview && game.interview.answered > 0) acceptOffered(game);
    expect(snapshot(game)).toBe(after.at);
    expect(JSON.stringify(game.session.log)).toBe(after.log);
  });

  it('undo goes back two answers, and the undo points survive a resume', () => {
    const game = tableGame('tyneside/mission-station', 7);
    playOffered(game, 10);
    const two = snapshot(game);
    const [first, second] = [game.pending, (acceptOffered(game), game.pending)];
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    acceptOffered(game);
    const resumed = TableGame.resume(game.origin.savePath);
    expect(resumed.undo()).toBe(true);
    expect(resumed.undo()).toBe(true);
    expect(snapshot(resumed)).toBe(two);
  });

  it('within an interview, undo goes back one question', () => {
    const game = tableGame('tyneside/mission-station', 7);
    for (let i = 0; i < 500 && !(game.pending?.kind === 'ask' && game.question?.kind === 'some-of' && game.question.key.startsWith('risk-situations/')); i++) acceptOffered(game);
    const first = game.question!;
    const other = (first as Extract<Question, { kind: 'some-of' }>).likely.length > 0 ? [] : [(first as Extract<Question, { kind: 'some-of' }>).options[0]!.id];
    expect(game.reply(other)).toBeNull();
    expect(game.question!.key).not.toBe(first.key);
    expect(game.undo()).toBe(true);
    expect(game.question).toEqual(first);
    // the reply just taken back is not offered again: the question offers what it offered before
    expect(game.defaultReply(first)).toEqual(first.likely);
  });

  it('a resumed game offers the last replies again; one taken back by undo is not offered again', () => {
    const game = tableGame('tyneside/mission-station', 7);
    for (let i = 0; i < 500 && !(game.pending?.kind === 'ask' && game.question?.kind === 'some-of' && game.question.key.startsWith('risk-situations/')); i++) acceptOffered(game);
    const first = game.question as Extract<Question, { kind: 'some-of' }>;
    const other = first.likely.length > 0 ? [] : [first.options[0]!.id];
    expect(game.reply(other)).toBeNull();
    while (game.interview) acceptOffered(game); // the rest of the checklist, then the fact is answered
    expect(TableGame.resume(game.origin.savePath).defaultReply(first)).toEqual(other);
    while (!(game.question && game.question.key === first.key)) expect(game.undo()).toBe(true);
    expect(game.defaultReply(first)).toEqual(first.likely);
  });

  it('every reply is saved as it is given: a game left in the middle of a series of questions resumes at the same question', () => {
    // Dogali's forced ambush: the place nearest the Italians, the Italian unit nearest it, then how far
    const game = tableGame('guaitana/dogali', 2);
    for (let i = 0; i < 2000 && !(game.interview && game.interview.answered >= 1); i++) acceptOffered(game);
    expect(game.interview!.answered).toBeGreaterThanOrEqual(1);
    const resumed = TableGame.resume(game.origin.savePath);
    expect(resumed.interview!.answered).toBe(game.interview!.answered);
    expect(resumed.question).toEqual(game.question);
    // and it plays on as the game left would have
    playOffered(game, 20);
    playOffered(resumed, 20);
    expect(snapshot(resumed)).toBe(snapshot(game));
    expect(resumed.undo()).toBe(true);
  });

  it('opfor rolls one throw for the player on request; with none waiting it says so and changes nothing', () => {
    const game = tableGame('tyneside/mission-station', 7, 'physical');
    expect(game.rollForMe()).toBe('no throw is waiting for your dice');
    // (the Zulus placed in the bush first roll how far they are seen, T30: one die each)
    for (let i = 0; i < 200 && !(game.pending?.kind === 'roll' && game.pending.purpose.startsWith('T8:')); i++) acceptOffered(game);
    const thrown = game.session.log.filter((e) => e.kind === 'roll').length;
    expect(game.rollForMe()).toBeNull();
    expect(game.session.log.filter((e) => e.kind === 'roll').slice(thrown)[0]).toMatchObject({ source: 'app' });
    expect(game.session.answering.dice).toBe('physical');
    // the save replays it
    expect(TableGame.resume(game.origin.savePath).session.log.filter((e) => e.kind === 'roll').length).toBe(game.session.log.filter((e) => e.kind === 'roll').length);
  });

  it('a last reply that no longer fits is not offered again (a unit it named has gone)', () => {
    const game = tableGame('guaitana/dogali', 3);
    for (let i = 0; i < 500 && !(game.question?.kind === 'some-of' && (game.question.key.startsWith('in-contact/') || game.question.key.startsWith('after-move/'))); i++) acceptOffered(game);
    const question = game.question!;
    if (question.kind !== 'some-of') throw new Error('no contact question came');
    expect(game.reply([question.options[0]!.id])).toBeNull();
    const gone = { ...question, options: question.options.slice(1) };
    expect(game.defaultReply(gone)).toEqual(question.likely);
    expect(game.defaultReply(question)).toEqual([question.options[0]!.id]);
  });

  it('with physical dice, asks for the faces, refuses faces that do not fit and keeps the state', () => {
    const game = tableGame('tyneside/mission-station', 7, 'physical');
    // (the Zulus placed in the bush first roll how far they are seen, T30: one die each)
    for (let i = 0; i < 200 && !(game.pending?.kind === 'roll' && game.pending.purpose.startsWith('T8:')); i++) acceptOffered(game);
    const roll = game.pending;
    if (roll?.kind !== 'roll') throw new Error('no throw was asked for');
    expect(roll.dice.notation).toBe('4d6'); // Chard's command dice (T8.1)
    const before = snapshot(game);
    expect(game.answer([7, 1, 1, 1])).toBe('7 is not a face of a d6 (1 to 6)');
    expect(game.answer([1])).toBe('4d6 needs 4 faces, got 1');
    expect(snapshot(game)).toBe(before);
    expect(game.answer([3, 1, 2, 4])).toBeNull();
    expect(game.session.log.filter((e) => e.kind === 'roll').at(-1)).toMatchObject({ faces: [3, 1, 2, 4], source: 'physical' });
  });

  it('switching to opfor\'s dice mid-game rolls the waiting throw at once; the throw is recorded as the app\'s', () => {
    const game = tableGame('tyneside/mission-station', 7, 'physical');
    // (the Zulus placed in the bush first roll how far they are seen, T30: one die each)
    for (let i = 0; i < 200 && !(game.pending?.kind === 'roll' && game.pending.purpose.startsWith('T8:')); i++) acceptOffered(game);
    const rolls = game.session.log.filter((e) => e.kind === 'roll').length;
    game.setDice('app');
    expect(game.pending?.kind).not.toBe('roll');
    const logged = game.session.log.filter((e) => e.kind === 'roll');
    expect(logged.length).toBeGreaterThan(rolls);
    expect(logged[rolls]!.kind === 'roll' && logged[rolls]!.source).toBe('app');
    expect(readSave(game.origin.savePath).answering.dice).toBe('app');
  });

  it('keeps the save self-contained: the scenario text is inside it', () => {
    const game = tableGame('tyneside/river-crossing', 1);
    expect(readSave(game.origin.savePath).scenario.text).toBe(readFileSync('scenarios/tyneside/river-crossing.yaml', 'utf8'));
  });
});
