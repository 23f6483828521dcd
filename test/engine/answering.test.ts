import { describe, expect, it } from 'vitest';
import { answeredByHuman, humanAdvised, type Answering } from '../../src/engine/answering.js';
import type { Request } from '../../src/engine/requests.js';
import { instructionsToDo } from '../../src/play/table-game.js';
import type { LogEntry } from '../../src/engine/event-log.js';

const atTable: Answering = { table: 'real', dice: 'app', players: { italians: 'human', natives: 'ai' } };
const move = (text: string, withNext?: boolean): Request => ({ kind: 'tell', instruction: { type: 'move', text, reasons: [], ...(withNext ? { withNext } : {}) } });
const ambushAsk = (side: string): Request => ({ kind: 'ask', fact: { id: 'ambush-spots' }, purpose: '', advises: side });

describe('who answers what at a real table', () => {
  it('an instruction is waited for, unless it goes with the next prompt', () => {
    expect(answeredByHuman(move('Impi moves 20 cm'), atTable)).toBe(true);
    expect(answeredByHuman(move('Impi moves 20 cm', true), atTable)).toBe(false);
  });

  it("a fact asked only to advise a side's AI is put to the human only when opfor plays that side", () => {
    expect(answeredByHuman(ambushAsk('natives'), atTable)).toBe(true);
    expect(humanAdvised(ambushAsk('natives'), atTable)).toBe(false);
    expect(answeredByHuman(ambushAsk('italians'), atTable)).toBe(false);
    expect(humanAdvised(ambushAsk('italians'), atTable)).toBe(true);
  });
});

describe('instructions shown with the next prompt', () => {
  const tell = (text: string, withNext = true): LogEntry => ({ kind: 'tell', instruction: { type: 'move', text, reasons: [], ...(withNext ? { withNext } : {}) } });
  const human: LogEntry = { kind: 'choose', purpose: '', side: 'italians', choice: { option: 'x', reasons: [] }, label: 'x', source: 'human' };
  const books: LogEntry = { kind: 'ask', purpose: '', fact: { id: 'path-left' }, answer: 3, source: 'table' };
  const note: LogEntry = { kind: 'tell', instruction: { type: 'note', text: 'a note', reasons: [] } };

  it('are those since the player last answered, in order, past notes and answers opfor gave itself', () => {
    expect(instructionsToDo([tell('old'), human, tell('forms column'), books, note, tell('moves 15 cm')]).map((i) => i.text)).toEqual(['forms column', 'moves 15 cm']);
  });

  it('stop at an instruction the player confirmed on its own screen', () => {
    expect(instructionsToDo([tell('old'), tell('waited', false), tell('moves 15 cm')]).map((i) => i.text)).toEqual(['moves 15 cm']);
    expect(instructionsToDo([tell('old'), human])).toEqual([]);
  });
});
