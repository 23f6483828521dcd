import { describe, expect, it } from 'vitest';
import type { QuestionOption } from '../../src/engine/questions.js';
import { freshEntry, pressKey, promptKeys } from '../../src/ui/play/keys.js';
import { promptLines } from '../../src/ui/play/prompt-lines.js';
import type { PromptModel } from '../../src/ui/play/prompt-model.js';

/** A checklist of two targets' lines, each under its target's heading (as Tyneside's fire checklists are). */
const lines = (heading: string, n: number): QuestionOption[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${heading}/${i}`, heading, label: `line ${i + 1} of ${heading}` }));

function shown(options: readonly QuestionOption[], cursor: number): string[] {
  const prompt: PromptModel = { kind: 'question', heading: 'Fire', question: { kind: 'some-of', key: 'k', text: 'Tick', rule: 'T16', options, likely: [] }, offered: [] };
  return promptLines(prompt, { ...freshEntry(prompt), cursor }, null, 80).map((l) => l.text.trimEnd());
}

describe('options under headings', () => {
  it('a heading is shown once above its run of options, which read without it', () => {
    const text = shown([...lines('uThulwana', 3), ...lines('iNdlondlo', 2)], 0);
    expect(text.filter((t) => t.includes('uThulwana:'))).toEqual(['    uThulwana:']);
    expect(text.filter((t) => t.includes('iNdlondlo:'))).toEqual(['    iNdlondlo:']);
    expect(text.indexOf('    uThulwana:')).toBe(text.indexOf('> 1 [ ] line 1 of uThulwana') - 1);
    expect(text.indexOf('    iNdlondlo:')).toBe(text.indexOf('  4 [ ] line 1 of iNdlondlo') - 1);
  });

  it('scrolled into the middle of a run, the first option shown still has its heading above it', () => {
    const text = shown([...lines('uThulwana', 9), ...lines('iNdlondlo', 4)], 8);
    const above = text.findIndex((t) => /↑ \d+ more/.test(t));
    expect(above).toBeGreaterThan(0);
    expect(text[above + 1]).toBe('    uThulwana:');
    expect(text).toContain('    iNdlondlo:');
  });

  it('options without a heading show none', () => {
    const text = shown([{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Bravo' }], 0);
    expect(text.some((t) => t.trim().endsWith(':'))).toBe(false);
  });

  it('→ and ← cross a long checklist a unit at a time', () => {
    const options = [...lines('uThulwana', 3), ...lines('iNdlondlo', 2), ...lines('uDloko', 2)];
    const prompt: PromptModel = { kind: 'question', heading: 'Fire', question: { kind: 'some-of', key: 'k', text: 'Tick', rule: 'T16', options, likely: [] }, offered: [] };
    const cursorAfter = (cursor: number, key: { rightArrow?: boolean; leftArrow?: boolean }) => {
      const outcome = pressKey(prompt, { ...freshEntry(prompt), cursor }, '', key);
      return outcome.kind === 'edit' ? outcome.entry.cursor : null;
    };
    expect(cursorAfter(1, { rightArrow: true })).toBe(3);
    expect(cursorAfter(3, { rightArrow: true })).toBe(5);
    expect(cursorAfter(6, { rightArrow: true })).toBe(6);
    // ← goes to the start of the unit, and from there to the unit before
    expect(cursorAfter(4, { leftArrow: true })).toBe(3);
    expect(cursorAfter(3, { leftArrow: true })).toBe(0);
    expect(promptKeys(prompt)).toContain('←→ unit');
    // a list without headings has no units to cross
    const plain: PromptModel = { ...prompt, question: { ...prompt.question, options: [{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Bravo' }] } } as PromptModel;
    expect(pressKey(plain, freshEntry(plain), '', { rightArrow: true }).kind).toBe('ignore');
    expect(promptKeys(plain)).not.toContain('←→');
  });
});
