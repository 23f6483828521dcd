import { describe, expect, it } from 'vitest';
import { possessive } from '../../src/engine/english.js';

describe('possessive', () => {
  it("gives a name 's, and a name ending in s the apostrophe alone", () => {
    expect(possessive('Lieutenant John Chard, RE')).toBe("Lieutenant John Chard, RE's");
    expect(possessive('Marksmen with trade muskets')).toBe("Marksmen with trade muskets'");
  });
});
