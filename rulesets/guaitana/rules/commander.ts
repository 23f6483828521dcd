/**
 * Commander casualties after fire or melee losses (spec G11.9, G12.5, G15.2).
 */
import { diceTotal, nd, parseDice, type DiceSpec } from '../../../src/dice/dice-spec.js';

/** The two sides' casualty rolls: the Italian officer is the easier to kill (G1, G11.9.1). */
export const COMMANDER_SIDES = ['italian', 'native'] as const;
export type CommanderSide = (typeof COMMANDER_SIDES)[number];

/** G11.9.1: "si lancia 1d6 per le unità Italiane e 2d6-2 per le unità native". */
export function commanderDice(side: CommanderSide): DiceSpec {
  if (side === 'italian') return nd(1, 6);
  if (side === 'native') return parseDice('2d6-2');
  throw new RangeError(`commanderDice: side must be italian or native, got "${String(side)}"`);
}

/** The total of a commander roll's faces (1d6: 1–6; 2d6−2: 0–10), checking each face. */
export function commanderTotal(side: CommanderSide, faces: readonly number[]): number {
  const spec = commanderDice(side);
  if (faces.length !== spec.count || faces.some((f) => !Number.isInteger(f) || f < 1 || f > spec.sides)) {
    throw new RangeError(`commanderTotal: ${spec.notation} needs ${spec.count} faces of 1–${spec.sides}, got [${faces.join(', ')}]`);
  }
  return diceTotal(spec, faces);
}

/**
 * G11.9.2, G12.5: the commander is among the unit's `losses` dead if the roll's `total` is
 * strictly less than the losses. No losses, no roll: 0 losses never lose him.
 */
export function commanderLost(side: CommanderSide, losses: number, total: number): boolean {
  const spec = commanderDice(side);
  const min = spec.count + spec.modifier;
  const max = spec.count * spec.sides + spec.modifier;
  if (!Number.isInteger(losses) || losses < 0) {
    throw new RangeError(`commanderLost: losses must be a whole number of figures ≥ 0, got ${losses}`);
  }
  if (!Number.isInteger(total) || total < min || total > max) {
    throw new RangeError(`commanderLost: a ${side} roll (${spec.notation}) totals ${min}–${max}, got ${total}`);
  }
  return total < losses;
}
