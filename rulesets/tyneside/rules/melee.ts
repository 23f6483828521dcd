/**
 * Melee scores and hits (spec T32).
 */
import type { TroopClass } from '../tables/classes.js';

/** What one figure in contact brings to the melee roll (T32.2). */
export interface MeleeScoreInputs {
  /** The D6 face rolled, 1–6. */
  readonly d6: number;
  readonly cls: TroopClass;
  /** Enemy figures in base-to-base contact with this figure (≥ 1). */
  readonly opponentsInContact: number;
  /** The figure attacks across a wall, fence etc. held by its opponent. */
  readonly crossingDefendedObstacle: boolean;
  /** The figure's melee factor (T4.4). */
  readonly meleeFactor: number;
  /** The melee factor of each opponent in contact; one entry per opponent. */
  readonly opponentFactors: readonly number[];
}

/** One modifier applied to a melee roll, with its reason. */
export interface MeleeModifier {
  readonly why: string;
  readonly value: number;
}

/**
 * T32.2: a figure's melee score, the D6 plus: −1 if Raw; −1 per enemy in contact over 1;
 * −1 crossing a defended wall or fence; +1 if a Hero; +1 if its melee factor is strictly
 * higher than that of every opponent in contact. The score is not clamped.
 */
export function meleeScore(inputs: MeleeScoreInputs): { score: number; modifiers: MeleeModifier[] } {
  const { d6, cls, opponentsInContact, meleeFactor, opponentFactors } = inputs;
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RangeError(`meleeScore: d6 must be a face 1–6, got ${d6}`);
  }
  if (!Number.isInteger(opponentsInContact) || opponentsInContact < 1) {
    throw new RangeError(`meleeScore: opponentsInContact must be a whole number ≥ 1, got ${opponentsInContact}`);
  }
  if (opponentFactors.length !== opponentsInContact) {
    throw new RangeError(
      `meleeScore: give one opponentFactors entry per opponent in contact (${opponentsInContact}), got ${opponentFactors.length}`,
    );
  }
  const modifiers: MeleeModifier[] = [];
  if (cls === 'raw') modifiers.push({ why: 'Raw', value: -1 });
  if (opponentsInContact > 1) {
    const over = opponentsInContact - 1;
    modifiers.push({ why: `${over} enemy over 1 in base to base contact`, value: -over });
  }
  if (inputs.crossingDefendedObstacle) modifiers.push({ why: 'fighting to cross a defended wall, fence etc.', value: -1 });
  if (cls === 'hero') modifiers.push({ why: 'Hero', value: +1 });
  if (opponentFactors.every((f) => meleeFactor > f)) {
    modifiers.push({ why: `better melee factor (${meleeFactor}) than all opponents (${opponentFactors.join(', ')})`, value: +1 });
  }
  return { score: modifiers.reduce((s, m) => s + m.value, d6), modifiers };
}

/** T32.4 hit from a winning score. */
export type MeleeHit = 'none' | 'wound' | 'kill';

/**
 * T32.4: what a winning figure inflicts. Read on the modified score: exactly 5
 * wounds, 6 or more kills, 4 or less nothing. (For the natural-face reading, pass the D6.)
 */
export function meleeHit(score: number): MeleeHit {
  if (score >= 6) return 'kill';
  if (score === 5) return 'wound';
  return 'none';
}
