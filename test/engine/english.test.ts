import { describe, expect, it } from 'vitest';
import { capitalised, possessive } from '../../src/engine/english.js';

describe('possessive', () => {
  it("gives a name 's, and a name ending in s the apostrophe alone", () => {
    expect(possessive('Lieutenant John Chard, RE')).toBe("Lieutenant John Chard, RE's");
    expect(possessive('Marksmen with trade muskets')).toBe("Marksmen with trade muskets'");
  });

  it('puts the possessive on the name before a note in brackets', () => {
    expect(possessive("Ras Alula's riflemen (Remingtons)")).toBe("Ras Alula's riflemen's (Remingtons)");
    expect(possessive('Askari (2nd company)')).toBe("Askari's (2nd company)");
    expect(possessive('(unnamed)')).toBe("(unnamed)'s");
  });
});

describe('capitalised', () => {
  it('capitalises the first letter only, and leaves an empty text empty', () => {
    expect(capitalised('tick how far it is (none: they cannot)')).toBe('Tick how far it is (none: they cannot)');
    expect(capitalised('long')).toBe('Long');
    expect(capitalised('')).toBe('');
  });
});
