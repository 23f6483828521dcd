import { describe, expect, it } from 'vitest';
import type { QuestionOption } from '../../src/engine/questions.js';
import { freshEntry, pressKey, promptKeys } from '../../src/ui/play/keys.js';
import { promptLines } from '../../src/ui/play/prompt-lines.js';
import type { PromptModel } from '../../src/ui/play/prompt-model.js';

/** A checklist of two targets' lines, each under its target's heading (as Tyneside's fire checklists are). */
const lines = (heading: string, n: number): QuestionOption[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${heading}/${i}`, heading, label: `line ${i + 1} of ${heading}` }));

function shown(options: readonly QuestionOption[], cursor: number, height = Infinity, problem: string | null = null): string[] {
  const prompt: PromptModel = { kind: 'question', heading: 'Fire', question: { kind: 'some-of', key: 'k', text: 'Tick', rule: 'T16', options, likely: [] }, offered: [] };
  return promptLines(prompt, { ...freshEntry(prompt), cursor }, problem, 80, height).map((l) => l.text.trimEnd());
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

  it('keeps within the lines the screen has for it (under a long list of moves to make), the cursor\'s option always shown', () => {
    const options = [...lines('uThulwana', 9), ...lines('iNdlondlo', 4)];
    // room enough: seven options, as always
    expect(shown(options, 8).filter((t) => t.includes(' line '))).toHaveLength(7);
    // 7: the question, its heading, one option with its unit's heading and a line more above and below, the problem
    for (const height of [10, 8, 7]) {
      const text = shown(options, 8, height, 'tick at most one cover of uThulwana');
      expect(text.length).toBeLessThanOrEqual(height);
      expect(text).toContain('>  9 [ ] line 9 of uThulwana');
      expect(text.at(-1)).toBe('✗ tick at most one cover of uThulwana');
    }
  });

  it('a choice keeps its options and opfor\'s advice within the room too', () => {
    const options = Array.from({ length: 12 }, (_, i) => ({ id: `o${i}`, label: `order ${i + 1}` }));
    const prompt: PromptModel = { kind: 'choose', heading: 'T14.1: orders for uThulwana', options, offered: 'o0', advice: [{ rule: 'T14.1', text: 'advance on the hospital' }] } as unknown as PromptModel;
    const text = promptLines(prompt, { ...freshEntry(prompt), cursor: 5 }, null, 80, 6).map((l) => l.text.trimEnd());
    expect(text.length).toBeLessThanOrEqual(6);
    expect(text.some((t) => t.startsWith('>') && t.includes('order 6'))).toBe(true);
    expect(text.at(-1)).toContain('opfor would: advance on the hospital');
  });

  it('opfor\'s advice cut short at two lines says so, and where the rest is', () => {
    const long = Array.from({ length: 30 }, (_, i) => `reason ${i + 1}`).join(', ');
    const prompt = { kind: 'choose', heading: 'T14.1: orders for uThulwana', options: [{ id: 'o0', label: 'advance' }], offered: 'o0', advice: [{ rule: 'T14.1', text: long }] } as unknown as PromptModel;
    const text = promptLines(prompt, freshEntry(prompt), null, 80).map((l) => l.text);
    const advice = text.slice(text.findIndex((t) => t.startsWith('opfor would:')));
    expect(advice).toHaveLength(2);
    expect(advice[1]!.endsWith(' … (w: why)')).toBe(true);
    expect(Math.max(...advice.map((t) => t.length))).toBeLessThanOrEqual(80);
  });
});
