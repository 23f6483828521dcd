/** T32.2 melee score, T32.4 hits; TC-M1, TC-M2 (spec 13.1). */
import { describe, expect, it } from 'vitest';
import { meleeHit, meleeScore, type MeleeScoreInputs } from '../../../rulesets/tyneside/rules/melee.js';

const PLAIN: MeleeScoreInputs = {
  d6: 3,
  cls: 'veteran',
  opponentsInContact: 1,
  crossingDefendedObstacle: false,
  meleeFactor: 3,
  opponentFactors: [3],
};

describe('T32.2 modifiers', () => {
  it('a Veteran with an equal factor scores his die', () => {
    expect(meleeScore(PLAIN)).toEqual({ score: 3, modifiers: [] });
  });
  it('−1 if Raw', () => expect(meleeScore({ ...PLAIN, cls: 'raw' }).score).toBe(2));
  it('+1 if a Hero', () => expect(meleeScore({ ...PLAIN, cls: 'hero' }).score).toBe(4));
  it('−1 crossing a defended wall or fence', () => {
    expect(meleeScore({ ...PLAIN, crossingDefendedObstacle: true }).score).toBe(2);
  });
  it.each([
    [2, 2],
    [3, 1],
    [4, 0],
  ])('−1 per enemy over 1: %i enemies → score %i', (n, score) => {
    expect(meleeScore({ ...PLAIN, opponentsInContact: n, opponentFactors: Array(n).fill(3) }).score).toBe(score);
  });
  it('+1 only for a factor strictly better than all opponents', () => {
    expect(meleeScore({ ...PLAIN, meleeFactor: 4, opponentFactors: [3] }).score).toBe(4);
    expect(meleeScore({ ...PLAIN, meleeFactor: 3, opponentFactors: [3] }).score).toBe(3);
    expect(
      meleeScore({ ...PLAIN, meleeFactor: 4, opponentsInContact: 2, opponentFactors: [3, 4] }).score,
    ).toBe(2); // 3 − 1 (two enemies), no bonus: one opponent also has 4
  });
  it('a score is not clamped', () => {
    expect(meleeScore({ ...PLAIN, d6: 1, cls: 'raw', crossingDefendedObstacle: true }).score).toBe(-1);
  });
  it('rejects a bad die or a mismatched opponent list', () => {
    expect(() => meleeScore({ ...PLAIN, d6: 7 })).toThrow(/1–6/);
    expect(() => meleeScore({ ...PLAIN, opponentsInContact: 0, opponentFactors: [] })).toThrow(/≥ 1/);
    expect(() => meleeScore({ ...PLAIN, opponentsInContact: 2 })).toThrow(/one opponentFactors entry/);
  });
});

describe('T32.4 hits on the modified score (A-54)', () => {
  it.each([
    [-1, 'none'],
    [3, 'none'],
    [4, 'none'],
    [5, 'wound'],
    [6, 'kill'],
    [7, 'kill'],
  ] as const)('score %i → %s', (score, hit) => {
    expect(meleeHit(score)).toBe(hit);
  });
});

describe('TC-M1 (outnumbered lancer)', () => {
  const lancer = meleeScore({
    d6: 4,
    cls: 'veteran',
    opponentsInContact: 2,
    crossingDefendedObstacle: false,
    meleeFactor: 4,
    opponentFactors: [3, 3],
  });
  const spearman = (d6: number) =>
    meleeScore({ d6, cls: 'veteran', opponentsInContact: 1, crossingDefendedObstacle: false, meleeFactor: 3, opponentFactors: [4] });

  it('lancer: 4 − 1 + 1 = 4', () => {
    expect(lancer.score).toBe(4);
    expect(lancer.modifiers.map((m) => m.value)).toEqual([-1, 1]);
  });
  it('spearman A scores 5, B scores 2', () => {
    expect(spearman(5).score).toBe(5);
    expect(spearman(2).score).toBe(2);
  });
  it('A beats the lancer with 5 → wound; the lancer beats B with 4 → nothing', () => {
    expect(spearman(5).score > lancer.score).toBe(true);
    expect(meleeHit(spearman(5).score)).toBe('wound');
    expect(lancer.score > spearman(2).score).toBe(true);
    expect(meleeHit(lancer.score)).toBe('none');
  });
});

describe('TC-M2 (draw)', () => {
  it('Hero with sword 4 + 1 = 5; Raw with rifle and bayonet 5 − 1 + 1 = 5', () => {
    const hero = meleeScore({ d6: 4, cls: 'hero', opponentsInContact: 1, crossingDefendedObstacle: false, meleeFactor: 3, opponentFactors: [4] });
    const raw = meleeScore({ d6: 5, cls: 'raw', opponentsInContact: 1, crossingDefendedObstacle: false, meleeFactor: 4, opponentFactors: [3] });
    expect(hero.score).toBe(5);
    expect(raw.score).toBe(5);
  });
});
