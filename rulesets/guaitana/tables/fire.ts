/**
 * Fire, source section "TIRO": "POSSIBILITA' DI COLPIRE (TIRO)" and "Modificatori alla
 * possibilità di colpire" (spec G11.6–G11.8).
 */
import type { Band } from './weapons.js';

/**
 * G11.7: the base hit chance on 1d6 per firing figure: a die equal to or under it hits.
 * "Vicina 1, 2 o 3; Lunga 1 o 2 (tirano ½ soldatini); Estrema 1 (tirano ½ soldatini)".
 */
// prettier-ignore
export const FIRE_BASE = {
  //         Hit on        Half the figures fire (G11.6 b)
  close:   { chance: 3,    halves: false },
  long:    { chance: 2,    halves: true  },
  extreme: { chance: 1,    halves: true  },
} as const satisfies Record<Band, { chance: number; halves: boolean }>;

/** One modifier line: its value, the printed wording in English, and where the rules say it. */
export interface ModifierRow {
  readonly value: number;
  readonly label: string;
  readonly rule: string;
}

/**
 * G11.8 modifiers to the hit chance, in printed order. The C-in-C counts as a Skirmish-line
 * target (G4.7). Cover is "for the target's type" (G5.1).
 */
// prettier-ignore
export const FIRE_MODIFIERS = {
  'veteran':          { value: +1, label: 'Veteran shooters ("Tiratori Veterani")',             rule: 'G11.8' },
  'recruit':          { value: -1, label: 'Recruit shooters ("Tiratori Reclute")',              rule: 'G11.8' },
  'mounted':          { value: -1, label: 'Shooter mounted ("Tiratore a cavallo")',             rule: 'G11.8' },
  'retreating':       { value: -1, label: 'Shooter with Retreat orders',                        rule: 'G11.8' },
  'target-skirmish':  { value: -1, label: 'Target in Skirmish line ("a catena"), or the C-in-C', rule: 'G11.8, G4.7' },
  'target-square':    { value: +1, label: 'Target in Square ("in quadrato")',                   rule: 'G11.8' },
  'target-cover':     { value: -1, label: 'Target in Cover ("Copertura", G5.1)',                rule: 'G11.8' },
  'target-mounted':   { value: +1, label: 'Target mounted ("Bersaglio a cavallo")',             rule: 'G11.8' },
  'target-artillery': { value: -1, label: 'Target is artillery or machine guns',                rule: 'G11.8' },
} as const satisfies Record<string, ModifierRow>;
export type FireModifierId = keyof typeof FIRE_MODIFIERS;

/** G11.8 modifier ids, in printed order. */
export const FIRE_MODIFIER_IDS = Object.keys(FIRE_MODIFIERS) as FireModifierId[];

/** G11.6 (d), G11.8: a modified chance of 0 or less halves the figures once more and hits only on this. */
export const FIRE_FLOOR_CHANCE = 1;

/** G11.6: the reasons to halve the firing figures, in printed order. All are cumulative. */
// prettier-ignore
export const FIRE_HALVINGS = {
  'mass-or-square': { why: 'the unit is in Mass or Square: only half its figures fire',  rule: 'G11.6 (a), G11.3' },
  'range':          { why: 'the target is at Long or Extreme range',                      rule: 'G11.6 (b)' },
  'surprised':      { why: 'the unit is surprised (a Square is not halved again)',        rule: 'G11.6 (c), G9.8' },
  'chance-zero':    { why: 'the modified hit chance is 0 or less: hit only on a 1',       rule: 'G11.6 (d), G11.8' },
} as const satisfies Record<string, { why: string; rule: string }>;
export type FireHalvingId = keyof typeof FIRE_HALVINGS;
