/**
 * Fire: how many figures fire and what they hit on (spec G11.6–G11.8).
 */
import { FIRE_BASE, FIRE_FLOOR_CHANCE, FIRE_HALVINGS, FIRE_MODIFIERS, type FireHalvingId, type FireModifierId } from '../tables/fire.js';
import { FIGURES_PER_PIECE, RANGES, type Band, type WeaponId } from '../tables/weapons.js';
import { degreesApart } from '../../../src/table/move-along.js';
import { atLeast } from '../../../src/table/tolerance.js';
import { checkModifiers, countHits, type Exclusive } from './dice.js';
import { halve } from './halving.js';

/** G11.12: how far apart (degrees, from the square's centre) two targets must lie to be on opposite sides of it (README rules notes). */
const OPPOSITE_FACES_DEG = 135;

/** G11.12: whether two targets' bearings from a square (degrees) put them on its opposite sides, so the two faces that fire share no quarter. */
export function onOppositeFaces(bearing: number, other: number): boolean {
  return atLeast(degreesApart(bearing, other), OPPOSITE_FACES_DEG);
}

/** One fire as the firer's owner declares it. */
export interface FireInputs {
  /** Figures firing, or guns for `mg` and `cannon` (at least 1). */
  readonly firers: number;
  readonly weapon: WeaponId;
  readonly band: Band;
  /** The firing unit's formation when it halves the figures (G11.3); absent otherwise. */
  readonly formation?: 'mass' | 'square';
  /** The unit moved and was then contacted this Movement phase (G9.8). */
  readonly surprised: boolean;
  /** G11.8 modifiers that apply. */
  readonly mods: readonly FireModifierId[];
}

/** One halving of the figures, and the rule that calls for it. */
export interface Halving {
  readonly id: string;
  readonly why: string;
  readonly rule: string;
}

/** What a fire comes to before the dice are thrown. */
export interface FirePlan {
  /** G11.6.1: figures firing, each machine gun 10 and each cannon 5. */
  readonly base: number;
  /** G11.6.2: the halvings that apply, in printed order. */
  readonly halvings: readonly Halving[];
  /** G11.7 base chance plus the G11.8 modifiers, before the ≤ 0 rule. */
  readonly modified: number;
  /** The final hit number: `modified`, or 1 if that was 0 or less. 6 or more hits with every die. */
  readonly chance: number;
  /** Dice to throw: `base` after every halving, rounded to nearest, .5 up (G18.4). */
  readonly firing: number;
}

/** G11.8: modifiers that cannot describe one fire together. */
const EXCLUSIVE: readonly Exclusive[] = [
  ['veteran', 'recruit', 'a unit is Veteran or Recruit, not both (G4.9)'],
  ['target-skirmish', 'target-square', 'a target is in Skirmish line or in Square, not both'],
];

const halving = (id: FireHalvingId): Halving => ({ id, ...FIRE_HALVINGS[id] });

/**
 * G11.6–G11.8: the firing figures and the hit chance of one fire. Halvings: (a) Mass or
 * Square, (b) Long or Extreme range, (c) surprised, except a Square, (d) a modified chance of
 * 0 or less, which also sets the chance to 1. All are cumulative (G11.6.3). Throws a
 * RangeError for a weapon that cannot fire at `band` (javelins only at Long; the lance never).
 */
export function firePlan(inputs: FireInputs): FirePlan {
  const { firers, weapon, band, formation, surprised, mods } = inputs;
  if (!Object.hasOwn(RANGES, weapon)) throw new RangeError(`firePlan: unknown weapon "${weapon}"`);
  if (!Object.hasOwn(FIRE_BASE, band)) throw new RangeError(`firePlan: unknown range band "${band}"`);
  const limits = RANGES[weapon];
  if (limits.close === null && limits.long === null && limits.extreme === null) {
    throw new RangeError(`firePlan: ${weapon} is not a missile weapon and cannot fire (G11.5)`);
  }
  if (limits[band] === null) {
    const bands = (Object.keys(limits) as Band[]).filter((b) => limits[b] !== null);
    throw new RangeError(`firePlan: ${weapon} has no ${band} range; it fires only at ${bands.join(', ')} range (G11.5)`);
  }
  if (!Number.isInteger(firers) || firers < 1) {
    throw new RangeError(`firePlan: firers must be a whole number ≥ 1, got ${firers}`);
  }
  if (formation !== undefined && formation !== 'mass' && formation !== 'square') {
    throw new RangeError(`firePlan: formation must be mass, square or absent, got "${String(formation)}"`);
  }
  checkModifiers('firePlan', mods, FIRE_MODIFIERS, EXCLUSIVE);

  const perPiece = weapon === 'mg' || weapon === 'cannon' ? FIGURES_PER_PIECE[weapon] : 1;
  const base = firers * perPiece;
  const modified = mods.reduce<number>((sum, id) => sum + FIRE_MODIFIERS[id].value, FIRE_BASE[band].chance);

  const halvings: Halving[] = [];
  if (formation !== undefined) halvings.push(halving('mass-or-square'));
  if (FIRE_BASE[band].halves) halvings.push(halving('range'));
  if (surprised && formation !== 'square') halvings.push(halving('surprised'));
  if (modified <= 0) halvings.push(halving('chance-zero'));

  return {
    base,
    halvings,
    modified,
    chance: modified <= 0 ? FIRE_FLOOR_CHANCE : modified,
    firing: halve(base, halvings.length),
  };
}

/** G11.7.2: the hits of the firing dice: each face equal to or under `chance` eliminates a figure. */
export function fireHits(chance: number, faces: readonly number[]): number {
  return countHits(chance, faces);
}
