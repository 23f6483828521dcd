import { describe, expect, it } from 'vitest';
import { OptionNumbers } from '../../src/play/option-numbers.js';
import { pressKey, freshEntry } from '../../src/ui/play/keys.js';
import { promptLines } from '../../src/ui/play/prompt-lines.js';
import type { PromptModel } from '../../src/ui/play/prompt-model.js';
import { TableGame } from '../../src/play/table-game.js';
import { tableGame } from '../helpers/table-game.js';

const NO_KEY = { upArrow: false, downArrow: false, return: false, backspace: false, delete: false, escape: false, ctrl: false } as never;

describe('a list keeps its numbers when a unit has gone', () => {
  it('the others keep theirs, the gone unit\'s number is left out, a newcomer comes after the last', () => {
    const numbers = new OptionNumbers();
    expect([...numbers.numbersFor('sight/italians', ['co-41', 'co-15', 'guns', 'co-16'])]).toEqual([['co-41', 1], ['co-15', 2], ['guns', 3], ['co-16', 4]]);
    // the 15th is wiped out: the guns stay 3
    expect([...numbers.numbersFor('sight/italians', ['co-41', 'guns', 'co-16'])]).toEqual([['co-41', 1], ['guns', 3], ['co-16', 4]]);
    // a unit out of hiding joins the list after the last
    expect([...numbers.numbersFor('sight/italians', ['co-41', 'guns', 'co-16', 'band'])]).toEqual([['co-41', 1], ['guns', 3], ['co-16', 4], ['band', 5]]);
    // another list, or the same key with none of the earlier options, starts at 1
    expect([...numbers.numbersFor('sight/italians', ['lancers', 'riflemen'])]).toEqual([['lancers', 1], ['riflemen', 2]]);
  });

  it('a list whose newcomers come between its old options is numbered anew down the screen', () => {
    const numbers = new OptionNumbers();
    numbers.numbersFor('hiding', ['spur', 'hill', 'ridge']);
    // the convoy's hiding places as the scenario lists them, two more now within reach: not "1, 4, 5, 2, 3"
    expect([...numbers.numbersFor('hiding', ['spur', 'boulders', 'thicket', 'hill', 'ridge']).values()]).toEqual([1, 2, 3, 4, 5]);
    // newcomers at the end keep the others' numbers
    expect([...numbers.numbersFor('hiding', ['spur', 'boulders', 'thicket', 'hill', 'ridge', 'ravine']).values()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...numbers.numbersFor('hiding', ['spur', 'thicket', 'hill', 'ravine']).values()]).toEqual([1, 3, 4, 6]);
  });

  it('on screen the numbers are shown, and a digit picks the option shown with it', () => {
    const game = tableGame('guaitana/dogali', 1);
    const options = [{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Bravo' }, { id: 'c', label: 'Charlie' }];
    game.numbered('test-list', options);
    const prompt: PromptModel = { kind: 'choose', heading: 'Which unit?', options: game.numbered('test-list', options.filter((o) => o.id !== 'b')), offered: 'a', advice: [] };
    const lines = promptLines(prompt, freshEntry(prompt), null, 80).map((l) => l.text);
    expect(lines).toContain('> 1 Alpha'.replace('Alpha', '(offered) Alpha'));
    expect(lines).toContain('  3 Charlie');
    // 3 picks Charlie, the second line; 2 picks nothing
    expect(pressKey(prompt, freshEntry(prompt), '3', NO_KEY)).toMatchObject({ kind: 'edit', entry: { cursor: 1 } });
    expect(pressKey(prompt, freshEntry(prompt), '2', NO_KEY)).not.toMatchObject({ kind: 'edit' });
  });

  it('past nine, digits typed one after another pick the two-digit number while one is shown', () => {
    const options = Array.from({ length: 12 }, (_, i) => ({ id: `u${i + 1}`, label: `Unit ${i + 1}` }));
    const prompt: PromptModel = { kind: 'question', heading: 'Sight', question: { kind: 'some-of', key: 'k', text: 'Tick', rule: 'G10', options, likely: [] }, offered: [] };
    const press = (entry: ReturnType<typeof freshEntry>, input: string) => {
      const outcome = pressKey(prompt, entry, input, NO_KEY);
      if (outcome.kind !== 'edit') throw new Error(`${input} was not an edit`);
      return outcome.entry;
    };
    // 1 then 2 is the twelfth; 1 then 3 is no option, so the 3 starts afresh
    expect(press(press(freshEntry(prompt), '1'), '2')).toMatchObject({ cursor: 11, typed: '12' });
    expect(press(press(freshEntry(prompt), '1'), '3')).toMatchObject({ cursor: 2, typed: '3' });
    // a tick between them clears the digits: 1, Space, 2 is the second
    expect(press(press(press(freshEntry(prompt), '1'), ' '), '2')).toMatchObject({ cursor: 1, picked: ['u1'] });
    // numbers past nine are shown, right-aligned with the single digits
    const lines = promptLines(prompt, { ...freshEntry(prompt), cursor: 11 }, null, 80).map((l) => l.text);
    expect(lines).toContain('> 12 [ ] Unit 12');
    expect(lines).toContain('  10 [ ] Unit 10');
    expect(promptLines(prompt, freshEntry(prompt), null, 80).map((l) => l.text)).toContain('>  1 [ ] Unit 1');
  });

  it('a resumed game numbers its lists as before it was left', () => {
    const game = tableGame('guaitana/dogali', 1);
    const options = [{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Bravo' }, { id: 'c', label: 'Charlie' }];
    game.numbered('test-list', options);
    game.save();
    const resumed = TableGame.resume(game.origin.savePath);
    expect(resumed.numbered('test-list', options.filter((o) => o.id !== 'b')).map((o) => [o.id, o.number])).toEqual([['a', 1], ['c', 3]]);
  });
});
