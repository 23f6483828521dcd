import { describe, expect, it } from 'vitest';
import { countRow, measureRow, rowsOfNumbers } from '../../src/engine/ask.js';
import { replyProblem, type NumberRow, type Question } from '../../src/engine/questions.js';

/** A screen of several numbers: a group's count and distance under its name, then a tape read outward, a count a band. */
const ROWS: NumberRow[] = [
  { id: 'wall/chargers', heading: 'North wall', label: 'figures that reach it', unit: 'figures', whole: true, min: 1, max: 6 },
  { id: 'wall/distance', heading: 'North wall', label: 'how far it is', unit: 'cm', whole: false, min: 0, max: 25 },
  { id: 'short', label: 'within 30 cm (short range)', unit: 'figures', whole: true, min: 0, max: 6 },
  { id: 'medium', label: 'within 90 cm (medium range)', unit: 'figures', whole: true, min: 0, max: 6, atLeast: 'short' },
];
const rows: Question = { kind: 'numbers', key: 'k', rule: 'T31.2', text: 'For each:', rows: ROWS, likely: [6, 25, 6, 6] };

describe('replyProblem: a screen of several numbers', () => {
  it.each<[string, unknown, string | null]>([
    ['a number a row, fractions where a distance allows them', [4, 12.5, 2, 5], null],
    ['the ends of every range', [1, 0, 0, 0], null],
    ['a count equal to the one above it, which it includes', [6, 25, 3, 3], null],
    ['not a list', 4, 'give a number on each of the 4 lines'],
    ['a number short', [4, 12, 2], 'give a number on each of the 4 lines'],
    ['a number too many', [4, 12, 2, 5, 1], 'give a number on each of the 4 lines'],
    ['a row left empty', [4, Number.NaN, 2, 5], 'North wall, how far it is: type a number of cm'],
    ['a word for a number', [4, 12, 'two', 5], 'within 30 cm (short range): type a number of figures'],
    ['a fraction of a figure', [4.5, 12, 2, 5], 'North wall, figures that reach it: a whole number of figures'],
    ['below a row\'s least', [0, 12, 2, 5], 'North wall, figures that reach it: between 1 and 6 figures'],
    ['above a row\'s most', [4, 30, 2, 5], 'North wall, how far it is: between 0 and 25 cm'],
    ['fewer than the row it includes', [4, 12, 3, 2], 'within 90 cm (medium range): at least 3 figures, as it counts those within 30 cm (short range) too'],
  ])('%s', (_, reply, problem) => {
    expect(replyProblem(rows, reply)).toBe(problem);
  });

  it('the first row that does not fit is named', () => {
    expect(replyProblem(rows, [9, 30, 2, 1])).toBe('North wall, figures that reach it: between 1 and 6 figures');
  });
});

describe('rowsOfNumbers', () => {
  it('asks the rows with their likely numbers as the offered reply', () => {
    const asked = rowsOfNumbers('k', 'T31.2', 'For each:', [countRow('c', 'figures that reach it', { min: 1, max: 6, likely: 4 }, 'North wall'), measureRow('d', 'how far it is', 25, 40, 'North wall')]).next().value as Question;
    expect(asked).toEqual({
      kind: 'numbers', key: 'k', rule: 'T31.2', text: 'For each:', likely: [4, 25],
      rows: [
        { id: 'c', heading: 'North wall', label: 'figures that reach it', unit: 'figures', whole: true, min: 1, max: 6 },
        { id: 'd', heading: 'North wall', label: 'how far it is', unit: 'cm', whole: false, min: 0, max: 25 },
      ],
    });
  });

  it('refuses likely numbers that do not fit their rows: a programmer error, said with the row', () => {
    const unfit = () => rowsOfNumbers('k', 'T19', 'Count', [countRow('a', 'within 30 cm', { min: 0, max: 6, likely: 5 }), { ...countRow('b', 'within 90 cm', { min: 0, max: 6, likely: 4 }), atLeast: 'a' }]).next();
    expect(unfit).toThrow('question "k": its likely numbers do not fit its rows (within 90 cm: at least 5 figures, as it counts those within 30 cm too)');
  });
});
