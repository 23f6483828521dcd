/**
 * Melee: how many figures fight and what they hit on (spec G12.2–G12.4).
 */
import { MELEE_BASE, MELEE_FLOOR_CHANCE, MELEE_HALVINGS, MELEE_MODIFIERS, type MeleeModifierId } from '../tables/melee.js';
import { checkModifiers, countHits, type Exclusive } from './dice.js';
import type { Halving } from './fire.js';
import { halve } from './halving.js';

/** One side of a melee. */
export interface MeleeInputs {
  /** Figures of the unit that can fight: all of them (G18.42); crew for artillery, escort for baggage. */
  readonly fighters: number;
  /** G12.4 modifiers that apply to this unit's roll. */
  readonly mods: readonly MeleeModifierId[];
}

/** What one unit's melee roll comes to before the dice are thrown. */
export interface MeleePlan {
  /** G12.3 base 2 plus the G12.4 modifiers, before the ≤ 0 rule. */
  readonly modified: number;
  /** The final hit number: `modified`, or 1 if that was 0 or less. */
  readonly chance: number;
  /** Dice to throw after every halving, rounded to nearest, .5 up (G18.4, G18.42). */
  readonly fighting: number;
  readonly halvings: readonly Halving[];
}

/** G12.4: modifiers that cannot describe one unit's roll together. */
const EXCLUSIVE: readonly Exclusive[] = [
  ['veteran', 'recruit', 'a unit is Veteran or Recruit, not both (G4.9)'],
  ['target-skirmish', 'target-square', 'a target is in Skirmish line or in Square, not both'],
];

/**
 * G12.2–G12.4: a unit's fighting figures and hit chance. `flanked` both halves the figures
 * (G12.2) and gives −1 (G12.4); a modified chance of 0 or less halves them again and hits only
 * on a 1 (G12.2). Halvings are cumulative as in fire (G18.42).
 */
export function meleePlan(inputs: MeleeInputs): MeleePlan {
  const { fighters, mods } = inputs;
  if (!Number.isInteger(fighters) || fighters < 1) {
    throw new RangeError(`meleePlan: fighters must be a whole number ≥ 1, got ${fighters}`);
  }
  checkModifiers('meleePlan', mods, MELEE_MODIFIERS, EXCLUSIVE);

  const modified = mods.reduce<number>((sum, id) => sum + MELEE_MODIFIERS[id].value, MELEE_BASE);
  const halvings: Halving[] = [];
  if (mods.includes('flanked')) halvings.push({ id: 'flanked', ...MELEE_HALVINGS.flanked });
  if (modified <= 0) halvings.push({ id: 'chance-zero', ...MELEE_HALVINGS['chance-zero'] });

  return {
    modified,
    chance: modified <= 0 ? MELEE_FLOOR_CHANCE : modified,
    fighting: halve(fighters, halvings.length),
    halvings,
  };
}

/** G12.3: the hits of the melee dice: each face equal to or under `chance` eliminates a figure. */
export function meleeHits(chance: number, faces: readonly number[]): number {
  return countHits(chance, faces);
}
